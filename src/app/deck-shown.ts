/**
 * The deck's colours as the page shows them (./deck-colours.ts remembers the choice): four colours
 * by default (♠ black, ♥ red, ♦ blue, ♣ green, as bridge apps have them, so ♦ and ♥ are never
 * confused), or the printed deck's red and black. The choice is an attribute of the page's root,
 * `data-deck`, which theme.css reads. Its own module, with no store: start.ts shows the remembered
 * colours before the database's code has loaded (src/lazy-doors.ts).
 */
import type { SettingValues } from '../store/settings';

export type DeckColours = SettingValues['deckColours'];

export const DEFAULT_DECK_COLOURS: DeckColours = 'four';

/** Shows the cards in these colours, everywhere at once. */
export function showDeckColours(colours: DeckColours, root: HTMLElement = document.documentElement): void {
  root.dataset.deck = colours;
}

/** The colours shown now. */
export function deckColoursShown(root: HTMLElement = document.documentElement): DeckColours {
  return root.dataset.deck === 'two' ? 'two' : 'four';
}

/** The colours a stored value means: anything but 'two' is the default. */
export function deckColoursOf(stored: unknown): DeckColours {
  return stored === 'two' ? 'two' : DEFAULT_DECK_COLOURS;
}
