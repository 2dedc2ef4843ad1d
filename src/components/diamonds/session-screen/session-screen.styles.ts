/**
 * The session screen, phone first: what to do now (deal, play, rob) at the top, the board below,
 * and Undo / Redo / History in a bar that stays at the bottom of the screen while scrolling
 * (../../session/session-styles.ts).
 */
import { css } from 'lit';
import { buttonStyles } from '../../shared/control-styles.js';

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
  .problem:empty,
  .news:empty {
    display: none;
  }
  .problem {
    margin: 0 0 0.75rem;
    padding: 0.75rem 1rem;
    border-radius: 12px;
    border: 2px solid var(--dl-warning);
    border-left-width: 8px;
    background: var(--dl-warning-bg);
    overflow-wrap: anywhere;
  }
  .problem p {
    margin: 0 0 0.5rem;
  }
  .problem strong {
    display: block;
  }
  .news {
    margin: 0 0 0.75rem;
    padding: 0.5rem 0.75rem;
    border-radius: 12px;
    border-left: 6px solid var(--dl-ok);
    background: var(--dl-surface);
  }
  .news ul {
    margin: 0;
    padding-left: 1.1rem;
  }
  .news li {
    overflow-wrap: anywhere;
  }
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
