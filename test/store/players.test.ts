/**
 * Players as records of their own: schema version 2's upgrade, ensurePlayers, syncPlayers, and
 * rename / merge / colour, each one transaction that every session follows.
 */
import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { describe, expect, it, vi } from 'vitest';
import {
  appendEvent,
  createSession,
  deleteSession,
  ensurePlayers,
  exportRecord,
  gamesPerPlayer,
  gamesTogether,
  keepPlayersInStep,
  listPlayers,
  loadSession,
  mergePlayers,
  PLAYER_COLOURS,
  playersInStep,
  renamePlayer,
  restoreDeleted,
  setPlayerColour,
  syncPlayers,
  type DeviceDb,
} from '../../src/store/index';
import { DeviceDb as Db } from '../../src/store/db';
import { freshDb, said, tickingClock } from './helpers';
import { config, score, toyRegistry } from './toy-game';

async function idsOf(db: DeviceDb, ...names: string[]): Promise<string[]> {
  const players = await listPlayers(db);
  return names.map((n) => {
    const p = players.find((x) => x.name === n);
    if (!p) throw new Error(`no player ${n}`);
    return p.id;
  });
}

/** Sessions by the names they hold, with their ids resolved to names, for readable assertions. */
async function table(db: DeviceDb) {
  const players = new Map((await listPlayers(db)).map((p) => [p.id, p.name]));
  const rows = await db.sessions.toArray();
  return rows
    .sort((a, b) => a.createdAt - b.createdAt)
    .map((s) => ({
      players: s.players,
      config: (s.config as { players: string[] }).players,
      ids: (s.playerIds ?? []).map((id) => players.get(id) ?? `?${id}`),
      standings: s.standings.map((st) => st.players.join('&')),
      winners: s.winners,
    }));
}

describe('schema version 2 upgrade', () => {
  it('creates one player per distinct (trimmed) name of the stored sessions and sets every playerIds', async () => {
    const name = `upgrade-${crypto.randomUUID()}`;
    // A device still on version 1, with three games.
    const v1 = new Dexie(name);
    v1.version(1).stores({ sessions: 'id, updatedAt, [status+updatedAt]', events: '[sessionId+seq]', settings: 'key' });
    const row = (id: string, players: string[], t: number) => ({
      id,
      game: 'diamonds',
      players,
      config: config(players),
      createdAt: t,
      updatedAt: t,
      status: 'in-progress',
      standings: players.map((p) => ({ players: [p], score: 0 })),
      winners: [],
      length: 0,
      redo: [],
    });
    await v1.table('sessions').bulkAdd([row('a', ['Ann', 'Bob'], 1), row('b', ['Bob ', 'Cy'], 2), row('c', ['Cy', 'Ann', 'Dee'], 3)]);
    v1.close();

    const db = freshDb({ now: () => 42 }, name);
    const players = await listPlayers(db);
    expect(players.map((p) => [p.name, p.createdAt])).toEqual([
      ['Ann', 42],
      ['Bob', 42],
      ['Cy', 42],
      ['Dee', 42],
    ]);
    expect(new Set(players.map((p) => p.colour)).size).toBe(4);
    const id = new Map(players.map((p) => [p.name, p.id]));
    const sessions = await db.sessions.toArray();
    expect(sessions.map((s) => [s.id, s.playerIds])).toEqual([
      ['a', [id.get('Ann'), id.get('Bob')]],
      ['b', [id.get('Bob'), id.get('Cy')]],
      ['c', [id.get('Cy'), id.get('Ann'), id.get('Dee')]],
    ]);
    // The new multiEntry index finds every session of a player.
    expect((await db.sessions.where('playerIds').equals(id.get('Ann')!).primaryKeys()).sort()).toEqual(['a', 'c']);
    // Names as stored are untouched by the upgrade.
    expect(sessions[1]?.players).toEqual(['Bob ', 'Cy']);
  });
});

