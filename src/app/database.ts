/**
 * The app's database and what runs on it from the start: Dexie and the store's verbs, the
 * statistics kept fresh (./app-db.ts), the ledger's sync when this device is linked
 * (./ledger-sync.ts). A lazy door (src/lazy-doors.ts) that start.ts opens at once, beside the
 * first paint rather than before it: the shell and Home's frame need none of it.
 */
import type { Locale } from '../i18n/localization';
import { appDb } from './app-db';
import { languageMemory } from './language';
import { startLedger } from './ledger-sync';

export { appDb };

/** Opens the app's database and starts the ledger's sync on it. */
export function startDatabase(): void {
  void startLedger(appDb()).catch(() => undefined); // the ledger's own status line reports its problems; starting it must not stop the app
}

/** Remembers the language in the store's `language` setting. */
export function rememberLanguage(locale: Locale): Promise<unknown> {
  return languageMemory(appDb()).write(locale);
}
