/**
 * Styles for the session elements inside their host's shadow root (they render into the light DOM,
 * so the host lays them out): the toolbar's buttons, the announcer, a game screen's problem and
 * news, and its toolbar.
 */
import { css } from 'lit';

/** Buttons side by side, each with what it would change on a second line. */
export const toolbarStyles = css`
  .toolbar {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(7rem, 1fr));
    gap: 0.4rem;
    margin: 1rem 0;
  }
  .toolbar .btn {
    flex-direction: column;
    min-width: 0;
    overflow-wrap: anywhere;
    padding: 0.25rem 0.4rem;
  }
  /* What the button would change wraps rather than being cut short ("Undo turn-by-tu…"). */
  .toolbar .what {
    display: block;
    max-width: 100%;
    font-size: 0.75rem;
    font-weight: 400;
    line-height: 1.25;
    overflow-wrap: anywhere;
  }
  .toolbar .host-only {
    grid-column: span 2;
    align-self: center;
    margin: 0;
    font-size: 0.85rem;
  }
`;

/** The announcer is a block, and takes no room while it has nothing to say. */
export const announcerStyles = css`
  session-announcer {
    display: block;
  }
  session-announcer:empty {
    display: none;
  }
`;

/** A game screen's problem (role "alert") and news (the announcer) above the game. */
export const messageStyles = css`
  ${announcerStyles}
  .problem:empty,
  .news:empty {
    display: none;
  }
  .problem {
    margin: 0 0 0.75rem;
    padding: 0.75rem 1rem;
    border-radius: 12px;
    border: 2px solid var(--dl-warning);
    border-left-width: 8px;
    background: var(--dl-warning-bg);
    overflow-wrap: anywhere;
  }
  .problem p {
    margin: 0 0 0.5rem;
  }
  .problem p:last-child {
    margin-bottom: 0;
  }
  .problem strong {
    display: block;
  }
  .news {
    margin: 0 0 0.75rem;
    padding: 0.5rem 0.75rem;
    border-radius: 12px;
    border-left: 6px solid var(--dl-ok);
    background: var(--dl-surface);
  }
  .news ul {
    margin: 0;
    padding-left: 1.1rem;
  }
  .news li {
    overflow-wrap: anywhere;
  }
`;

/**
 * A game screen's toolbar: a row of equal buttons in the page's flow, below the step it undoes.
 * It is not sticky: kept at the bottom of the screen, it covered the controls under it (the
 * magnifier, "Record Cy's play"), so nearly every turn of Diam's needed a scroll.
 */
export const screenToolbarStyles = css`
  ${toolbarStyles}
  .toolbar {
    /* One line of equal buttons (three); minmax(0, …): a long label wraps instead of widening the toolbar. */
    grid-template-columns: none;
    grid-auto-flow: column;
    grid-auto-columns: minmax(0, 1fr);
    margin: 1rem -0.25rem 0;
    padding: 0.5rem 0.25rem;
    border-top: 1px solid var(--dl-border);
  }
  /* Four buttons on a phone: two rows of two, so each says in full what it would change. */
  @media (max-width: 35rem) {
    .toolbar:has(> .btn:nth-of-type(4)) {
      grid-auto-flow: row;
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
  }
  .toolbar .btn {
    font-size: 0.9375rem;
  }
`;