describe('ensurePlayers', () => {
  it('returns existing ids by trimmed name and creates the missing players with palette colours in order', async () => {
    const db = freshDb({ now: tickingClock() });
    const [ann, bob] = await ensurePlayers(db, ['Ann', 'Bob']);
    expect(await ensurePlayers(db, [' Bob', 'Ann ', 'Cy'])).toEqual([bob, ann, expect.any(String)]);
    const players = await listPlayers(db);
    expect(players.map((p) => [p.name, p.colour])).toEqual([
      ['Ann', PLAYER_COLOURS[0].key],
      ['Bob', PLAYER_COLOURS[1].key],
      ['Cy', PLAYER_COLOURS[2].key],
    ]);
  });

  it("joins the caller's transaction: a failure later in it leaves no player behind", async () => {
    const db = freshDb();
    await expect(
      db.transaction('rw', db.players, db.sessions, async () => {
        await ensurePlayers(db, ['Ann']);
        throw new Error('the session write failed');
      }),
    ).rejects.toThrow('the session write failed');
    expect(await db.players.count()).toBe(0);
  });
});

describe('syncPlayers', () => {
  it('gives sessions written without ids their players, once; then it is a read-only no-op', async () => {
    const db = freshDb({ now: tickingClock() });
    await createSession(db, 'diamonds', config(['Ann', 'Bob']));
    await createSession(db, 'diams', config(['Bob', 'Cy']));
    // As rows restored from a backup, or written by code that does not call ensurePlayers.
    await db.sessions.toCollection().modify((s) => void delete s.playerIds);
    await db.players.clear();
    expect(playersInStep(await db.sessions.toArray(), [])).toBe(false);
    expect(await syncPlayers(db)).toBe(2);
    expect(await table(db)).toEqual([
      { players: ['Ann', 'Bob'], config: ['Ann', 'Bob'], ids: ['Ann', 'Bob'], standings: ['Ann', 'Bob'], winners: [] },
      { players: ['Bob', 'Cy'], config: ['Bob', 'Cy'], ids: ['Bob', 'Cy'], standings: ['Bob', 'Cy'], winners: [] },
    ]);
    expect(playersInStep(await db.sessions.toArray(), await db.players.toArray())).toBe(true);
    const spy = vi.spyOn(db, 'transaction');
    expect(await syncPlayers(db)).toBe(0);
    expect(spy.mock.calls.map((c) => c[0])).toEqual(['r']);
    expect(Object.fromEntries([...(await gamesPerPlayer(db))].map(([id, n]) => [id, n]))).toEqual(
      Object.fromEntries((await idsOf(db, 'Ann', 'Bob', 'Cy')).map((id, i) => [id, [1, 2, 1][i]])),
    );
  });

  it('keeps ids when appending (the store spreads the row) and re-links a session put back after a rename', async () => {
    const db = freshDb({ now: tickingClock() });
    const id = await createSession(db, 'diamonds', config(['Ann', 'Bob'], 5));
    await syncPlayers(db);
    const before = (await db.sessions.get(id))!.playerIds;
    await appendEvent(db, id, score(0, 5), 0);
    expect((await db.sessions.get(id))!.playerIds).toEqual(before);

    const deleted = (await deleteSession(db, id))!;
    const [ann] = await idsOf(db, 'Ann');
    expect(await renamePlayer(db, ann!, 'Annie')).toEqual({ ok: true });
    await restoreDeleted(db, deleted);
    expect(await syncPlayers(db)).toBe(1);
    expect(await table(db)).toEqual([
      { players: ['Annie', 'Bob'], config: ['Annie', 'Bob'], ids: ['Annie', 'Bob'], standings: ['Annie', 'Bob'], winners: ['Annie'] },
    ]);
  });
});

describe('keepPlayersInStep', () => {
  it('for screens that read at once, syncs once; nothing when the rows read are in step', async () => {
    const db = freshDb({ now: tickingClock() });
    await createSession(db, 'diamonds', config(['Ann', 'Bob']));
    await db.sessions.toCollection().modify((s) => void delete s.playerIds);
    await db.players.clear();
    const sessions = await db.sessions.toArray();
    const writes = () => spy.mock.calls.filter((c) => c[0] === 'rw').length;
    const spy = vi.spyOn(db, 'transaction');
    // The statistics and the history, open together, each read the rows out of step.
    keepPlayersInStep(db, sessions, []);
    keepPlayersInStep(db, sessions, []);
    await vi.waitFor(async () => expect((await db.sessions.toArray())[0]?.playerIds).toHaveLength(2), { timeout: 25_000 });
    await vi.waitFor(() => expect(spy.mock.calls.length).toBe(2), { timeout: 25_000 }); // one look, one write
    expect(writes()).toBe(1);
    keepPlayersInStep(db, await db.sessions.toArray(), await db.players.toArray());
    expect(spy.mock.calls.length).toBe(2);
  });
});

