/**
 * A connection the browser dropped. iOS closes the IndexedDB connection of a page it sends to the
 * background ("Connection to Indexed Database server lost"; Chromium says "The database connection
 * is closing"), and Dexie does not notice: every later transaction on that connection fails, and a
 * tap recorded then would be lost. Verbs run their transaction through `reconnecting`, which
 * reopens the database and runs it once more.
 *
 * Running it again is safe: a transaction that failed this way committed nothing, and every write
 * checks the revision it expects, so a second run can never write an event twice.
 */
import type Dexie from 'dexie';

export async function reconnecting<T>(db: Dexie, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!isConnectionLost(error)) throw error;
    db.close({ disableAutoOpen: false });
    await db.open();
    return run();
  }
}

/** Whether an error (or the error it wraps: Dexie keeps the browser's in `inner`) is a dropped connection. */
export function isConnectionLost(error: unknown): boolean {
  let e = error as { name?: unknown; message?: unknown; inner?: unknown; cause?: unknown } | null | undefined;
  for (let depth = 0; e && depth < 5; depth++) {
    const name = typeof e.name === 'string' ? e.name : '';
    const message = typeof e.message === 'string' ? e.message : '';
    if (name === 'InvalidStateError' && /connection|closing|closed/i.test(message)) return true;
    if (/connection to indexed database server lost/i.test(message)) return true;
    e = (e.inner ?? e.cause) as typeof e;
  }
  return false;
}
