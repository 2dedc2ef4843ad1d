/**
 * The statistics of a game are computed when it changes, after the change is committed (never
 * inside the transaction the tap waits for): a game being played once the table has been quiet for
 * a moment (never between two taps), games that arrive together (a restore, a batch of the ledger's
 * sync) at once; so a library read later finds every row fresh and computes nothing.
 */
import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { cachedLibrary, loadLibrary } from '../../src/stats/index';
import { isFresh, readCache } from '../../src/stats/cache';
import { keepStatsFresh } from '../../src/stats/keeper';
import { appendEvent, backupAll, loadSession, redo, restoreBackup, undo } from '../../src/store/index';
import { readLedgerGames, writeLedgerGames } from '../../src/store/ledger';
import type { DeviceDb } from '../../src/store/db';
import { games } from '../../src/app/games';
import { freshDb, tickingClock } from '../store/helpers';
import { DIAMS_QUICK, THREE_PLAYER_BEGUN, TWO_PLAYER, store } from './games';

/** Resolves once the cached statistics of `id` describe the session as it is now. */
async function freshRow(db: DeviceDb, id: string): Promise<void> {
  // A guard against a hang, not a pace: a loaded machine may take seconds.
  for (const end = Date.now() + 25_000; Date.now() < end;) {
    const [row, session] = await Promise.all([readCache(db).then((c) => c.get(id)), db.sessions.get(id)]);
    if (session && isFresh(row, session)) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`the statistics of ${id} were not computed`);
}

describe('keepStatsFresh', () => {
  it('computes a game’s statistics after each append, undo and redo, once committed', async () => {
    const db = freshDb({ games, now: tickingClock() });
    const stop = keepStatsFresh(db, 20);
    const begun = await store(db, THREE_PLAYER_BEGUN);
    await freshRow(db, begun); // an import is a change too
    const { session, revision } = (await loadSession(db, begun))!;
    const { length } = session;

    expect((await appendEvent(db, begun, { type: 'play', card: 'H1' }, revision)).ok).toBe(true);
    // The append has resolved, and its statistics are not written yet: they come after it.
    expect((await readCache(db)).get(begun)?.length).toBe(length);
    await freshRow(db, begun);
    expect((await loadLibrary(db)).computed).toBe(0);

    expect((await undo(db, begun)).ok).toBe(true);
    await freshRow(db, begun);
    expect((await redo(db, begun)).ok).toBe(true);
    await freshRow(db, begun);
    const lib = await loadLibrary(db);
    expect(lib.computed).toBe(0);
    expect(lib.entries.find((e) => e.sessionId === begun)!.stats.seats[2]!.score).toBe(5);
    stop();
  });

  it('waits until the table has been quiet: cards recorded one after another are computed once, after the last', async () => {
    // The keeper's clock is faked (its timers and Date); IndexedDB (fake-indexeddb) runs on setImmediate, untouched.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      const db = freshDb({ games, now: tickingClock() });
      const begun = await store(db, THREE_PLAYER_BEGUN);
      const stop = keepStatsFresh(db, 300);
      const { revision } = (await loadSession(db, begun))!;
      const before = (await readCache(db)).get(begun);
      const changes = [
        () => appendEvent(db, begun, { type: 'play', card: 'H1' }, revision),
        () => undo(db, begun),
        () => redo(db, begun),
        () => undo(db, begun),
      ];
      for (const change of changes) {
        expect((await change()).ok).toBe(true);
        await vi.advanceTimersByTimeAsync(100);
        // Taps 100 ms apart: still within the quiet time, so nothing is read or written for them.
        expect((await readCache(db)).get(begun)).toEqual(before);
      }
      // 299 ms after the last change: still quiet time.
      await vi.advanceTimersByTimeAsync(199);
      expect((await readCache(db)).get(begun)).toEqual(before);
      // Then computed once, as soon as the table is idle.
      let fresh = false;
      for (let i = 0; i < 100 && !fresh; i++) {
        await vi.advanceTimersByTimeAsync(10);
        const [row, session] = await Promise.all([readCache(db).then((c) => c.get(begun)), db.sessions.get(begun)]);
        fresh = session !== undefined && isFresh(row, session);
      }
      expect(fresh).toBe(true);
      expect((await loadLibrary(db)).computed).toBe(0);
      stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it('counts the games of a restore as soon as it has committed, while a game being played still waits for quiet', async () => {
    const source = freshDb({ games, now: tickingClock() });
    await store(source, TWO_PLAYER);
    await store(source, DIAMS_QUICK);
    const expected = await loadLibrary(source);
    const db = freshDb({ games, now: tickingClock() });
    // A quiet time no test waits for: what is counted here is counted without it.
    const stop = keepStatsFresh(db, 600_000);
    try {
      const played = await store(db, THREE_PLAYER_BEGUN);
      expect((await restoreBackup(db, await backupAll(source))).ok).toBe(true);
      const restored = expected.entries.map((e) => e.sessionId);
      for (const id of restored) await freshRow(db, id);
      // One game written alone is a game being played: nothing of it is read before the quiet.
      expect((await readCache(db)).get(played)).toBeUndefined();
      const cached = await readCache(db);
      expect(restored.map((id) => cached.get(id)?.stats)).toEqual(expected.entries.map((e) => e.stats));
    } finally {
      stop();
    }
  });

  it('counts games the ledger’s sync writes together as they arrive, as a joining device takes them (docs/sync.md)', async () => {
    const source = freshDb({ games, now: tickingClock() });
    const ids = [await store(source, TWO_PLAYER), await store(source, DIAMS_QUICK), await store(source, THREE_PLAYER_BEGUN)];
    const sent = await readLedgerGames(source, ids);
    const db = freshDb({ games, now: tickingClock() });
    const stop = keepStatsFresh(db, 600_000);
    try {
      const takes = sent.map((game, i) => ({ id: ids[i] as string, game: game ?? null, agreed: { vv: { a: 1 }, digest: `d${i}` }, expected: null }));
      // Two batches, as the sync takes a ledger's shards one after another: each counted on its own.
      expect(await writeLedgerGames(db, takes.slice(0, 2))).toEqual([{ moved: false }, { moved: false }]);
      for (const id of ids.slice(0, 2)) await freshRow(db, id);
      // A batch of one game arrived too, however few (under load a join's batches come a game at a
      // time): counted as it comes, not after the quiet a game played here waits for.
      expect(await writeLedgerGames(db, takes.slice(2))).toEqual([{ moved: false }]);
      await freshRow(db, ids[2] as string);
      const cached = [...(await readCache(db)).values()];
      expect(cached.map((e) => e.sessionId).sort()).toEqual([...ids].sort());
      // The ratings wait for quiet: games that arrive fit anywhere in a chain, which each batch would rate again.
      expect(cached.filter((e) => e.stats.finished).length).toBe(2);
      expect(cached.map((e) => e.rated)).toEqual([undefined, undefined, undefined]);
      // The screen, opened meanwhile, rates them from the cache alone.
      expect((await cachedLibrary(db))?.entries.flatMap((e) => e.rated?.length ?? []).sort()).toEqual([5, 7]);
      expect([...(await readCache(db)).values()].flatMap((e) => e.rated?.length ?? []).sort()).toEqual([5, 7]);
    } finally {
      stop();
    }
  });
});