describe('renamePlayer', () => {
  async function device() {
    const db = freshDb({ now: tickingClock() });
    const one = await createSession(db, 'diamonds', config(['Ann', 'Bob'], 5));
    await appendEvent(db, one, score(1, 5), 0); // Bob wins
    const two = await createSession(db, 'diams', config(['Cy', 'Bob', 'Dee']));
    await syncPlayers(db);
    return { db, one, two };
  }

  it('renames the player and every session: names, config, standings and winners, not the dates', async () => {
    const { db, one } = await device();
    const [bob] = await idsOf(db, 'Bob');
    const dates = (await db.sessions.toArray()).map((s) => s.updatedAt);
    expect(await renamePlayer(db, bob!, '  Robert  ')).toEqual({ ok: true });
    expect(await table(db)).toEqual([
      { players: ['Ann', 'Robert'], config: ['Ann', 'Robert'], ids: ['Ann', 'Robert'], standings: ['Ann', 'Robert'], winners: ['Robert'] },
      { players: ['Cy', 'Robert', 'Dee'], config: ['Cy', 'Robert', 'Dee'], ids: ['Cy', 'Robert', 'Dee'], standings: ['Cy', 'Robert', 'Dee'], winners: [] },
    ]);
    expect((await db.sessions.toArray()).map((s) => s.updatedAt)).toEqual(dates);
    // The log still replays and exports under the new name (events use seats).
    expect((await loadSession(db, one))?.broken).toBeUndefined();
    expect(JSON.parse((await exportRecord(db, one))!).players).toEqual(['Ann', 'Robert']);
    // An append recomputes the row from the config: the new name stays.
    const two = (await db.sessions.toArray()).find((s) => s.game === 'diams')!;
    await appendEvent(db, two.id, score(1, 3), 0);
    expect((await db.sessions.get(two.id))!.standings[1]!.players).toEqual(['Robert']);
  });

  it("refuses a blank or too long name, or another player's name (that is a merge), and changes nothing", async () => {
    const { db } = await device();
    const [bob] = await idsOf(db, 'Bob');
    const before = await table(db);
    expect(said(await renamePlayer(db, bob!, '   '))).toEqual({ ok: false, message: expect.stringMatching(/needs a name/) });
    expect(said(await renamePlayer(db, bob!, 'x'.repeat(31)))).toEqual({ ok: false, message: expect.stringMatching(/at most 30/) });
    expect(said(await renamePlayer(db, bob!, 'Ann '))).toEqual({ ok: false, message: expect.stringMatching(/already called "Ann".*merge/) });
    expect(said(await renamePlayer(db, 'nobody', 'Zed'))).toEqual({ ok: false, message: expect.stringMatching(/no longer on this device/) });
    expect(await table(db)).toEqual(before);
    expect(await renamePlayer(db, bob!, 'Bob')).toEqual({ ok: true });
    // A case change is a rename.
    expect(await renamePlayer(db, bob!, 'BOB')).toEqual({ ok: true });
    expect((await table(db))[0]!.players).toEqual(['Ann', 'BOB']);
  });

  it('renames sessions that were never synced, in the same transaction', async () => {
    const { db } = await device();
    await createSession(db, 'diamonds', config(['Bob', 'Eve']));
    const [bob] = await idsOf(db, 'Bob');
    expect(await renamePlayer(db, bob!, 'Rob')).toEqual({ ok: true });
    expect((await table(db)).map((s) => s.players)).toEqual([
      ['Ann', 'Rob'],
      ['Cy', 'Rob', 'Dee'],
      ['Rob', 'Eve'],
    ]);
  });

  it('is all or nothing', async () => {
    const { db } = await device();
    const [bob] = await idsOf(db, 'Bob');
    const before = { players: await db.players.toArray(), sessions: await db.sessions.toArray() };
    vi.spyOn(db.sessions, 'bulkPut').mockRejectedValueOnce(new Error('disk full'));
    await expect(renamePlayer(db, bob!, 'Robert')).rejects.toThrow('disk full');
    expect({ players: await db.players.toArray(), sessions: await db.sessions.toArray() }).toEqual(before);
  });
});

