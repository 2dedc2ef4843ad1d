/**
 * What the whole relay may spend (server/budgets.ts, docs/live-table.md "What the relay refuses"),
 * against relay processes of their own as `npm run table` starts them, with the budgets set small
 * in their environment: one address's new rooms and stored bytes an hour (shared through Redis by
 * two processes), the rooms loaded in memory and the rooms stored. Past each, new work is refused
 * with its close code, and what is already there is still served.
 */
import { afterEach, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { shardRooms } from '../../src/wire/protocol';
import { appRoot, startRedis, startRelayProcess, stopAll, tempFolder, type RelayProcess } from '../support/scale-out';
import { authFrame, closeAll, presenceFrame, raw, startRelay, until, updateFrame, type Raw } from './relay-helpers';

afterEach(async () => {
  await closeAll();
  await stopAll();
});

const RUN = Date.now().toString(36);
const KB = 1024;
const LEDGER = `budget${RUN}`.padEnd(22, 'x').slice(0, 22);
const [SHARD0, SHARD1] = shardRooms(LEDGER) as [string, string];
const room = (i: number): string => `budgetRoom_${RUN}_${i}`;

function relay(env: Record<string, string>, more: { redisUrl?: string; dataDir?: string } = {}): Promise<RelayProcess> {
  return startRelayProcess({
    root: appRoot(),
    dataDir: more.dataDir ?? tempFolder('budget-tables-'),
    env,
    ...(more.redisUrl ? { redisUrl: more.redisUrl } : {}),
  });
}

/** Resolves with the code `client` is closed with, once it is; the code is then also `code()`. */
function watch(client: Raw): () => number | undefined {
  let code: number | undefined;
  void client.closed.then((c) => (code = c));
  return () => code;
}

/** Sends `frame` and resolves with 'answered' once the relay answers it, or with the code it closed `client` with. */
async function ask(client: Raw, frame: Uint8Array, what: string): Promise<'answered' | number> {
  const code = watch(client);
  const before = client.received;
  client.ws.send(frame);
  await until(() => code() !== undefined || client.received > before, what, 15_000);
  return code() ?? 'answered';
}

const opens = (client: Raw, name: string): Promise<'answered' | number> => ask(client, authFrame(name, client.ws), `the relay to open ${name} or refuse it`);

/** `bytes` of games in `shard`, as a device's update. */
function games(bytes: number): Uint8Array {
  const doc = new Y.Doc();
  doc.getMap('games').set(`g${Math.random()}`, 'g'.repeat(bytes));
  return Y.encodeStateAsUpdate(doc);
}

const put = (client: Raw, shard: string, bytes: number): Promise<'answered' | number> =>
  ask(client, updateFrame(games(bytes), shard), `the relay to take ${bytes} bytes in ${shard} or refuse them`);

/** A client that opened two shards of a ledger and put 600 KB in each: 1.2 MB in all. */
async function fill(server: RelayProcess): Promise<Raw> {
  const filler = await raw(server.port);
  for (const shard of [SHARD0, SHARD1]) {
    expect(await opens(filler, shard), `the filler opening ${shard}`).toBe('answered');
    expect(await put(filler, shard, 600 * KB), `the filler's 600 KB in ${shard}`).toBe('answered');
  }
  return filler;
}

/** Two relay processes with `env` behind one Redis server, sharing one data folder. */
async function twoBehindRedis(env: Record<string, string>): Promise<[RelayProcess, RelayProcess]> {
  const redis = await startRedis();
  const dataDir = tempFolder('budget-tables-');
  return Promise.all([relay(env, { redisUrl: redis.url, dataDir }), relay(env, { redisUrl: redis.url, dataDir })]);
}

/**
 * Two relay processes with `env` behind one Redis server, and one address that opened two new
 * rooms on each (rooms `first` to `first` + 3); resolves with both and the client on the second.
 */
async function twoOpenedTwoEach(env: Record<string, string>, first: number): Promise<[RelayProcess, RelayProcess, Raw]> {
  const [a, b] = await twoBehindRedis(env);
  const onA = await raw(a.port);
  expect([await opens(onA, room(first)), await opens(onA, room(first + 1))]).toEqual(['answered', 'answered']);
  const onB = await raw(b.port);
  expect([await opens(onB, room(first + 2)), await opens(onB, room(first + 3))]).toEqual(['answered', 'answered']);
  return [a, b, onB];
}

describe('whole-relay budgets', () => {
  it("refuses an address's new rooms past its hour's budget (4013), counted across two processes behind Redis; another address, and a room that exists, still open", async () => {
    const [a, b, onB] = await twoOpenedTwoEach({ TABLE_NEW_ROOMS_PER_HOUR: '4' }, 0);
    expect(await opens(onB, room(4))).toBe(4013);
    const late = await raw(a.port);
    expect(await opens(late, room(5))).toBe(4013);
    const other = await raw(a.port, {}, '127.0.0.2');
    expect(await opens(other, room(4))).toBe('answered');
    const again = await raw(b.port);
    expect(await opens(again, room(0))).toBe('answered');
  });

  it('refuses an address its new rooms past the ones it may open at once (4013), one budget for two processes behind Redis; another address still opens', async () => {
    // The address spreads its new rooms over both processes: each process's own budget would let it open four on each.
    const [a, b] = await twoOpenedTwoEach({ TABLE_NEW_ROOMS_BURST: '4' }, 30);
    const late = await raw(a.port);
    expect(await opens(late, room(34))).toBe(4013);
    const other = await raw(b.port, {}, '127.0.0.2');
    expect(await opens(other, room(34))).toBe('answered');
  });

  it('with Redis gone, counts each address in this process alone: a new room opens at once, not after a Redis that is not there', async () => {
    const redis = await startRedis();
    const server = await relay({}, { redisUrl: redis.url });
    const before = await raw(server.port);
    expect(await opens(before, SHARD0)).toBe('answered');
    await redis.stop();
    const after = await raw(server.port);
    // Each ask waits 15 s at the most; queued for Redis, the opening waited for ever.
    expect(await opens(after, SHARD1)).toBe('answered');
  });

  it("closes a connection whose address sent its hour's bytes to store (4013); another address still writes", async () => {
    const server = await relay({ TABLE_STORED_MB_PER_HOUR: '0.5' });
    const writer = await raw(server.port);
    expect(await opens(writer, SHARD0)).toBe('answered');
    const taken: ('answered' | number)[] = [];
    for (let i = 0; i < 8 && taken.at(-1) !== 4013; i++) taken.push(await put(writer, SHARD0, 100 * KB));
    expect(taken).toEqual(['answered', 'answered', 'answered', 'answered', 'answered', 4013]);
    const other = await raw(server.port, {}, '127.0.0.2');
    expect(await opens(other, SHARD0)).toBe('answered');
    expect(await put(other, SHARD0, 100 * KB)).toBe('answered');
  });

  it("counts an address's bytes stored this hour across two processes behind Redis: past its budget on one, the other refuses its first update (4013)", async () => {
    const [a, b] = await twoBehindRedis({ TABLE_STORED_MB_PER_HOUR: '0.5' });
    const onA = await raw(a.port);
    expect(await opens(onA, SHARD0)).toBe('answered');
    for (let i = 0; i < 5; i++) expect(await put(onA, SHARD0, 100 * KB)).toBe('answered');
    // Sent within a few milliseconds, A's hour of bytes was let through B again: B added its count to
    // Redis's every quarter second, and read A's back only with its own first addition.
    const onB = await raw(b.port);
    expect(await opens(onB, SHARD1)).toBe('answered');
    expect(await put(onB, SHARD1, 100 * KB)).toBe(4013);
  });

  it("closes the connection that takes its address past the bytes all the address's connections may send (4008); another address still writes", async () => {
    const server = await startRelay({ limits: { addressBytesPerSecond: 1, addressByteBurst: 300 * KB } });
    const first = await raw(server.port);
    const second = await raw(server.port);
    for (const c of [first, second]) expect(await opens(c, SHARD0)).toBe('answered');
    expect(await put(first, SHARD0, 200 * KB)).toBe('answered');
    expect(await put(second, SHARD0, 200 * KB)).toBe(4008);
    const other = await raw(server.port, {}, '127.0.0.2');
    expect(await opens(other, SHARD0)).toBe('answered');
    expect(await put(other, SHARD0, 200 * KB)).toBe('answered');
  });

  it('opens no new room while the rooms in memory are past their budget (4012), still serves the rooms open, and opens again once they are unloaded', async () => {
    const server = await relay({ TABLE_MEMORY_MB: '1' });
    const filler = await fill(server);
    await until(async () => (await server.stats()).memory >= 1024 * KB, 'the rooms in memory past 1 MB', 15_000);
    const newcomer = await raw(server.port, {}, '127.0.0.2');
    expect(await opens(newcomer, room(0))).toBe(4012);
    const reader = await raw(server.port, {}, '127.0.0.3');
    expect(await opens(reader, SHARD0)).toBe('answered');
    expect(await put(filler, SHARD0, 10 * KB)).toBe('answered');
    filler.ws.close();
    reader.ws.close();
    await until(async () => (await server.stats()).rooms === 0, 'the rooms unloaded', 15_000);
    const later = await raw(server.port, {}, '127.0.0.2');
    expect(await opens(later, room(0))).toBe('answered');
  });

  it("past the memory budget unloads the rooms idle for TABLE_ROOM_IDLE_SECONDS and refuses new rooms meanwhile (4012), while a table's phone already syncing is served throughout", async () => {
    const server = await relay({ TABLE_MEMORY_MB: '1', TABLE_ROOM_IDLE_SECONDS: '1' });
    // A table already being played, on an address of its own: an answer every quarter second, each update answered.
    const table = room(20);
    const host = await raw(server.port, {}, '127.0.0.4');
    const hostCode = watch(host);
    expect(await opens(host, table), 'the host opening its table').toBe('answered');
    const answers: ('answered' | number)[] = [];
    let beat = 0;
    const beats = setInterval(() => {
      const doc = new Y.Doc();
      doc.getMap('answers').set(`a${++beat}`, beat);
      host.ws.send(presenceFrame(table, 9, beat));
      void ask(host, updateFrame(Y.encodeStateAsUpdate(doc), table), 'the table to take an answer').then((got) => answers.push(got));
    }, 250);
    try {
      // Two shards filled past the budget, kept busy by their filler's presence until the newcomer is refused.
      const filler = await fill(server);
      const fillerCode = watch(filler);
      let clock = 0;
      const busy = setInterval(() => [SHARD0, SHARD1].forEach((shard) => filler.ws.send(presenceFrame(shard, 7, ++clock))), 250);
      try {
        await until(async () => (await server.stats()).memory >= 1024 * KB, 'the rooms in memory past 1 MB', 15_000);
        const newcomer = await raw(server.port, {}, '127.0.0.2');
        expect(await opens(newcomer, room(21))).toBe(4012);
      } finally {
        clearInterval(busy);
      }
      // The filler goes quiet: its shards are unloaded (it stays connected), the table stays.
      // Without the unloading they stayed loaded for as long as the filler's socket was open.
      // Another address naming the shards in frames, without opening them, does not keep them
      // loaded (each time on a new connection, before it is dropped for frames in rooms not open).
      let pinned = 0;
      const pinning = setInterval(() => {
        void raw(server.port, {}, '127.0.0.5').then((pinner) => {
          for (const shard of [SHARD0, SHARD1]) pinner.ws.send(presenceFrame(shard, 11, ++pinned));
          setTimeout(() => pinner.ws.close(), 100);
        });
      }, 300);
      try {
        await until(async () => (await server.stats()).memory < 1024 * KB, 'the idle shards unloaded', 25_000);
      } finally {
        clearInterval(pinning);
      }
      expect(pinned).toBeGreaterThan(0);
      // One shard unloaded brings the rooms within the budget: the other stays, as does the table.
      expect((await server.stats()).rooms).toBe(2);
      expect(fillerCode()).toBeUndefined();
      const later = await raw(server.port, {}, '127.0.0.3');
      expect(await opens(later, room(22)), 'a new room once the shard is unloaded').toBe('answered');
      const at = answers.length;
      await until(() => answers.length > at + 2, 'the table to take more answers', 25_000);
    } finally {
      clearInterval(beats);
    }
    expect(hostCode()).toBeUndefined();
    expect(answers.length).toBeGreaterThan(4);
    expect(answers.every((got) => got === 'answered')).toBe(true);
  });

  it('opens no new room while the stored rooms are past their budget (4012); a stored room still opens', async () => {
    const server = await relay({ TABLE_DISK_MB: '1' });
    const filler = await fill(server);
    filler.ws.close();
    await until(async () => (await server.stats()).rooms === 0, 'the rooms stored and unloaded', 15_000);
    expect((await server.stats()).disk).toBeGreaterThanOrEqual(1024 * KB);
    const newcomer = await raw(server.port, {}, '127.0.0.2');
    expect(await opens(newcomer, room(1))).toBe(4012);
    const reader = await raw(server.port, {}, '127.0.0.3');
    expect(await opens(reader, SHARD1)).toBe('answered');
  });
});
