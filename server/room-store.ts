/**
 * Where the relay keeps rooms: one SQLite file (@hocuspocus/extension-sqlite), each room's Yjs
 * state with the time it was last used, so that a room no phone has opened or changed for
 * `keepDays` is deleted (a ledger's shard after `ledgerKeepDays`). The file holds what the phones wrote into the room's document.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { SQLite } from '@hocuspocus/extension-sqlite';
import type sqlite3 from 'sqlite3';
import { LEDGER_SHARDS, ledgerOf } from './room';

export const STORE_FILE = 'tables.sqlite';

const SCHEMA = `CREATE TABLE IF NOT EXISTS rooms (
  name TEXT PRIMARY KEY,
  data BLOB NOT NULL,
  used_at INTEGER NOT NULL
)`;

export interface RoomStore {
  extension: SQLite;
  /** Deletes every room unused since `before` (ms since the epoch) but those in `open`; resolves with how many. */
  sweep(before: number, open: ReadonlySet<string>, ledgerBefore?: number): Promise<number>;
  /** Rooms stored now. */
  count(): Promise<number>;
  /** What each stored shard room of ledger `ledger` weighs (bytes of its Yjs state), by room. */
  ledgerSizes(ledger: string): Promise<Map<string, number>>;
  close(): Promise<void>;
}

export function roomStore(folder: string, now: () => number = Date.now): RoomStore {
  mkdirSync(folder, { recursive: true });
  const extension: SQLite = new SQLite({
    database: join(folder, STORE_FILE),
    schema: SCHEMA,
    fetch: async ({ documentName }) => {
      const row = await get<{ data: Buffer }>(await db(), 'SELECT data FROM rooms WHERE name = $name', { $name: documentName });
      // Opening a room counts as using it.
      if (row) await run(await db(), 'UPDATE rooms SET used_at = $at WHERE name = $name', { $name: documentName, $at: now() });
      return row ? new Uint8Array(row.data) : null;
    },
    store: async ({ documentName, state }) => {
      try {
        await run(await db(), 'INSERT INTO rooms (name, data, used_at) VALUES ($name, $data, $at) ON CONFLICT(name) DO UPDATE SET data = $data, used_at = $at', {
          $name: documentName,
          $data: state,
          $at: now(),
        });
      } catch (error) {
        // Thrown with a message, a failed store never lets the room be stored again: Hocuspocus
        // 3.4.4's debouncer keeps the rejected run and awaits it before every later one. Without
        // one (as its Redis extension says "not stored by me"), the next store runs; the
        // acknowledgements it holds (./stored-acks.ts) wait for it.
        throw new Error('', { cause: error });
      }
    },
  });
  // The extension creates the table without waiting for it, and sqlite3 may run the next
  // statement first: every query here waits for the table once.
  let ready: Promise<sqlite3.Database> | undefined;
  const db = (): Promise<sqlite3.Database> => {
    const open = extension.db;
    if (!open) return Promise.reject(new Error('the room store is not open'));
    // Write-ahead logging, synced at checkpoints: a room's store is one small write, not a
    // journal and two flushes (a crash loses at most the last writes, which the phones still hold).
    ready ??= run(open, 'PRAGMA journal_mode = WAL', {})
      .then(() => run(open, 'PRAGMA synchronous = NORMAL', {}))
      .then(() => run(open, 'PRAGMA busy_timeout = 5000', {}))
      .then(() => run(open, SCHEMA, {}))
      .then(() => open);
    return ready;
  };
  return {
    extension,
    async sweep(before, open, ledgerBefore = before) {
      const stale = await all<{ name: string }>(await db(), 'SELECT name FROM rooms WHERE used_at < $before', { $before: Math.max(before, ledgerBefore) });
      let deleted = 0;
      for (const { name } of stale) {
        if (open.has(name)) continue;
        // A ledger's shard (docs/sync.md) is kept longer than a table: its recovery kit may come back long after.
        const until = ledgerOf(name) === null ? before : ledgerBefore;
        const gone = await all<{ name: string }>(await db(), 'DELETE FROM rooms WHERE name = $name AND used_at < $before RETURNING name', { $name: name, $before: until });
        if (gone.length === 0) continue;
        deleted++;
      }
      return deleted;
    },
    async count() {
      return (await get<{ n: number }>(await db(), 'SELECT count(*) AS n FROM rooms', {}))?.n ?? 0;
    },
    async ledgerSizes(ledger) {
      // A range over the primary key: the 32 names differ only in their last two digits.
      const rows = await all<{ name: string; bytes: number }>(await db(), 'SELECT name, length(data) AS bytes FROM rooms WHERE name >= $first AND name <= $last', {
        $first: `l${ledger}00`,
        $last: `l${ledger}${String(LEDGER_SHARDS - 1).padStart(2, '0')}`,
      });
      return new Map(rows.filter(({ name }) => ledgerOf(name) === ledger).map(({ name, bytes }) => [name, bytes]));
    },
    close: () => new Promise((resolve) => (extension.db ? extension.db.close(() => resolve()) : resolve())),
  };
}

function run(db: sqlite3.Database, sql: string, params: object): Promise<void> {
  return new Promise((resolve, reject) => db.run(sql, params, (error: Error | null) => (error ? reject(error) : resolve())));
}

// Not db.get: it steps its statement once and leaves it open, and with it this connection's read
// transaction, until sqlite3 finalizes it later; a write on this connection meanwhile, after another
// process wrote, cannot wait its turn: SQLite answers it at once with SQLITE_BUSY. db.all runs to the end.
async function get<T>(db: sqlite3.Database, sql: string, params: object): Promise<T | undefined> {
  return (await all<T>(db, sql, params))[0];
}

function all<T>(db: sqlite3.Database, sql: string, params: object): Promise<T[]> {
  return new Promise((resolve, reject) => db.all(sql, params, (error: Error | null, rows: T[]) => (error ? reject(error) : resolve(rows))));
}
