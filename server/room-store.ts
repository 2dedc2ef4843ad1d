/**
 * Where the relay keeps rooms: each room's Yjs state with the time it was last used, so that a
 * room no phone has opened or changed for `keepDays` is deleted (a ledger's shard after
 * `ledgerKeepDays`). The store holds what the phones wrote into the room's document.
 *
 * Two stores, behind Hocuspocus's Database extension, with one table of the same shape:
 * - one SQLite file in the data folder, the default: Node's own SQLite (`node:sqlite`, built into
 *   Node 22.13 and later), as @hocuspocus/extension-sqlite 4 needs better-sqlite3, a native module
 *   built for one Node's ABI, which a machine whose npm builds against another Node cannot load;
 *   processes on one machine may share the file;
 * - a PostgreSQL database (`DATABASE_URL`, through `pg`), which processes on several machines,
 *   sharing no disk, share: each process's ledger sums read the others' stored shards there.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync, type StatementSync } from 'node:sqlite';
import { Worker } from 'node:worker_threads';
import { Database } from '@hocuspocus/extension-database';
import pg from 'pg';
import { LEDGER_SHARDS, ledgerOf } from '../src/wire/protocol';

export const STORE_FILE = 'tables.sqlite';

const SCHEMA = `CREATE TABLE IF NOT EXISTS rooms (
  name TEXT PRIMARY KEY,
  data BLOB NOT NULL,
  used_at INTEGER NOT NULL
)`;

/**
 * Each room's write verifier (./write-keys.ts), beside its document: a table of its own, as a
 * room is claimed before it stores anything, and a store made before verifiers needs no change.
 */
const KEYS_SCHEMA = `CREATE TABLE IF NOT EXISTS room_keys (
  name TEXT PRIMARY KEY,
  verifier BLOB NOT NULL,
  used_at INTEGER NOT NULL
)`;

export interface RoomStore {
  extension: Database;
  /** Resolves once the store is open and its table made; rejects, saying why, when it cannot be. */
  ready: Promise<void>;
  /** Deletes every room unused since `before` (ms since the epoch) but those in `open`; resolves with how many. */
  sweep(before: number, open: ReadonlySet<string>, ledgerBefore?: number): Promise<number>;
  /** Rooms stored now. */
  count(): Promise<number>;
  /** What each stored shard room of ledger `ledger` weighs (bytes of its Yjs state), by room. */
  ledgerSizes(ledger: string): Promise<Map<string, number>>;
  /**
   * Records `verifier` as `room`'s unless it has one (then it is used now, when it is the same);
   * resolves with the room's verifier, the one kept by whoever claimed it first.
   */
  claim(room: string, verifier: Uint8Array): Promise<Uint8Array>;
  /** Whether `room` exists: it has a verifier or a stored document. */
  known(room: string): Promise<boolean>;
  /** Bytes of every stored room's state together. */
  storedBytes(): Promise<number>;
  close(): Promise<void>;
}

export interface SqliteRoomStore extends RoomStore {
  /** The open file (the tests make a write fail through it). */
  database: DatabaseSync;
}

/** The store `databaseUrl` names (postgres://…), else the SQLite file in `folder`. */
export function openRoomStore(where: { folder: string; databaseUrl?: string | undefined }, now: () => number = Date.now): RoomStore {
  return where.databaseUrl ? postgresRoomStore(where.databaseUrl, now) : sqliteRoomStore(where.folder, now);
}

/** The first and last names of ledger `ledger`'s shard rooms: a range over the primary key (the 32 names differ only in their last two digits). */
const shardRange = (ledger: string): [string, string] => [`l${ledger}00`, `l${ledger}${String(LEDGER_SHARDS - 1).padStart(2, '0')}`];

/**
 * Deletes the rooms `stale` lists (unused since the later of the two times) that are not open
 * here and are still unused since their own kind's time, through `remove` (true when deleted).
 */
