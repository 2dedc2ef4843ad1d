/**
 * Starts the app before its shell: chooses the start-up language, remembered in the app's database
 * (opened here, its statistics kept fresh: ./app-db.ts). main.ts imports this before the shell, so
 * the shell's first render already waits for it (../i18n/language.ts `languageReady`) and never
 * shows another language.
 */
import { startLanguage } from '../i18n/language';
import { appDb } from './app-db';
import { languageMemory } from './language';

void startLanguage(languageMemory(appDb()));
