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
import type { Limits } from '../../server/guard';
import { createSession, type GameId } from '../../src/store/index';
import { join as joinTable, share } from '../../src/live/tables';
import type { LiveTable, TableOptions } from '../../src/live/table';
import { RelaySockets } from '../../src/live/relay-socket';
import { until } from '../support/until';
export { until };

export const NodeWebSocket = WebSocket as unknown as typeof globalThis.WebSocket;

/**
 * A phone's page: its own sockets to relays (ws's). Phones of one test share the process but not a
 * page: two tables of one room on one socket would be one document there.
 */
export function phonePage(): Required<TableOptions> {
  return { WebSocket: NodeWebSocket, sockets: new RelaySockets() };
}

export function startRelay(port = 0, limits: Partial<Limits> = {}): Promise<TableServer> {
  const root = mkdtempSync(join(tmpdir(), 'table-'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>app</title>');
  return startTableServer({ root, headers: {}, host: '127.0.0.1', port, dataDir: mkdtempSync(join(tmpdir(), 'tables-')), limits });
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
  const host = (await share(hostDb, id, `ws://127.0.0.1:${relay.port}/sync`, phonePage())) as LiveTable;
  const follower = joinTable(followerDb, host.link.room, host.link.relay, phonePage());
  return { relay, hostDb, followerDb, id, host, follower };
}
