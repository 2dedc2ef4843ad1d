/** A fresh, uniquely named database per test, so tests never see each other's data. */
import Dexie, { type DBCore, type DBCoreTable } from 'dexie';
import { afterEach } from 'vitest';
import { DeviceDb, type EventRow, type DeviceDbOptions } from '../../src/store/db';
import { readLog } from '../../src/store/log';
import { RULE_MESSAGES, messageText } from '../../src/i18n/rule-messages';
import type { MessageParam, MessageText } from '../../src/rules/game';
import { toyRegistry } from './toy-game';

const opened: DeviceDb[] = [];

export function freshDb(options: Partial<DeviceDbOptions> = {}, name = `test-${crypto.randomUUID()}`): DeviceDb {
  const db = new DeviceDb(name, { games: toyRegistry(), ...options });
  opened.push(db);
  return db;
}

/**
 * A message of the store (keys and values) in English, as a screen says it from the catalog
 * (src/i18n/store-messages.ts and the rules' catalogs); a toy game's words, keys no catalog has
 * (./toy-game.ts), stand as they are.
 */
export function english(t: MessageText): string {
  if (!Object.hasOwn(RULE_MESSAGES, t.key)) return t.key;
  const plain = (v: MessageParam): MessageParam =>
    typeof v === 'string' || typeof v === 'number'
      ? v
      : Array.isArray(v)
        ? v.map((x: string | MessageText) => (typeof x === 'string' ? x : english(x)))
        : english(v as MessageText);
  return messageText({ key: t.key, params: Object.fromEntries(Object.entries(t.params).map(([k, v]) => [k, plain(v)])) }) ?? t.key;
}

/** A verb's answer with its refusal said in English as `message` (in place of `text`), for a test to read. */
export function said<R extends object>(result: R): Record<string, unknown> {
  const { text, ...rest } = result as R & { text?: MessageText };
  return text === undefined ? rest : { ...rest, message: english(text) };
}

/** A clock that moves one second per call, so every write gets a distinct, ordered time. */
export function tickingClock(start = Date.UTC(2025, 0, 1)): () => number {
  let t = start;
  return () => (t += 1000);
}

/** Rows of both tables, to check that a failed verb left nothing behind. */
export async function snapshot(db: DeviceDb) {
  return { sessions: await db.sessions.toArray(), events: await db.events.toArray() };
}

/**
 * The sessions and each one's log as readLog reads it: what must survive a backup and restore
 * (which stores a log packed in one row, src/store/log.ts, so the rows themselves differ).
 */
export function contents(db: DeviceDb) {
  return db.transaction('r', db.sessions, db.events, async () => {
    const sessions = await db.sessions.toArray();
    const logs: Record<string, EventRow[]> = {};
    for (const s of sessions) logs[s.id] = await readLog(db, s.id);
    return { sessions, logs };
  });
}

afterEach(async () => {
  const dbs = opened.splice(0);
  // Close every connection first, so deleting a database shared by two "tabs" is not blocked.
  for (const db of dbs) db.close();
  for (const name of new Set(dbs.map((db) => db.name))) await Dexie.delete(name);
});

/**
 * Wraps every table of `db` below Dexie's API (a DBCore middleware), to watch what the store asks
 * of IndexedDB: `wrap` gets each table's name and its own methods, and returns the ones to replace.
 */
export function spyTables(db: DeviceDb, name: string, wrap: (table: string, down: DBCoreTable) => Partial<DBCoreTable>): void {
  db.use({
    stack: 'dbcore',
    name,
    create(down: DBCore): DBCore {
      return {
        ...down,
        table(tableName: string): DBCoreTable {
          const table = down.table(tableName);
          return { ...table, ...wrap(tableName, table) };
        },
      };
    },
  });
}
