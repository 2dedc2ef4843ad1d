/**
 * Keys that say nothing (issue 35, point 6; docs/live-table.md, "What the relay sees"), tried as
 * the relay's operator would: a host and a phone that took a seat record a game, and every byte the
 * relay holds of the room — the room as it serves it, the files it wrote, every frame that crossed
 * it — is searched for the game's id, each phone's key, the link's secret and every player's name.
 * The room's maps are keyed by fixed names (`head`) and random proposal keys only: no session id,
 * phone or seat names a key, and every value is sealed.
 */
import 'fake-indexeddb/auto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as Y from 'yjs';
import { afterEach, describe, expect, it } from 'vitest';
import { appendEvent, createSession, loadSession, revisionOf } from '../../src/store/index';
import { closeAll, share } from '../../src/live/tables';
import { propose } from '../../src/live/propose';
import { RelaySockets } from '../../src/wire/relay-socket';
import type { LiveTable } from '../../src/live/table';
import { randomGame } from '../support/random-diamonds';
import { foundIn, spying } from '../support/spying';
import { dropDbs, follow, phoneDb, startRelay, until } from './helpers';

let relay: Awaited<ReturnType<typeof startRelay>> | undefined;
afterEach(async () => {
  closeAll();
  await relay?.close();
  relay = undefined;
  await dropDbs();
});

const NAMES = ['Ottoline', 'Peregrine', 'Quentin', 'Rosalind'];

describe('what the relay can read from a live table’s room', () => {
  it('no session id, phone key, link secret or player name in the room the relay serves, the files it writes, or any frame', async () => {
    relay = await startRelay();
    const frames: Buffer[] = [];
    const page = () => ({ WebSocket: spying(frames), sockets: new RelaySockets() });
    const game = randomGame(11, { players: 4, rounds: 1, stopAfterPlays: 8 });
    const hostDb = phoneDb();
    const followerDb = phoneDb();
    const id = await createSession(hostDb, 'diamonds', { ...(game.config as object), players: NAMES });
    const host = (await share(hostDb, id, `ws://127.0.0.1:${relay.port}/sync`, page())) as LiveTable;
    await host.host.letWhole(true);
    await until(() => host.status === 'live', 'the host live', 20_000);
    const follower = await follow(followerDb, host, 'whole', page());
    // The host records four cards; the seated phone asks for four more, which the host answers.
    for (const event of game.events.slice(0, 4)) {
      const row = await hostDb.sessions.get(id);
      expect((await appendEvent(hostDb, id, event, revisionOf(row!))).ok).toBe(true);
    }
    await until(async () => (await loadSession(followerDb, id))?.events.length === 4, 'the phone to have 4 cards', 20_000);
    for (const event of game.events.slice(4, 8)) {
      const revision = (await loadSession(followerDb, id))?.revision ?? 0;
      expect((await propose(followerDb, id, event, revision)).ok).toBe(true);
    }
    await until(async () => (await loadSession(hostDb, id))?.events.length === 8, 'the host to have 8 cards', 20_000);

    const secrets = [id, host.link.secret, host.link.phone, host.link.hostKey, follower.link.phone, ...NAMES];
    const room = relay.relay.hocuspocus.documents.get(host.link.room) as unknown as Y.Doc;
    // The room's map keys: fixed names and random proposal keys, nothing of the table.
    for (const [name, type] of room.share) {
      expect(['head', 'events', 'proposals', 'answers']).toContain(name);
      if (type instanceof Y.Map) for (const key of type.keys()) expect(secrets.some((s) => key.includes(s))).toBe(false);
    }
    const served = Y.encodeStateAsUpdate(room);
    // Proof that the search can find: the names are in the game both phones hold.
    expect(foundIn(secrets, [Buffer.from(JSON.stringify(await loadSession(followerDb, id)))])).toContain('Peregrine');
    const dir = relay.dataDir;
    closeAll();
    await relay.close();
    relay = undefined;
    const files = readdirSync(dir).map((f) => readFileSync(join(dir, f)));
    expect(files.reduce((n, f) => n + f.length, 0)).toBeGreaterThan(2000);
    expect(frames.reduce((n, f) => n + f.length, 0)).toBeGreaterThan(2000);

    expect(foundIn(secrets, [served])).toEqual([]);
    expect(foundIn(secrets, files)).toEqual([]);
    expect(foundIn(secrets, frames)).toEqual([]);
  }, 120_000);
});
