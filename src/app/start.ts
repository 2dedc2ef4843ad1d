/**
 * Starts the app before its shell: chooses the start-up language, remembered in the app's database
 * (opened here, its statistics kept fresh: ./app-db.ts). main.ts imports this before the shell, so
 * the shell's first render already waits for it (../i18n/language.ts `languageReady`) and never
 * shows another language. The deck's colours remembered there are applied too (./deck-colours.ts), and the
 * ledger's sync starts when this device is linked (./ledger-sync.ts).
 */
import { startLanguage } from '../i18n/language';
import { appDb } from './app-db';
import { startDeckColours } from './deck-colours';
import { languageMemory } from './language';
import { startLedger } from './ledger-sync';

void startLanguage(languageMemory(appDb()));
void startDeckColours(appDb());
void startLedger(appDb()).catch(() => undefined); // the ledger's own status line reports its problems; starting it must not stop the app
