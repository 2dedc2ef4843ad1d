/**
 * The database the screens use unless given another (component tests pass their own, with a
 * name of their own, so they never touch the app's data). Opened on first use only, with its
 * statistics kept fresh as games are played (../stats/keeper.ts).
 */
import { keepStatsFresh } from '../stats/keeper';
import type { LedgerDb } from '../store/db';
import { openLedgerDb } from './open';

let db: LedgerDb | undefined;

export function appDb(): LedgerDb {
  if (!db) {
    db = openLedgerDb();
    keepStatsFresh(db);
  }
  return db;
}