async function sweepRooms(
  stale: readonly string[],
  open: ReadonlySet<string>,
  before: number,
  ledgerBefore: number,
  remove: (name: string, before: number) => Promise<boolean>,
): Promise<number> {
  let deleted = 0;
  for (const name of stale) {
    if (open.has(name)) continue;
    // A ledger's shard (docs/sync.md) is kept longer than a table: its recovery kit may come back long after.
    if (await remove(name, ledgerOf(name) === null ? before : ledgerBefore)) deleted++;
  }
  return deleted;
}

/** How often the worker below copies the log into the file. */
const CHECKPOINT_EVERY_MS = 1000;

/**
 * A worker thread with a connection of its own to the SQLite file at `file`, making its
 * checkpoints (PASSIVE: never waiting for, nor holding up, a writer) every CHECKPOINT_EVERY_MS.
 * `close` makes the last one and stops it.
 */
function checkpointer(file: string): { close(): Promise<void> } {
  const worker = new Worker(
    `const { DatabaseSync } = require('node:sqlite');
    const { workerData, parentPort } = require('node:worker_threads');
    const database = new DatabaseSync(workerData.file, { timeout: 5000 });
    const checkpoint = () => { try { database.exec('PRAGMA wal_checkpoint(PASSIVE)'); } catch {} };
    const timer = setInterval(checkpoint, workerData.every);
    parentPort.on('message', () => { clearInterval(timer); checkpoint(); database.close(); parentPort.close(); });`,
    { eval: true, workerData: { file, every: CHECKPOINT_EVERY_MS } },
  );
  worker.unref();
  // A checkpoint that cannot be made is made by the next; a worker gone leaves the log to grow
  // until the store closes (SQLite checkpoints it then).
  worker.on('error', (error: Error) => process.stderr.write(`relay: the store's checkpoints stopped: ${error.message}\n`));
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  return {
    close: async () => {
      worker.postMessage('close');
      await exited;
    },
  };
}

/** Resolves in a later turn of the event loop than any before it asked for, one a turn: after I/O is read. */
function turns(): () => Promise<void> {
  let last = Promise.resolve();
  return () => (last = last.then(() => new Promise<void>((resolve) => setImmediate(resolve))));
}

