/**
 * The statistics cache: each session is computed from its log once, and again only when its log
 * changed (append, undo, redo), when the statistics code changed, or never once it is deleted.
 */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { STATS_VERSION, cachedLibrary, loadLibrary, playerSummary, groupOf } from '../../src/stats/index';
import { appendEvent, createSession, deleteSession, loadSession, redo, renamePlayer, undo } from '../../src/store/index';
import { readCache } from '../../src/stats/cache';
import { decodePack, encodePack } from '../../src/stats/pack-format';
import { games } from '../../src/app/games';
import { freshDb, tickingClock } from '../store/helpers';
import { THREE_PLAYER_BEGUN, TWO_PLAYER, store } from './games';

async function twoGames() {
  const db = freshDb({ games, now: tickingClock() });
  const done = await store(db, TWO_PLAYER);
  const begun = await store(db, THREE_PLAYER_BEGUN);
  return { db, done, begun };
}

describe('the statistics cache', () => {
  it('computes every session once, then reads the cache', async () => {
    const { db, done, begun } = await twoGames();
    expect((await loadLibrary(db)).computed).toBe(2);
    expect([...(await readCache(db)).keys()].sort()).toEqual([done, begun].sort());
    expect((await db.statsPacks.toArray()).every((p) => p.version === STATS_VERSION)).toBe(true);
    const again = await loadLibrary(db);
    expect(again.computed).toBe(0);
    expect(again.entries).toHaveLength(2);
  });

  it('recomputes a session whose log grew, and one undone then played differently (same length)', async () => {
    const { db, begun } = await twoGames();
    await loadLibrary(db);
    const loaded = (await loadSession(db, begun))!;
    // Cy's turn in trick 4 is next after S3 (Cy won trick 3 and leads): an off-suit-free lead.
    expect((await appendEvent(db, begun, { type: 'play', card: 'H1' }, loaded.session.length)).ok).toBe(true);
    let lib = await loadLibrary(db);
    expect(lib.computed).toBe(1);
    const cy = lib.entries.find((e) => e.sessionId === begun)!.stats.seats[2]!;
    expect(cy.score).toBe(5);

    const length = (await db.sessions.get(begun))!.length;
    const undone = await undo(db, begun, length);
    expect(undone.ok).toBe(true);
    expect((await appendEvent(db, begun, { type: 'play', card: 'D1' }, undone.ok ? undone.revision : -1)).ok).toBe(true);
    expect((await db.sessions.get(begun))!.length).toBe(length);
    lib = await loadLibrary(db);
    expect(lib.computed).toBe(1);
    expect(lib.entries.find((e) => e.sessionId === begun)!.stats.seats[2]!.score).toBe(5);
    expect((await readCache(db)).get(begun)!.length).toBe(length);

    expect((await undo(db, begun)).ok).toBe(true);
    expect((await loadLibrary(db)).computed).toBe(1);
    expect((await redo(db, begun)).ok).toBe(true);
    expect((await loadLibrary(db)).computed).toBe(1);
  });

  it('recomputes rows of an older statistics version, and drops the rows of deleted sessions', async () => {
    const { db, done, begun } = await twoGames();
    await loadLibrary(db);
    // Packs of an older version, whose numbers that version computed otherwise.
    await db.statsPacks.toCollection().modify((p) => {
      p.version = STATS_VERSION - 1;
      p.entries = encodePack(decodePack(p.entries).map((e) => ({ ...e, stats: { ...e.stats, rounds: 99 } })));
    });
    const lib = await loadLibrary(db);
    expect(lib.computed).toBe(2);
    expect(lib.entries.find((e) => e.sessionId === done)!.stats.rounds).toBe(4);

    await deleteSession(db, begun);
    await createSession(db, 'diamonds', { players: ['Zed', 'Ann'], variant: 'standard', thief: null });
    expect((await loadLibrary(db)).computed).toBe(1); // the new game; the deleted one's row goes
    const cache = await readCache(db);
    expect(cache.has(begun)).toBe(false);
    expect(cache.size).toBe(2);
  });

  it('leaves out a session whose setup the rules no longer accept, not the whole library', async () => {
    const { db, done, begun } = await twoGames();
    await db.sessions.update(begun, { config: { players: 'not a list' }, updatedAt: 1 });
    const lib = await loadLibrary(db);
    expect(lib.entries.map((e) => e.sessionId)).toEqual([done]);
  });

  it('counts a session written without player ids under its names, before any sync', async () => {
    const { db } = await twoGames();
    // As a row restored from a backup, or written by code that does not call ensurePlayers.
    await db.sessions.toCollection().modify((s) => void delete s.playerIds);
    await db.players.clear();
    const lib = await loadLibrary(db);
    expect(lib.players.map((p) => p.name).sort()).toEqual(['Ann', 'Bob', 'Cy']);
    const bob = lib.players.find((p) => p.name === 'Bob')!;
    expect(playerSummary(lib.entries, bob.id, groupOf('diamonds'))).toMatchObject({ games: 1, wins: 1, averageScore: 30 });
  });

  it('reads the logs in one pass when most sessions are stale, with the same result', async () => {
    const db = freshDb({ games, now: tickingClock() });
    for (let i = 0; i < 24; i++) await store(db, i % 2 ? TWO_PLAYER : THREE_PLAYER_BEGUN);
    const lib = await loadLibrary(db);
    expect(lib.computed).toBe(24);
    expect(lib.entries.filter((e) => e.stats.finished)).toHaveLength(12);
    expect(new Set(lib.entries.map((e) => JSON.stringify(e.stats.seats))).size).toBe(2);
  });
});

describe('the cached library (what the statistics screen shows first)', () => {
  it('is the library as last cached, and a check against the sessions sets the cache right', async () => {
    const { db, done, begun } = await twoGames();
    expect(await cachedLibrary(db)).toBeUndefined(); // nothing cached yet
    const first = await loadLibrary(db);
    expect(await cachedLibrary(db)).toEqual({ ...first, computed: 0 });

    // Changes no keeper saw (another tab of an older version, say): a card played, a rename, a delete.
    const loaded = (await loadSession(db, begun))!;
    expect((await appendEvent(db, begun, { type: 'play', card: 'H1' }, loaded.revision)).ok).toBe(true);
    const ann = (await db.players.where('name').equals('Ann').first())!;
    expect(await renamePlayer(db, ann.id, 'Annie')).toEqual({ ok: true });
    const stale = (await cachedLibrary(db))!;
    expect(stale.entries).toEqual(first.entries);

    const checked = await loadLibrary(db);
    expect(checked.computed).toBe(1);
    expect(checked.entries.find((e) => e.sessionId === begun)!.stats.seats[2]!.score).toBe(5);
    expect(checked.entries.find((e) => e.sessionId === begun)!.players).toEqual(['Annie', 'Bob', 'Cy']);
    expect(checked.entries.find((e) => e.sessionId === done)!.players).toContain('Annie');
    expect(await cachedLibrary(db)).toEqual({ ...checked, computed: 0 });

    await deleteSession(db, done);
    expect((await cachedLibrary(db))!.entries).toHaveLength(2); // until the next check
    await loadLibrary(db);
    expect((await cachedLibrary(db))!.entries.map((e) => e.sessionId)).toEqual([begun]);
  });
});
