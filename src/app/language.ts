/**
 * The language's memory (../i18n/language.ts `LanguageMemory`): the store's `language` setting of
 * this database.
 */
import type { LanguageMemory } from '../i18n/language';
import type { DeviceDb } from '../store/db';
import { getSetting, setSetting } from '../store/settings';

export function languageMemory(db: DeviceDb): LanguageMemory {
  return {
    read: () => getSetting(db, 'language'),
    write: (locale) => setSetting(db, 'language', locale),
  };
}
