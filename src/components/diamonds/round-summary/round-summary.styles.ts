/** The CSS of <diamonds-round-summary> (./round-summary.ts), listed in its `static styles`. */
import { css } from 'lit';
import { tableStyles } from '../view/table-styles';

export const roundSummaryStyles = css`
  :host {
    display: block;
  }
  h2 {
    font-size: 1.125rem;
    margin: 0 0 0.5rem;
  }
  h3 {
    font-size: 1rem;
    margin: 1rem 0 0.25rem;
  }
  ${tableStyles}
  th,
  td {
    padding: 0.25rem 0.4rem;
  }
  th:first-child {
    text-align: left;
  }
  td.top {
    font-weight: 700;
    text-decoration: underline;
  }
  ul {
    margin: 0.25rem 0 0;
    padding-left: 1.25rem;
  }
  li {
    margin: 0 0 0.35rem;
    overflow-wrap: anywhere;
  }
`;
