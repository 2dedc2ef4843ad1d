/**
 * The live table's figures (docs/live-table.md), with the relay on 127.0.0.1 in this process:
 * - one whole 4-player Diamonds game: from the host's commit to the follower's stored copy (its
 *   Dexie row at the new revision, checked with the rules: what its screen then shows), median
 *   and p95;
 * - club night: 20 rooms of 5 phones (a host with its store, four Node Y clients), each room
 *   playing a whole game as fast as its host records; every phone must converge on the host's
 *   log. Prints the p95 from commit to each phone's update, the relay's memory, and whether the
 *   rooms were freed once everyone left.
 */
import 'fake-indexeddb/auto';
import * as Y from 'yjs';
import { WebsocketProvider } from 'y-websocket';
import { appendEvent, createSession, revisionOf } from '../src/store/index';
import { closeAll, join, share } from '../src/live/tables';
import { readHead, readLog } from '../src/live/doc';
import { NodeWebSocket, phoneDb, startRelay, until } from '../test/live/helpers';
import { randomGame } from '../test/support/random-diamonds';
import { emit } from './emit';

const options = { WebSocket: NodeWebSocket };

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
}

async function oneGame(relayBase: string): Promise<number[]> {
  const game = randomGame(11, { players: 4 });
  const hostDb = phoneDb();
  const followerDb = phoneDb();
  const id = await createSession(hostDb, 'diamonds', game.config);
  const host = await share(hostDb, id, relayBase, options);
  if (!host) throw new Error('not shared');
  const follower = join(followerDb, host.link.room, relayBase, options);
  await until(() => followerDb.sessions.get(id), 10_000, 'the follower to store the game');
  const latencies: number[] = [];
  for (const event of game.events) {
    const row = await hostDb.sessions.get(id);
    const result = await appendEvent(hostDb, id, event, revisionOf(row!));
    if (!result.ok) throw new Error('the game does not replay');
    const committed = performance.now();
    await until(async () => ((await followerDb.sessions.get(id))?.revision ?? -1) >= result.revision, 10_000, 'the follower');
    latencies.push(performance.now() - committed);
  }
  // Two phones of one room in one process: each is closed itself (the page's registry keeps one per room).
  host.close();
  follower.close();
  return latencies;
}

async function room(relayBase: string, seed: number, latencies: number[]): Promise<boolean> {
  const game = randomGame(seed, { players: 4 });
  const db = phoneDb();
  const id = await createSession(db, 'diamonds', game.config);
  const host = await share(db, id, relayBase, options);
  if (!host) throw new Error('not shared');
  const phones = Array.from({ length: 4 }, () => {
    const doc = new Y.Doc();
    const provider = new WebsocketProvider(relayBase, host.link.room, doc, { WebSocketPolyfill: NodeWebSocket, disableBc: true });
    return { doc, provider };
  });
  await until(() => host.status === 'live' && phones.every((p) => p.provider.synced), 20_000, 'the room to be live');
  for (const event of game.events) {
    const row = await db.sessions.get(id);
    const result = await appendEvent(db, id, event, revisionOf(row!));
    if (!result.ok) throw new Error('the game does not replay');
    const committed = performance.now();
    await Promise.all(
      phones.map(async (p) => {
        await until(() => (readHead(p.doc)?.revision ?? -1) >= result.revision && readLog(p.doc) !== null, 20_000, 'a phone');
        latencies.push(performance.now() - committed);
      }),
    );
  }
  const converged = phones.every((p) => JSON.stringify(readLog(p.doc)?.events) === JSON.stringify(game.events));
  for (const p of phones) p.provider.destroy();
  host.close();
  return converged;
}

async function main(): Promise<void> {
  const relay = await startRelay();
  const base = `ws://127.0.0.1:${relay.port}/sync`;

  const game = await oneGame(base);
  emit('live-commit-to-follower-stored-median', Math.round(quantile(game, 0.5) * 10) / 10, 'ms');
  emit('live-commit-to-follower-stored-p95', Math.round(quantile(game, 0.95) * 10) / 10, 'ms');

  const latencies: number[] = [];
  const before = process.memoryUsage().rss;
  let peakRooms = 0;
  const watch = setInterval(() => (peakRooms = Math.max(peakRooms, relay.relay.rooms())), 50);
  const started = performance.now();
  const converged = await Promise.all(Array.from({ length: 20 }, (_, i) => room(base, 100 + i, latencies)));
  const seconds = (performance.now() - started) / 1000;
  const peak = process.memoryUsage().rss;
  closeAll();
  await until(() => relay.relay.rooms() === 0, 10_000, 'the rooms to be freed').catch(() => undefined);
  clearInterval(watch);
  emit('club-night-rooms', 20, 'rooms');
  emit('club-night-phones-converged', converged.filter(Boolean).length * 5, 'of 100 phones');
  emit('club-night-updates', latencies.length, 'updates');
  emit('club-night-p95', Math.round(quantile(latencies, 0.95) * 10) / 10, 'ms');
  emit('club-night-seconds', Math.round(seconds * 10) / 10, 's');
  // Relay, hosts, their stores and the Y clients share this process: the relay's part is below it.
  emit('club-night-process-rss-growth', Math.round((peak - before) / 1e5) / 10, 'MB');
  emit('club-night-relay-peak-rooms', peakRooms, 'rooms');
  emit('club-night-rooms-after', relay.relay.rooms(), 'rooms');
  await relay.close();
  if (converged.some((c) => !c)) process.exit(1);
  process.exit(0);
}

void main();
