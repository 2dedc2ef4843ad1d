/** The CSS of <ledger-join> (./ledger-join.ts), listed in its `static styles`. */
import { css } from 'lit';

export const ledgerJoinStyles = css`
  .row {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    margin-bottom: 0.75rem;
  }
`;
