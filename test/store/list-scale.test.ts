import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { appendEvent } from '../../src/store/events';
import { createSession } from '../../src/store/create-session';
import { countSessions, listSessions, recentSessions } from '../../src/store/sessions';
import { filterSessions } from '../../src/components/history/history-screen';
import { freshDb, spyTables, tickingClock } from './helpers';
import { config, score } from './toy-game';

/** Records every read the store makes below Dexie's API: which table, how, through which index. */
function spyReads(db: ReturnType<typeof freshDb>) {
  const reads: { table: string; op: string; index: string | null | undefined; limit?: number }[] = [];
  const visited = { rows: 0 };
  spyTables(db, 'read-spy', (name, table) => ({
    get: (req) => (reads.push({ table: name, op: 'get', index: undefined }), table.get(req)),
    getMany: (req) => (reads.push({ table: name, op: 'getMany', index: undefined }), table.getMany(req)),
    count: (req) => (reads.push({ table: name, op: 'count', index: req.query.index.name }), table.count(req)),
    query: (req) => (reads.push({ table: name, op: 'query', index: req.query.index.name, limit: req.limit }), table.query(req)),
    openCursor: async (req) => {
      reads.push({ table: name, op: 'openCursor', index: req.query.index.name });
      const cursor = await table.openCursor(req);
      if (cursor) {
        // Count the rows the cursor stops on (advance() skips without stopping).
        const start = cursor.start;
        cursor.start = (onNext) => start.call(cursor, () => (visited.rows++, onNext()));
      }
      return cursor;
    },
  }));
  return Object.assign(reads, { visited });
}

describe('listSessions with 1,000 stored games', () => {
  it('pages through all of them newest first, each exactly once, through the index and never the events', async () => {
    const db = freshDb({ now: tickingClock() });
    const reads = spyReads(db);
    const ids: string[] = [];
    for (let i = 0; i < 1000; i++) ids.push(await createSession(db, i % 2 ? 'diamonds' : 'diams', config(['Ann', 'Bob'], 5)));
    // Give every third game an event (and so a newer updatedAt): the order is not creation order.
    const touched: string[] = [];
    for (let i = 0; i < 1000; i += 3) {
      await appendEvent(db, ids[i]!, score(0, i % 2 ? 5 : 1), 0);
      touched.push(ids[i]!);
    }
    const newestFirst = [...touched.reverse(), ...ids.filter((_, i) => i % 3 !== 0).reverse()];

    reads.length = 0;
    const pages: string[][] = [];
    for (let offset = 0; offset < 1000; offset += 50) {
      pages.push((await listSessions(db, { offset, limit: 50 })).map((s) => s.id));
    }
    expect(pages.every((p) => p.length === 50)).toBe(true);
    expect(pages.flat()).toEqual(newestFirst);
    expect(new Set(pages.flat()).size).toBe(1000);

    expect(reads.filter((r) => r.table === 'events')).toEqual([]);
    expect(reads.length).toBeGreaterThan(0);
    expect(reads.every((r) => r.table === 'sessions' && r.index === 'updatedAt')).toBe(true);

    // The last page is read through the index too, skipping the first 990 entries without
    // visiting them, and holds the oldest untouched games.
    reads.visited.rows = 0;
    const last = await listSessions(db, { offset: 990, limit: 50 });
    expect(reads.visited.rows).toBeGreaterThanOrEqual(10); // the counter works...
    expect(reads.visited.rows).toBeLessThanOrEqual(12); // ...and saw only the page
    expect(last.map((s) => s.id)).toEqual(newestFirst.slice(990));
    expect(last[0]!.updatedAt).toBeGreaterThan(last[9]!.updatedAt);
  });

  it('lists one status newest first through [status+updatedAt] and counts it', async () => {
    const db = freshDb({ now: tickingClock() });
    const reads = spyReads(db);
    const finished: string[] = [];
    for (let i = 0; i < 1000; i++) {
      const id = await createSession(db, 'diamonds', config(['Ann', 'Bob'], 5));
      if (i % 10 === 0) {
        await appendEvent(db, id, score(1, 6), 0);
        finished.push(id);
      }
    }
    reads.length = 0;
    const page = await listSessions(db, { status: 'finished', offset: 20, limit: 30 });
    expect(page.map((s) => s.id)).toEqual([...finished].reverse().slice(20, 50));
    expect(page.every((s) => s.status === 'finished')).toBe(true);
    expect(await countSessions(db, { status: 'finished' })).toBe(100);
    expect(await countSessions(db, { status: 'in-progress' })).toBe(900);
    expect(reads.every((r) => r.table === 'sessions' && r.index === '[status+updatedAt]')).toBe(true);
  });
});

describe('recentSessions with 1,000 stored games', () => {
  it("gives the history's first page in the history's own order, reading only that page through [createdAt+updatedAt]", async () => {
    let t = 1_700_000_000_000;
    // Games created out of order, some at the same moment: the order must break ties alike.
    const db = freshDb({ now: () => t });
    const reads = spyReads(db);
    for (let i = 0; i < 1000; i++) {
      t = 1_700_000_000_000 + ((i * 7919) % 500) * 60_000;
      const id = await createSession(db, i % 2 ? 'diamonds' : 'diams', config(['Ann', 'Bob'], 5));
      if (i % 4 === 0) {
        t += 1000;
        await appendEvent(db, id, score(0, 1), 0);
      }
    }
    const all = await db.transaction('r', db.sessions, db.players, async () => ({
      sessions: await db.sessions.toArray(),
      players: await db.players.toArray(),
    }));
    const expected = filterSessions(all, { game: '', playerId: '', from: '', to: '' })
      .slice(0, 30)
      .map((s) => s.id);

    reads.length = 0;
    reads.visited.rows = 0;
    const recent = await recentSessions(db, 30);
    expect(recent.total).toBe(1000);
    expect(recent.rows.map((s) => s.id)).toEqual(expected);
    const sessionReads = reads.filter((r) => r.table === 'sessions' && r.op !== 'count');
    expect(sessionReads.length).toBeGreaterThan(0);
    expect(sessionReads.every((r) => r.index === '[createdAt+updatedAt]')).toBe(true);
    expect(reads.filter((r) => r.table !== 'sessions').every((r) => r.table === 'players')).toBe(true);
    expect(reads.find((r) => r.op === 'query')?.limit).toBe(30);
  });
});
