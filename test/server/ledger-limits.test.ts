/**
 * A person's ledger of games on the relay: 32 shard rooms (`l` + ledger id + `00`–`31`), each far
 * larger than a table's room, with frames, budgets and caps of their own, and a cap on what all a
 * ledger's shards hold together, loaded or only stored, that closes with 'ledger full' (4011).
 * Small limits keep the tests fast: a table room holds 32 KB, a shard 128 KB, a ledger 320 KB.
 */
import { HocuspocusProvider } from '@hocuspocus/provider';
import { relayConnection } from '../../src/wire/relay-socket';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { NodeWebSocket } from '../support/quiet-websocket';
import * as Y from 'yjs';
import { DEFAULT_LIMITS, LEDGER_FRAME_SLACK, type Limits } from '../../server/guard';
import { DEFAULT_KEEP_DAYS, DEFAULT_LEDGER_KEEP_DAYS } from '../../server/relay';
import { LEDGER_SHARDS, ledgerOf, ROOM_PATTERN, shardRooms } from '../../src/wire/protocol';
import type { TableServer } from '../../server/table-server';
import { authFrame, closeAll, enter, raw, ROOM, startRelay, tempDir, until, updateFrame, type Raw } from './relay-helpers';
import { testToken } from '../support/write-token';

const devices: { close(): void }[] = [];
afterEach(async () => {
  for (const device of devices.splice(0)) device.close();
  await closeAll();
});

const KB = 1024;
const LEDGER = 'AbCdEfGhIjKlMnOpQrStUv';
const OTHER = 'Zy-_VuTsRqPoNmLkJiHg09';
const shard = (n: number, ledger = LEDGER): string => `l${ledger}${String(n).padStart(2, '0')}`;

const SMALL: Partial<Limits> = {
  maxRoomBytes: 32 * KB,
  maxMessageBytes: 48 * KB,
  byteBurst: 64 * KB,
  bytesPerSecond: KB,
  answerByteBurst: 64 * KB,
  answerBytesPerSecond: KB,
  maxShardBytes: 128 * KB,
  maxLedgerBytes: 320 * KB,
};

let keys = 0;

/** The map the fillers write: one of the room's own root types (src/wire/protocol.ts, rootsOf). */
const rootOf = (room: string): string => (ledgerOf(room) === null ? 'proposals' : 'games');

/** An update that adds `bytes` of text under a key of its own. */
function filler(bytes: number, root = 'games'): { key: string; update: Uint8Array } {
  const key = `k${keys++}`;
  const doc = new Y.Doc();
  doc.getMap(root).set(key, 'x'.repeat(bytes));
  return { key, update: Y.encodeStateAsUpdate(doc) };
}

/** Sends `bytes` into `room` (opened already); resolves with 'held' once the relay holds them, or with the code it closed the client with. */
async function put(server: TableServer, client: Raw, room: string, bytes: number): Promise<'held' | number> {
  const { key, update } = filler(bytes, rootOf(room));
  let code: number | undefined;
  void client.closed.then((c) => (code = c));
  client.ws.send(updateFrame(update, room));
  await until(
    () => code !== undefined || server.relay.hocuspocus.documents.get(room)?.getMap(rootOf(room)).has(key),
    `the relay to take or refuse ${bytes} bytes in ${room}`,
    5000,
  );
  return code ?? 'held';
}

/** A raw client with `rooms` open. */
async function client(server: TableServer, ...rooms: string[]): Promise<Raw> {
  const c = await raw(server.port);
  for (const room of rooms) await enter(c, room);
  return c;
}

/** A device as the app makes one for a ledger: one socket, a provider for each shard. */
function device(port: number, rooms: string[]): { docs: Y.Doc[]; providers: HocuspocusProvider[]; drops(): number } {
  const socket = relayConnection({
    url: `ws://127.0.0.1:${port}/sync`,
    WebSocketPolyfill: NodeWebSocket,
    delay: 50,
    minDelay: 50,
    maxDelay: 200,
  });
  let drops = 0;
  socket.on('disconnect', () => drops++);
  const docs = rooms.map(() => new Y.Doc());
  const providers = rooms.map(
    (name, i) => new HocuspocusProvider({ websocketProvider: socket, name, document: docs[i] as Y.Doc, token: testToken(socket, name) }),
  );
  for (const p of providers) p.attach();
  devices.push({ close: () => (providers.forEach((p) => p.destroy()), socket.destroy()) });
  return { docs, providers, drops: () => drops };
}

