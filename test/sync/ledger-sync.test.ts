/**
 * The ledger's sync between devices (docs/sync.md), each device its own database over a real relay
 * on 127.0.0.1: games flow both ways, a deletion and its undo, a game changed on two devices while
 * apart kept as two, the server holding no name, and a server rolled back to an older state.
 */
import 'fake-indexeddb/auto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { deleteSession, renamePlayer, restoreDeleted } from '../../src/store/index';
import { randomGame } from '../support/random-diamonds';
import { dropDbs, liveTable, phoneDb, startRelay, until } from '../live/helpers';
import { closeAll } from '../../src/live/tables';
import { config as diamondsConfig } from '../support/diamonds-helpers';
import { append, device, gamesOf, keyringAt, playedGame, type Device } from './helpers';

const running: Device[] = [];
let relay: Awaited<ReturnType<typeof startRelay>> | undefined;

afterEach(async () => {
  closeAll();
  for (const d of running.splice(0)) d.sync.stop();
  await relay?.close();
  relay = undefined;
  await dropDbs();
});

function start(...args: Parameters<typeof device>): Device {
  const made = device(...args);
  running.push(made);
  return made;
}

/** A and B agree, both synced; `ms` guards against a hang (beside npm test's browsers a fork's settling once outran 20 s). */
async function inStep(a: Device, b: Device, what: string, ms = 45_000): Promise<void> {
  try {
    await until(
      async () => a.status.state === 'synced' && b.status.state === 'synced' && JSON.stringify(await gamesOf(a.db)) === JSON.stringify(await gamesOf(b.db)),
      what,
      ms,
    );
  } catch (error) {
    // Where each device stands, for a run that failed: its status and its games' ids, marks and lengths.
    const games = async (d: Device) => (await gamesOf(d.db)).map((g) => ({ id: g.id.slice(0, 8), forkOf: g.forkOf?.slice(0, 8), events: g.events.length }));
    // And what its engine waits on: games queued, a look under way, a shard's updates not yet acknowledged.
    const engine = (d: Device) => {
      const e = d.sync as unknown as { waiting: Set<string>; draining: unknown; timer: unknown; providers: { synced: boolean; hasUnsyncedChanges: boolean }[] };
      return JSON.stringify({
        waiting: e.waiting.size,
        draining: e.draining !== null,
        timer: e.timer !== undefined,
        unsynced: e.providers.flatMap((p, i) => (p.synced && !p.hasUnsyncedChanges ? [] : [i])),
      });
    };
    throw new Error(
      `${(error as Error).message}; A ${JSON.stringify(a.status)} ${JSON.stringify(await games(a))} ${engine(a)}; B ${JSON.stringify(b.status)} ${JSON.stringify(await games(b))} ${engine(b)}`,
      { cause: error },
    );
  }
}

