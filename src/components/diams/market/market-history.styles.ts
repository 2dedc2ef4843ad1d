/** The CSS of <diams-market-history> (./market-history.ts), listed in its `static styles`. */
import { css } from 'lit';

export const marketHistoryStyles = css`
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
