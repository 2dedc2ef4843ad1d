/** The rules screen: readable line lengths, rule ids in a column of their own, decisions marked. */
import { css } from 'lit';

export const rulesStyles = css`
  .book {
    margin: 0 0 2rem;
  }
  .book > h2 {
    font-size: 1.375rem;
    margin: 1.5rem 0 0.5rem;
  }
  h3 {
    font-size: 1.0625rem;
    margin: 1.25rem 0 0.5rem;
  }
  dl {
    margin: 0;
  }
  .rule {
    margin: 0 0 0.75rem;
    max-width: 70ch;
    scroll-margin-top: 1rem;
  }
  /* The rule a tag opened: marked, so the eye finds it in the book. */
  .rule.linked {
    padding: 0.4rem 0.75rem;
    border-left: 6px solid var(--dl-link);
    border-radius: 4px;
    background: var(--dl-surface);
  }
  .rule.linked:focus {
    outline: none;
  }
  .rule.linked:focus-visible {
    outline: 3px solid var(--dl-focus);
  }
  dt {
    font-family: ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace;
    font-size: 0.875rem;
    font-weight: 700;
  }
  dd {
    margin: 0.1rem 0 0;
  }
  .decided {
    margin: 0.4rem 0 0;
    padding: 0.4rem 0.75rem;
    border-left: 6px solid var(--dl-warning, #b45309);
    background: var(--dl-warning-bg, #fff4e0);
    border-radius: 0 8px 8px 0;
    max-width: 70ch;
  }
  .mark {
    display: inline-block;
    font-size: 0.75rem;
    font-weight: 800;
    letter-spacing: 0.04em;
    text-transform: uppercase;
    margin-right: 0.4rem;
  }
  .decisions {
    padding-left: 1.25rem;
    margin: 0;
  }
  .decisions li {
    margin: 0 0 0.4rem;
    max-width: 70ch;
  }
  .where {
    font-weight: 700;
  }
  .scroll {
    overflow-x: auto;
  }
  table {
    border-collapse: collapse;
    margin: 0.25rem 0 0.5rem;
    background: var(--dl-surface, #fff);
  }
  caption {
    text-align: left;
    font-weight: 600;
    padding: 0 0 0.25rem;
  }
  th,
  td {
    border: 1px solid var(--dl-border, #cfcac0);
    padding: 0.3rem 0.5rem;
    text-align: left;
    vertical-align: top;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    margin-top: 1.5rem;
  }
`;
