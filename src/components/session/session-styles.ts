/**
 * Styles for the session elements inside their host's shadow root (they render into the light DOM,
 * so the host lays them out): the toolbar's buttons, the announcer, a game screen's problem and
 * news, and its toolbar kept at the bottom.
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
  .toolbar .what {
    display: block;
    max-width: 100%;
    font-size: 0.75rem;
    font-weight: 400;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
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

/** A game screen's toolbar: three buttons in a bar that stays at the bottom while scrolling. */
export const screenToolbarStyles = css`
  ${toolbarStyles}
  .toolbar {
    position: sticky;
    bottom: 0;
    z-index: 2;
    /* minmax(0, …): a long label shortens with its ellipsis instead of widening the toolbar. */
    grid-template-columns: repeat(3, minmax(0, 1fr));
    margin: 1rem -0.25rem 0;
    padding: 0.5rem 0.25rem calc(0.5rem + env(safe-area-inset-bottom));
    background: var(--dl-bg);
    border-top: 1px solid var(--dl-border);
  }
  .toolbar .btn {
    font-size: 0.9375rem;
  }
`;
