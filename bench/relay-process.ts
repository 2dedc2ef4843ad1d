/**
 * The relay alone in a process of its own, for the club night (bench/live-table.ts): its memory is
 * then the relay's, not the phones' of the same process. It says `{port}` once it listens, and
 * answers `'stats'` with its memory and rooms (`'gc'` first collects garbage, when node was
 * started with --expose-gc) and `'close'` by stopping.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTableServer } from '../server/table-server';

export interface RelayStats {
  rss: number;
  heapUsed: number;
  rooms: number;
  connections: number;
}

const root = mkdtempSync(join(tmpdir(), 'relay-'));
writeFileSync(join(root, 'index.html'), '<!doctype html><title>relay</title>');
const server = await startTableServer({ root, headers: {}, host: '127.0.0.1', port: 0, dataDir: mkdtempSync(join(tmpdir(), 'relay-tables-')) });
const send = (message: unknown): void => void process.send?.(message);
send({ port: server.port });
process.on('message', (message) => {
  if (message === 'gc') (globalThis as { gc?: () => void }).gc?.();
  if (message === 'stats' || message === 'gc') {
    const { rss, heapUsed } = process.memoryUsage();
    send({ rss, heapUsed, rooms: server.relay.rooms(), connections: server.relay.connections() } satisfies RelayStats);
  }
  if (message === 'close') void server.close().then(() => process.exit(0));
});
