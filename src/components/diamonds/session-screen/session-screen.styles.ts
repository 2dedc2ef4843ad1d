/**
 * The session screen, phone first: what to do now (deal, play, rob) at the top, the board below,
 * and Undo / Redo / History in a bar that stays at the bottom of the screen while scrolling.
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
  .toolbar {
    position: sticky;
    bottom: 0;
    z-index: 2;
    display: grid;
    /* minmax(0, …): a long label shortens with its ellipsis instead of widening the toolbar. */
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: 0.4rem;
    margin: 1rem -0.25rem 0;
    padding: 0.5rem 0.25rem calc(0.5rem + env(safe-area-inset-bottom));
    background: var(--dl-bg, #f6f4ef);
    border-top: 1px solid var(--dl-border);
  }
  .toolbar .btn {
    min-width: 0;
    overflow-wrap: anywhere;
    padding: 0.25rem 0.4rem;
    font-size: 0.9375rem;
  }
  .toolbar .what {
    display: block;
    font-size: 0.75rem;
    font-weight: 400;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
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
