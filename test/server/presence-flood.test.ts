/**
 * A presence flood (docs/live-table.md, "What the relay refuses"): every presence a phone sends is
 * passed to every other phone of its room, so 64 connections in one room, each renewing its
 * presence as fast as its own budget lets it, made the relay send 64 times what it was sent and
 * held its event loop for seconds. The relay is a process of its own here, as `npm run table` runs
 * it, so that its stalls are its own.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { appRoot, startRelayProcess, stopAll, tempFolder } from '../support/scale-out';
import { authFrame, closeAll, enter, presenceFrame, raw, until, type Raw } from './relay-helpers';

afterEach(async () => {
  await closeAll();
  await stopAll();
});

const ROOM = `presenceFlood_${Date.now().toString(36)}`;

describe('a presence flood', () => {
  it('64 connections renewing their presence in one room as fast as they may: the relay stalls far less than without the budget (0.8–3 s then), and a phone from elsewhere syncs', async () => {
    const relay = await startRelayProcess({ root: appRoot(), dataDir: tempFolder('flood-tables-') });
    const flooders: Raw[] = [];
    for (let i = 0; i < 64; i++) {
      const client = await raw(relay.port);
      client.ws.send(authFrame(ROOM, client.ws));
      flooders.push(client);
    }
    await until(() => flooders.every((c) => c.received > 0), 'every flooder in the room', 20_000);
    await relay.stats(); // its stall so far (64 sockets opening) is not the flood's
    // Each sends its whole burst of messages (200) at once, then 50 a second, for 3 s.
    let clock = 0;
    const send = (n: number): void => {
      clock++;
      flooders.forEach((c, i) => {
        for (let k = 0; k < n; k++) c.ws.send(presenceFrame(ROOM, 1000 + i, clock * 1000 + k));
      });
    };
    send(190);
    const started = Date.now();
    const timer = setInterval(() => send(5), 100);
    try {
      const honest = await raw(relay.port, {}, '127.0.0.2');
      const took = Date.now();
      await enter(honest, `${ROOM}_honest`);
      expect(Date.now() - took).toBeLessThan(2000);
      await until(() => Date.now() - started > 3000, 'three seconds of flood', 25_000);
    } finally {
      clearInterval(timer);
    }
    const { stall } = await relay.stats();
    // The goal is under 100 ms, and alone it is (43–57 ms and 8–54 ms, measured when this was written);
    // beside the browsers of npm test a stall read 148 ms once, CPU time taken in the relay's one turn
    // on a starved core. Without the change it was 809–3,008 ms: 250 still tells the two apart.
    expect(stall).toBeLessThan(250);
  });
});
