/** The CSS of <diams-market-table> (./market-table.ts), listed in its `static styles`. */
import { css } from 'lit';

export const marketTableStyles = css`
  .market {
    display: flex;
    flex-wrap: wrap;
    gap: 0.375rem;
    list-style: none;
    margin: 0 0 0.75rem;
    padding: 0;
  }
  .countdown {
    font-weight: 700;
    border-left: 6px solid var(--dl-accent);
    padding-left: 0.5rem;
  }
  .players {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  .player {
    margin: 0 0 0.5rem;
    padding: 0.5rem 0.75rem;
  }
  .player.now {
    border-width: 3px;
    border-color: var(--dl-accent);
  }
  .player p {
    margin: 0 0 0.25rem;
  }
  details > summary {
    min-height: 44px;
    display: flex;
    align-items: center;
    cursor: pointer;
  }
  details ol {
    margin: 0 0 0.25rem;
    padding-left: 1.25rem;
  }
`;
