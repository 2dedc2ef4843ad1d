/**
 * The deck's colours (the store's `deckColours` setting): four colours by default (♠ black,
 * ♥ red, ♦ blue, ♣ green, as bridge apps have them, so ♦ and ♥ are never confused), or the
 * printed deck's red and black. The choice is an attribute of the page's root, `data-deck`,
 * which theme.css reads; start.ts applies the remembered one when the app starts.
 */
import type { LedgerDb } from '../store/db';
import { getSetting, setSetting, type SettingValues } from '../store/settings';

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

/** Applies the remembered colours (the default when none is, or the store cannot say). */
export async function startDeckColours(db: LedgerDb): Promise<void> {
  showDeckColours(DEFAULT_DECK_COLOURS);
  try {
    showDeckColours((await getSetting(db, 'deckColours')) === 'two' ? 'two' : 'four');
  } catch {
    // The store could not answer: the default stays.
  }
}

/** Shows and remembers a choice; false when it is shown but could not be remembered. */
export async function chooseDeckColours(db: LedgerDb, colours: DeckColours): Promise<boolean> {
  showDeckColours(colours);
  try {
    await setSetting(db, 'deckColours', colours);
    return true;
  } catch {
    // the colours are shown; the caller says they could not be kept
    return false;
  }
}
