/** The CSS of <diams-deck-grid> (./deck-grid.ts), listed in its `static styles`. */
import { css } from 'lit';

export const deckGridStyles = css`
  th,
  td {
    padding: 0.25rem;
    vertical-align: middle;
  }
  thead th {
    overflow-wrap: normal;
    font-size: 0.8125rem;
    text-align: center;
  }
  input {
    width: 100%;
    min-height: 44px;
    padding: 0.25rem;
    font: inherit;
    text-align: center;
    color: var(--dl-text);
    background: var(--dl-surface);
    border: 2px solid var(--dl-muted);
    border-radius: 8px;
  }
  input[aria-invalid='true'] {
    border-color: var(--dl-accent);
  }
  .errors p {
    margin: 0.25rem 0;
    padding-left: 0.5rem;
    border-left: 4px solid var(--dl-accent);
  }
`;
