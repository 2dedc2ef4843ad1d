/** The CSS of <diams-card-fix> (./card-fix.ts), listed in its `static styles`. */
import { css } from 'lit';

export const cardFixStyles = css`
  ul {
    list-style: none;
    padding: 0;
    margin: 0 0 0.75rem;
  }
  li label {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.25rem 0.75rem;
    min-height: 44px;
  }
  input {
    width: 5rem;
  }
  .error {
    margin: 0 0 0.5rem;
  }
`;