export function sqliteRoomStore(folder: string, now: () => number = Date.now): SqliteRoomStore {
  const nextTurn = turns();
  mkdirSync(folder, { recursive: true });
  // Another process sharing the file (behind Redis) waits its turn for up to 5 s instead of failing,
  // from the first statement on: two processes starting at once both switch the file to WAL, and
  // without the wait the second one's switch failed at once ("database is locked").
  const database = new DatabaseSync(join(folder, STORE_FILE), { timeout: 5000 });
  // Write-ahead logging, synced at checkpoints: a room's store is one small write, not a journal
  // and two flushes (a crash loses at most the last writes, which the phones still hold). The
  // checkpoints (copying the log into the file and syncing it to disk) are a worker's, not this
  // thread's: Node's SQLite is synchronous, and one made every 4 MB of rooms stored held every
  // phone for as long as the disk took to sync.
  database.exec('PRAGMA busy_timeout = 5000; PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA wal_autocheckpoint = 0;');
  database.exec(SCHEMA);
  database.exec(KEYS_SCHEMA);
  const checkpoints = checkpointer(join(folder, STORE_FILE));
  // The statements of a room's opening (a look, a claim, a load), each compiled once: a fill
  // opening hundreds of rooms compiled five statements for each. A room's store is prepared as it
  // is made (the tests make it fail through prepare).
  const compiled = new Map<string, StatementSync>();
  const statement = (sql: string): StatementSync => {
    let prepared = compiled.get(sql);
    if (!prepared) compiled.set(sql, (prepared = database.prepare(sql)));
    return prepared;
  };
  const extension = new Database({
    fetch: async ({ documentName }) => {
      const row = statement('SELECT data FROM rooms WHERE name = ?').get(documentName) as { data: Uint8Array } | undefined;
      // Opening a room counts as using it.
      if (row) statement('UPDATE rooms SET used_at = ? WHERE name = ?').run(now(), documentName);
      return row ? new Uint8Array(row.data) : null;
    },
    store: async ({ documentName, state }) => {
      // Node's SQLite writes synchronously: rooms whose stores come due together are written one
      // a turn, so that what the phones send is read in between (a fill of many rooms held the
      // relay for a third of a second writing them at once).
      await nextTurn();
      database
        .prepare('INSERT INTO rooms (name, data, used_at) VALUES (?, ?, ?) ON CONFLICT(name) DO UPDATE SET data = excluded.data, used_at = excluded.used_at')
        .run(documentName, state, now());
    },
  });
  return {
    extension,
    ready: Promise.resolve(),
    database,
    async sweep(before, open, ledgerBefore = before) {
      const oldest = Math.max(before, ledgerBefore);
      const stale = database.prepare('SELECT name FROM rooms WHERE used_at < ?').all(oldest) as { name: string }[];
      const remove = database.prepare('DELETE FROM rooms WHERE name = ? AND used_at < ?');
      const unkey = database.prepare('DELETE FROM room_keys WHERE name = ? AND used_at < ? AND name NOT IN (SELECT name FROM rooms)');
      const deleted = await sweepRooms(
        stale.map(({ name }) => name),
        open,
        before,
        ledgerBefore,
        async (name, until) => Number(remove.run(name, until).changes) > 0,
      );
      const keys = database.prepare('SELECT name FROM room_keys WHERE used_at < ?').all(oldest) as { name: string }[];
      await sweepRooms(
        keys.map(({ name }) => name),
        open,
        before,
        ledgerBefore,
        async (name, until) => Number(unkey.run(name, until).changes) > 0,
      );
      return deleted;
    },
    async count() {
      return Number((database.prepare('SELECT count(*) AS n FROM rooms').get() as { n: number }).n);
    },
    async ledgerSizes(ledger) {
      const rows = statement('SELECT name, length(data) AS bytes FROM rooms WHERE name >= ? AND name <= ?').all(...shardRange(ledger)) as {
        name: string;
        bytes: number;
      }[];
      return new Map(rows.filter(({ name }) => ledgerOf(name) === ledger).map(({ name, bytes }) => [name, Number(bytes)]));
    },
    async claim(room, verifier) {
      statement(
        'INSERT INTO room_keys (name, verifier, used_at) VALUES (?, ?, ?) ON CONFLICT(name) DO UPDATE SET used_at = excluded.used_at WHERE room_keys.verifier = excluded.verifier',
      ).run(room, verifier, now());
      return new Uint8Array((statement('SELECT verifier FROM room_keys WHERE name = ?').get(room) as { verifier: Uint8Array }).verifier);
    },
    async known(room) {
      return statement('SELECT 1 FROM room_keys WHERE name = ? UNION ALL SELECT 1 FROM rooms WHERE name = ?').get(room, room) !== undefined;
    },
    async storedBytes() {
      return Number((database.prepare('SELECT coalesce(sum(length(data)), 0) AS n FROM rooms').get() as { n: number }).n);
    },
    async close() {
      await checkpoints.close();
      if (database.isOpen) database.close();
    },
  };
}

/**
 * The rooms in PostgreSQL. The table is made at start, under an advisory lock, so that processes
 * starting together do not race to make it. Every statement is one round trip; a pooled client
 * that breaks while idle is said and replaced, never a crash.
 */
