/**
 * The database the screens use unless given another (component tests pass their own, with a
 * name of their own, so they never touch the app's data). Opened on first use only, with its
 * statistics kept fresh as games are played (../../stats/keeper.ts).
 */
import { keepStatsFresh } from '../../stats/keeper.js';
import { openLedgerDb } from '../../store/open.js';
import type { LedgerDb } from '../../store/db.js';

let db: LedgerDb | undefined;

export function appDb(): LedgerDb {
  if (!db) {
    db = openLedgerDb();
    keepStatsFresh(db);
  }
  return db;
}
