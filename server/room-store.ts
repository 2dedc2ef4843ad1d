/**
 * Where the relay keeps rooms: one SQLite file, each room's Yjs state with the time it was last
 * used, so that a room no phone has opened or changed for `keepDays` is deleted (a ledger's shard
 * after `ledgerKeepDays`). The file holds what the phones wrote into the room's document.
 *
 * Node's own SQLite (`node:sqlite`, built into Node 22.13 and later) behind Hocuspocus's Database
 * extension: @hocuspocus/extension-sqlite 4 needs better-sqlite3, a native module built for one
 * Node's ABI, which a machine whose npm builds against another Node's headers cannot load.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { Database } from '@hocuspocus/extension-database';
import { LEDGER_SHARDS, ledgerOf } from './room';

export const STORE_FILE = 'tables.sqlite';

const SCHEMA = `CREATE TABLE IF NOT EXISTS rooms (
  name TEXT PRIMARY KEY,
  data BLOB NOT NULL,
  used_at INTEGER NOT NULL
)`;

export interface RoomStore {
  extension: Database;
  /** The open file (the tests make a write fail through it). */
  database: DatabaseSync;
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
  const database = new DatabaseSync(join(folder, STORE_FILE));
  // Write-ahead logging, synced at checkpoints: a room's store is one small write, not a journal
  // and two flushes (a crash loses at most the last writes, which the phones still hold). Another
  // process sharing the file (behind Redis) waits its turn for up to 5 s instead of failing.
  database.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA busy_timeout = 5000;');
  database.exec(SCHEMA);
  const extension = new Database({
    fetch: async ({ documentName }) => {
      const row = database.prepare('SELECT data FROM rooms WHERE name = ?').get(documentName) as { data: Uint8Array } | undefined;
      // Opening a room counts as using it.
      if (row) database.prepare('UPDATE rooms SET used_at = ? WHERE name = ?').run(now(), documentName);
      return row ? new Uint8Array(row.data) : null;
    },
    store: async ({ documentName, state }) => {
      database
        .prepare('INSERT INTO rooms (name, data, used_at) VALUES (?, ?, ?) ON CONFLICT(name) DO UPDATE SET data = excluded.data, used_at = excluded.used_at')
        .run(documentName, state, now());
    },
  });
  return {
    extension,
    database,
    async sweep(before, open, ledgerBefore = before) {
      const stale = database.prepare('SELECT name FROM rooms WHERE used_at < ?').all(Math.max(before, ledgerBefore)) as { name: string }[];
      const remove = database.prepare('DELETE FROM rooms WHERE name = ? AND used_at < ?');
      let deleted = 0;
      for (const { name } of stale) {
        if (open.has(name)) continue;
        // A ledger's shard (docs/sync.md) is kept longer than a table: its recovery kit may come back long after.
        const until = ledgerOf(name) === null ? before : ledgerBefore;
        if (Number(remove.run(name, until).changes) > 0) deleted++;
      }
      return deleted;
    },
    async count() {
      return Number((database.prepare('SELECT count(*) AS n FROM rooms').get() as { n: number }).n);
    },
    async ledgerSizes(ledger) {
      // A range over the primary key: the 32 names differ only in their last two digits.
      const rows = database
        .prepare('SELECT name, length(data) AS bytes FROM rooms WHERE name >= ? AND name <= ?')
        .all(`l${ledger}00`, `l${ledger}${String(LEDGER_SHARDS - 1).padStart(2, '0')}`) as { name: string; bytes: number }[];
      return new Map(rows.filter(({ name }) => ledgerOf(name) === ledger).map(({ name, bytes }) => [name, Number(bytes)]));
    },
    async close() {
      if (database.isOpen) database.close();
    },
  };
}
