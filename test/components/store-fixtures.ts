/// <reference types="mocha" />
/**
 * Real stores for component tests: Chromium has IndexedDB, so each test gets its own database
 * (a unique name) filled through the store's own verbs, and a clock it controls.
 */
import { DeviceDb, createSession, findSession, importRecord } from '../../src/store/index';
import { games } from '../../src/app/games';
import { cleanup } from './helpers';

const open: DeviceDb[] = [];
let counter = 0;

/**
 * A fresh database whose clock starts at `start` and moves one minute per write, wired as the app's
 * (src/app/open.ts): the real games with their words.
 */
export function freshDb(start = Date.UTC(2025, 0, 15, 18, 0)): DeviceDb {
  let t = start;
  const db = new DeviceDb(`component-test-${Date.now()}-${counter++}`, { games, now: () => (t += 60_000) });
  open.push(db);
  return db;
}

export async function deleteDbs(): Promise<void> {
  await Promise.all(open.splice(0).map((db) => db.delete()));
}

/** A Diamonds game in progress with these players (none of it played yet). */
export function startGame(db: DeviceDb, players: string[]): Promise<string> {
  return createSession(db, 'diamonds', { players, variant: 'standard', thief: null });
}

/**
 * Three games in progress in a fresh database: Ann and Bob's, another copy of it kept as two by the
 * ledger (docs/sync.md), and Cy and Dee's, followed at a live table on another device.
 */
export async function keptAndFollowed(): Promise<DeviceDb> {
  const db = freshDb();
  const id = await startGame(db, ['Ann', 'Bob']);
  const fork = await startGame(db, ['Ann', 'Bob']);
  const followed = await startGame(db, ['Cy', 'Dee']);
  await db.sessions.put({ ...(await findSession(db, fork))!, forkOf: id, forkFrom: 'devices' });
  await db.sessions.put({ ...(await findSession(db, followed))!, followed: true });
  return db;
}

/** A whole game from one of the example records in examples/. */
export async function importExample(db: DeviceDb, file: string): Promise<string> {
  const text = await (await fetch(`/examples/${file}`)).text();
  const result = await importRecord(db, text);
  if (!result.ok) throw new Error(`${file}: ${JSON.stringify(result.error)}`);
  return result.id;
}

/**
 * For every test of the file: a fresh database handed to `use` before it, and after it the
 * fixtures removed and every database deleted.
 *     let db: DeviceDb;
 *     databasePerTest((fresh) => (db = fresh));
 */
export function databasePerTest(use: (db: DeviceDb) => void): void {
  beforeEach(() => use(freshDb()));
  afterEach(async () => {
    cleanup();
    await deleteDbs();
  });
}
