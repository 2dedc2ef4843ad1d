/**
 * Who may write a room (server/write-keys.ts, docs/live-table.md "Who can do what"): the room's
 * name, which every frame carries in clear, is not enough; only a fresh proof by the write key its
 * first writer claimed it with is, after a restart too, and a proof read off the wire is good no
 * more. And whatever the proof, nothing is written under a root type the app does not use.
 */
import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { PROOF_WINDOW_MS, readProof, writeKey, writeProof } from '../../src/wire/crypto';
import type { RoomStore } from '../../server/room-store';
import { access, UsedProofs } from '../../server/write-keys';
import { startRedis, stopAll } from '../support/scale-out';
import { TEST_WRITE } from '../support/write-token';
import { authFrame, presenceFrame, closeAll, phone, raw, ROOM, startRelay, tempDir, proof, until, updateFrame, type Raw } from './relay-helpers';

afterEach(async () => {
  await closeAll();
  await stopAll();
});

/** An update that sets `key` in `root`, from a document of its own. */
function junk(root: string, key: string, bytes = 1000): Uint8Array {
  const doc = new Y.Doc();
  doc.getMap(root).set(key, 'j'.repeat(bytes));
  return Y.encodeStateAsUpdate(doc);
}

/** Opens `room` on `client` with `token` and waits for the relay's answer to it (authenticated or refused). */
async function open(client: Raw, token: string, room = ROOM): Promise<void> {
  const before = client.received;
  client.ws.send(authFrame(room, token));
  await until(() => client.received > before, 'the relay to answer the auth', 25_000);
}

/** Sends `update` and waits for the relay's answer to it (its sync status: taken or refused). */
async function send(client: Raw, update: Uint8Array): Promise<void> {
  const before = client.received;
  client.ws.send(updateFrame(update));
  await until(() => client.received > before, 'the relay to answer the update', 25_000);
}

