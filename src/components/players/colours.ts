/**
 * The player colours of the store's PLAYER_COLOURS, light and dark (following the device, as
 * src/components/shared/theme.css does). Each shade has at least 4.5:1 contrast on the page and card
 * backgrounds of its scheme, so it can draw lines, marks and even text. A colour never carries
 * meaning alone: names, marker shapes and line patterns go with it.
 */
import { msg } from '@lit/localize';
import { PLAYER_COLOURS, isPlayerColour } from '../../store/index';

const SHADES: Record<string, [light: string, dark: string]> = {
  ruby: ['#b3261e', '#ff8a80'],
  sapphire: ['#1d4fb8', '#8ab4ff'],
  emerald: ['#1e6b3a', '#6fd39a'],
  amber: ['#8a5a00', '#f5b942'],
  amethyst: ['#6a3fb5', '#c4a5ff'],
  teal: ['#00696f', '#4fd8de'],
  rose: ['#a3206e', '#ff8ccf'],
  slate: ['#4a5563', '#b8c2cf'],
};

/** The `--dl-player-<key>` custom properties, light or dark (./colour-styles.ts sets them). */
export const playerColourDeclarations = (dark: boolean): string =>
  PLAYER_COLOURS.map(({ key }) => `--dl-player-${key}: ${(SHADES[key] ?? ['#4a5563', '#b8c2cf'])[dark ? 1 : 0]};`).join('\n');

/** A class `colour-<key>` per colour, setting `color`. */
export const playerColourClasses = PLAYER_COLOURS.map(({ key }) => `.colour-${key} { color: var(--dl-player-${key}); }`).join('\n');

/** The class of a stored colour key (anything not in the palette draws as slate). */
export function colourClass(key: string | undefined): string {
  return `colour-${isPlayerColour(key) ? key : 'slate'}`;
}

/** A colour's name in the current language. */
export function colourLabel(key: string | undefined): string {
  switch (key) {
    case 'ruby':
      return msg('Ruby', { id: 'colour.ruby' });
    case 'sapphire':
      return msg('Sapphire', { id: 'colour.sapphire' });
    case 'emerald':
      return msg('Emerald', { id: 'colour.emerald' });
    case 'amber':
      return msg('Amber', { id: 'colour.amber' });
    case 'amethyst':
      return msg('Amethyst', { id: 'colour.amethyst' });
    case 'teal':
      return msg('Teal', { id: 'colour.teal' });
    case 'rose':
      return msg('Rose', { id: 'colour.rose' });
    default:
      return msg('Slate', { id: 'colour.slate' });
  }
}
