/**
 * The live table against a phone that holds the link and writes whatever it likes (a raw Yjs
 * client speaking to the real relay with the table's key), and the honest phones' own failures
 * (docs/live-table.md, "Who can do what"). Each case is one the table fell for before it was
 * host-signed and sealed.
 */
import 'fake-indexeddb/auto';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join as joinPath } from 'node:path';
import type { Socket } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterEach, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import { appendEvent, correctEvent, createSession, loadSession, revisionOf, undo, type DeviceDb } from '../../src/store/index';
import { attach, closeAll, share } from '../../src/live/tables';
import { propose } from '../../src/live/propose';
import { answerMap, eventList, headMap, openAnswer, proposalMap, readHead, readLog } from '../../src/live/doc';
import { seal, sealSigned } from '../../src/wire/crypto';
import { BEAT_MS, GONE_MS } from '../../src/live/presence';
import type { LiveTable } from '../../src/live/table';
import { diamondsGame, parseCard, type DiamondsState } from '../../src/rules/diamonds/index';
import { randomGame } from '../support/random-diamonds';
import { dropDbs, follow, NodeWebSocket, phoneDb, phonePage, startRelay, until } from './helpers';
import { authFrame, closeAll as closeRaw, raw, updateFrame } from '../server/relay-helpers';
import { mallory } from '../support/mallory';

let relay: Awaited<ReturnType<typeof startRelay>> | undefined;
const cleanups: (() => void)[] = [];
afterEach(async () => {
  for (const close of cleanups.splice(0)) close();
  closeAll();
  await closeRaw();
  await relay?.close();
  relay = undefined;
  await dropDbs();
});

const NAMES = ['Annabelle', 'Bartholomew', 'Cyrano', 'Delphine'];
const game = randomGame(21, { players: 4, rounds: 1 });
const config = { ...game.config, players: NAMES };
/** A round with a real revoke that the table keeps as played (D-REVOKE). */
const revoked = randomGame(21, { players: 4, rounds: 1, revokeFromRound: 1, keepRevoke: true });

/** A host with `recorded` events of the game (or of `from`), and the relay; the host's phone's socket on the relay is `hostSocket`. */
async function hosted(recorded = 8, from = game) {
  relay = await startRelay();
  const sockets: Socket[] = [];
  relay.server.on('upgrade', (_request, socket: Socket) => sockets.push(socket));
  const hostDb = phoneDb();
  const id = await createSession(hostDb, 'diamonds', { ...from.config, players: NAMES });
  for (const event of from.events.slice(0, recorded)) await append(hostDb, id, event);
  const host = (await share(hostDb, id, `ws://127.0.0.1:${relay.port}/sync`, phonePage())) as LiveTable;
  await until(() => host.status === 'live', 'the host live', 25_000);
  return { hostDb, id, host, hostSocket: () => sockets[0] as Socket };
}

async function append(db: DeviceDb, id: string, event: unknown) {
  const row = await db.sessions.get(id);
  const result = await appendEvent(db, id, event, revisionOf(row!));
  if (!result.ok) throw new Error('not legal');
}

const events = async (db: DeviceDb, id: string) => (await loadSession(db, id))?.events ?? [];

