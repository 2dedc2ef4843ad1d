/**
 * Starts the app before its shell: chooses the start-up language remembered on this device (the
 * store's `language` setting) and shows the deck's colours remembered there (./deck-shown.ts).
 * main.ts imports this before the shell, so the shell's first render already waits for the
 * language (../i18n/language.ts `languageReady`) and never shows another one.
 *
 * Both settings are peeked with IndexedDB's own API (../store/peek.ts): Dexie and the store's
 * verbs are not in the first load. The database itself (./database.ts: its statistics kept fresh,
 * the ledger's sync when this device is linked) is a lazy door opened at once, beside the first
 * paint (src/lazy-doors.ts).
 */
import { startLanguage } from '../i18n/language';
import { peekSettings } from '../store/peek';
import { DEFAULT_DECK_COLOURS, deckColoursOf, showDeckColours } from './deck-shown';

const database = import('./database');
void database.then(({ startDatabase }) => startDatabase()).catch(() => undefined); // a module that could not load: every screen that needs the database says so when it asks

const peeked = peekSettings(['language', 'deckColours']);
void startLanguage({
  read: () => peeked.then((settings) => settings.language),
  write: (locale) => database.then(({ rememberLanguage }) => rememberLanguage(locale)),
});
showDeckColours(DEFAULT_DECK_COLOURS);
void peeked.then(
  (settings) => showDeckColours(deckColoursOf(settings.deckColours)),
  () => undefined, // the store could not answer: the default colours stay
);
