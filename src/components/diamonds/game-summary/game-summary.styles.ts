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
`;
