/**
 * Colours shared by the Diamonds components. They are the shell's theme tokens (`--dl-*` of
 * theme.css), used directly.
 * Red suits use the theme's accent text colour, which keeps 4.5:1 contrast in light and dark.
 */
import { css } from 'lit';
import { visuallyHidden } from '../../shared/styles.js';

export const suitStyles = css`
  :host {
  }
  .suit-D,
  .suit-H {
    color: var(--dl-accent-text);
  }
  .suit-S,
  .suit-C {
    color: var(--dl-text);
  }
  ${visuallyHidden}
`;
