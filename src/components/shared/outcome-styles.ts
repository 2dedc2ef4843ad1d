/** How a screen says an action went: `.ok` for done, `.problem` for refused (the card's status and alert lines). */
import { css } from 'lit';

export const outcomeStyles = css`
  .ok {
    color: var(--dl-ok);
    font-weight: 600;
  }
  .problem {
    color: var(--dl-danger);
    font-weight: 600;
  }
`;