describe('mergePlayers', () => {
  it('moves every session of one name to the other, and removes the first', async () => {
    const db = freshDb({ now: tickingClock() });
    const one = await createSession(db, 'diamonds', config(['Rob', 'Ann'], 5));
    await appendEvent(db, one, score(0, 5), 0); // Rob wins
    await createSession(db, 'diams', config(['Bob', 'Cy']));
    await syncPlayers(db);
    const [rob, bob] = await idsOf(db, 'Rob', 'Bob');
    await setPlayerColour(db, bob!, 'teal');
    expect(await mergePlayers(db, rob!, bob!)).toEqual({ ok: true, sessions: 1 });
    expect((await listPlayers(db)).map((p) => [p.name, p.colour])).toEqual([
      ['Ann', expect.any(String)],
      ['Bob', 'teal'],
      ['Cy', expect.any(String)],
    ]);
    expect(await table(db)).toEqual([
      { players: ['Bob', 'Ann'], config: ['Bob', 'Ann'], ids: ['Bob', 'Ann'], standings: ['Bob', 'Ann'], winners: ['Bob'] },
      { players: ['Bob', 'Cy'], config: ['Bob', 'Cy'], ids: ['Bob', 'Cy'], standings: ['Bob', 'Cy'], winners: [] },
    ]);
    expect(await db.sessions.where('playerIds').equals(rob!).count()).toBe(0);
    expect(await db.sessions.where('playerIds').equals(bob!).count()).toBe(2);
  });

  it('refuses two players who sat at the same table, or the same player twice, and changes nothing', async () => {
    const db = freshDb({ now: tickingClock() });
    await createSession(db, 'diamonds', config(['Ann', 'Bob']));
    await createSession(db, 'diamonds', config(['Bob', 'Ann', 'Cy']));
    await createSession(db, 'diamonds', config(['Ann', 'Cy']));
    await syncPlayers(db);
    const [ann, bob] = await idsOf(db, 'Ann', 'Bob');
    const before = await table(db);
    expect(said(await mergePlayers(db, ann!, bob!))).toEqual({
      ok: false,
      message: '"Ann" and "Bob" played in the same game 2 times, so they are two people: they cannot be merged.',
    });
    expect([await gamesTogether(db, ann!, bob!), await gamesTogether(db, bob!, ann!)]).toEqual([2, 2]);
    expect(said(await mergePlayers(db, ann!, ann!))).toEqual({ ok: false, message: 'Choose two different players to merge.' });
    expect(said(await mergePlayers(db, ann!, 'gone'))).toEqual({ ok: false, message: expect.stringMatching(/no longer/) });
    expect(await table(db)).toEqual(before);
    expect(await db.players.count()).toBe(3);
  });
});

describe('setPlayerColour', () => {
  it('accepts a palette colour only', async () => {
    const db = freshDb();
    const [ann] = await ensurePlayers(db, ['Ann']);
    expect(await setPlayerColour(db, ann!, 'amber')).toEqual({ ok: true });
    expect((await db.players.get(ann!))?.colour).toBe('amber');
    expect(said(await setPlayerColour(db, ann!, 'red; background: url(x)'))).toEqual({ ok: false, message: expect.stringMatching(/not one of the colours/) });
    expect(said(await setPlayerColour(db, 'gone', 'amber'))).toEqual({ ok: false, message: expect.stringMatching(/no longer/) });
  });
});

describe('the database class', () => {
  it('declares version 6 (packed logs and statistics in packs of 4, the history index of 5, the ledger’s agreements of 6) with version 2’s players table and playerIds index', async () => {
    const db = new Db(`schema-${crypto.randomUUID()}`, { games: toyRegistry() });
    await db.open();
    expect(db.verno).toBe(6);
    expect(db.sessions.schema.indexes.map((i) => i.name)).toContain('[createdAt+updatedAt]');
    expect(db.tables.map((t) => t.name).sort()).toEqual(['events', 'ledgerMeta', 'players', 'sessions', 'settings', 'statsPacks', 'tableState']);
    expect(db.sessions.schema.indexes.map((i) => [i.name, i.multi])).toContainEqual(['playerIds', true]);
    expect(db.players.schema.indexes.map((i) => [i.name, i.unique])).toContainEqual(['name', true]);
    db.close();
    await Dexie.delete(db.name);
  });
});
