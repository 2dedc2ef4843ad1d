import { css } from 'lit';

export const homeStyles = css`
  .top {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 0.75rem;
    margin-bottom: 0.5rem;
  }
  .top h1 {
    margin: 0;
  }
  /* "Play again" names the players: in a long language it wraps rather than widen the list. */
  .again .button {
    max-width: 100%;
    overflow-wrap: anywhere;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 0.75rem;
  }
  .item {
    position: relative;
  }
  /* Delete sits in the card's top corner, outside the link so it is a button of its own, in the
     room the card keeps free for it (never over the status). */
  .delete {
    position: absolute;
    top: 0.4rem;
    right: 0.4rem;
    min-height: 44px;
    min-width: 44px;
    max-width: 6rem;
    padding: 0 0.5rem;
    line-height: 1.2;
    border: 1px solid var(--dl-border);
    border-radius: 8px;
    background: var(--dl-surface);
    color: inherit;
    font: inherit;
    cursor: pointer;
    overflow-wrap: anywhere;
  }
  /* A damaged game's line leaves room for its Delete button, like a game's card. */
  .delete.armed {
    border: 2px solid var(--dl-accent);
    color: var(--dl-accent-text);
    font-weight: 600;
    font-size: 0.875rem;
  }
  .damaged > .card {
    margin: 0;
    padding-right: 6.75rem;
  }
  .undo:not(:empty) {
    margin-top: 1rem;
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    align-items: center;
  }
  .session {
    display: grid;
    gap: 0.2rem;
    padding: 0.85rem 6.75rem 0.85rem 1rem;
    background: var(--dl-surface);
    border: 1px solid var(--dl-border);
    border-radius: 12px;
    color: inherit;
    text-decoration: none;
    /* Names come from the table: a long one must wrap, never widen the page. */
    overflow-wrap: anywhere;
  }
  .session:hover {
    border-color: var(--dl-accent);
  }
  .session:hover .game {
    text-decoration: underline;
  }
  .line {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    justify-content: space-between;
    gap: 0.5rem;
  }
  .game {
    font-weight: 700;
    font-size: 1.0625rem;
    color: var(--dl-link);
  }
  .status {
    flex: none;
    font-size: 0.8125rem;
    font-weight: 600;
    padding: 0.1rem 0.5rem;
    border-radius: 999px;
    border: 1px solid currentColor;
  }
  .status.in-progress {
    color: var(--dl-accent-text);
  }
  .status.finished {
    color: var(--dl-ok);
  }
  .standings {
    font-variant-numeric: tabular-nums;
  }
  .progress {
    font-weight: 600;
  }
  /* "trick 1 of 10" stays together; the line breaks between the parts. */
  .progress .part:lang(en) {
    white-space: nowrap;
  }
  .winners {
    font-weight: 600;
  }
  .date {
    font-size: 0.875rem;
  }
  .more {
    margin-top: 0.75rem;
  }
  .empty {
    margin-top: 1rem;
  }
  .empty h2 {
    margin-top: 0;
  }
`;
