/**
 * The one way to run a transaction on the store: `run(db, mode, tables, body)`. A verb never calls
 * Dexie's `transaction` itself (eslint.config.js says so), so none can forget what every one needs:
 *
 * A connection the browser dropped. iOS closes the IndexedDB connection of a page it sends to the
 * background ("Connection to Indexed Database server lost"; Chromium says "The database connection
 * is closing"), and Dexie does not notice: every later transaction on that connection fails, and a
 * tap recorded then would be lost. `run` reopens the database and runs the transaction once more.
 *
 * Running it again is safe: a transaction that failed this way committed nothing, and every write
 * checks the revision it expects, so a second run can never write an event twice. What a
 * transaction wrote is heard by the statistics and the ledger's sync through ./changes.ts, which
 * the database class installs: that needs nothing of the verb either.
 */
import Dexie, { type Table } from 'dexie';
import { isConnectionLost } from './storage-problem';

// Where it was first written: the screens and the code that runs it import it from here.
export { isConnectionLost };

/**
 * Runs `body` in one transaction of `mode` over `tables`, again on a new connection if the browser
 * dropped the one it had. Inside another run's transaction it joins that one (Dexie nests it), and
 * a dropped connection is the outer run's to retry: its body runs again whole.
 */
export function run<T>(db: Dexie, mode: 'r' | 'rw', tables: readonly Table[], body: () => PromiseLike<T> | T): Promise<T> {
  const once = (): Promise<T> => db.transaction(mode, tables as Table[], body);
  return Dexie.currentTransaction ? once() : reconnecting(db, once);
}

async function reconnecting<T>(db: Dexie, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!isConnectionLost(error)) throw error;
    db.close({ disableAutoOpen: false });
    await db.open();
    return run();
  }
}
