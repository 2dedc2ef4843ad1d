/**
 * Colours shared by the Diamonds components. They are the shell's theme tokens (`--dl-*` of
 * theme.css), used directly.
 * Each suit has its own colour (--dl-suit-*): the four-colour deck by default (♠ black, ♥ red,
 * ♦ blue, ♣ green), or two colours when Settings say so; all keep 4.5:1 in light and dark.
 */
import { css } from 'lit';
import { visuallyHidden } from '../../shared/screen-styles';

export const suitStyles = css`
  .suit-S {
    color: var(--dl-suit-s);
  }
  .suit-H {
    color: var(--dl-suit-h);
  }
  .suit-D {
    color: var(--dl-suit-d);
  }
  .suit-C {
    color: var(--dl-suit-c);
  }
  ${visuallyHidden}
`;
