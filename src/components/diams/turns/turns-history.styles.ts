/** The CSS of <diams-turns-history> (./turns-history.ts), listed in its `static styles`. */
import { css } from 'lit';

export const turnsHistoryStyles = css`
  ol {
    margin: 0;
    padding-left: 1.5rem;
  }
  li {
    margin: 0 0 0.4rem;
  }
  .who {
    font-weight: 700;
  }
`;
