/**
 * The statistics of a game are computed when it changes, after the change is committed (never
 * inside the transaction the tap waits for) and once the table has been quiet for a moment (never
 * between two taps), and at a restore; so a library read later finds every row fresh and computes
 * nothing.
 */
import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { loadLibrary } from '../../src/stats/index';
import { isFresh, readCache } from '../../src/stats/cache';
import { keepStatsFresh } from '../../src/stats/keeper';
import { appendEvent, backupAll, loadSession, redo, restoreBackup, undo } from '../../src/store/index';
import type { LedgerDb } from '../../src/store/db';
import { games } from '../../src/app/games';
import { restoreStats } from '../../src/app/restore-stats';
import { freshDb, tickingClock } from '../store/helpers';
import { THREE_PLAYER_BEGUN, TWO_PLAYER, store } from './games';

/** Resolves once the cached statistics of `id` describe the session as it is now. */
async function freshRow(db: LedgerDb, id: string): Promise<void> {
  for (let i = 0; i < 200; i++) {
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

  it('leaves nothing to compute after a restore: its games are counted with it', async () => {
    const source = freshDb({ games, now: tickingClock() });
    await store(source, TWO_PLAYER);
    await store(source, THREE_PLAYER_BEGUN);
    const expected = await loadLibrary(source);
    // The statistics a restore counts, as the app's database has them (src/app/open.ts).
    const db = freshDb({ games, restoreStats: async () => restoreStats });
    expect(await restoreBackup(db, await backupAll(source))).toMatchObject({ ok: true, added: 2 });
    const lib = await loadLibrary(db);
    expect(lib.computed).toBe(0);
    expect(lib.entries.map((e) => e.stats).sort((a, b) => a.seats.length - b.seats.length)).toEqual(
      expected.entries.map((e) => e.stats).sort((a, b) => a.seats.length - b.seats.length),
    );
  });
});