describe('a phone with the link, writing whatever it likes', () => {
  it("cannot take the table: a head one epoch up under another key changes no phone's role or log", async () => {
    const { hostDb, id, host } = await hosted(8);
    const followerDb = phoneDb();
    const follower = await follow(followerDb, host, 1);
    const m = await mallory(host.link, (close) => cleanups.push(close));
    m.forge({ revision: 2, length: 2 });
    m.forge({ epoch: 1, host: host.link.phone });
    await until(() => m.head()?.host === host.link.phone && m.head()?.epoch === 0, 'the host to set the head right', 25_000);
    expect((await hostDb.sessions.get(id))?.live).toMatchObject({ role: 'host', epoch: 0 });
    expect(await events(hostDb, id)).toHaveLength(8);
    expect(follower.link).toMatchObject({ role: 'follower', epoch: 0 });
    expect(await events(followerDb, id)).toHaveLength(8);
  });

  it('cannot kill the table with epoch 2^53 - 1: the host goes on and its followers follow', async () => {
    const { hostDb, id, host } = await hosted(8);
    const followerDb = phoneDb();
    await follow(followerDb, host, 1);
    const m = await mallory(host.link, (close) => cleanups.push(close));
    m.forge({ epoch: Number.MAX_SAFE_INTEGER });
    await until(() => m.head()?.epoch === 0, 'the host to set the head right', 25_000);
    await append(hostDb, id, game.events[8]);
    await until(async () => (await events(followerDb, id)).length === 9, 'the follower to get the next event', 25_000);
    expect((await followerDb.sessions.get(id))?.live?.epoch).toBe(0);
  });

  it("cannot freeze the followers by claiming the host's own id one epoch up: they keep following, after a reload too", async () => {
    const { hostDb, id, host } = await hosted(8);
    const followerDb = phoneDb();
    const follower = await follow(followerDb, host, 1);
    const m = await mallory(host.link, (close) => cleanups.push(close));
    // The host's id, a higher epoch, and a made-up chain: no signature of the host's.
    m.forge({ host: host.link.phone, epoch: 5 });
    await append(hostDb, id, game.events[8]);
    await until(async () => (await events(followerDb, id)).length === 9, 'the follower to get the next event', 25_000);
    follower.close();
    closeAll();
    // A reload: the phone opens the link again, as the same phone, and follows the real host.
    const { join } = await import('../../src/live/tables');
    const again = await join(followerDb, host.link.secret, host.link.hostKey, host.link.relay, phonePage());
    expect(again?.link.phone).toBe(follower.link.phone);
    const hostAgain = (await import('../../src/live/tables')).attach(hostDb, (await hostDb.sessions.get(id))!, phonePage())!;
    await until(() => hostAgain.status === 'live' && again?.status === 'live', 'both live again', 25_000);
    await append(hostDb, id, game.events[9]);
    await until(async () => (await events(followerDb, id)).length === 10, 'the reloaded follower to get the next event', 25_000);
    expect((await followerDb.sessions.get(id))?.live?.epoch).toBe(0);
  });

  it('with a seat, cannot take the table while the host is present to drop a card and rename a player: every phone refuses it and says so', async () => {
    const { hostDb, id, host } = await hosted(8);
    const followerDb = phoneDb();
    const follower = await follow(followerDb, host, 1);
    const m = await mallory(host.link, (close) => cleanups.push(close));
    await m.sit(2);
    const renamed = { ...config, players: [NAMES[0], NAMES[1], 'Mallory-was-here', NAMES[3]] };
    m.takeOver(game.events.slice(0, 7), { config: renamed });
    const refused = { kind: 'refused', seat: 2, dropped: 1 };
    await until(() => JSON.stringify(follower.notice) === JSON.stringify(refused), 'the follower to refuse it', 25_000);
    await until(() => JSON.stringify(host.notice) === JSON.stringify(refused), 'the host to refuse it', 25_000);
    await until(() => m.head()?.host === host.link.phone && m.head()?.epoch === 0, 'the host to set the head right', 25_000);
    // The same set-up changed alone, every card kept: refused too, as a change of players.
    m.takeOver(game.events.slice(0, 8), { config: renamed });
    await until(() => (follower.notice as { dropped?: unknown } | null)?.dropped === null, 'the follower to refuse the renamed table', 25_000);
    await until(() => m.head()?.host === host.link.phone && m.head()?.epoch === 0, 'the host to set the head right again', 25_000);
    await append(hostDb, id, game.events[8]);
    await until(async () => (await events(followerDb, id)).length === 9, 'the follower to follow the host on', 25_000);
    expect((await hostDb.sessions.get(id))?.live).toMatchObject({ role: 'host', epoch: 0 });
    expect(follower.link).toMatchObject({ role: 'follower', epoch: 0 });
    expect(await events(hostDb, id)).toEqual(game.events.slice(0, 9));
    expect(await events(followerDb, id)).toEqual(game.events.slice(0, 9));
    for (const db of [hostDb, followerDb]) expect((await db.sessions.get(id))?.players).toEqual(NAMES);
  });

  it('with a seat, cannot lock the table with a chain to epoch 64 whose rosters list only itself: every phone ignores it; the host goes on', async () => {
    const { hostDb, id, host } = await hosted(8);
    const followerDb = phoneDb();
    const follower = await follow(followerDb, host, 1);
    const m = await mallory(host.link, (close) => cleanups.push(close));
    await m.sit(2);
    m.takeOver(game.events.slice(0, 8), {}, 64, () => [m.me.phone]);
    await until(() => m.head()?.host === host.link.phone && m.head()?.epoch === 0, 'the host to set the head right', 25_000);
    await append(hostDb, id, game.events[8]);
    await until(async () => (await events(followerDb, id)).length === 9, 'the follower to follow the host on', 25_000);
    expect((await hostDb.sessions.get(id))?.live).toMatchObject({ role: 'host', epoch: 0 });
    expect(follower.link).toMatchObject({ role: 'follower', epoch: 0 });
  });

  it('with a seat, at the end of the chain (epoch 64): the phone that shared takes the table back in one call, and the table can be taken over again', async () => {
    const { hostDb, id, host } = await hosted(8);
    const followerDb = phoneDb();
    const follower = await follow(followerDb, host, 1);
    const m = await mallory(host.link, (close) => cleanups.push(close));
    await m.sit(2);
    // Every card kept, every phone kept on each roster: a take-over by the rules, 64 epochs up.
    m.takeOver(game.events.slice(0, 8), {}, 64);
    await until(() => host.notice?.kind === 'taken-over', 'the host to be told at once', 25_000);
    expect(host.notice).toEqual({ kind: 'taken-over', back: true, seat: 2, kept: null });
    await until(() => follower.link.epoch === 64, 'the follower to follow her', 25_000);
    // No other phone may take over from her: the chain is full.
    expect(await follower.canTakeOver(true)).toBe(false);
    await until(() => host.canTakeOver(true), 'the host to be offered the table back', 25_000);
    expect(await host.takeOver(true)).toBe(true);
    await until(() => follower.link.epoch === 65 && follower.head?.host === host.link.phone, 'the follower to follow the host again', 25_000);
    expect((await hostDb.sessions.get(id))?.live).toMatchObject({ role: 'host', epoch: 65 });
    await append(hostDb, id, game.events[8]);
    await until(async () => (await events(followerDb, id)).length === 9, 'the follower to get the next event', 25_000);
    // The host leaves: the follower, on the host's roster, may take over again.
    host.relaySocket.socket.disconnect();
    await until(() => follower.canTakeOver(), 'the follower to be offered the take-over', 25_000);
    expect(await follower.takeOver()).toBe(true);
    expect(follower.link).toMatchObject({ role: 'host', epoch: 66 });
  });

  it('with a seat and the table taken over by the rules, cannot undo what was recorded before its epoch: the follower refuses it and keeps every card', async () => {
    const { id, host } = await hosted(8);
    const followerDb = phoneDb();
    const follower = await follow(followerDb, host, 1);
    const m = await mallory(host.link, (close) => cleanups.push(close));
    await m.sit(2);
    m.takeOver(game.events.slice(0, 8));
    await until(() => follower.link.epoch === 1 && follower.notice?.kind === 'taken-over', 'the follower to follow her', 25_000);
    // Her own epoch's head, its log one card short: an undo of a card the host recorded.
    m.takeOver(game.events.slice(0, 7), {}, 0);
    await until(() => follower.notice?.kind === 'refused', 'the follower to refuse it', 25_000);
    expect(follower.notice).toEqual({ kind: 'refused', seat: 2, dropped: 1 });
    expect(await events(followerDb, id)).toEqual(game.events.slice(0, 8));
  });

  it('cannot drop a card by answering first, nor jam every tap with answers dated in the future', async () => {
    const { hostDb, id, host } = await hosted(8);
    const followerDb = phoneDb();
    await host.host.letWhole(true);
    await follow(followerDb, host, 'whole');
    const m = await mallory(host.link, (close) => cleanups.push(close));
    // 64 answers "from the future" for keys no one used, then an instant {ok: true} for every proposal.
    m.doc.transact(() => {
      for (let i = 0; i < 64; i++)
        answerMap(m.doc).set(`future${String(i).padStart(16, '0')}`, sealSigned(m.keys, m.me, 'answer:x', { ok: true, revision: 999, at: 8.64e15 }));
    });
    proposalMap(m.doc).observe((change) => {
      for (const key of change.keysChanged) {
        if (!proposalMap(m.doc).has(key) || answerMap(m.doc).has(key)) continue;
        m.doc.transact(() => answerMap(m.doc).set(key, sealSigned(m.keys, m.me, `answer:${key}`, { ok: true, revision: 999, at: 8.64e15 })));
      }
    });
    const result = await propose(followerDb, id, game.events[8], revisionOf((await followerDb.sessions.get(id))!));
    expect(result.ok).toBe(true);
    expect(await events(hostDb, id)).toEqual(game.events.slice(0, 9));
    expect(await events(followerDb, id)).toEqual(game.events.slice(0, 9));
  });

  it("cannot show a forged game while the host is offline: no follower, and no phone joining then, stores it; a follower writes the host's back", async () => {
    const { id, host } = await hosted(8);
    const followerDb = phoneDb();
    await follow(followerDb, host, 1);
    const m = await mallory(host.link, (close) => cleanups.push(close));
    host.relaySocket.socket.disconnect();
    await until(() => host.status === 'offline', 'the host offline', 25_000);
    const forgedConfig = { ...config, players: ['Mallory', 'Eve', 'Trudy', 'Oscar'] };
    m.doc.transact(() => {
      eventList(m.doc).delete(0, eventList(m.doc).length);
      m.forge({ epoch: 0, config: forgedConfig, revision: 50, length: 0, digest: 'x' });
    });
    m.doc.transact(() =>
      headMap(m.doc).set('head', seal(m.keys, 'head', { says: { ...m.head(), config: forgedConfig }, by: host.link.phone, sig: 'A'.repeat(86) })),
    );
    const newcomerDb = phoneDb();
    const { join } = await import('../../src/live/tables');
    const newcomer = await join(newcomerDb, host.link.secret, host.link.hostKey, host.link.relay, phonePage());
    await until(() => newcomer?.status === 'live', 'the newcomer live', 25_000);
    // The follower, holding the host's signed head, writes it back over hers: the newcomer gets the host's game, never hers.
    await until(async () => (await events(newcomerDb, id)).length === 8, "the newcomer to get the host's game", 25_000);
    expect(newcomer?.head?.host).toBe(host.link.phone);
    expect(await newcomerDb.sessions.count()).toBe(1);
    expect((await newcomerDb.sessions.get(id))?.players).toEqual(NAMES);
    expect((await newcomerDb.players.toArray()).map((p) => p.name)).not.toContain('Mallory');
    expect((await followerDb.sessions.get(id))?.players).toEqual(NAMES);
    expect(await events(followerDb, id)).toHaveLength(8);
  });

  it('cannot record for every seat: with one seat, a tap for any other is refused; the log does not move', async () => {
    const { hostDb, id, host } = await hosted(8);
    const m = await mallory(host.link, (close) => cleanups.push(close));
    const state = (await loadSession<unknown, DiamondsState>(hostDb, id))!.state;
    const turn = diamondsGame.actor(config, state, game.events[8] as never) as { seat: number };
    const other = (turn.seat + 1) % 4;
    // She takes a seat properly (the host gives it), then proposes the next card 40 times, fast.
    const seatKey = 'seat0000000000000000000';
    m.doc.transact(() => proposalMap(m.doc).set(seatKey, sealSigned(m.keys, m.me, `proposal:${seatKey}`, { kind: 'seat', seat: other, whole: true })));
    await until(() => answerMap(m.doc).has(seatKey), 'the seat answer', 25_000);
    expect(openAnswer(m.keys, host.link.phone, seatKey, answerMap(m.doc).get(seatKey))).toMatchObject({ ok: false, refused: 'whole' });
    m.doc.transact(() => proposalMap(m.doc).set('seat1', sealSigned(m.keys, m.me, 'proposal:seat1', { kind: 'seat', seat: other, whole: false })));
    await until(() => answerMap(m.doc).has('seat1'), 'the seat answer', 25_000);
    expect(openAnswer(m.keys, host.link.phone, 'seat1', answerMap(m.doc).get('seat1'))).toMatchObject({ ok: true });
    const keys = Array.from({ length: 40 }, (_, i) => `tap${String(i).padStart(19, '0')}`);
    m.doc.transact(() => {
      for (const key of keys) proposalMap(m.doc).set(key, sealSigned(m.keys, m.me, `proposal:${key}`, { kind: 'event', revision: 8, event: game.events[8] }));
    });
    await until(() => keys.every((k) => answerMap(m.doc).has(k)), 'forty answers', 25_000);
    const answers = keys.map((k) => openAnswer(m.keys, host.link.phone, k, answerMap(m.doc).get(k)));
    expect(answers.filter((a) => a && 'turn' in a)).not.toHaveLength(0);
    expect(answers.every((a) => a && ('turn' in a ? a.turn === turn.seat && a.seat === other : 'refused' in a && a.refused === 'rate'))).toBe(true);
    expect(await events(hostDb, id)).toHaveLength(8);
  });

  it("cannot rewrite the round-end zones: a follower's count waits for the host's player, who may refuse it", async () => {
    const { hostDb, id, host } = await hosted(0);
    const followerDb = phoneDb();
    await follow(followerDb, host, 2);
    // The zones as the table counts them before the first deal, sent from Cyrano's phone.
    const zones = { type: 'zones', zones: NAMES.map(() => ({ showroom: 1, vault: 0 })) };
    const asked = propose(followerDb, id, zones, 0);
    await until(() => host.host.pending.length === 1, 'the count to wait on the host', 25_000);
    expect(host.host.pending[0]).toMatchObject({ seat: 2, event: zones });
    expect(await events(hostDb, id)).toHaveLength(0);
    await host.host.confirm(host.host.pending[0]!.key, false);
    await expect(asked).rejects.toThrow(/did not confirm/);
    expect(await events(hostDb, id)).toHaveLength(0);
    // Sent again and confirmed: recorded, on the host and on the follower.
    const again = propose(followerDb, id, zones, 0);
    await until(() => host.host.pending.length === 1, 'the count to wait again', 25_000);
    await host.host.confirm(host.host.pending[0]!.key, true);
    expect((await again).ok).toBe(true);
    expect(await events(hostDb, id)).toEqual([zones]);
    expect(await events(followerDb, id)).toEqual([zones]);
    // Against a log that has moved on: answered at once, nothing waits on the host.
    expect(await propose(followerDb, id, zones, 0)).toEqual({ ok: false, conflict: true });
    expect(host.host.pending).toHaveLength(0);
  });

  it("cannot keep a revoke for the table: a follower's keep waits for the host's player, as a count does (D-REVOKE)", async () => {
    const at = revoked.events.findIndex((e) => e.type === 'keep');
    expect(at).toBeGreaterThan(0);
    const { hostDb, id, host } = await hosted(at, revoked);
    const followerDb = phoneDb();
    await follow(followerDb, host, 2);
    const keep = revoked.events[at];
    const revision = revisionOf((await followerDb.sessions.get(id))!);
    const asked = propose(followerDb, id, keep, revision);
    await until(() => host.host.pending.length === 1, 'the keep to wait on the host', 25_000);
    expect(host.host.pending[0]).toMatchObject({ seat: 2, event: keep });
    expect(await events(hostDb, id)).toHaveLength(at);
    await host.host.confirm(host.host.pending[0]!.key, true);
    expect((await asked).ok).toBe(true);
    expect((await events(hostDb, id)).at(-1)).toEqual(keep);
    await until(async () => (await events(followerDb, id)).length === at + 1, 'the keep on the follower', 25_000);
  });

  it("the relay's stored file and the room's bytes hold no player name", async () => {
    const { hostDb, id, host } = await hosted(8);
    const followerDb = phoneDb();
    await follow(followerDb, host, 0);
    await append(hostDb, id, game.events[8]);
    await until(async () => (await events(followerDb, id)).length === 9);
    // What the relay holds, as a client without the key sees it.
    const doc = new Y.Doc();
    const socket = new HocuspocusProviderWebsocket({ url: host.link.relay, WebSocketPolyfill: NodeWebSocket });
    const provider = new HocuspocusProvider({ websocketProvider: socket, name: host.link.room, document: doc });
    provider.attach();
    cleanups.push(() => (provider.destroy(), socket.destroy()));
    await until(() => provider.isSynced && eventList(doc).length === 9, 'the room', 25_000);
    const room = Buffer.from(Y.encodeStateAsUpdate(doc)).toString('latin1');
    closeAll();
    await relay!.close();
    const files = readdirSync(relay!.dataDir).map((f) => readFileSync(joinPath(relay!.dataDir, f)).toString('latin1'));
    relay = undefined;
    expect(files.join('').length).toBeGreaterThan(1000);
    for (const name of [...NAMES, 'showroom', 'play', 'deal']) {
      expect(room).not.toContain(name);
      for (const file of files) expect(file).not.toContain(name);
    }
  });
});