export function postgresRoomStore(url: string, now: () => number = Date.now): RoomStore {
  const pool = new pg.Pool({ connectionString: url, max: 8 });
  pool.on('error', (error) => process.stderr.write(`relay: PostgreSQL: ${error.message}\n`));
  const ready = (async () => {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      await client.query("SELECT pg_advisory_xact_lock(hashtext('diamond-ledger rooms'))");
      await client.query('CREATE TABLE IF NOT EXISTS rooms (name TEXT PRIMARY KEY, data BYTEA NOT NULL, used_at BIGINT NOT NULL)');
      await client.query('CREATE INDEX IF NOT EXISTS rooms_used_at ON rooms (used_at)');
      await client.query('CREATE TABLE IF NOT EXISTS room_keys (name TEXT PRIMARY KEY, verifier BYTEA NOT NULL, used_at BIGINT NOT NULL)');
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined); // the error below says what went wrong
      throw error;
    } finally {
      client.release();
    }
  })();
  // Said by whoever awaits it (the table server, at start); a store that never opened fails each use too.
  ready.catch(() => undefined); // only to keep Node from calling it unhandled: each query awaits `ready` and fails with its error
  const query = async <T extends pg.QueryResultRow>(sql: string, values: unknown[]): Promise<T[]> => {
    await ready;
    return (await pool.query<T>(sql, values)).rows;
  };
  const extension = new Database({
    fetch: async ({ documentName }) => {
      // Opening a room counts as using it.
      const [row] = await query<{ data: Buffer }>('UPDATE rooms SET used_at = $2 WHERE name = $1 RETURNING data', [documentName, now()]);
      return row ? new Uint8Array(row.data) : null;
    },
    store: async ({ documentName, state }) => {
      await query(
        'INSERT INTO rooms (name, data, used_at) VALUES ($1, $2, $3) ON CONFLICT (name) DO UPDATE SET data = EXCLUDED.data, used_at = EXCLUDED.used_at',
        [documentName, state, now()],
      );
    },
  });
  return {
    extension,
    ready,
    async sweep(before, open, ledgerBefore = before) {
      const oldest = Math.max(before, ledgerBefore);
      const stale = await query<{ name: string }>('SELECT name FROM rooms WHERE used_at < $1', [oldest]);
      const deleted = await sweepRooms(
        stale.map(({ name }) => name),
        open,
        before,
        ledgerBefore,
        async (name, until) => (await query('DELETE FROM rooms WHERE name = $1 AND used_at < $2 RETURNING name', [name, until])).length > 0,
      );
      const keys = await query<{ name: string }>('SELECT name FROM room_keys WHERE used_at < $1', [oldest]);
      await sweepRooms(
        keys.map(({ name }) => name),
        open,
        before,
        ledgerBefore,
        async (name, until) =>
          (await query('DELETE FROM room_keys WHERE name = $1 AND used_at < $2 AND name NOT IN (SELECT name FROM rooms) RETURNING name', [name, until]))
            .length > 0,
      );
      return deleted;
    },
    async count() {
      const [row] = await query<{ n: string }>('SELECT count(*) AS n FROM rooms', []);
      return Number(row?.n ?? 0);
    },
    async ledgerSizes(ledger) {
      const rows = await query<{ name: string; bytes: number }>(
        'SELECT name, octet_length(data) AS bytes FROM rooms WHERE name >= $1 AND name <= $2',
        shardRange(ledger),
      );
      return new Map(rows.filter(({ name }) => ledgerOf(name) === ledger).map(({ name, bytes }) => [name, Number(bytes)]));
    },
    async claim(room, verifier) {
      await query(
        'INSERT INTO room_keys (name, verifier, used_at) VALUES ($1, $2, $3) ON CONFLICT (name) DO UPDATE SET used_at = EXCLUDED.used_at WHERE room_keys.verifier = EXCLUDED.verifier',
        [room, verifier, now()],
      );
      const [row] = await query<{ verifier: Buffer }>('SELECT verifier FROM room_keys WHERE name = $1', [room]);
      return new Uint8Array(row?.verifier ?? []);
    },
    async known(room) {
      return (await query('SELECT 1 FROM room_keys WHERE name = $1 UNION ALL SELECT 1 FROM rooms WHERE name = $1', [room])).length > 0;
    },
    async storedBytes() {
      const [row] = await query<{ n: string }>('SELECT coalesce(sum(octet_length(data)), 0) AS n FROM rooms', []);
      return Number(row?.n ?? 0);
    },
    close: () => pool.end(),
  };
}
