/**
 * The relay alone in a process of its own, for the benches (bench/live-table.ts, bench/relay-load.ts):
 * its memory is then the relay's, not the phones' of the same process. RELAY_LIMITS (JSON) raises
 * the relay's limits where a bench opens thousands of phones from one address. It says `{port}`
 * once it listens, and answers `'stats'` with its memory and rooms (`'gc'` first collects
 * garbage, when node was started with --expose-gc) and `'close'` by stopping.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTableServer } from '../server/table-server';
import type { Limits } from '../server/guard';
import { budgetsFromEnv } from '../server/budgets';
import { watchStalls } from '../test/support/stall-watch';

export interface RelayStats {
  rss: number;
  heapUsed: number;
  rooms: number;
  connections: number;
  dropped: Record<string, number>;
  /** The longest the event loop was held since the last stats, in ms (a 5 ms timer's lateness, as far as the process ran meanwhile). */
  stall: number;
}

const root = mkdtempSync(join(tmpdir(), 'relay-'));
writeFileSync(join(root, 'index.html'), '<!doctype html><title>relay</title>');
const limits = JSON.parse(process.env.RELAY_LIMITS ?? '{}') as Partial<Limits>;
const server = await startTableServer({
  root,
  headers: {},
  host: '127.0.0.1',
  port: 0,
  dataDir: mkdtempSync(join(tmpdir(), 'relay-tables-')),
  limits,
  budgets: budgetsFromEnv(process.env),
});
// A bench that ends may stop listening while a figure is on its way: that send fails (EPIPE) and
// is dropped, rather than killing the relay with an unhandled error.
const send = (message: unknown): void => {
  if (process.connected) process.send?.(message, (error: Error | null) => void error);
};
const seen = watchStalls();
send({ port: server.port });
process.on('message', (message) => {
  if (message === 'gc') (globalThis as { gc?: () => void }).gc?.();
  if (message === 'stats' || message === 'gc') {
    const { rss, heapUsed } = process.memoryUsage();
    send({
      rss,
      heapUsed,
      rooms: server.relay.rooms(),
      connections: server.relay.connections(),
      dropped: { ...server.relay.dropped },
      stall: seen().stall,
    } satisfies RelayStats);
  }
  if (message === 'close') void server.close().then(() => process.exit(0));
});