/** Copies the relay's stored file aside (the relay stopped a moment for it); the answer puts that copy back, as an operator restoring a backup would. */
async function backUpRelay(): Promise<() => Promise<void>> {
  const { port, dataDir } = relay!;
  const snapshot = mkdtempSync(joinPath(tmpdir(), 'rollback-'));
  await relay!.close();
  cpSync(dataDir, snapshot, { recursive: true });
  relay = await startRelay(port, {}, dataDir);
  return async () => {
    await relay!.close();
    rmSync(dataDir, { recursive: true, force: true });
    cpSync(snapshot, dataDir, { recursive: true });
    relay = await startRelay(port, {}, dataDir);
  };
}

describe('a relay whose stored state is rolled back', () => {
  it('a phone that holds a newer signed head writes it back: a new phone opening the link gets every card', async () => {
    const { hostDb, id, host } = await hosted(4);
    const followerDb = phoneDb();
    const follower = await follow(followerDb, host, 1);
    // The relay's file as a backup holds it with 4 events.
    const rollBack = await backUpRelay();
    for (const event of game.events.slice(4, 8)) await append(hostDb, id, event);
    await until(async () => (await events(followerDb, id)).length === 8, 'the follower to get all 8', 25_000);
    // The host's signed presence says how much it holds.
    await until(() => follower.presence.others().some((p) => p.role === 'host' && p.events === 8), "the host's presence to say 8 events", 25_000);
    // Everyone leaves; the operator puts the backup back.
    closeAll();
    await rollBack();
    const { join } = await import('../../src/live/tables');
    const newcomerDb = phoneDb();
    const newcomer = (await join(newcomerDb, host.link.secret, host.link.hostKey, host.link.relay, phonePage())) as LiveTable;
    await until(async () => (await events(newcomerDb, id)).length === 4, 'the newcomer to get what the relay holds', 25_000);
    // The follower that holds all 8 comes back.
    const back = await join(followerDb, host.link.secret, host.link.hostKey, host.link.relay, phonePage());
    expect(back?.link.phone).toBe(follower.link.phone);
    await until(async () => (await events(newcomerDb, id)).length === 8, 'the newcomer to get all 8', 25_000);
    expect(await events(newcomerDb, id)).toEqual(game.events.slice(0, 8));
    expect(newcomer.head?.revision).toBe(revisionOf((await hostDb.sessions.get(id))!));
  });

  it('two phones that hold the newer head, back at once, write it back once: the room holds each card once', async () => {
    const { hostDb, id, host } = await hosted(4);
    const dbs = [phoneDb(), phoneDb()];
    const followers = [await follow(dbs[0]!, host, 1), await follow(dbs[1]!, host, 2)];
    const rollBack = await backUpRelay();
    for (const event of game.events.slice(4, 8)) await append(hostDb, id, event);
    for (const db of dbs) await until(async () => (await events(db, id)).length === 8, 'each follower to get all 8', 25_000);
    for (const f of followers)
      await until(() => f.presence.others().some((p) => p.role === 'host' && p.events === 8), "the host's presence to say 8 events", 25_000);
    closeAll();
    await rollBack();
    const { join } = await import('../../src/live/tables');
    const newcomerDb = phoneDb();
    const newcomer = (await join(newcomerDb, host.link.secret, host.link.hostKey, host.link.relay, phonePage())) as LiveTable;
    await until(async () => (await events(newcomerDb, id)).length === 4, 'the newcomer to get what the relay holds', 25_000);
    // Both followers come back together, each seeing the other there.
    const back = await Promise.all(dbs.map((db) => join(db, host.link.secret, host.link.hostKey, host.link.relay, phonePage())));
    await until(async () => (await events(newcomerDb, id)).length === 8, 'the newcomer to get all 8', 25_000);
    // Past the beats in which the second would have written too: the room holds 8 events, not 12.
    const seen = Date.now();
    await until(() => back.every((b) => b!.presence.others().length >= 2) && Date.now() - seen > 3 * BEAT_MS, 'three beats with both back', 25_000);
    expect(eventList(newcomer.doc).length).toBe(8);
    expect(await events(newcomerDb, id)).toEqual(game.events.slice(0, 8));
    // Its waits, each a hang guard of 25 s, add up to more than the suites' 60 s: a loaded run
    // outlasted that without any of them failing, and so without saying which was waiting.
  }, 180_000);
});

