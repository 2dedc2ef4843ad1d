/** The CSS of <diams-game-result> (./game-result.ts), listed in its `static styles`. */
import { css } from 'lit';
import { winBadgeStyles } from '../../shared/win-badge-styles';

export const gameResultStyles = css`
  .why {
    font-weight: 600;
  }
  ${winBadgeStyles}
  table {
    margin: 0 0 1rem;
  }
`;
