/**
 * The deck's colours remembered in the store's `deckColours` setting (./deck-shown.ts shows them):
 * start.ts applies the remembered ones when the app starts, Settings changes them.
 */
import type { DeviceDb } from '../store/db';
import { getSetting, setSetting } from '../store/settings';
import { DEFAULT_DECK_COLOURS, deckColoursOf, showDeckColours, type DeckColours } from './deck-shown';

export { DEFAULT_DECK_COLOURS, deckColoursShown, showDeckColours, type DeckColours } from './deck-shown';

/** Applies the remembered colours (the default when none is, or the store cannot say). */
export async function startDeckColours(db: DeviceDb): Promise<void> {
  showDeckColours(DEFAULT_DECK_COLOURS);
  try {
    showDeckColours(deckColoursOf(await getSetting(db, 'deckColours')));
  } catch {
    // The store could not answer: the default stays.
  }
}

/** Shows and remembers a choice; false when it is shown but could not be remembered. */
export async function chooseDeckColours(db: DeviceDb, colours: DeckColours): Promise<boolean> {
  showDeckColours(colours);
  try {
    await setSetting(db, 'deckColours', colours);
    return true;
  } catch {
    // the colours are shown; the caller says they could not be kept
    return false;
  }
}
