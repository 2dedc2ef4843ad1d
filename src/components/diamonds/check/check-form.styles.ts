/** Layout of the round-end check form: one card per side, four suit steppers in a grid. */
import { css } from 'lit';
import { fieldsetStyles } from '../../shared/field-styles';

export const formStyles = css`
  ${fieldsetStyles}
  fieldset {
    margin-bottom: 0.75rem;
    padding-bottom: 0.5rem;
  }
  legend {
    overflow-wrap: anywhere;
  }
  .sides {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(min(100%, 19rem), 1fr));
    gap: 0 0.75rem;
  }
  .suits {
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: 0.5rem 0.75rem;
  }
  .suit {
    display: flex;
    flex-direction: column;
    gap: 0.15rem;
  }
  .suit .name {
    font-weight: 600;
    font-size: 0.9375rem;
  }
  .side .hint {
    margin: 0.35rem 0 0;
  }
  .deal {
    margin: 0 0 0.5rem;
  }
  label.inline {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.5rem;
    margin: 0.25rem 0 0.5rem;
  }
  .totals {
    font-variant-numeric: tabular-nums;
  }
  #check-status:focus {
    outline: 3px solid var(--dl-focus);
    outline-offset: 2px;
  }
`;
