/** The CSS of <diams-deck-grid> (./deck-grid.ts), listed in its `static styles`. */
import { css } from 'lit';
import { refusedFieldLook, textFieldLook } from '../../shared/field-styles';

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
    ${textFieldLook}
    width: 100%;
    padding: 0.25rem;
    text-align: center;
  }
  input[aria-invalid='true'] {
    ${refusedFieldLook}
  }
  .errors p {
    margin: 0.25rem 0;
    padding-left: 0.5rem;
    border-left: 4px solid var(--dl-accent);
  }
`;
