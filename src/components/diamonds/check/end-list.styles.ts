/** The end-of-round list: numbered steps, each with what it changed underneath. */
import { css } from 'lit';

export const endListStyles = css`
  /* Focus lands on the heading after a round is settled: a reading position, not a control. */
  h2:focus {
    outline: none;
  }
  caption {
    text-align: left;
    font-weight: 700;
    padding: 0 0 0.25rem;
  }
  td.top {
    font-weight: 700;
    text-decoration: underline;
  }
  .steps {
    margin: 0.75rem 0 0;
    padding-left: 1.75rem;
  }
  .steps li {
    margin: 0 0 0.5rem;
    overflow-wrap: anywhere;
  }
  .after {
    display: block;
    color: var(--dl-muted);
    font-size: 0.9375rem;
  }
  li[data-kind='tie'],
  li[data-kind='untaken'],
  li[data-kind='no-bonus'] {
    color: var(--dl-muted);
  }
  td.was {
    color: var(--dl-muted);
    font-size: 0.9375rem;
  }
`;
