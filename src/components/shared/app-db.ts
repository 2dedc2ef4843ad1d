/**
 * The database the screens use unless given another (component tests pass their own, with a
 * name of their own, so they never touch the app's data). Opened on first use only.
 */
import { openLedgerDb, type LedgerDb } from '../../store/index.js';

let db: LedgerDb | undefined;

export function appDb(): LedgerDb {
  db ??= openLedgerDb();
  return db;
}
