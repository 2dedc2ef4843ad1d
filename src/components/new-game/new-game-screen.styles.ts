/** The new-game screen's game picker (its fieldset's box: ./setup-styles.ts). */
import { css } from 'lit';

export const newGameScreenStyles = css`
  /* Which game: each line is a 44 px tap target, its radio button big enough to see. */
  .game-choice label {
    position: relative;
    display: block;
    min-height: 44px;
    padding: 0.5rem 0 0.5rem 2.25rem;
    line-height: 1.4;
  }
  .game-choice input {
    position: absolute;
    left: 0.25rem;
    top: 0.6rem;
    width: 1.375rem;
    height: 1.375rem;
    margin: 0;
    accent-color: var(--dl-accent);
  }
`;
