import { css, unsafeCSS } from 'lit';
import { playerColourClasses, playerColourDeclarations } from './colours';

/**
 * Include in a component's styles: `--dl-player-<key>` on its host, and a class `colour-<key>`
 * setting `color` (draw with currentColor). Classes, not style attributes: the app's CSP allows
 * no inline style.
 */
export const playerColourStyles = css`
  :host {
    ${unsafeCSS(playerColourDeclarations(false))}
  }
  @media (prefers-color-scheme: dark) {
    :host {
      ${unsafeCSS(playerColourDeclarations(true))}
    }
  }
  ${unsafeCSS(playerColourClasses)}
`;