describe('a room is written only by who holds its write token', () => {
  it("refuses the updates of a client that knows only the room's name, or shows another token, after a restart too", async () => {
    const dataDir = tempDir('tables-');
    const first = await startRelay({ dataDir });
    const owner = phone(first.port);
    await owner.synced();
    owner.doc.getMap('proposals').set('mine', 'kept');
    await until(() => first.relay.hocuspocus.documents.get(ROOM)?.getMap('proposals').get('mine') === 'kept', 'the owner to write');

    const other = writeKey(new TextEncoder().encode('another key than the room was made with'), 'the tests write');
    for (const token of ['', 'a-token-of-its-own', writeProof(other, ROOM)]) {
      const stranger = await raw(first.port);
      await open(stranger, token);
      await send(stranger, junk('proposals', `junk${token.length}`));
      stranger.ws.close();
    }
    expect([...(first.relay.hocuspocus.documents.get(ROOM)?.getMap('proposals').keys() ?? [])]).toEqual(['mine']);

    owner.provider.destroy();
    owner.socket.destroy();
    await until(() => first.relay.rooms() === 0, 'the room to be unloaded', 25_000);
    await first.close();
    const again = await startRelay({ dataDir });
    const stranger = await raw(again.port);
    await open(stranger, '');
    await send(stranger, junk('proposals', 'late'));
    const reader = phone(again.port);
    await reader.synced();
    expect([...reader.doc.getMap('proposals').keys()]).toEqual(['mine']);
    // The owner's token still writes.
    reader.doc.getMap('proposals').set('again', 'kept');
    await until(() => again.relay.hocuspocus.documents.get(ROOM)?.getMap('proposals').get('again') === 'kept', 'the owner to write after the restart');
  });

  it('passes on no presence of a client without the token (a flood of them would cost the room its own)', async () => {
    const server = await startRelay();
    const owner = phone(server.port);
    await owner.synced();
    const stranger = await raw(server.port);
    await open(stranger, '');
    stranger.ws.send(presenceFrame(ROOM, 4242, 1));
    // Answered after the presence, on the same connection: the relay has looked at it by then.
    await send(stranger, junk('proposals', 'after'));
    expect(server.relay.hocuspocus.documents.get(ROOM)?.awareness.getStates().has(4242)).toBe(false);
  });

  it('opens no room that does not exist for a client without a token', async () => {
    const server = await startRelay();
    const stranger = phone(server.port, ROOM, new Y.Doc(), '');
    let refused = false;
    stranger.provider.on('authenticationFailed', () => (refused = true));
    await until(() => refused || stranger.provider.isSynced, 'the relay to answer', 25_000);
    expect(refused).toBe(true);
    expect(server.relay.hocuspocus.documents.has(ROOM)).toBe(false);
    expect(await server.relay.store.known(ROOM)).toBe(false);
    expect(await server.relay.store.count()).toBe(0);
  });

  it('closes a connection that writes under a root type the app does not use (4002), token or not', async () => {
    const server = await startRelay();
    const owner = phone(server.port);
    await owner.synced();
    const writer = await raw(server.port);
    await open(writer, proof(ROOM));
    writer.ws.send(updateFrame(junk('junk', 'filler')));
    expect(await writer.closed).toBe(4002);
    // A ledger's root type is not a table's.
    const other = await raw(server.port);
    await open(other, proof(ROOM));
    other.ws.send(updateFrame(junk('games', 'filler')));
    expect(await other.closed).toBe(4002);
    const room = server.relay.hocuspocus.documents.get(ROOM) as Y.Doc;
    expect([...room.share.keys()].filter((name) => name === 'junk' || name === 'games')).toEqual([]);
    expect(server.relay.dropped.frame).toBe(2);
  });

  it('takes a proof once: the same proof read off the wire and shown again reads only; so does a proof for another room, or out of its time', async () => {
    const server = await startRelay();
    const owner = phone(server.port);
    await owner.synced();
    const written = (): string[] => [...(server.relay.hocuspocus.documents.get(ROOM)?.getMap('proposals').keys() ?? [])];
    const heard = proof(ROOM);
    const first = await raw(server.port);
    await open(first, heard);
    await send(first, junk('proposals', 'first'));
    expect(written()).toEqual(['first']);
    const tries: [string, string][] = [
      ['again', heard],
      ['other-room', proof('anotherRoomOfTheTests')],
      ['stale', writeProof(TEST_WRITE, ROOM, Date.now() - PROOF_WINDOW_MS - 60_000)],
      ['early', writeProof(TEST_WRITE, ROOM, Date.now() + PROOF_WINDOW_MS + 60_000)],
    ];
    for (const [key, token] of tries) {
      const sniffer = await raw(server.port);
      await open(sniffer, token);
      await send(sniffer, junk('proposals', key));
    }
    expect(written()).toEqual(['first']);
    // A fresh proof by the key still writes.
    const again = await raw(server.port);
    await open(again, proof(ROOM));
    await send(again, junk('proposals', 'fresh'));
    expect(written().sort()).toEqual(['first', 'fresh']);
  });

  it('behind Redis, a proof taken by one process is not taken by another', async () => {
    const redis = await startRedis();
    const dataDir = tempDir('tables-');
    const [a, b] = [await startRelay({ dataDir, redisUrl: redis.url }), await startRelay({ dataDir, redisUrl: redis.url })];
    // Until then each process keeps its own list (Redis down), as it does its budgets.
    await until(() => a.relay.sharing() && b.relay.sharing(), 'both processes to reach Redis', 25_000);
    const heard = proof(ROOM);
    const onA = await raw(a.port);
    await open(onA, heard);
    await send(onA, junk('proposals', 'onA'));
    const onB = await raw(b.port);
    await open(onB, heard);
    await send(onB, junk('proposals', 'onB'));
    const reader = phone(b.port);
    await reader.synced();
    expect([...reader.doc.getMap('proposals').keys()]).toEqual(['onA']);
  });

  it('moves a room the previous version claimed with its token to the key of the first proof that shows that token; the token alone, or with another key, then writes nothing', async () => {
    const server = await startRelay();
    const legacy = new Uint8Array(createHash('sha256').update(TEST_WRITE.legacy).digest());
    await server.relay.store.claim(ROOM, legacy);
    // The previous version showed the token itself: a room it claimed no longer takes it.
    const old = await raw(server.port);
    await open(old, TEST_WRITE.legacy);
    await send(old, junk('proposals', 'old'));
    expect(server.relay.hocuspocus.documents.get(ROOM)?.getMap('proposals').size ?? 0).toBe(0);
    const owner = phone(server.port);
    await owner.synced();
    owner.doc.getMap('proposals').set('moved', 'kept');
    await until(
      () => server.relay.hocuspocus.documents.get(ROOM)?.getMap('proposals').get('moved') === 'kept',
      'the owner to write, its room moved to its key',
    );
    expect([...(await server.relay.store.claim(ROOM, legacy))]).toEqual([1, ...TEST_WRITE.key]);
    // Whoever read the old token off the Wi-Fi, with a key of its own, now only reads.
    const reader = writeKey(new TextEncoder().encode('a reader of the wire, 32 bytes!!'), 'the tests write');
    const late = await raw(server.port);
    await open(late, writeProof({ ...reader, legacy: TEST_WRITE.legacy }, ROOM));
    await send(late, junk('proposals', 'late'));
    expect([...(server.relay.hocuspocus.documents.get(ROOM)?.getMap('proposals').keys() ?? [])]).toEqual(['moved']);
  });
});

describe('the proofs the relay keeps', () => {
  it('keeps the newest 256 of a room, and none of a key that is not the room’s', async () => {
    const used = new UsedProofs(Date.now);
    const nonces = Array.from({ length: 257 }, (_, i) => `nonce${i}`);
    for (const nonce of nonces) expect(await used.take('roomA', nonce)).toBe(true);
    expect(await used.take('roomA', 'nonce256')).toBe(false);
    // The oldest is forgotten, in that room only.
    expect(await used.take('roomA', 'nonce0')).toBe(true);
    expect(await used.take('roomB', 'nonce100')).toBe(true);

    // A key of one's own signs proofs without end: shown for a room claimed by another key, none is kept.
    const claimed = new Uint8Array(33).fill(9);
    const store = { claim: async () => claimed } as unknown as RoomStore;
    const stranger = writeKey(new TextEncoder().encode('a stranger with a key of its own!'), 'the tests write');
    const token = writeProof(stranger, 'roomC');
    expect(await access(store, used, 'roomC', token, true, Date.now())).toBe('read');
    expect(await used.take('roomC', readProof(token)!.nonce)).toBe(true);
  });
});