describe('a ledger on two devices', () => {
  it('games of each device reach the other, and a card recorded on one shows on the other within a second', async () => {
    relay = await startRelay();
    const keyring = keyringAt(relay.port);
    const dbA = phoneDb();
    const dbB = phoneDb();
    const a1 = await playedGame(dbA, 1);
    await playedGame(dbA, 2);
    const b1 = await playedGame(dbB, 3);
    const a = start(dbA, keyring);
    await until(() => a.status.state === 'synced', 'A synced', 30_000);
    const b = start(dbB, keyring);
    await inStep(a, b, 'A and B to hold the same three games');
    expect((await gamesOf(dbA)).map((g) => g.id).sort()).toEqual([a1, b1, (await gamesOf(dbA)).find((g) => g.id !== a1 && g.id !== b1)?.id].sort());

    const more = randomGame(1, { players: 4, rounds: 1, stopAfterPlays: 13 }).events.slice(-1);
    const started = Date.now();
    await append(dbA, a1, more);
    await until(
      async () => (await gamesOf(dbB)).find((g) => g.id === a1)?.events.length === (await gamesOf(dbA)).find((g) => g.id === a1)?.events.length,
      'the card on B',
      5000,
    );
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('a game started with no card yet, and the games of a backup restored, reach the other device without a reload', async () => {
    relay = await startRelay();
    const keyring = keyringAt(relay.port);
    const dbA = phoneDb();
    const dbB = phoneDb();
    const a = start(dbA, keyring);
    const b = start(dbB, keyring);
    await inStep(a, b, 'A and B synced, empty');
    const { createSession, backupAll, restoreBackup } = await import('../../src/store/index');
    const fresh = await createSession(dbA, 'diamonds', diamondsConfig(4));
    await until(async () => (await gamesOf(dbB)).some((g) => g.id === fresh), 'the game with no card on B', 25_000);
    // A backup made elsewhere, restored on A: its games go to B too, with nothing else done on A.
    const elsewhere = phoneDb();
    const restored = [await playedGame(elsewhere, 31), await playedGame(elsewhere, 32)];
    expect(await restoreBackup(dbA, await backupAll(elsewhere))).toMatchObject({ ok: true, added: 2 });
    await until(async () => (await gamesOf(dbB)).filter((g) => restored.includes(g.id)).length === 2, 'the restored games on B', 30_000);
    await inStep(a, b, 'A and B in step');
  });

  it('a game deleted on one device goes on the other, and comes back on both when the deletion is undone on either', async () => {
    relay = await startRelay();
    const keyring = keyringAt(relay.port);
    const dbA = phoneDb();
    const dbB = phoneDb();
    const id = await playedGame(dbA, 4);
    const a = start(dbA, keyring);
    const b = start(dbB, keyring);
    await inStep(a, b, 'the game on B');
    await deleteSession(dbB, id);
    await until(async () => (await dbA.sessions.get(id)) === undefined, 'the game gone from A', 25_000);
    // A, which did not delete it, is offered it back (Home's Undo), and its undo reaches B.
    expect(a.status.deletedElsewhere?.session.id).toBe(id);
    expect(await restoreDeleted(dbA, a.status.deletedElsewhere!)).toEqual({ ok: true });
    await until(async () => (await dbB.sessions.get(id)) !== undefined, 'the game back on B', 25_000);
    await inStep(a, b, 'A and B in step again');
    // And the device that deleted it can undo its own deletion as well.
    const again = await deleteSession(dbB, id);
    await until(async () => (await dbA.sessions.get(id)) === undefined, 'the game gone from A again', 25_000);
    expect(await restoreDeleted(dbB, again!)).toEqual({ ok: true });
    await until(async () => (await dbA.sessions.get(id)) !== undefined, 'the game back on A', 25_000);
    await inStep(a, b, 'A and B in step at the end');
  });

  it('a game changed on both devices while apart comes out as two games, one marked a fork of the other, on both', async () => {
    relay = await startRelay();
    const keyring = keyringAt(relay.port);
    const dbA = phoneDb();
    const dbB = phoneDb();
    const id = await playedGame(dbA, 5, 8);
    const a = start(dbA, keyring);
    let b = start(dbB, keyring);
    await inStep(a, b, 'the game on B');
    b.sync.stop();
    // A records the ninth and tenth cards of one deal; B, apart, the ninth card of another deal
    // of the same first eight (seed 5's game and seed 5's with its ninth card changed).
    const before = (await gamesOf(dbB))[0]!.events;
    const game = randomGame(5, { players: 4, rounds: 1, stopAfterPlays: 10 });
    expect(game.events.slice(0, before.length)).toEqual(before);
    await append(dbA, id, game.events.slice(before.length));
    await until(() => a.status.state === 'synced', 'A synced', 25_000);
    expect((await gamesOf(dbB))[0]!.events).toEqual(before);
    const undone = await import('../../src/store/index').then(({ undo }) => undo(dbB, id));
    expect(undone.ok).toBe(true);
    await append(dbB, id, before.slice(-1));
    // B's log is now A's first nine again, but rewritten (an undo and a card): a change of B's own.
    b = start(dbB, keyring, b.id);
    await inStep(a, b, 'A and B in step after B is back');
    const all = await gamesOf(dbA);
    expect(all).toHaveLength(2);
    const fork = all.find((g) => g.forkOf === id);
    const kept = all.find((g) => g.id === id);
    // Both logs, whole: which one keeps the id depends on which reached the server first.
    expect([kept?.events, fork?.events]).toEqual(expect.arrayContaining([game.events, before]));
    expect(kept?.events).not.toEqual(fork?.events);
    expect(fork?.id).not.toBe(id);
    // Marked on both devices as kept apart from the other device's version, which Home says.
    for (const db of [dbA, dbB]) expect((await db.sessions.get(fork!.id))?.forkFrom).toBe('devices');
  });
});

describe('clocks that disagree', () => {
  it('a device whose clock is three days behind still reads and keeps the games another device recorded', async () => {
    relay = await startRelay();
    const keyring = keyringAt(relay.port);
    const dbA = phoneDb();
    const dbB = phoneDb(() => Date.now() - 3 * 24 * 60 * 60 * 1000);
    const a1 = await playedGame(dbA, 12);
    const a = start(dbA, keyring);
    await until(() => a.status.state === 'synced', 'A synced', 30_000);
    const b = start(dbB, keyring);
    await inStep(a, b, 'A’s game on B');
    expect(b.status.unreadable).toBe(0);
    expect((await gamesOf(dbB)).map((g) => g.id)).toEqual([a1]);
  });
});

describe('players of a ledger', () => {
  it('a player with no game (kept from a restored backup, say) reaches the other device, and one of the same name there stays one', async () => {
    relay = await startRelay();
    const keyring = keyringAt(relay.port);
    const dbA = phoneDb();
    const dbB = phoneDb();
    await playedGame(dbA, 11, 6, ['Ann', 'Bob', 'Cy', 'Dee']);
    const { ensurePlayers } = await import('../../src/store/index');
    const [wilhelmina] = await ensurePlayers(dbA, ['Wilhelmina', 'Ottokar']);
    await ensurePlayers(dbB, ['Ottokar']);
    const a = start(dbA, keyring);
    await until(() => a.status.state === 'synced', 'A synced', 30_000);
    const b = start(dbB, keyring);
    await inStep(a, b, 'the game on both');
    await until(async () => (await dbB.players.toArray()).some((p) => p.name === 'Wilhelmina'), 'Wilhelmina on B', 25_000);
    const onB = await dbB.players.toArray();
    expect(onB.find((p) => p.name === 'Wilhelmina')?.id).toBe(wilhelmina);
    expect(onB.filter((p) => p.name === 'Ottokar')).toHaveLength(1);
    expect(onB.map((p) => p.name).sort()).toEqual(['Ann', 'Bob', 'Cy', 'Dee', 'Ottokar', 'Wilhelmina']);
    // The rule of one name per device holds on A too: nothing came back doubled.
    expect((await dbA.players.toArray()).map((p) => p.name).sort()).toEqual(['Ann', 'Bob', 'Cy', 'Dee', 'Ottokar', 'Wilhelmina']);
  });

  it('a player renamed on both devices while apart keeps the later name on both, and the other name shows among their former names', async () => {
    relay = await startRelay();
    const keyring = keyringAt(relay.port);
    const dbA = phoneDb();
    const dbB = phoneDb();
    // Each device met Ann on its own: two player records of one name, matched by it.
    const onA = await playedGame(dbA, 9, 6, ['Ann', 'Bob', 'Cy', 'Dee']);
    const onB = await playedGame(dbB, 10, 6, ['Ann', 'Eve', 'Finn', 'Gus']);
    const a = start(dbA, keyring);
    const b = start(dbB, keyring);
    await inStep(a, b, 'both games on both');
    b.sync.stop();
    const annOf = async (db: typeof dbA) => (await db.players.toArray()).find((p) => p.name === 'Ann' || p.formerNames?.includes('Ann'))!;
    const { renamePlayer } = await import('../../src/store/index');
    expect(await renamePlayer(dbA, (await annOf(dbA)).id, 'Anna')).toEqual({ ok: true });
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await renamePlayer(dbB, (await annOf(dbB)).id, 'Annie')).toEqual({ ok: true });
    await until(async () => (await annOf(dbA)).name === 'Anna', 'A renamed', 2000);
    start(dbB, keyring, b.id);
    await until(async () => (await annOf(dbA)).name === 'Annie' && (await annOf(dbB)).name === 'Annie', 'Annie on both', 25_000);
    await until(
      async () =>
        JSON.stringify((await annOf(dbA)).formerNames?.slice().sort()) === JSON.stringify(['Ann', 'Anna']) &&
        JSON.stringify((await annOf(dbB)).formerNames?.slice().sort()) === JSON.stringify(['Ann', 'Anna']),
      'Ann and Anna among the former names on both',
      10_000,
    );
    // Every game of hers on both devices says her name now, and there is one of her on each.
    for (const db of [dbA, dbB]) {
      for (const id of [onA, onB]) expect((await db.sessions.get(id))?.players).toContain('Annie');
      expect((await db.players.toArray()).filter((p) => ['Ann', 'Anna', 'Annie'].includes(p.name))).toHaveLength(1);
    }
  });
  it('a player renamed after games under the old name is one player, under the new name with every game, on a device restored from the kit', async () => {
    relay = await startRelay();
    const keyring = keyringAt(relay.port);
    const db = phoneDb();
    for (const seed of [51, 52, 53, 54, 55]) await playedGame(db, seed, 4, ['Ann', 'Bob', 'Cy', 'Dee']);
    const a = start(db, keyring);
    await until(() => a.status.state === 'synced', 'A synced', 30_000);
    const cy = (await db.players.toArray()).find((p) => p.name === 'Cy');
    expect(await renamePlayer(db, cy!.id, 'Cyd')).toEqual({ ok: true });
    await playedGame(db, 56, 4, ['Ann', 'Bob', 'Cyd', 'Dee']);
    await a.sync.idle();
    await until(() => a.status.state === 'synced', 'A synced again', 30_000);

    const restored = phoneDb();
    const b = start(restored, keyring);
    await until(async () => b.status.state === 'synced' && (await restored.sessions.count()) === 6, 'the restored device holding all six games', 30_000);
    await b.sync.idle();
    const players = await restored.players.toArray();
    const named = (name: string) => players.filter((p) => p.name === name || (p.formerNames ?? []).includes(name));
    expect(named('Cy').map((p) => p.name)).toEqual(['Cyd']);
    const cyd = named('Cyd')[0]!;
    expect(await restored.sessions.where('playerIds').equals(cyd.id).count()).toBe(6);
    expect(players.map((p) => p.name).sort()).toEqual(['Ann', 'Bob', 'Cyd', 'Dee']);
  }, 90_000);
});

describe('a server rolled back', () => {
  it('a device holding newer versions of games (a deletion, a card more) writes them back, and a new device online with it agrees within seconds', async () => {
    relay = await startRelay();
    const { port, dataDir } = relay;
    const keyring = keyringAt(port);
    const db = phoneDb();
    const ids: string[] = [];
    for (const seed of [61, 62, 63, 64]) ids.push(await playedGame(db, seed, 4));
    let a = start(db, keyring);
    await until(() => a.status.state === 'synced', 'A synced its four games', 30_000);
    a.sync.stop();
    await relay.close();
    // The server's state as a backup holds it, to be put back later (an operator, or a restore).
    const snapshot = mkdtempSync(join(tmpdir(), 'rolled-back-'));
    cpSync(dataDir, snapshot, { recursive: true });
    relay = await startRelay(port, {}, dataDir);
    a = start(db, keyring, a.id);
    await until(() => a.status.state === 'synced', 'A synced again', 30_000);
    expect(await deleteSession(db, ids[0]!)).toBeDefined();
    // And a card more in another game: its newer version, not a deletion.
    const game = (plays: number) => randomGame(62, { players: 4, rounds: 1, stopAfterPlays: plays }).events;
    await append(db, ids[1]!, game(5).slice(game(4).length));
    await until(async () => a.status.state === 'synced' && (await db.sessions.count()) === 3, 'A synced its deletion and its card', 30_000);
    await a.sync.idle();
    a.sync.stop();
    await relay.close();
    rmSync(dataDir, { recursive: true, force: true });
    cpSync(snapshot, dataDir, { recursive: true });
    relay = await startRelay(port, {}, dataDir);

    // Online together: the owner's device and a new one, which reads the rolled-back ledger.
    a = start(db, keyring, a.id);
    const fresh = phoneDb();
    const b = start(fresh, keyring);
    await inStep(a, b, 'the two devices to agree', 20_000);
    expect((await gamesOf(fresh)).map((g) => g.id).sort()).toEqual(ids.slice(1).sort());
    expect((await gamesOf(fresh)).find((g) => g.id === ids[1])?.events).toHaveLength(game(5).length);
  }, 90_000);
});

describe('the recovery kit', () => {
  it('a fresh device with the kit alone (its file, or its printed code) gets every game and player back from the server', async () => {
    relay = await startRelay();
    const keyring = keyringAt(relay.port);
    const dbA = phoneDb();
    await playedGame(dbA, 11, 9, ['Ann', 'Bob', 'Cy', 'Dee']);
    await playedGame(dbA, 12, 30, ['Ann', 'Bob', 'Eve', 'Finn']);
    const a = start(dbA, keyring);
    await until(() => a.status.state === 'synced', 'A synced', 25_000);
    await a.sync.idle();
    const { recoveryKit, readRecoveryKit, recoveryCode, readRecoveryCode } = await import('../../src/sync/ledger-link');
    const kit = recoveryKit(keyring, Date.now());
    a.sync.stop();
    // The phone is lost: only the server and the kit are left.
    const fromFile = readRecoveryKit(kit);
    expect(fromFile).toEqual({ keyring });
    const typed = recoveryCode(keyring.secret).toLowerCase().replace(/-/g, ' ');
    expect(readRecoveryCode(typed)).toEqual({ secret: keyring.secret });
    for (const restored of [
      'keyring' in fromFile ? fromFile.keyring : keyring,
      { secret: (readRecoveryCode(typed) as { secret: string }).secret, relay: keyring.relay },
    ]) {
      const db = phoneDb();
      const c = start(db, restored);
      await until(async () => c.status.state === 'synced' && (await db.sessions.count()) === 2, 'the fresh device with both games', 25_000);
      await c.sync.idle();
      expect(await gamesOf(db)).toEqual(await gamesOf(dbA));
      expect((await db.players.toArray()).map((p) => p.name).sort()).toEqual(['Ann', 'Bob', 'Cy', 'Dee', 'Eve', 'Finn']);
    }
  });
});

describe('games followed at a live table', () => {
  it('join the ledger of the phone that followed them, as followed games without the table’s keys', async () => {
    const table = await liveTable('diamonds', diamondsConfig(4));
    relay = table.relay as typeof relay;
    await until(async () => (await table.followerDb.sessions.get(table.id))?.live?.role === 'follower', 'the follower holding the game', 25_000);
    const keyring = keyringAt(table.relay.port);
    const follower = start(table.followerDb, keyring);
    const dbD = phoneDb();
    const other = start(dbD, keyring);
    await until(
      async () => (await dbD.sessions.get(table.id)) !== undefined && other.status.state === 'synced',
      "the followed game on the follower's other device",
      10_000,
    );
    const row = (await dbD.sessions.get(table.id))!;
    expect(row.followed).toBe(true);
    expect(row.live).toBeUndefined();
    expect(JSON.stringify(row)).not.toContain((await table.followerDb.sessions.get(table.id))!.live!.secret!);
    // The phone at the table still follows it, untouched by the ledger.
    expect((await table.followerDb.sessions.get(table.id))?.live?.role).toBe('follower');
    void follower;
  });
});
