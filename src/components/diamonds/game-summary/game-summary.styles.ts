/** The CSS of <diamonds-game-summary> (./game-summary.ts), listed in its `static styles`. */
import { css } from 'lit';
import { winBadgeStyles } from '../../shared/win-badge-styles';

export const gameSummaryStyles = css`
  :host {
    display: block;
  }
  h2 {
    font-size: 1.25rem;
    margin: 0 0 0.5rem;
  }
  .verdict {
    font-weight: 600;
    margin: 0 0 0.75rem;
    overflow-wrap: anywhere;
  }
  table {
    width: 100%;
    border-collapse: collapse;
    font-variant-numeric: tabular-nums;
    margin: 0 0 1rem;
  }
  thead th {
    font-size: 0.75rem;
    color: var(--dl-muted);
    overflow-wrap: normal;
  }
  td.place {
    font-weight: 700;
  }
  th,
  td {
    padding: 0.4rem;
    text-align: left;
    border-bottom: 1px solid var(--dl-border);
    overflow-wrap: anywhere;
  }
  td.n {
    text-align: right;
  }
  .how {
    display: block;
    font-size: 0.75rem;
    color: var(--dl-muted);
    white-space: nowrap;
  }
  ${winBadgeStyles}
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
  }
  button,
  a.button {
    box-sizing: border-box;
    display: inline-flex;
    align-items: center;
    text-decoration: none;
    min-height: 44px;
    padding: 0.5rem 1rem;
    font: inherit;
    font-weight: 600;
    border-radius: 8px;
    border: 2px solid var(--dl-accent);
    cursor: pointer;
  }
  .primary {
    background: var(--dl-accent);
    color: var(--dl-on-accent);
  }
  .secondary {
    background: transparent;
    color: var(--dl-accent-text, var(--dl-accent));
  }
  button:focus-visible,
  a.button:focus-visible {
    outline: 3px solid var(--dl-focus);
    outline-offset: 2px;
  }
`;
