/** The CSS of <diamonds-history-panel> (./history-panel.ts), listed in its `static styles`. */
import { css } from 'lit';

export const historyPanelStyles = css`
  .fix {
    min-height: 32px;
    padding-block: 0;
    margin-inline-start: 0.5rem;
    font-size: 0.875rem;
  }
  :host {
    display: block;
  }
  ol {
    margin: 0;
    padding-left: 2.25rem;
  }
  li {
    margin: 0 0 0.5rem;
    overflow-wrap: anywhere;
  }
  ul {
    margin: 0.15rem 0 0;
    padding-left: 1rem;
    font-size: 0.9375rem;
    color: var(--dl-muted);
  }
  .empty {
    color: var(--dl-muted);
  }
`;
