/** A fresh, uniquely named database per test, so tests never see each other's data. */
import Dexie from 'dexie';
import { afterEach } from 'vitest';
import { LedgerDb, type LedgerDbOptions } from '../../src/store/db';
import { toyRegistry } from './toy-game';

const opened: LedgerDb[] = [];

export function freshDb(options: Partial<LedgerDbOptions> = {}, name = `test-${crypto.randomUUID()}`): LedgerDb {
  const db = new LedgerDb(name, { games: toyRegistry(), ...options });
  opened.push(db);
  return db;
}

/** A clock that moves one second per call, so every write gets a distinct, ordered time. */
export function tickingClock(start = Date.UTC(2025, 0, 1)): () => number {
  let t = start;
  return () => (t += 1000);
}

/** Rows of both tables, to check that a failed verb left nothing behind. */
export async function snapshot(db: LedgerDb) {
  return { sessions: await db.sessions.toArray(), events: await db.events.toArray() };
}

afterEach(async () => {
  const dbs = opened.splice(0);
  // Close every connection first, so deleting a database shared by two "tabs" is not blocked.
  for (const db of dbs) db.close();
  for (const name of new Set(dbs.map((db) => db.name))) await Dexie.delete(name);
});
