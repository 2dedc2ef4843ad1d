/** A page's one socket per relay (src/wire/relay-socket.ts), shared by its tables, over a real relay. */
import 'fake-indexeddb/auto';
import type { Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { appendEvent, createSession, loadSession, revisionOf, type DeviceDb } from '../../src/store/index';
import { closeAll, share } from '../../src/live/tables';
import { MESSAGE_TIMEOUT_MS } from '../../src/wire/relay-socket';
import type { LiveTable } from '../../src/live/table';
import type { TableServer } from '../../server/table-server';
import { randomGame } from '../support/random-diamonds';
import { dropDbs, follow, phoneDb, phonePage, startRelay, until } from './helpers';

let relay: TableServer | undefined;
afterEach(async () => {
  closeAll();
  await relay?.close();
  relay = undefined;
  await dropDbs();
});

const game = randomGame(7, { players: 4, rounds: 1, stopAfterPlays: 12 });

async function stored(db: DeviceDb, id: string) {
  return (await loadSession(db, id))?.events ?? [];
}

async function append(db: DeviceDb, id: string, event: unknown): Promise<void> {
  const row = await db.sessions.get(id);
  expect((await appendEvent(db, id, event, revisionOf(row!))).ok).toBe(true);
}

/** One phone hosting two games at one relay, another phone following both. */
async function twoGames() {
  relay = await startRelay();
  const url = `ws://127.0.0.1:${relay.port}/sync`;
  const hostDb = phoneDb();
  const followerDb = phoneDb();
  const hostPage = phonePage();
  const followerPage = phonePage();
  const ids = [await createSession(hostDb, 'diamonds', game.config), await createSession(hostDb, 'diamonds', game.config)] as const;
  const hosts = [(await share(hostDb, ids[0], url, hostPage)) as LiveTable, (await share(hostDb, ids[1], url, hostPage)) as LiveTable] as const;
  const followers = [await follow(followerDb, hosts[0], undefined, followerPage), await follow(followerDb, hosts[1], undefined, followerPage)];
  await until(() => [...hosts, ...followers].every((t) => t.status === 'live'), 'all four tables live', 25_000);
  await until(async () => (await followerDb.sessions.get(ids[0])) && (await followerDb.sessions.get(ids[1])), 'the follower to store both games', 25_000);
  return { hostDb, followerDb, hostPage, ids, hosts, followers };
}

describe("a page's socket to a relay", () => {
  it('two tables of one page share its one socket; closing one keeps the other live; closing the last closes it', async () => {
    const { hostDb, followerDb, hostPage, ids, hosts, followers } = await twoGames();
    // Two phones, four tables: a socket per phone.
    expect(relay!.relay.connections()).toBe(2);
    expect(hostPage.sockets.size).toBe(1);
    hosts[0].close();
    // The follower of the first game sees its host leave; the second game goes on as it was.
    await until(() => followers[0]!.phones === 1, 'the first host to have left', 25_000);
    await append(hostDb, ids[1], game.events[0]);
    await until(async () => (await stored(followerDb, ids[1])).length === 1, 'the second game to reach the follower', 25_000);
    expect(hosts[1].status).toBe('live');
    expect(relay!.relay.connections()).toBe(2);
    hosts[1].close();
    await until(() => relay!.relay.connections() === 1, "the host's socket to close", 25_000);
    expect(hostPage.sockets.size).toBe(0);
  });

  it('a room the relay closes alone, on a socket it keeps open, is asked for again and is live again', async () => {
    const { hostDb, followerDb, ids, hosts, followers } = await twoGames();
    relay!.relay.hocuspocus.closeConnections(hosts[0].link.room);
    await until(() => hosts[0].status === 'offline' && followers[0]!.status === 'offline', 'the closed room to be offline', 25_000);
    expect(hosts[1].status).toBe('live');
    await until(() => hosts[0].status === 'live' && followers[0]!.status === 'live', 'the room to be live again', 25_000);
    await append(hostDb, ids[0], game.events[0]);
    await until(async () => (await stored(followerDb, ids[0])).length === 1, 'the reopened game to reach the follower', 25_000);
    expect(relay!.relay.connections()).toBe(2);
  });

  it('a host back from a long stretch offline brings the others up to date without flooding the relay', async () => {
    // A relay that lets a phone send 40 frames at once; the host records 60 changes offline.
    relay = await startRelay(0, { messageBurst: 40, messagesPerSecond: 5 });
    const long = randomGame(11, { players: 4 });
    const hostDb = phoneDb();
    const followerDb = phoneDb();
    const id = await createSession(hostDb, 'diamonds', long.config);
    const host = (await share(hostDb, id, `ws://127.0.0.1:${relay.port}/sync`, phonePage())) as LiveTable;
    const follower = await follow(followerDb, host);
    await until(() => host.status === 'live' && follower.status === 'live', 'both live', 25_000);
    host.relaySocket.socket.disconnect();
    await until(() => host.status === 'offline', 'the host offline', 25_000);
    for (const event of long.events.slice(0, 60)) await append(hostDb, id, event);
    void host.relaySocket.socket.connect();
    await until(async () => (await stored(followerDb, id)).length === 60, 'the follower to have the 60 changes', 15_000);
    expect(await stored(followerDb, id)).toEqual(long.events.slice(0, 60));
    expect(relay.relay.dropped.budget).toBe(0);
  }, 30_000);

  it('a quiet socket hears from the relay; one the relay stops answering is replaced within seconds', async () => {
    relay = await startRelay();
    const upgrades: Socket[] = [];
    relay.server.on('upgrade', (_request, socket: Socket) => upgrades.push(socket));
    const db = phoneDb();
    const id = await createSession(db, 'diamonds', game.config);
    const host = (await share(db, id, `ws://127.0.0.1:${relay.port}/sync`, phonePage())) as LiveTable;
    await until(() => host.status === 'live', 'the table to be live', 25_000);
    // Alone at its table nothing else reaches it: whatever it hears is the relay answering it.
    const quiet = Date.now();
    await until(() => host.relaySocket.socket.lastMessageReceived >= quiet + 3000, 'an answer while nothing happens', 25_000);
    // The relay stops reading this phone, as when the phone walked out of the Wi-Fi: no close, no answer.
    for (const socket of upgrades) socket.pause();
    await until(() => host.status === 'offline', 'the silence to be noticed', MESSAGE_TIMEOUT_MS + 6000);
    await until(() => host.status === 'live', 'a new connection to be live', 25_000);
    expect(upgrades.length).toBe(2);
  }, 40_000);
});
