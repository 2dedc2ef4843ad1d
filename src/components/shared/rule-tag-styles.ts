import { css } from 'lit';
import { visuallyHidden } from './screen-styles';

/** The tag's look (./rule-tag.ts), for a component that shows `ruleText`. */
export const ruleTagStyles = css`
  .rule-tag {
    display: inline;
    margin-inline-start: 0.35em;
    padding: 0 0.4em;
    border: 1px solid currentColor;
    border-radius: 999px;
    color: var(--dl-link);
    font-size: 0.75em;
    font-weight: 600;
    letter-spacing: 0.02em;
    text-decoration: none;
    white-space: nowrap;
    vertical-align: 0.1em;
  }
  .rule-tag:hover {
    text-decoration: underline;
  }
  .rule-tag:focus-visible {
    outline: 3px solid var(--dl-focus);
    outline-offset: 1px;
  }
  ${visuallyHidden}
`;
