/** The CSS of <diamonds-tally-form> (./tally-form.ts), listed in its `static styles`. */
import { css } from 'lit';
import { winBadgeStyles } from '../../shared/win-badge-styles';

export const tallyFormStyles = css`
  .verdict {
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  .sum {
    display: block;
    font-size: 0.875rem;
    color: var(--dl-muted);
  }
  ${winBadgeStyles}
  td.n {
    text-align: right;
  }
`;
