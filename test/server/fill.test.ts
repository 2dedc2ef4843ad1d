/**
 * The fill attack of issue 36 (docs/live-table.md, "What the relay refuses"): connections from
 * eight loopback addresses, each opening 40 invented ledger shards and sending 290 KB updates into
 * them, every one within its own connection's and address's limits. Against a relay process as
 * `npm run table` runs it, at its default limits and budgets, honest phones from another address
 * open fresh rooms meanwhile. Before the whole relay's intake of updates, new rooms opened one an
 * address a turn, and checkpoints off the main thread, every honest sync under it failed (none
 * within 5 s) and the relay stalled for seconds.
 */
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { shardRooms } from '../../src/wire/protocol';
import { DEFAULT_BUDGETS } from '../../server/budgets';
import { FRAMES_PER_RELAY_TURN, FREE_FRAMES_PER_ADDRESS_TURN } from '../../server/guard';
import { appRoot, quantile, startRelayProcess, stopAll, tempFolder } from '../support/scale-out';
import { authFrame, closeAll, phone, rawFrom, until, updateFrame } from './relay-helpers';

afterEach(async () => {
  await closeAll();
  await stopAll();
});

const RUN = Date.now().toString(36);
const KB = 1024;
const ADDRESSES = Array.from({ length: 8 }, (_, i) => `127.0.0.${2 + i}`);
const CONNECTIONS = 64;
const ATTACK_MS = 3000;

/** A 290 KB update of a ledger's games (the same bytes serve every room: a room's frame names it). */
function games(key: string): Uint8Array {
  const doc = new Y.Doc();
  doc.getMap('games').set(key, new Uint8Array(290 * KB).fill(7));
  return Y.encodeStateAsUpdate(doc);
}

describe('a fill of invented rooms', () => {
  it('from eight addresses, 64 connections opening 40 invented shards each and sending 290 KB updates: honest fresh syncs from elsewhere all sync, and the relay keeps within its memory', async () => {
    const relay = await startRelayProcess({ root: appRoot(), dataDir: tempFolder('fill-tables-') });
    const all = await Promise.all(Array.from({ length: CONNECTIONS }, (_, i) => rawFrom(relay.port, ADDRESSES[i % ADDRESSES.length] as string)));
    const rooms = all.map((_, i) =>
      shardRooms(`fill${RUN}c${i}`.padEnd(22, 'x').slice(0, 22)).concat(shardRooms(`fill${RUN}d${i}`.padEnd(22, 'x').slice(0, 22)).slice(0, 8)),
    );
    // Each opening's write proof made before any is sent: signed one by one between the sends,
    // they spread the openings over the first second and the fill never reached its full force.
    const auths = rooms.map((list, i) => list.map((room) => (all[i] ? authFrame(room, all[i]) : null)));
    const open = (): WebSocket[] => all.filter((ws): ws is WebSocket => ws?.readyState === WebSocket.OPEN);
    all.forEach((ws, i) => auths[i]?.forEach((frame) => frame && ws?.send(frame)));
    await relay.stats(); // its stall so far (64 sockets opening) is not the fill's
    // One update a tick on each connection, three into each of its rooms, bounded by count and time.
    let step = 0;
    const started = Date.now();
    const timer = setInterval(() => {
      const room = Math.floor(step / 3);
      if (room >= 40 || Date.now() - started > ATTACK_MS) return;
      const bytes = open().length > 0 ? games(`g${step}`) : null;
      if (bytes) all.forEach((ws, i) => ws?.readyState === WebSocket.OPEN && ws.send(updateFrame(bytes, rooms[i]?.[room])));
      step++;
    }, 20);
    const took: number[] = [];
    let failed = 0;
    let stall = 0;
    let rss = 0;
    let busiest = 0;
    try {
      for (let i = 0; i < 40 && (i < 5 || Date.now() - started < ATTACK_MS); i++) {
        // From 127.0.0.1, an address of its own.
        const honest = phone(relay.port, `fillFresh_${RUN}_${i}`);
        const at = performance.now();
        try {
          await honest.synced(); // within 5 s, or failed
          took.push(performance.now() - at);
        } catch {
          failed++; // not synced within 5 s: what the test counts
        }
        honest.provider.destroy();
        honest.socket.destroy();
        const stats = await relay.stats();
        stall = Math.max(stall, stats.stall);
        busiest = Math.max(busiest, stats.busiestTurn);
        rss = Math.max(rss, stats.rss);
      }
    } finally {
      clearInterval(timer);
      all.forEach((ws) => ws?.terminate());
    }
    expect(failed).toBe(0);
    expect(took.length).toBeGreaterThanOrEqual(5);
    // The goal is under 100 ms, and alone it is close (the bench, bench/relay-attacks.ts, says how
    // close); without the change none synced within 5 s. A loaded machine's figures belong there.
    expect(quantile(took, 0.95)).toBeLessThan(2500);
    // Without the change the relay was held for seconds; alone it now reads 70–100 ms.
    expect(stall).toBeLessThan(1000);
    // Each step of a phone's fresh sync waits for the relay's turn to end: eight addresses' 64
    // connections made 256 frames a turn before the whole relay's cap, each address's own 32 and
    // its first 8 free. The cap's 64 and each address's 8 bound every turn, the honest phone's
    // address included.
    expect(busiest).toBeGreaterThan(FRAMES_PER_RELAY_TURN);
    expect(busiest).toBeLessThanOrEqual(FRAMES_PER_RELAY_TURN + (ADDRESSES.length + 1) * FREE_FRAMES_PER_ADDRESS_TURN);
    // No address opened more new rooms at once than its budget, and nothing was let grow past the process's memory budget.
    expect(rss).toBeLessThan(DEFAULT_BUDGETS.rssBytes);
    const { rooms: loaded } = await relay.stats();
    expect(loaded).toBeLessThanOrEqual(ADDRESSES.length * DEFAULT_BUDGETS.newRoomsBurst + 40);
    await until(async () => (await relay.stats()).connections === 0, 'the attackers gone', 20_000);
  });
});
