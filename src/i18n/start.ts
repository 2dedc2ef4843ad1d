/**
 * Chooses the start-up language. main.ts imports this before the shell, so the shell's first
 * render already waits for it (language.ts `languageReady`) and never shows another language.
 */
import { appDb } from '../components/shared/app-db.js';
import { startLanguage } from './language.js';

void startLanguage(appDb());