const synced = (d: ReturnType<typeof device>): Promise<unknown> => until(() => d.providers.every((p) => p.isSynced), 'the device to sync', 45_000);

describe('ledger shard rooms', () => {
  it('names a shard room `l` + the 22-character ledger id + 00 to 31, and nothing else', () => {
    expect(ledgerOf(`l${LEDGER}07`)).toBe(LEDGER);
    expect(ledgerOf(`l${LEDGER}00`)).toBe(LEDGER);
    expect(ledgerOf(`l${LEDGER}31`)).toBe(LEDGER);
    expect(ledgerOf(`l${OTHER}12`)).toBe(OTHER);
    for (const name of [
      `l${LEDGER}32`,
      `l${LEDGER}99`,
      `l${LEDGER}7`,
      `l${LEDGER}007`,
      `L${LEDGER}07`,
      `x${LEDGER}07`,
      `${LEDGER}07`,
      LEDGER,
      `l${LEDGER}0a`,
      `l${LEDGER}０７`,
      `l${LEDGER}07\n`,
      `l${LEDGER.replace('A', '.')}07`,
      '',
    ]) {
      expect(ledgerOf(name), name).toBeNull();
    }
    // Every table room the app makes has 22 characters: never a shard's.
    expect(ledgerOf(ROOM)).toBeNull();
    const rooms = shardRooms(LEDGER);
    expect(rooms).toHaveLength(LEDGER_SHARDS);
    expect(LEDGER_SHARDS).toBe(32);
    for (const room of rooms) expect([room.length, ROOM_PATTERN.test(room), ledgerOf(room)]).toEqual([25, true, LEDGER]);
    expect(new Set(rooms).size).toBe(32);
  });

  it('takes a shard far past a table room in one frame, on budgets of its own, and a new device reads the ledger whole', async () => {
    const server = await startRelay({ limits: SMALL });
    const rooms = [shard(0), shard(1), shard(2)];
    const writer = device(server.port, rooms);
    await synced(writer);
    // 100 KB each: past the table room's cap and frame, and past the table budgets of bytes
    // (64 KB) and of answers (64 KB, which would pass over the 2nd and 3rd sync request).
    writer.docs.forEach((doc, i) => doc.getMap('games').set('games', `${i}`.repeat(100 * KB)));
    await until(() => rooms.every((room) => server.relay.hocuspocus.documents.get(room)?.getMap('games').has('games')), 'the relay to hold the shards', 25_000);
    const reader = device(server.port, rooms);
    await synced(reader);
    expect(reader.docs.map((doc) => (doc.getMap('games').get('games') as string | undefined)?.length)).toEqual([100 * KB, 100 * KB, 100 * KB]);
    expect(writer.drops() + reader.drops()).toBe(0);
    expect(server.relay.dropped).toEqual({ budget: 0, frame: 0, rooms: 0, full: 0, slow: 0, ledger: 0, big: 0, busy: 0, hourly: 0, idle: 0 });
  });

  it('passes a full shard (1 MB) to a new device at the default limits without dropping it as not reading', async () => {
    const server = await startRelay();
    // Sending one full shard must never look like a phone that does not read.
    expect(DEFAULT_LIMITS.maxBufferedBytes).toBeGreaterThanOrEqual(2 * (DEFAULT_LIMITS.maxShardBytes + LEDGER_FRAME_SLACK));
    const writer = device(server.port, [shard(5)]);
    await synced(writer);
    writer.docs[0]?.getMap('games').set('games', 'g'.repeat(1000 * KB));
    await until(() => server.relay.hocuspocus.documents.get(shard(5))?.getMap('games').has('games'), 'the relay to hold the shard', 25_000);
    const reader = device(server.port, [shard(5)]);
    await synced(reader);
    expect((reader.docs[0]?.getMap('games').get('games') as string).length).toBe(1000 * KB);
    expect(server.relay.dropped).toEqual({ budget: 0, frame: 0, rooms: 0, full: 0, slow: 0, ledger: 0, big: 0, busy: 0, hourly: 0, idle: 0 });
  });

  it('closes a shard past its own cap with 4009, keeps a table room at the table cap, and bounds frames by room', async () => {
    const server = await startRelay({ limits: SMALL });
    const writer = await client(server, shard(0));
    expect(await put(server, writer, shard(0), 100 * KB)).toBe('held');
    expect(await put(server, writer, shard(0), 40 * KB)).toBe(4009);
    expect(server.relay.dropped).toMatchObject({ full: 1, ledger: 0 });

    const table = await client(server, ROOM);
    expect(await put(server, table, ROOM, 40 * KB)).toBe(4009);
    expect(server.relay.dropped.full).toBe(2);
    // A table's frame past maxMessageBytes, though within the largest a shard may send.
    const big = await client(server, ROOM);
    big.ws.send(updateFrame(filler(60 * KB).update, ROOM));
    expect(await big.closed).toBe(1009);
    expect(server.relay.dropped.big).toBe(1);
    // A shard's frame past its shard and slack: ws refuses it before the guard.
    const huge = await client(server, shard(1));
    huge.ws.send(updateFrame(filler(128 * KB + LEDGER_FRAME_SLACK).update, shard(1)));
    expect(await huge.closed).toBe(1009);
    expect(server.relay.hocuspocus.documents.get(shard(1))?.getMap('games').size ?? 0).toBe(0);
  });

  it("closes with 'ledger full' (4011) the update that takes a ledger past its cap, and leaves other ledgers be", async () => {
    const server = await startRelay({ limits: SMALL });
    const writer = await client(server, shard(0), shard(1), shard(2), shard(3));
    for (const n of [0, 1, 2]) expect(await put(server, writer, shard(n), 100 * KB)).toBe('held');
    // 340 KB together: each shard is within its 128 KB, the ledger is not within 320 KB.
    expect(await put(server, writer, shard(3), 40 * KB)).toBe(4011);
    expect(server.relay.dropped).toMatchObject({ ledger: 1, full: 0, budget: 0 });
    expect(server.relay.hocuspocus.documents.get(shard(3))?.getMap('games').size ?? 0).toBe(0);
    // What fits in the ledger still goes in.
    const again = await client(server, shard(3));
    expect(await put(server, again, shard(3), 10 * KB)).toBe('held');
    const other = await client(server, shard(0, OTHER), shard(1, OTHER));
    expect(await put(server, other, shard(0, OTHER), 100 * KB)).toBe('held');
    expect(await put(server, other, shard(1, OTHER), 100 * KB)).toBe('held');
    expect(server.relay.dropped.ledger).toBe(1);
  });

  it('measures an update sent while its room is still loading against the room as stored, not only against the cap', async () => {
    const server = await startRelay({ limits: SMALL });
    const writer = await client(server, ROOM);
    expect(await put(server, writer, ROOM, 24 * KB)).toBe('held');
    writer.ws.close();
    await until(async () => server.relay.rooms() === 0 && (await server.relay.store.count()) === 1, 'the room stored and unloaded', 45_000);
    // The store answers late: the update below comes while the room loads (Hocuspocus 4 holds it
    // and would apply it, once loaded, without the guard's measure).
    const { configuration } = server.relay.store.extension;
    const fetch = configuration.fetch;
    let release: (() => void) | undefined;
    configuration.fetch = async (payload) => {
      await new Promise<void>((resolve) => (release = resolve));
      return fetch(payload);
    };
    const late = await raw(server.port);
    late.ws.send(authFrame(ROOM, late.ws));
    late.ws.send(updateFrame(filler(16 * KB, rootOf(ROOM)).update, ROOM));
    await until(() => release !== undefined, 'the room to start loading', 25_000);
    release?.();
    expect(await late.closed).toBe(4009);
    configuration.fetch = fetch;
    await until(() => server.relay.rooms() === 0, 'the room unloaded', 45_000);
    const stored = new Y.Doc();
    Y.applyUpdate(stored, (await fetch({ documentName: ROOM } as never)) as Uint8Array);
    expect(stored.getMap(rootOf(ROOM)).size).toBe(1);
  });

  it('counts the shards unloaded while another shard of the ledger stays open', async () => {
    const server = await startRelay({ limits: SMALL });
    // Opened first: the ledger's stored sizes are read now, while it has none.
    const keeper = await client(server, shard(10));
    const writer = await client(server, shard(0), shard(1), shard(2));
    for (const n of [0, 1, 2]) expect(await put(server, writer, shard(n), 100 * KB)).toBe('held');
    writer.ws.close();
    await until(() => [0, 1, 2].every((n) => !server.relay.hocuspocus.documents.has(shard(n))), 'the shards to be unloaded', 45_000);
    expect(server.relay.hocuspocus.documents.has(shard(10))).toBe(true);
    const late = await client(server, shard(3));
    expect(await put(server, late, shard(3), 40 * KB)).toBe(4011);
    expect(keeper.ws.readyState).toBe(WebSocket.OPEN);
  });

  it('counts the shards kept in the store but not loaded, so a restart does not reset a ledger', async () => {
    const dataDir = tempDir('tables-');
    const first = await startRelay({ dataDir, limits: SMALL });
    const writer = await client(first, shard(0), shard(1), shard(2));
    for (const n of [0, 1, 2]) expect(await put(first, writer, shard(n), 100 * KB)).toBe('held');
    await first.close();

    const second = await startRelay({ dataDir, limits: SMALL });
    expect(await second.relay.store.count()).toBe(3);
    expect([...(await second.relay.store.ledgerSizes(LEDGER)).keys()].sort()).toEqual([shard(0), shard(1), shard(2)]);
    const late = await client(second, shard(5));
    expect(await put(second, late, shard(5), 40 * KB)).toBe(4011);
    expect(second.relay.dropped.ledger).toBe(1);
    const small = await client(second, shard(5));
    expect(await put(second, small, shard(5), 10 * KB)).toBe('held');
  });

  it('keeps a ledger shard no device opened for longer than a table (DEFAULT_LEDGER_KEEP_DAYS), and deletes it after', async () => {
    let now = Date.UTC(2026, 0, 1);
    const server = await startRelay({ limits: SMALL, now: () => now });
    const writer = await client(server, shard(3), ROOM);
    expect(await put(server, writer, shard(3), 2 * KB)).toBe('held');
    expect(await put(server, writer, ROOM, 2 * KB)).toBe('held');
    writer.ws.close();
    await until(() => server.relay.rooms() === 0, 'the rooms unloaded', 25_000);
    await until(async () => (await server.relay.store.count()) === 2, 'both stored', 25_000);
    now += (DEFAULT_KEEP_DAYS + 1) * 86_400_000;
    // The table's room goes after its 30 days; the shard stays.
    expect(await server.relay.sweep()).toBe(1);
    expect([...(await server.relay.store.ledgerSizes(LEDGER)).keys()]).toEqual([shard(3)]);
    now += (DEFAULT_LEDGER_KEEP_DAYS - DEFAULT_KEEP_DAYS) * 86_400_000;
    expect(await server.relay.sweep()).toBe(1);
    expect(await server.relay.store.count()).toBe(0);
  });
});

describe('table server: what it keeps of a ledger', () => {
  it('says at /relay.json how many bytes of one ledger it keeps', async () => {
    const standard = await startRelay();
    expect(await fetch(`http://127.0.0.1:${standard.port}/relay.json`).then((r) => r.json())).toEqual({
      keepDays: DEFAULT_KEEP_DAYS,
      ledgerBytes: 16 * 1024 * KB,
    });
    const small = await startRelay({ ledgerBytes: 5 * 1024 * KB });
    expect(await fetch(`http://127.0.0.1:${small.port}/relay.json`).then((r) => r.json())).toEqual({ keepDays: DEFAULT_KEEP_DAYS, ledgerBytes: 5 * 1024 * KB });
    expect(small.relay.limits.maxLedgerBytes).toBe(5 * 1024 * KB);
  });
});
