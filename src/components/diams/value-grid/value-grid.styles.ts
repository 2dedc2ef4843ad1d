/** The CSS of <diams-value-grid> (./value-grid.ts), listed in its `static styles`. */
import { css } from 'lit';

export const valueGridStyles = css`
  th,
  td {
    padding: 0.25rem;
    vertical-align: middle;
  }
  thead th {
    /* A heading in a longer language breaks rather than widen the grid past the screen. */
    overflow-wrap: anywhere;
    hyphens: auto;
    font-size: 0.8125rem;
    font-weight: 600;
    text-align: center;
    line-height: 1.2;
  }
  th:first-child {
    width: 4.75rem;
    text-align: left;
  }
  tbody th {
    font-weight: 600;
  }
  .best {
    display: block;
    font-size: 0.75rem;
    font-weight: 600;
    color: var(--dl-accent-text);
  }
  td {
    text-align: center;
  }
  input {
    width: 100%;
    min-width: 2.75rem;
  }
  input[aria-invalid='true'] {
    border-style: solid;
    border-color: var(--dl-accent);
  }
  .fixed {
    font-weight: 600;
  }
  .errors {
    margin: 0.5rem 0 0;
    color: var(--dl-text);
  }
  .errors p {
    margin: 0 0 0.25rem;
    padding-left: 0.5rem;
    border-left: 4px solid var(--dl-accent);
  }
`;
