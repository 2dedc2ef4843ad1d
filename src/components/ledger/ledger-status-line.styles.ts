/** The CSS of <ledger-status-line> (./ledger-status-line.ts), listed in its `static styles`. */
import { css } from 'lit';

export const ledgerStatusLineStyles = css`
  progress {
    display: block;
    width: 100%;
    height: 0.75rem;
    margin-bottom: 0.75rem;
  }
  .problem {
    color: var(--dl-danger);
    font-weight: 600;
  }
`;
