/**
 * The session screen, phone first: what to do now (deal, play, rob) at the top, the board below,
 * and Undo / Redo / History in a bar that stays at the bottom of the screen while scrolling
 * (../../session/session-styles.ts).
 */
import { css } from 'lit';
import { buttonStyles } from '../../shared/control-styles.js';
import { messageStyles } from '../../session/session-styles.js';

export const sessionStyles = css`
  :host {
    display: block;
    padding-bottom: 0.5rem;
  }
  .top {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    column-gap: 0.75rem;
    margin: 0 0 0.5rem;
  }
  h1 {
    font-size: 1.25rem;
    margin: 0;
  }
  .sub {
    margin: 0;
    color: var(--dl-muted);
    overflow-wrap: anywhere;
  }
  .panel {
    margin: 0 0 1rem;
  }
  ${messageStyles}
  .row {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
  }
  ${buttonStyles}
  .history {
    margin: 1rem 0 0;
  }
  .history h2 {
    font-size: 1.125rem;
    margin: 0 0 0.5rem;
  }
  .card {
    background: var(--dl-surface);
    border: 1px solid var(--dl-border);
    border-radius: 12px;
    padding: 0.75rem;
  }
  .more {
    margin: 1rem 0 0;
  }
  .muted {
    color: var(--dl-muted);
  }
`;
