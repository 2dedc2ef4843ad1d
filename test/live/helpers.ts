/** A relay on 127.0.0.1 and phones with their own databases, for the live table's tests in Node. */
import 'fake-indexeddb/auto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Dexie from 'dexie';
import { DeviceDb } from '../../src/store/db';
import { games } from '../../src/store/games';
import { newId } from '../../src/store/ids';
import { startTableServer, type TableServer } from '../../server/table-server';
import type { Limits } from '../../server/guard';
import { createSession, type GameId } from '../../src/store/index';
import { join as joinTable, share } from '../../src/live/tables';
import type { LiveTable, TableOptions } from '../../src/live/table';
import { RelaySockets } from '../../src/wire/relay-socket';
import { until } from '../support/until';
import { NodeWebSocket } from '../support/quiet-websocket';
export { until };

export { NodeWebSocket };

/**
 * A phone's page: its own sockets to relays (ws's). Phones of one test share the process but not a
 * page: two tables of one room on one socket would be one document there.
 */
export function phonePage(): Required<TableOptions> {
  return { WebSocket: NodeWebSocket, sockets: new RelaySockets() };
}

/** A relay on 127.0.0.1 (`port` 0: any free one), keeping its tables in `dataDir` (a new folder unless given). */
export async function startRelay(
  port = 0,
  limits: Partial<Limits> = {},
  dataDir = mkdtempSync(join(tmpdir(), 'tables-')),
): Promise<TableServer & { dataDir: string }> {
  const root = mkdtempSync(join(tmpdir(), 'table-'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>app</title>');
  return { ...(await startTableServer({ root, headers: {}, host: '127.0.0.1', port, dataDir, limits })), dataDir };
}

const dbs: DeviceDb[] = [];

/** A phone's own database, with the app's real rules. */
/** A phone's database; `now` is its clock (Date.now unless given). */
export function phoneDb(now?: () => number): DeviceDb {
  const db = new DeviceDb(`phone-${newId()}`, { games, ...(now ? { now } : {}) });
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
  hostDb: DeviceDb;
  followerDb: DeviceDb;
  id: string;
  host: LiveTable;
  follower: LiveTable;
}

/**
 * A follower of `host`'s table on its own page and database: it joins with the link's secret and
 * host key, stores the game, and (unless `seat` is undefined) asks for `seat` — a seat number,
 * null to watch, or 'whole' to record for the whole table (which the host must allow first).
 */
export async function follow(db: DeviceDb, host: LiveTable, seat?: number | null | 'whole', page = phonePage()): Promise<LiveTable> {
  const { secret, hostKey, relay } = host.link;
  const table = (await joinTable(db, secret, hostKey, relay, page)) as LiveTable;
  await until(() => table.sessionId !== null && table.hostHere, "the follower to store the host's game and see the host", 25_000);
  if (seat !== undefined) {
    const answer = await table.chooseSeat(seat === 'whole' ? null : seat, seat === 'whole');
    if (!('ok' in answer && answer.ok)) throw new Error(`no seat: ${JSON.stringify(answer)}`);
  }
  return table;
}

/** A relay, a host that created a game of `game` and shared it, and one follower of it in `seat` ('whole' unless said: the host then allows it). */
export async function liveTable(game: GameId, config: unknown, seat: number | null | 'whole' = 'whole'): Promise<Table> {
  const relay = await startRelay();
  const hostDb = phoneDb();
  const followerDb = phoneDb();
  const id = await createSession(hostDb, game, config);
  const host = (await share(hostDb, id, `ws://127.0.0.1:${relay.port}/sync`, phonePage())) as LiveTable;
  if (seat === 'whole') await host.host.letWhole(true);
  await until(() => host.status === 'live', 'the host live', 25_000);
  const follower = await follow(followerDb, host, seat);
  return { relay, hostDb, followerDb, id, host, follower };
}

/** The host's player confirms every round-end count a follower sends, as it comes (stop with the function returned). */
export function confirmEverything(host: LiveTable): () => void {
  const look = (): void => {
    for (const p of host.host.pending) void host.host.confirm(p.key, true);
  };
  host.addEventListener('change', look);
  return () => host.removeEventListener('change', look);
}
