/** The CSS of <live-join> (./live-join.ts), listed in its `static styles`. */
import { css } from 'lit';

export const liveJoinStyles = css`
  .seats {
    display: grid;
    gap: 0.5rem;
    margin-block: 0.75rem;
  }
  .seats .btn {
    width: 100%;
    justify-content: flex-start;
  }
`;
