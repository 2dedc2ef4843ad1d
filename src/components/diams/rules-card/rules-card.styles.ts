/** The CSS of <diams-rules-card> (./rules-card.ts), listed in its `static styles`. */
import { css } from 'lit';
import { summaryLook } from '../../shared/field-styles';

export const rulesCardStyles = css`
  .status {
    font-weight: 600;
  }
  details {
    margin: 1rem 0;
    border: 1px solid var(--dl-border);
    border-radius: 12px;
    padding: 0 0.75rem;
  }
  summary {
    ${summaryLook}
  }
  details[open] {
    padding-bottom: 0.75rem;
  }
  input[type='file']:focus-visible + label {
    outline: 3px solid var(--dl-focus);
    outline-offset: 2px;
  }
  .ok {
    border-left: 6px solid var(--dl-ok);
    padding-left: 0.5rem;
  }
  .ok:empty,
  .problem:empty {
    display: none;
  }
`;
