/** The "won" badge beside a winner's name in the final standings (tally form, game summaries). */
import { css } from 'lit';

export const winBadgeStyles = css`
  .win {
    font-size: 0.75rem;
    font-weight: 700;
    border: 1px solid var(--dl-ok);
    color: var(--dl-ok);
    border-radius: 999px;
    padding: 0 0.35rem;
    margin-left: 0.25rem;
    white-space: nowrap;
  }
`;
