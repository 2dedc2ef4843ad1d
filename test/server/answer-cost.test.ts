/**
 * Sync requests charged by the work of their answers (server/guard.ts, costlyAnswerMsPerSecond): a
 * request of a few bytes is answered with the whole room, and a room of 51,000 tiny entries (1 MB,
 * as a ledger's shard may be) takes ~15 ms to encode, so connections asking for it again and again
 * within their budgets of bytes held the relay for seconds. The relay is a process of its own.
 */
import { afterEach, describe, expect, it } from 'vitest';
import * as encoding from 'lib0/encoding';
import * as Y from 'yjs';
import { shardRooms } from '../../src/wire/protocol';
import { appRoot, quantile, startRelayProcess, stopAll, tempFolder } from '../support/scale-out';
import { closeAll, enter, frame, raw, until, updateFrame, type Raw } from './relay-helpers';

afterEach(async () => {
  await closeAll();
  await stopAll();
});

const RUN = Date.now().toString(36);
const SHARD = shardRooms(`costly${RUN}`.padEnd(22, 'x').slice(0, 22))[0] as string;

/** A sync request as a fresh phone sends it: its state vector, empty. */
const ask = frame(SHARD, 0, (e) => (encoding.writeVarUint(e, 0), encoding.writeVarUint8Array(e, Y.encodeStateVector(new Y.Doc()))));

describe('sync requests for a room that is costly to encode', () => {
  it('16 connections asking for a 51,000-entry shard every 20 ms for 3 s: the relay stalls far less than without the charge (3 s then), and fresh rooms from elsewhere sync', async () => {
    const relay = await startRelayProcess({ root: appRoot(), dataDir: tempFolder('costly-tables-') });
    const builder = await raw(relay.port);
    await enter(builder, SHARD);
    const doc = new Y.Doc();
    doc.transact(() => {
      for (let i = 0; i < 51_000; i++) doc.getMap('games').set(`k${i}`, i);
    });
    const before = builder.received;
    builder.ws.send(updateFrame(Y.encodeStateAsUpdate(doc), SHARD));
    await until(() => builder.received > before, 'the relay to take the shard', 20_000);
    const askers: Raw[] = [];
    for (let i = 0; i < 16; i++) {
      const client = await raw(relay.port);
      await enter(client, SHARD);
      askers.push(client);
    }
    await relay.stats(); // the shard's building is not the requests' stall
    // Fresh rooms from another address, each timed from its socket's opening to its room's answer.
    let fresh = 0;
    const freshSyncs = async (count: number, forMs = 0): Promise<number[]> => {
      const took: number[] = [];
      const started = Date.now();
      // At most 60 in all: one address opens 64 new rooms at once (TABLE_NEW_ROOMS_BURST).
      for (let i = 0; fresh < 60 && (i < count || Date.now() - started < forMs); i++) {
        const honest = await raw(relay.port, {}, '127.0.0.2');
        const at = performance.now();
        await enter(honest, `costlyFresh_${RUN}_${fresh++}`);
        took.push(performance.now() - at);
        honest.ws.close();
      }
      return took;
    };
    // The floor: the same fresh syncs on this machine, now, with nobody asking.
    const floor = quantile(await freshSyncs(10), 0.95);
    const timer = setInterval(() => askers.forEach((c) => c.ws.readyState === c.ws.OPEN && c.ws.send(ask)), 20);
    let took: number[];
    try {
      // Twenty at least, and for three seconds at least: on a loaded machine three seconds once held only two.
      took = await freshSyncs(20, 3000);
    } finally {
      clearInterval(timer);
    }
    const { stall } = await relay.stats();
    // Each synced (enter waits for its answer); without the charge one took over 3 s, the stall's length.
    expect(quantile(took, 0.95), `p95 under the requests, against ${floor.toFixed(1)} ms with none`).toBeLessThan(Math.max(500, 10 * floor));
    // The goal is under 100 ms, and alone it is (43–57 ms and 8–54 ms, measured when this was written);
    // beside the browsers of npm test a stall read 148 ms once, CPU time taken in the relay's one turn
    // on a starved core. Without the charge it was 3,023 ms: 250 still tells the two apart.
    expect(stall).toBeLessThan(250);
  });
});
