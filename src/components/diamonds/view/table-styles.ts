/** A Diamonds table of counts that scrolls sideways inside `.scroll` (check forms, round summary); each adds its cells' padding. */
import { css } from 'lit';

export const tableStyles = css`
  .scroll {
    overflow-x: auto;
  }
  table {
    border-collapse: collapse;
    width: 100%;
    font-variant-numeric: tabular-nums;
  }
  th,
  td {
    border-bottom: 1px solid var(--dl-border);
    text-align: center;
    overflow-wrap: anywhere;
  }
`;
