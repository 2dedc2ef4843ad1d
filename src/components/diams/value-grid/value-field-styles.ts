import { css } from 'lit';

/** Shared by <diams-value-grid> and <diams-card-fix>: a rules-card value's field: an empty one (a value the card lacks) stands out. */
export const valueFieldStyles = css`
  input {
    min-height: 44px;
    padding: 0.25rem;
    font: inherit;
    font-variant-numeric: tabular-nums;
    text-align: center;
    color: var(--dl-text);
    background: var(--dl-surface);
    border: 2px solid var(--dl-muted);
    border-radius: 8px;
  }
  input.empty {
    border-style: dashed;
    border-color: var(--dl-warning);
    background: var(--dl-warning-bg);
  }
`;
