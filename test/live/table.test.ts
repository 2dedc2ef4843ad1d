/** Host and followers over a real relay: the log follows, proposals are checked, take-over, faults. */
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { HocuspocusProvider } from '@hocuspocus/provider';
import { appendEvent, loadSession, revisionOf, undo, type DeviceDb } from '../../src/store/index';
import { SessionController } from '../../src/components/session/session-controller';
import { closeAll } from '../../src/live/tables';
import { propose } from '../../src/live/propose';
import { proposalMap, answerMap, headMap, openAnswer, readHead } from '../../src/live/doc';
import { newSigner, seal, sealSigned, tableKeys, type TableKeys } from '../../src/wire/crypto';
import { proofToken, relayConnection } from '../../src/wire/relay-socket';
import type { LiveTable } from '../../src/live/table';
import type { TableServer } from '../../server/table-server';
import { randomGame } from '../support/random-diamonds';
import { dropDbs, follow, liveTable, NodeWebSocket, phoneDb, startRelay, until, type Table } from './helpers';

let relay: TableServer | undefined;
const intruders: (() => void)[] = [];
afterEach(async () => {
  for (const close of intruders.splice(0)) close();
  closeAll();
  await relay?.close();
  relay = undefined;
  await dropDbs();
});

const game = randomGame(7, { players: 4, rounds: 1, stopAfterPlays: 12 });

async function table(): Promise<Omit<Table, 'relay'>> {
  const made = await liveTable('diamonds', game.config);
  relay = made.relay;
  return made;
}

/** A phone with the link (its secret, so the table's key) that speaks to the room directly, as a hostile one would. */
async function intruder(host: LiveTable): Promise<{ doc: Y.Doc; keys: TableKeys }> {
  const doc = new Y.Doc();
  const socket = relayConnection({ url: host.link.relay, WebSocketPolyfill: NodeWebSocket });
  const provider = new HocuspocusProvider({
    websocketProvider: socket,
    name: host.link.room,
    document: doc,
    token: proofToken(socket, tableKeys(host.link.secret)!.write, host.link.room),
  });
  provider.attach();
  intruders.push(() => (provider.destroy(), socket.destroy()));
  await until(() => provider.isSynced);
  return { doc, keys: tableKeys(host.link.secret)! };
}

const answerOf = (doc: Y.Doc, keys: TableKeys, host: LiveTable, key: string) => openAnswer(keys, host.link.phone, key, answerMap(doc).get(key));

async function stored(db: DeviceDb, id: string) {
  return (await loadSession(db, id))?.events ?? [];
}