describe("a client that knows only the room's name (it crosses a LAN relay's Wi-Fi in clear)", () => {
  it("cannot fill the room: the host's cards all still reach a follower", async () => {
    const { hostDb, id, host } = await hosted(8);
    const followerDb = phoneDb();
    await follow(followerDb, host, 1);
    // Junk under a root type the table reads, up to the room's cap (192 KB): 170 KB, then 512 bytes
    // at a time, each waited for (answers, which the host keeps up to 64 of). Taken, it would leave
    // no room for the host's next cards (4009).
    const eve = await raw(relay!.port);
    eve.ws.send(authFrame(host.link.room, ''));
    let answered = 0;
    eve.ws.on('message', () => answered++);
    await until(() => answered > 0, 'the relay to let her read', 25_000);
    let open = true;
    void eve.closed.then(() => (open = false));
    for (let i = 0; i < 50 && open; i++) {
      const doc = new Y.Doc();
      answerMap(doc).set(`junk${i}`, new Uint8Array(i === 0 ? 170 * 1024 : 512).fill(i));
      const before = answered;
      eve.ws.send(updateFrame(Y.encodeStateAsUpdate(doc), host.link.room));
      await until(() => answered > before || !open, 'the relay to answer her update', 25_000);
    }
    for (const event of game.events.slice(8, 14)) await append(hostDb, id, event);
    await until(async () => (await events(followerDb, id)).length === 14, "the follower to get the host's six new cards", 15_000);
    const room = relay!.relay.hocuspocus.documents.get(host.link.room);
    expect([...(room ? answerMap(room).keys() : [])].filter((key) => key.startsWith('junk'))).toEqual([]);
  });
});

