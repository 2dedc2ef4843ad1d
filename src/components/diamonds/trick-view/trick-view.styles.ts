/** The CSS of <diamonds-trick-view> (./trick-view.ts), listed in its `static styles`. */
import { css } from 'lit';

export const trickViewStyles = css`
  :host {
    display: block;
  }
  /* The turn and where the game is on one line; the trick's cards on the next, or beside them
     on a wide screen. */
  .line {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    column-gap: 1rem;
  }
  .head {
    flex: 1 1 20rem;
    min-width: 0;
    display: flex;
    align-items: baseline;
    column-gap: 0.75rem;
    margin: 0 0 0.25rem;
  }
  .turn {
    flex: none;
    max-width: 60%;
    font-size: 1.125rem;
    font-weight: 700;
    margin: 0;
    overflow-wrap: anywhere;
  }
  /* Where the game is: one line in every language (short words in the messages); a long name
     wraps it between its parts, never cutting a word. */
  .meta {
    min-width: 0;
    margin: 0;
    color: var(--dl-muted);
    font-size: 0.8125rem;
    line-height: 1.3;
  }
  .meta > span {
    white-space: nowrap;
  }
  /* The screen's subtitle says the round already; a narrow screen keeps the line short. */
  @media (max-width: 40rem) {
    .round {
      display: none;
    }
  }
  ol {
    list-style: none;
    display: flex;
    flex-wrap: wrap;
    gap: 0.3rem;
    margin: 0 0 0.25rem;
    padding: 0;
    min-height: 2rem;
  }
  li {
    display: flex;
    align-items: baseline;
    gap: 0.3rem;
    max-width: 9rem;
    padding: 0.2rem 0.5rem;
    border: 1px solid var(--dl-border);
    border-radius: 8px;
    background: var(--dl-surface);
    line-height: 1.2;
  }
  .who {
    font-size: 0.8125rem;
    color: var(--dl-muted);
    max-width: 100%;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .card {
    font-weight: 700;
    font-size: 1rem;
  }
  .empty {
    display: flex;
    align-items: center;
    color: var(--dl-muted);
    margin: 0 0 0.25rem;
    min-height: 2rem;
    font-size: 0.875rem;
    line-height: 1.3;
  }
`;
