/**
 * The session screen, phone first: messages at the top, then the result or the latest round, the
 * sheets of the round being entered, older rounds folded away, and Undo / Redo / Export in a bar
 * that stays at the bottom of the screen while scrolling (../../session/session-styles.ts).
 */
import { css } from 'lit';

export const sessionStyles = css`
  :host {
    padding-bottom: 0.5rem;
  }
  h1 {
    font-size: 1.5rem;
    line-height: 1.25;
    margin: 0 0 0.25rem;
  }
  .sub {
    margin: 0 0 0.75rem;
    color: var(--dl-muted);
  }
  .block {
    margin: 0 0 1rem;
  }
  .sheets > diams-sheet-editor {
    margin: 0 0 0.75rem;
  }
  /* What a player must still add to a sheet pre-filled from the turns. */
  .draft-note {
    margin: 0 0 0.25rem;
    padding-left: 0.5rem;
    border-left: 4px solid var(--dl-accent);
  }
  .score {
    width: 100%;
    min-height: 52px;
    font-size: 1.125rem;
  }
  details.older {
    margin: 0 0 0.75rem;
  }
  details.older > summary {
    min-height: 44px;
    display: flex;
    align-items: center;
    font-weight: 600;
    cursor: pointer;
  }
`;
