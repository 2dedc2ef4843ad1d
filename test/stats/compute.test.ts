/**
 * Computing statistics from logs (src/stats/compute.ts) when two callers ask for the same games at
 * once, as the keeper counting games that just arrived and a statistics screen opened meanwhile
 * do: each log is read once, and a game changed since the other's read is computed again.
 */
import 'fake-indexeddb/auto';
import type { DBCore, Middleware } from 'dexie';
import { describe, expect, it } from 'vitest';
import { computeStats } from '../../src/stats/compute';
import { games } from '../../src/app/games';
import { undo } from '../../src/store/index';
import type { DeviceDb } from '../../src/store/db';
import { freshDb, tickingClock } from '../store/helpers';
import { DIAMS_QUICK, THREE_PLAYER_BEGUN, TWO_PLAYER, store } from './games';

/** Counts the reads of `db`'s events table (a middleware: installed before the database opens). */
function countEventReads(db: DeviceDb): { since: () => () => number } {
  let reads = 0;
  const counting: Middleware<DBCore> = {
    stack: 'dbcore',
    name: 'count-event-reads',
    create: (down) => ({
      ...down,
      table: (name) => {
        const table = down.table(name);
        if (name !== 'events') return table;
        return {
          ...table,
          query: (req) => {
            reads++;
            return table.query(req);
          },
          openCursor: (req) => {
            reads++;
            return table.openCursor(req);
          },
        };
      },
    }),
  };
  db.use(counting);
  return {
    since: () => {
      const from = reads;
      return () => reads - from;
    },
  };
}

async function threeGames(): Promise<{ db: DeviceDb; ids: string[]; reads: ReturnType<typeof countEventReads> }> {
  const db = freshDb({ games, now: tickingClock() });
  const reads = countEventReads(db);
  const ids = [await store(db, TWO_PLAYER), await store(db, DIAMS_QUICK), await store(db, THREE_PLAYER_BEGUN)];
  return { db, ids, reads };
}

const byId = (entries: { sessionId: string }[]) => [...entries].sort((a, b) => (a.sessionId < b.sessionId ? -1 : 1));

describe('computeStats asked twice at once', () => {
  it('reads each log once, and gives both callers every game', async () => {
    const alone = await threeGames();
    const readsAlone = alone.reads.since();
    const once = await computeStats(alone.db, alone.ids);
    expect(readsAlone()).toBeGreaterThan(0);

    const { db, ids, reads: counter } = await threeGames();
    const reads = counter.since();
    const [first, second] = await Promise.all([computeStats(db, ids), computeStats(db, [...ids].reverse())]);
    expect(reads(), 'the logs read as often as by one caller alone').toBe(readsAlone());
    const stats = (entries: typeof once) => entries.map((e) => JSON.stringify(e.stats)).sort();
    expect(stats(first)).toEqual(stats(once));
    expect(byId(second)).toEqual(byId(first));
  });

  it('a caller that takes another’s computation gets the game as it is by then: a change the other’s read missed is computed again', async () => {
    const { db, ids } = await threeGames();
    const begun = ids[2] as string;
    const before = (await db.sessions.get(begun))!.length;
    // The first caller's read starts before the undo; the second asks while it is under way, and takes it.
    const first = computeStats(db, [begun]);
    const undone = undo(db, begun);
    const second = computeStats(db, [begun]);
    expect((await undone).ok).toBe(true);
    const [[old], [now]] = await Promise.all([first, second]);
    expect(old?.length).toBe(before);
    expect(now?.length).toBe(before - 1);
    expect(now?.length).toBe((await db.sessions.get(begun))!.length);
  });
});
