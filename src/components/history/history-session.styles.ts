/** The CSS of <history-session> (./history-session.ts), listed in its `static styles`. */
import { css } from 'lit';

export const historySessionStyles = css`
  .fix-news {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.5rem;
    margin-bottom: 0.75rem;
    overflow-wrap: anywhere;
  }
  .fix-news p {
    margin: 0;
  }
  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: 0.25rem 1rem;
    margin: 0 0 1rem;
    overflow-wrap: anywhere;
  }
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
  dd ol.ranked {
    margin: 0;
    padding-left: 1.75rem;
    font-variant-numeric: tabular-nums;
  }
  .links {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    margin-bottom: 1rem;
  }
  h3 {
    font-size: 1rem;
    margin: 1.25rem 0 0.25rem;
  }
  ol,
  ul {
    margin: 0.25rem 0 0.5rem;
    padding-left: 1.5rem;
  }
  li {
    overflow-wrap: anywhere;
    margin-bottom: 0.25rem;
  }
  .reasons {
    color: var(--dl-muted);
    font-size: 0.9375rem;
  }
  .player {
    margin-bottom: 0.75rem;
  }
  .round {
    border-top: 1px solid var(--dl-border);
    padding: 0.25rem 0;
  }
  summary {
    cursor: pointer;
    min-height: 44px;
    display: flex;
    align-items: center;
    gap: 0.5rem;
  }
  summary::before {
    content: '▸';
    color: var(--dl-muted);
  }
  details[open] > summary::before {
    content: '▾';
  }
  summary h3 {
    margin: 0;
    display: inline;
  }
  summary::-webkit-details-marker {
    display: none;
  }
  summary {
    list-style: none;
  }
  .expand {
    margin-bottom: 0.5rem;
  }
`;