describe('honest phones', () => {
  it("the host's undo and fix are shown on the follower as what they are, never as a silently shorter log", async () => {
    const { hostDb, id, host } = await hosted(8);
    const followerDb = phoneDb();
    const follower = await follow(followerDb, host, 1);
    await undo(hostDb, id);
    await until(() => follower.notice?.kind === 'undid', 'the follower to be told of the undo', 25_000);
    expect(follower.notice).toEqual({ kind: 'undid', seat: null, events: [game.events[7]] });
    expect(await events(followerDb, id)).toEqual(game.events.slice(0, 7));
    // The last card played fixed to another card the rules take there: said as a fix of that card.
    const at = game.events
      .slice(0, 7)
      .map((e) => e.type)
      .lastIndexOf('play');
    const was = game.events[at]!;
    const codes = [...'DHSC'].flatMap((suit) => Array.from({ length: 15 }, (_, i) => `${suit}${i + 1}`)).filter((code) => parseCard(code));
    let now: unknown = null;
    for (const card of codes) {
      const event = { ...was, card };
      if (JSON.stringify(event) === JSON.stringify(was)) continue;
      if ((await correctEvent(hostDb, id, at, event, revisionOf((await hostDb.sessions.get(id))!))).ok) {
        now = event;
        break;
      }
    }
    expect(now).not.toBeNull();
    await until(() => follower.notice?.kind === 'fixed', 'the follower to be told of the fix', 25_000);
    expect(follower.notice).toEqual({ kind: 'fixed', seat: null, at, was, now });
    expect((await events(followerDb, id))[at]).toEqual(now);
  });

  it('an offline follower is not offered the take-over; back online it has every event and the host is still the host', async () => {
    const { hostDb, id, host } = await hosted(8);
    const followerDb = phoneDb();
    const follower = await follow(followerDb, host, 1);
    follower.relaySocket.socket.disconnect();
    await until(() => follower.status === 'offline', 'the follower offline', 25_000);
    expect(await follower.canTakeOver()).toBe(false);
    expect(await follower.takeOver()).toBe(false);
    for (const event of game.events.slice(8, 15)) await append(hostDb, id, event);
    void follower.relaySocket.socket.connect();
    await until(async () => (await events(followerDb, id)).length === 15, 'the follower to catch up', 25_000);
    // Back, it hears the host again within a renewal, and the host it.
    await until(() => follower.phones === 2 && host.phones === 2 && follower.hostHere, 'each phone to see the other again', 3000);
    expect((await hostDb.sessions.get(id))?.live?.role).toBe('host');
    expect(await events(hostDb, id)).toHaveLength(15);
  });

  it("a tap out of this phone's seat's turn is refused with words, at once; two phones tapping together: each card is its own seat's", async () => {
    const { hostDb, id, host } = await hosted(8);
    const state = (await loadSession<unknown, DiamondsState>(hostDb, id))!.state;
    const turn = (diamondsGame.actor(config, state, game.events[8] as never) as { seat: number }).seat;
    const otherSeat = (turn + 1) % 4;
    const turnDb = phoneDb();
    const otherDb = phoneDb();
    await follow(turnDb, host, turn);
    await follow(otherDb, host, otherSeat);
    const started = Date.now();
    const both = await Promise.allSettled([propose(otherDb, id, game.events[8], 8), propose(turnDb, id, game.events[8], 8)]);
    expect(both[0].status).toBe('rejected');
    expect((both[0] as PromiseRejectedResult).reason.message).toBe(`it is ${NAMES[turn]}'s turn; this phone plays for ${NAMES[otherSeat]}`);
    expect(both[1], String((both[1] as PromiseRejectedResult).reason)).toMatchObject({ status: 'fulfilled', value: { ok: true } });
    expect(Date.now() - started).toBeLessThan(3000);
    expect(await events(hostDb, id)).toEqual(game.events.slice(0, 9));
  });

  it('a host that goes silent is seen gone within 3 s; a tap is then refused at once; it is back when the host is', async () => {
    const { id, host, hostSocket } = await hosted(8);
    const followerDb = phoneDb();
    const follower = await follow(followerDb, host, 0);
    expect(follower.hostHere).toBe(true);
    // The host's phone walks out of the Wi-Fi: no close, nothing more from it.
    hostSocket().pause();
    const silent = Date.now();
    // The beat that sees the host gone runs as late as this process's timers run (a loaded machine
    // held it 112 ms past the bound once): measured here, and allowed, not guessed.
    const late = monitorEventLoopDelay({ resolution: 10 });
    late.enable();
    await until(() => !follower.hostHere, 'the follower to see the host gone', GONE_MS + 25_000);
    late.disable();
    expect(Date.now() - silent).toBeLessThanOrEqual(GONE_MS + 1100 + late.max / 1e6);
    const tapped = Date.now();
    await expect(propose(followerDb, id, game.events[8], 8)).rejects.toThrow("the host's phone is not at the table");
    expect(Date.now() - tapped).toBeLessThan(200);
    hostSocket().resume();
    await until(() => follower.hostHere, 'the host back', 25_000);
  });

  it("a phone that was paused itself (a frozen tab, a starved core) does not take the pause for the host's absence", async () => {
    const { host } = await hosted(8);
    const follower = await follow(phoneDb(), host, 0);
    expect(follower.hostHere).toBe(true);
    let seenGone = false;
    follower.addEventListener('change', () => (seenGone ||= !follower.hostHere));
    // Every phone of this process stops for longer than GONE_MS: when it wakes, the follower's
    // beat comes before the host's renewal, which is still on its way through the relay.
    const woke = Date.now() + GONE_MS + 1500;
    while (Date.now() < woke);
    // Past the moment of doubt: the follower has beaten (and looked) since, and heard the host's renewal.
    const heardAt = (table: typeof host, client: number) => table.provider.awareness?.meta.get(client)?.lastUpdated ?? 0;
    const hostClient = host.provider.awareness?.clientID ?? -1;
    const followerClient = follower.provider.awareness?.clientID ?? -1;
    await until(
      () => heardAt(follower, followerClient) > woke && heardAt(follower, hostClient) > woke,
      "the follower's beat and the host's renewal",
      4 * BEAT_MS,
    );
    expect(seenGone).toBe(false);
    expect(follower.hostHere).toBe(true);
  });

  it('a phone that took over may undo or fix only what was recorded in its own epoch; the phone that shared may change any card', async () => {
    const { hostDb, id, host } = await hosted(8);
    const followerDb = phoneDb();
    const follower = await follow(followerDb, host, 1);
    host.relaySocket.socket.disconnect();
    await until(() => !follower.hostHere, 'the host gone', 25_000);
    expect(await follower.takeOver()).toBe(true);
    expect((await followerDb.sessions.get(id))?.live).toMatchObject({ role: 'host', epoch: 1, began: 8 });
    await append(followerDb, id, game.events[8]);
    const revision = async (db: DeviceDb) => revisionOf((await db.sessions.get(id))!);
    // Its own card: undone, and redone.
    expect((await undo(followerDb, id, await revision(followerDb))).ok).toBe(true);
    expect(await events(followerDb, id)).toEqual(game.events.slice(0, 8));
    // The host's last card, and a fix of one: refused in words, nothing written.
    const refused = { ok: false, rejection: { rule: 'live-table', text: { key: 'store.live.before-epoch', params: {} } } };
    expect(await undo(followerDb, id, await revision(followerDb))).toEqual(refused);
    expect(await correctEvent(followerDb, id, 7, game.events[7], await revision(followerDb))).toEqual(refused);
    expect(await events(followerDb, id)).toEqual(game.events.slice(0, 8));
    // The phone that shared, back, takes the table back: every card is its to change.
    void host.relaySocket.socket.connect();
    await until(() => host.link.role === 'follower' && host.link.epoch === 1, 'the host to give way', 25_000);
    await until(async () => host.status === 'live' && (await host.canTakeOver(true)), 'the host able to take the table back', 25_000);
    expect(await host.takeOver(true)).toBe(true);
    expect((await undo(hostDb, id, await revision(hostDb))).ok).toBe(true);
    expect(await events(hostDb, id)).toEqual(game.events.slice(0, 7));
  });

  it('a host reloaded after recording offline follows an honest take-over made meanwhile, and keeps what it recorded alone apart', async () => {
    const { hostDb, id, host } = await hosted(8);
    const followerDb = phoneDb();
    const follower = await follow(followerDb, host, 1);
    host.relaySocket.socket.disconnect();
    await until(async () => (await hostDb.sessions.get(id))?.live?.left === 8, 'the host to note where it went offline', 25_000);
    await until(() => !follower.hostHere, 'the host gone', 25_000);
    expect(await follower.takeOver()).toBe(true);
    await append(followerDb, id, game.events[8]);
    // Meanwhile the old host, offline, recorded two events of its own; then its page is reloaded.
    await append(hostDb, id, game.events[8]);
    await append(hostDb, id, game.events[9]);
    host.close();
    const again = attach(hostDb, (await hostDb.sessions.get(id))!, phonePage())!;
    const keptOf = () => (again.notice?.kind === 'taken-over' ? again.notice.kept : null);
    await until(() => keptOf() !== null || again.notice?.kind === 'refused', 'the reloaded host to judge the take-over', 25_000);
    const kept = keptOf()!;
    expect(again.notice).toEqual({ kind: 'taken-over', back: true, seat: 1, kept });
    expect(await events(hostDb, kept)).toEqual(game.events.slice(0, 10));
    await until(async () => (await events(hostDb, id)).length === 9, "the old host to follow the new host's log", 25_000);
    expect((await hostDb.sessions.get(id))?.live).toMatchObject({ role: 'follower', epoch: 1 });
    expect((await hostDb.sessions.get(id))?.live?.left).toBeUndefined();
  });

  it('a host that was away while another phone took over is told, and what it recorded meanwhile is kept as a game of its own', async () => {
    const { hostDb, id, host } = await hosted(8);
    const followerDb = phoneDb();
    const follower = await follow(followerDb, host, 1);
    host.relaySocket.socket.disconnect();
    await until(() => !follower.hostHere, 'the host gone', 25_000);
    expect(await follower.takeOver()).toBe(true);
    await append(followerDb, id, game.events[8]);
    // Meanwhile the old host, offline, recorded two events of its own.
    await append(hostDb, id, game.events[8]);
    await append(hostDb, id, game.events[9]);
    // The take-over heard twice before the old host has given way (the new host's next head, read
    // from the room's next update): it gives way once, and what it was told keeps its link.
    let heardTwice = false;
    host.doc.on('update', () => {
      const head = readHead(host.doc, host.keys, host.link.hostKey);
      if (heardTwice || !head || head.epoch !== 1 || host.link.role !== 'host' || !readLog(host.doc, head, host.keys)) return;
      heardTwice = true;
      host.host.remoteChanged(head);
    });
    void host.relaySocket.socket.connect();
    const keptOf = () => (host.notice?.kind === 'taken-over' ? host.notice.kept : null);
    await until(keptOf, 'the old host to be told', 25_000);
    const kept = keptOf()!;
    expect(host.notice).toEqual({ kind: 'taken-over', back: true, seat: 1, kept });
    expect(await events(hostDb, kept)).toEqual(game.events.slice(0, 10));
    expect((await hostDb.sessions.get(kept))?.forkOf).toBe(id);
    await until(async () => (await events(hostDb, id)).length === 9, "the old host to follow the new host's log", 25_000);
    expect((await hostDb.sessions.get(id))?.live).toMatchObject({ role: 'follower', epoch: 1 });
    expect(heardTwice).toBe(true);
    expect(host.notice).toEqual({ kind: 'taken-over', back: true, seat: 1, kept });
  });
});
