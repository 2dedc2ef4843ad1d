/** A relay on 127.0.0.1 and phones with their own databases, for the live table's tests in Node. */
import 'fake-indexeddb/auto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Dexie from 'dexie';
import WebSocket from 'ws';
import { LedgerDb } from '../../src/store/db';
import { games } from '../../src/store/games';
import { newId } from '../../src/store/ids';
import { startTableServer, type TableServer } from '../../server/table-server';
import { createSession, type GameId } from '../../src/store/index';
import { join as joinTable, share } from '../../src/live/tables';
import type { LiveTable } from '../../src/live/table';

export const NodeWebSocket = WebSocket as unknown as typeof globalThis.WebSocket;

export function startRelay(port = 0): Promise<TableServer> {
  const root = mkdtempSync(join(tmpdir(), 'table-'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>app</title>');
  return startTableServer({ root, csp: "default-src 'self'", host: '127.0.0.1', port });
}

const dbs: LedgerDb[] = [];

/** A phone's own database, with the app's real rules. */
export function phoneDb(): LedgerDb {
  const db = new LedgerDb(`phone-${newId()}`, { games });
  dbs.push(db);
  return db;
}

export async function dropDbs(): Promise<void> {
  for (const db of dbs.splice(0)) {
    db.close();
    await Dexie.delete(db.name);
  }
}

export async function until<T>(check: () => T | Promise<T>, ms = 8000, what = 'a condition'): Promise<NonNullable<T>> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

export interface Table {
  relay: TableServer;
  hostDb: LedgerDb;
  followerDb: LedgerDb;
  id: string;
  host: LiveTable;
  follower: LiveTable;
}

/** A relay, a host that created a game of `game` and shared it, and one follower of it. */
export async function liveTable(game: GameId, config: unknown): Promise<Table> {
  const relay = await startRelay();
  const hostDb = phoneDb();
  const followerDb = phoneDb();
  const id = await createSession(hostDb, game, config);
  const host = (await share(hostDb, id, `ws://127.0.0.1:${relay.port}/sync`, { WebSocket: NodeWebSocket })) as LiveTable;
  const follower = joinTable(followerDb, host.link.room, host.link.relay, { WebSocket: NodeWebSocket });
  return { relay, hostDb, followerDb, id, host, follower };
}
