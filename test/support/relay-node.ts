/**
 * One relay process of a scaled-out table (./scale-out.ts forks it, once per process): the app
 * and the relay on 127.0.0.1 as `npm run table` serves them (on TABLE_PORT, any free port without it), with RELAY_ROOT (a built app or a
 * folder with an index.html), TABLE_DATA (the rooms' SQLite folder, shared by every process), REDIS_URL
 * and DATABASE_URL (the rooms in PostgreSQL instead), and the budgets' settings (TABLE_MEMORY_MB, …: server/budgets.ts). It says `{port}` once it listens, answers `{stats: id}` with its rooms and connections and
 * `{close: true}` by stopping, and exits when its parent goes away, so that it never outlives a test.
 */
import { startTableServer } from '../../server/table-server';
import { budgetsFromEnv } from '../../server/budgets';
import { watchStalls } from './stall-watch';

export interface RelayNodeStats {
  rooms: number;
  connections: number;
  pid: number;
  /** Bytes of the loaded rooms' state, and of the stored rooms (server/budgets.ts). */
  memory: number;
  disk: number;
  /** The longest the event loop stalled since the last stats, in ms (a 5 ms timer's lateness, while the process ran). */
  stall: number;
  /** The most frames the relay handled in one turn of its event loop since the last stats. */
  busiestTurn: number;
  /** The process's memory (rss), in bytes: the highest since the last stats, as sampled every 100 ms. */
  rss: number;
}

const { RELAY_ROOT, TABLE_DATA, REDIS_URL, DATABASE_URL } = process.env;
if (!RELAY_ROOT || !TABLE_DATA) throw new Error('relay-node: RELAY_ROOT and TABLE_DATA are required');

const server = await startTableServer({
  root: RELAY_ROOT,
  headers: {},
  host: '127.0.0.1',
  // A relay started again on the port of one that was killed: the phones' addresses stay right.
  port: Number(process.env.TABLE_PORT ?? 0),
  dataDir: TABLE_DATA,
  budgets: budgetsFromEnv(process.env),
  ...(REDIS_URL ? { redisUrl: REDIS_URL } : {}),
  ...(DATABASE_URL ? { databaseUrl: DATABASE_URL } : {}),
});
const send = (message: unknown): void => void process.send?.(message);
const seen = watchStalls();
send({ port: server.port });
process.on('message', (message: { stats?: number; close?: true }) => {
  if (message.stats !== undefined) {
    send({
      id: message.stats,
      stats: {
        rooms: server.relay.rooms(),
        connections: server.relay.connections(),
        pid: process.pid,
        memory: server.relay.memory(),
        disk: server.relay.disk(),
        busiestTurn: server.relay.busiestTurn(),
        ...seen(),
      } satisfies RelayNodeStats,
    });
  }
  if (message.close) void server.close().then(() => process.exit(0));
});
// The test (or bench) that forked this process is gone: so is this process.
process.on('disconnect', () => process.exit(0));
