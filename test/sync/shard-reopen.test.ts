/**
 * A shard the relay unloads goes on syncing (issue 36's relay work): past its memory budget the
 * relay closes the rooms no phone sent to for TABLE_ROOM_IDLE_SECONDS, each for its phones alone
 * ('relay busy'), the socket kept open. A ledger's shards with no change are exactly those; a
 * device reopens them, and a game made afterwards on one device still reaches the other, with no
 * reconnection of either's socket.
 */
import * as decoding from 'lib0/decoding';
import { afterEach, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import type { DeviceDb } from '../../src/store/index';
import { ledgerKeys, sealingOf, shardOf, shardRoom, SHARDS, type LedgerKeys } from '../../src/sync/ledger-keys';
import { shardRooms } from '../../src/wire/protocol';
import { NodeWebSocket } from '../support/quiet-websocket';
import { appRoot, startRelayProcess, stopAll, tempFolder } from '../support/scale-out';
import { authFrame, closeAll, presenceFrame, raw, until, updateFrame, type Raw } from '../server/relay-helpers';
import { gamesOf, leaveAll, linkAll, phone, playedGame } from './helpers';

const dbs: DeviceDb[] = [];

afterEach(async () => {
  await leaveAll(dbs);
  await closeAll();
  await stopAll();
});

const KB = 1024;
/** Hocuspocus's message that closes one room of a socket (its reason follows). */
const CLOSE_MESSAGE = 7;

/** A socket class that counts the sockets it made and notes each room the relay closed alone on them, with its reason. */
function watchedSockets(): { WebSocketClass: typeof WebSocket; made: () => number; closed: Map<string, string> } {
  let made = 0;
  const closed = new Map<string, string>();
  class Watched extends (NodeWebSocket as unknown as typeof import('ws').default) {
    constructor(...args: ConstructorParameters<typeof import('ws').default>) {
      super(...args);
      made++;
      this.on('message', (data: Buffer) => {
        const decoder = decoding.createDecoder(new Uint8Array(data));
        const room = decoding.readVarString(decoder);
        if (decoding.readVarUint(decoder) === CLOSE_MESSAGE) closed.set(room, decoding.readVarString(decoder));
      });
    }
  }
  return { WebSocketClass: Watched as unknown as typeof WebSocket, made: () => made, closed };
}

/** Sends `frame` from `client` and waits for the relay's answer. */
async function answered(client: Raw, frame: Uint8Array): Promise<void> {
  const before = client.received;
  client.ws.send(frame);
  await until(() => client.received > before, 'the relay to answer the filler', 25_000);
}

/** Another ledger's two shards, 600 KB each, from an address of their own: the relay's rooms past its 1 MB. */
async function fill(port: number): Promise<{ client: Raw; rooms: string[] }> {
  const client = await raw(port, {}, '127.0.0.2');
  const rooms = shardRooms(`filler${Date.now().toString(36)}`.padEnd(22, 'x').slice(0, 22)).slice(0, 2);
  for (const room of rooms) {
    await answered(client, authFrame(room, client.ws));
    const doc = new Y.Doc();
    doc.getMap('games').set('g', 'g'.repeat(600 * KB));
    await answered(client, updateFrame(Y.encodeStateAsUpdate(doc), room));
  }
  return { client, rooms };
}

describe('a shard the relay unloads', () => {
  it("is reopened: a game made on A after the relay closed the idle shards still reaches B, on B's same socket", async () => {
    const relay = await startRelayProcess({
      root: appRoot(),
      dataDir: tempFolder('reopen-tables-'),
      env: { TABLE_MEMORY_MB: '1', TABLE_ROOM_IDLE_SECONDS: '1' },
    });
    const [a, b] = [phone(dbs), phone(dbs)];
    const watched = watchedSockets();
    b.options.WebSocketClass = watched.WebSocketClass;
    // What B's status says first once the relay closed a shard of its: not 'synced'.
    const tellB = b.options.status;
    let saidOnClose: string | undefined;
    b.options.status = (patch) => {
      tellB(patch);
      if (saidOnClose === undefined && patch.state && [...watched.closed.values()].includes('relay busy')) saidOnClose = patch.state;
    };
    const keyring = await linkAll([a, b], relay.port);
    const keys = ledgerKeys(keyring.secret) as LedgerKeys;
    const sealing = sealingOf(keys);
    const sockets = watched.made();

    // The filler's rooms kept busy (its presence) until the relay closed B's idle shards; then it leaves.
    const filler = await fill(relay.port);
    let clock = 0;
    const busy = setInterval(() => filler.rooms.forEach((room) => filler.client.ws.send(presenceFrame(room, 7, ++clock))), 250);
    try {
      await until(() => [...watched.closed.values()].includes('relay busy'), "the relay to close B's idle shards", 25_000);
    } finally {
      clearInterval(busy);
    }
    filler.client.ws.close();
    await until(() => saidOnClose, "B's status once its shards were closed", 25_000);
    expect(saidOnClose).toBe('syncing');

    // A game on A in a shard the relay closed on B (nearly all were: the first game made is almost always one).
    let id = '';
    for (let seed = 1; id === ''; seed++) {
      const made = await playedGame(a.db, seed, 6);
      if (watched.closed.get(shardRoom(keys.id, shardOf(sealing.name('g', made)))) === 'relay busy') id = made;
      if (seed > 4 * SHARDS) throw new Error(`no game landed in a closed shard: ${[...watched.closed.keys()].join(', ')}`);
    }
    await until(async () => (await gamesOf(b.db)).some((game) => game.id === id), "A's game on B", 45_000);
    await until(() => a.status.state === 'synced' && b.status.state === 'synced', 'both synced again', 25_000);
    expect((await gamesOf(b.db)).map((game) => game.id)).toEqual((await gamesOf(a.db)).map((game) => game.id));
    // Heard on the socket B had all along: its rooms were reopened, not its connection.
    expect(watched.made()).toBe(sockets);
  });
});