describe('live table', () => {
  it("a follower stores the host's log, marked as followed, and follows every change", async () => {
    const { hostDb, followerDb, id } = await table();
    for (const event of game.events.slice(0, 5)) {
      const row = await hostDb.sessions.get(id);
      expect((await appendEvent(hostDb, id, event, revisionOf(row!))).ok).toBe(true);
    }
    await until(async () => (await stored(followerDb, id)).length === 5, 'the follower to have 5 events', 25_000);
    const row = await followerDb.sessions.get(id);
    expect(row?.live?.role).toBe('follower');
    expect(await stored(followerDb, id)).toEqual(game.events.slice(0, 5));
    expect(row?.revision).toBe((await hostDb.sessions.get(id))?.revision);
  });

  it('a proposal the rules accept is appended by the host; a stale or illegal one is refused', async () => {
    const { hostDb, followerDb, id } = await table();
    const deal = game.events[0];
    const accepted = await propose(followerDb, id, deal, 0);
    expect(accepted.ok).toBe(true);
    expect(await stored(hostDb, id)).toEqual([deal]);
    expect(await stored(followerDb, id)).toEqual([deal]);
    // Proposed against revision 0 again: the host's log has moved on, so it is a conflict.
    const stale = await propose(followerDb, id, game.events[1], 0);
    expect(stale).toEqual({ ok: false, conflict: true });
    // A card nobody can play now (a second deal) is refused with the rules' own rejection.
    const illegal = await propose(followerDb, id, { type: 'deal', dealer: 0, pass: 1 }, 1);
    expect(illegal.ok).toBe(false);
    expect('rejection' in illegal && illegal.rejection.rule).toMatch(/^D-/);
    expect(await stored(hostDb, id)).toEqual([deal]);
  });

  it("a follower's screen proposes its cards, and says in words that its Undo, Redo and Fix are the host's: nothing is dropped unsaid", async () => {
    const { hostDb, followerDb, id } = await table();
    const screen = { addController() {}, removeController() {}, requestUpdate() {}, updateComplete: Promise.resolve(true) };
    const follower = new SessionController<unknown, unknown>(screen, { db: () => followerDb, id: () => id, game: 'diamonds' });
    follower.hostConnected();
    await until(() => follower.status === 'ready' && follower.followed, "the follower's screen", 25_000);
    expect((await follower.append(game.events[0])).kind).toBe('ok');
    expect((await follower.append(game.events[1])).kind).toBe('ok');
    for (const outcome of [await follower.undo(), await follower.redo(), await follower.correct(1, game.events[1])])
      expect(outcome).toEqual({ kind: 'failed', atTable: true, message: 'undo, redo and fixes stay with the host: ask its player' });
    // The host's log, and the follower's copy of it, are as the follower's cards left them.
    expect(await stored(hostDb, id)).toEqual(game.events.slice(0, 2));
    expect(follower.view?.events).toEqual(game.events.slice(0, 2));
    // The host's own Undo changes the table's log, and the follower's screen shows it.
    expect((await undo(hostDb, id, revisionOf((await hostDb.sessions.get(id))!))).ok).toBe(true);
    await until(() => follower.view?.events.length === 1, "the host's undo on the follower's screen", 25_000);
    follower.hostDisconnected();
  });

  it('two phones tapping at once against the same revision: one is appended, the other told', async () => {
    const { hostDb, followerDb, id, host } = await table();
    const otherDb = phoneDb();
    await follow(otherDb, host, 'whole');
    const [a, b] = await Promise.all([propose(followerDb, id, game.events[0], 0), propose(otherDb, id, game.events[0], 0)]);
    expect([a.ok, b.ok].sort()).toEqual([false, true]);
    expect([a, b].find((r) => !r.ok)).toEqual({ ok: false, conflict: true });
    expect(await stored(hostDb, id)).toEqual([game.events[0]]);
  });

  it('a hostile phone with the link cannot change the log: unsigned proposals go unanswered, bad ones are refused, a forged head is set right', async () => {
    const { hostDb, followerDb, id, host } = await table();
    const { doc, keys } = await intruder(host);
    const mallory = newSigner();
    const signedBy = (key: string, says: unknown) => sealSigned(keys, mallory, `proposal:${key}`, says);
    doc.transact(() => {
      // Sealed with the table's key but signed by no one: nobody to answer; it is removed.
      proposalMap(doc).set('AAAAAAAAAAAAAAAAAAAAAA', seal(keys, 'proposal:AAAAAAAAAAAAAAAAAAAAAA', { kind: 'event', revision: 0, event: game.events[0] }));
      proposalMap(doc).set(
        'BBBBBBBBBBBBBBBBBBBBBB',
        signedBy('BBBBBBBBBBBBBBBBBBBBBB', { kind: 'event', revision: 0, event: { type: 'deal', dealer: 0, pass: 1, extra: 'x'.repeat(5000) } }),
      );
      proposalMap(doc).set('DDDDDDDDDDDDDDDDDDDDDD', signedBy('DDDDDDDDDDDDDDDDDDDDDD', { kind: 'event', revision: 0, event: { type: 'undo' } }));
      // A card from a phone that never took a seat.
      proposalMap(doc).set('EEEEEEEEEEEEEEEEEEEEEE', signedBy('EEEEEEEEEEEEEEEEEEEEEE', { kind: 'event', revision: 0, event: game.events[0] }));
    });
    const keys3 = ['BBBBBBBBBBBBBBBBBBBBBB', 'DDDDDDDDDDDDDDDDDDDDDD', 'EEEEEEEEEEEEEEEEEEEEEE'];
    await until(() => keys3.every((k) => answerMap(doc).has(k)) && proposalMap(doc).size === 0, 'three answers, no proposal left', 25_000);
    expect(answerMap(doc).has('AAAAAAAAAAAAAAAAAAAAAA')).toBe(false);
    expect(answerOf(doc, keys, host, 'BBBBBBBBBBBBBBBBBBBBBB')).toMatchObject({ ok: false, refused: 'size' });
    expect(answerOf(doc, keys, host, 'DDDDDDDDDDDDDDDDDDDDDD')).toMatchObject({ ok: false });
    expect(answerOf(doc, keys, host, 'EEEEEEEEEEEEEEEEEEEEEE')).toMatchObject({ ok: false, refused: 'seat' });
    // A head Mallory signed: no follower takes it, and the host writes its own back.
    const real = readHead(doc, keys, host.link.hostKey)!;
    doc.transact(() =>
      headMap(doc).set(
        'head',
        sealSigned(keys, mallory, 'head', { ...real, host: mallory.phone, revision: 99, config: { ...game.config, players: ['Mallory', 'X', 'Y', 'Z'] } }),
      ),
    );
    expect(readHead(doc, keys, host.link.hostKey)).toBeNull();
    await until(() => readHead(doc, keys, host.link.hostKey)?.revision === 0, 'the host to set the head right', 25_000);
    expect(await stored(hostDb, id)).toEqual([]);
    expect((await followerDb.sessions.get(id))?.players).toEqual(game.config.players);
  });

  it('a flood of proposals from one phone is cut to its rate', async () => {
    const { hostDb, id, host } = await table();
    const { doc, keys } = await intruder(host);
    const flooder = newSigner();
    doc.transact(() => {
      for (let i = 0; i < 30; i++) {
        const key = `flood${String(i).padStart(17, '0')}`;
        proposalMap(doc).set(key, sealSigned(keys, flooder, `proposal:${key}`, { kind: 'event', revision: 99, event: game.events[0] }));
      }
    });
    await until(() => proposalMap(doc).size === 0 && answerMap(doc).size >= 30, 'thirty answers', 25_000);
    const refused = [...answerMap(doc).keys()]
      .filter((key) => key.startsWith('flood'))
      .filter((key) => (answerOf(doc, keys, host, key) as { refused?: string }).refused === 'rate');
    expect(refused.length).toBeGreaterThanOrEqual(15);
    expect(await stored(hostDb, id)).toEqual([]);
  });

  it('a follower takes over with the log it holds once the host is gone; the old host, back, follows and is told', async () => {
    const { hostDb, followerDb, id, host, follower } = await table();
    const row = await hostDb.sessions.get(id);
    await appendEvent(hostDb, id, game.events[0], revisionOf(row!));
    await until(async () => (await stored(followerDb, id)).length === 1);
    expect(await follower.canTakeOver()).toBe(false);
    host.relaySocket.socket.disconnect();
    await until(() => !follower.hostHere, 'the follower to see the host gone within 3 s', 3500);
    expect(await follower.canTakeOver()).toBe(true);
    expect(await follower.takeOver()).toBe(true);
    expect((await followerDb.sessions.get(id))?.live).toMatchObject({ role: 'host', epoch: 1 });
    const next = await followerDb.sessions.get(id);
    expect((await appendEvent(followerDb, id, game.events[1], revisionOf(next!))).ok).toBe(true);
    void host.relaySocket.socket.connect();
    await until(async () => (await hostDb.sessions.get(id))?.live?.role === 'follower', 'the old host to follow', 25_000);
    await until(async () => (await stored(hostDb, id)).length === 2, 'the old host to have the new log', 25_000);
    expect(await stored(hostDb, id)).toEqual(game.events.slice(0, 2));
    expect(host.notice).toEqual({ kind: 'taken-over', back: true, seat: null, kept: null });
  });

  it('the relay restarts mid-game: every phone converges, nothing lost or twice', async () => {
    const { hostDb, followerDb, id, host, follower } = await table();
    const port = relay!.port;
    let row = await hostDb.sessions.get(id);
    await appendEvent(hostDb, id, game.events[0], revisionOf(row!));
    await until(async () => (await stored(followerDb, id)).length === 1);
    await relay!.close();
    await until(() => host.status === 'offline' && follower.status === 'offline', 'both offline', 25_000);
    for (const event of game.events.slice(1, 4)) {
      row = await hostDb.sessions.get(id);
      await appendEvent(hostDb, id, event, revisionOf(row!));
    }
    relay = await startRelay(port);
    await until(() => host.status === 'live' && follower.status === 'live', 'both live again', 25_000);
    // Each phone sees the other again at once, not only at the next presence renewal (15 s).
    await until(() => host.phones === 2 && follower.phones === 2, 'both phones present again', 3000);
    await until(async () => (await stored(followerDb, id)).length === 4, 'the follower to catch up', 25_000);
    expect(await stored(followerDb, id)).toEqual(game.events.slice(0, 4));
  });
});
