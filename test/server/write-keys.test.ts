/**
 * Who may write a room (server/write-keys.ts, docs/live-table.md "Who can do what"): the room's
 * name, which every frame carries in clear, is not enough; only a proof by the write key its first
 * writer claimed it with, over the challenge the relay sent this connection, is, after a restart
 * too; a proof read off the wire is good on no other connection. And whatever the proof, nothing is
 * written under a root type the app does not use.
 */
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { writeKey, writeProof } from '../../src/wire/crypto';
import { shardRooms } from '../../src/wire/protocol';
import { authFrame, challengeOf, presenceFrame, closeAll, phone, proof, raw, ROOM, startRelay, tempDir, until, updateFrame, type Raw } from './relay-helpers';

afterEach(closeAll);

/** An update that sets `key` in `root`, from a document of its own. */
function junk(root: string, key: string, bytes = 1000): Uint8Array {
  const doc = new Y.Doc();
  doc.getMap(root).set(key, 'j'.repeat(bytes));
  return Y.encodeStateAsUpdate(doc);
}

/** Opens `room` on `client` with `token` (by default, a proof by the tests' key over its own challenge) and waits for the relay's answer to it. */
async function open(client: Raw, token: string | WebSocket = client.ws, room = ROOM): Promise<void> {
  const before = client.received;
  client.ws.send(authFrame(room, token));
  await until(() => client.received > before, 'the relay to answer the auth', 25_000);
}

/** Sends `update` and waits for the relay's answer to it (its sync status: taken or refused). */
async function send(client: Raw, update: Uint8Array, room = ROOM): Promise<void> {
  const before = client.received;
  client.ws.send(updateFrame(update, room));
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
    const tokens: ((challenge: Uint8Array) => string)[] = [() => '', () => 'a-token-of-its-own', (challenge) => writeProof(other, ROOM, challenge)];
    for (const [i, token] of tokens.entries()) {
      const stranger = await raw(first.port);
      await open(stranger, token(challengeOf(stranger.ws)));
      await send(stranger, junk('proposals', `junk${i}`));
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
    await open(writer);
    writer.ws.send(updateFrame(junk('junk', 'filler')));
    expect(await writer.closed).toBe(4002);
    // A ledger's root type is not a table's.
    const other = await raw(server.port);
    await open(other);
    other.ws.send(updateFrame(junk('games', 'filler')));
    expect(await other.closed).toBe(4002);
    const room = server.relay.hocuspocus.documents.get(ROOM) as Y.Doc;
    expect([...room.share.keys()].filter((name) => name === 'junk' || name === 'games')).toEqual([]);
    expect(server.relay.dropped.frame).toBe(2);
  });

  it('takes a proof on the connection it was made for only: read off the wire and shown on another, or made for another room, it reads only', async () => {
    const server = await startRelay();
    const owner = phone(server.port);
    await owner.synced();
    const written = (): string[] => [...(server.relay.hocuspocus.documents.get(ROOM)?.getMap('proposals').keys() ?? [])];
    const first = await raw(server.port);
    const heard = proof(ROOM, challengeOf(first.ws));
    await open(first, heard);
    await send(first, junk('proposals', 'first'));
    expect(written()).toEqual(['first']);
    // Whoever read it off the Wi-Fi shows it on a connection of its own.
    const sniffer = await raw(server.port);
    await open(sniffer, heard);
    await send(sniffer, junk('proposals', 'again'));
    // A proof by the key over this connection's challenge, for another room.
    const elsewhere = await raw(server.port);
    await open(elsewhere, proof('anotherRoomOfTheTests', challengeOf(elsewhere.ws)));
    await send(elsewhere, junk('proposals', 'other-room'));
    expect(written()).toEqual(['first']);
    // A proof over its own challenge still writes.
    const again = await raw(server.port);
    await open(again);
    await send(again, junk('proposals', 'fresh'));
    expect(written().sort()).toEqual(['first', 'fresh']);
  });
});

describe("a ledger's shards", () => {
  it('are claimed together by the first writer of any: whoever reads shard 00’s name off the Wi-Fi claims none of the others with a key of its own', async () => {
    const server = await startRelay();
    const ledger = 'shardsClaimedTogether'.padEnd(22, 'x');
    const [first, second] = shardRooms(ledger) as [string, string];
    const owner = await raw(server.port);
    await open(owner, owner.ws, first);
    // Its shard 01 not yet opened: a key of its own opens nothing there.
    const stranger = writeKey(new TextEncoder().encode('a reader of the wire, 32 bytes!!'), 'the tests write');
    const sniffer = await raw(server.port);
    const refused = new Promise<string>((resolve) => sniffer.ws.on('message', (data: Buffer) => resolve(data.toString('latin1'))));
    await open(sniffer, writeProof(stranger, second, challengeOf(sniffer.ws)), second);
    expect(await refused).toContain('no such room');
    expect(await server.relay.store.known(second)).toBe(false);
    // The owner's key opens it and writes.
    await open(owner, owner.ws, second);
    await send(owner, junk('games', 'mine'), second);
    expect([...(server.relay.hocuspocus.documents.get(second)?.getMap('games').keys() ?? [])]).toEqual(['mine']);
  });
});
