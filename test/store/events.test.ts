import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { appendEvent, redo, undo } from '../../src/store/events';
import { createSession } from '../../src/store/create-session';
import { loadSession } from '../../src/store/sessions';
import { freshDb, snapshot, spyTables, tickingClock } from './helpers';
import { config, score, type ToyState } from './toy-game';

async function eventsOf(db: ReturnType<typeof freshDb>, id: string) {
  return (await loadSession(db, id))?.events;
}

describe('appendEvent', () => {
  it('commits a legal event and updates length, standings, status, winners and updatedAt', async () => {
    const db = freshDb({ now: tickingClock(0) });
    const id = await createSession(db, 'diamonds', config(['Ann', 'Bob'], 10));
    const first = await appendEvent<ToyState>(db, id, score(1, 4), 0);
    expect(first).toMatchObject({ ok: true, state: { scores: [0, 4] }, session: { length: 1, status: 'in-progress', updatedAt: 2000 } });
    const second = await appendEvent(db, id, score(1, 6), 1);
    expect(second.ok).toBe(true);
    // Resolved means committed: a separate connection sees it.
    const other = freshDb({}, db.name);
    const row = await other.sessions.get(id);
    expect(row).toMatchObject({ length: 2, status: 'finished', winners: ['Bob'], updatedAt: 3000, createdAt: 1000 });
    expect(row?.standings).toEqual([
      { players: ['Ann'], score: 0 },
      { players: ['Bob'], score: 10 },
    ]);
    expect(await other.events.toArray()).toEqual([
      { sessionId: id, seq: 0, event: score(1, 4), at: 2000 },
      { sessionId: id, seq: 1, event: score(1, 6), at: 3000 },
    ]);
  });

  it('returns the rules rejection for an illegal event and writes nothing', async () => {
    const db = freshDb();
    const id = await createSession(db, 'diamonds', config());
    await appendEvent(db, id, score(0, 5), 0);
    const before = await snapshot(db);
    expect(await appendEvent(db, id, score(0, 11), 1)).toEqual({
      ok: false,
      rejection: { rule: 'T-POINTS', text: { key: 'A turn scores 1 to 10 points.', params: {} }, play: null, round: null },
    });
    expect(await appendEvent(db, id, score(7, 1), 1)).toMatchObject({ ok: false, rejection: { rule: 'T-SEAT' } });
    expect(await snapshot(db)).toEqual(before);
  });

  it('refuses with a conflict when the stored length differs from the expected one, writing nothing', async () => {
    const db = freshDb();
    const id = await createSession(db, 'diamonds', config());
    await appendEvent(db, id, score(0, 5), 0);
    const before = await snapshot(db);
    expect(await appendEvent(db, id, score(1, 5), 0)).toEqual({ ok: false, conflict: true });
    expect(await appendEvent(db, id, score(1, 5), 2)).toEqual({ ok: false, conflict: true });
    expect(await snapshot(db)).toEqual(before);
  });

  it('lets exactly one of two concurrent appends with the same expected length succeed', async () => {
    const db = freshDb();
    const id = await createSession(db, 'diamonds', config());
    const results = await Promise.all([appendEvent(db, id, score(0, 1), 0), appendEvent(db, id, score(1, 2), 0)]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok)).toEqual([{ ok: false, conflict: true }]);
    const events = await eventsOf(db, id);
    expect(events).toHaveLength(1);
    expect((await db.sessions.get(id))?.length).toBe(1);
  });

  it('lets exactly one of two tabs (two connections) appending at once succeed', async () => {
    const tabA = freshDb();
    const tabB = freshDb({}, tabA.name);
    const id = await createSession(tabA, 'diamonds', config());
    const results = await Promise.all([appendEvent(tabA, id, score(0, 1), 0), appendEvent(tabB, id, score(1, 2), 0), appendEvent(tabB, id, score(1, 3), 0)]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok && 'conflict' in r)).toHaveLength(2);
    expect(await tabA.events.count()).toBe(1);
  });

  it('turns an add on an occupied position into a conflict (the key, not only the length, guards)', async () => {
    const db = freshDb();
    const id = await createSession(db, 'diamonds', config());
    // Another writer has put an event at position 0 without (yet) updating the session row.
    await db.events.add({ sessionId: id, seq: 0, event: score(0, 1), at: 0 });
    const before = await snapshot(db);
    expect(await appendEvent(db, id, score(1, 2), 0)).toEqual({ ok: false, conflict: true });
    expect(await snapshot(db)).toEqual(before);
  });

  it('is one transaction: when the session update fails, the event is not left in the log', async () => {
    const db = freshDb();
    const id = await createSession(db, 'diamonds', config());
    const before = await snapshot(db);
    vi.spyOn(db.sessions, 'put').mockRejectedValueOnce(new Error('disk failure'));
    await expect(appendEvent(db, id, score(0, 1), 0)).rejects.toThrow('disk failure');
    expect(await snapshot(db)).toEqual(before);
    // And the session still accepts the append afterwards.
    expect((await appendEvent(db, id, score(0, 1), 0)).ok).toBe(true);
  });

  it('answers missing for an unknown session', async () => {
    expect(await appendEvent(freshDb(), 'nope', score(0, 1), 0)).toEqual({ ok: false, missing: true });
  });

  it('clears the redo stack', async () => {
    const db = freshDb();
    const id = await createSession(db, 'diamonds', config());
    await appendEvent(db, id, score(0, 1), 0);
    await appendEvent(db, id, score(0, 2), 1);
    const undone = await undo(db, id);
    expect((await db.sessions.get(id))?.redo).toEqual([score(0, 2)]);
    await appendEvent(db, id, score(1, 3), undone.ok ? undone.revision : -1);
    expect((await db.sessions.get(id))?.redo).toEqual([]);
    expect(await redo(db, id)).toEqual({ ok: false, empty: true });
  });
});

describe('undo / redo', () => {
  it('round-trips: undo twice then redo twice restores the same log and state', async () => {
    const db = freshDb();
    const id = await createSession(db, 'diamonds', config(['Ann', 'Bob'], 10));
    await appendEvent(db, id, score(0, 3), 0);
    await appendEvent(db, id, score(1, 4), 1);
    await appendEvent(db, id, score(0, 7), 2);
    const full = await loadSession(db, id);
    expect(full?.session.status).toBe('finished');

    const u1 = await undo<ToyState>(db, id);
    expect(u1).toMatchObject({ ok: true, state: { scores: [3, 4] }, session: { length: 2, status: 'in-progress', winners: [] } });
    const u2 = await undo<ToyState>(db, id);
    expect(u2).toMatchObject({ ok: true, state: { scores: [3, 0] }, session: { length: 1, redo: [score(0, 7), score(1, 4)] } });
    expect(await eventsOf(db, id)).toEqual([score(0, 3)]);

    expect(await redo<ToyState>(db, id)).toMatchObject({ ok: true, state: { scores: [3, 4] }, session: { length: 2 } });
    expect(await redo<ToyState>(db, id)).toMatchObject({ ok: true, session: { length: 3, status: 'finished', winners: ['Ann'], redo: [] } });
    const back = await loadSession(db, id);
    expect(back?.events).toEqual(full?.events);
    expect(back?.state).toEqual(full?.state);
    expect(back?.session.standings).toEqual(full?.session.standings);
  });

  it('answers empty with nothing to undo or redo, and writes nothing', async () => {
    const db = freshDb();
    const id = await createSession(db, 'diamonds', config());
    const before = await snapshot(db);
    expect(await undo(db, id)).toEqual({ ok: false, empty: true });
    expect(await redo(db, id)).toEqual({ ok: false, empty: true });
    expect(await snapshot(db)).toEqual(before);
  });

  it('checks the expected revision when given, and each change moves it one up', async () => {
    const db = freshDb();
    const id = await createSession(db, 'diamonds', config());
    expect((await loadSession(db, id))?.revision).toBe(0);
    expect(await appendEvent(db, id, score(0, 1), 0)).toMatchObject({ ok: true, revision: 1, session: { revision: 1, length: 1 } });
    expect(await undo(db, id, 0)).toEqual({ ok: false, conflict: true });
    expect(await undo(db, id, 1)).toMatchObject({ ok: true, revision: 2, session: { length: 0 } });
    // The length is back to 0, the revision is not: a writer that read the empty log before is stale.
    expect(await redo(db, id, 0)).toEqual({ ok: false, conflict: true });
    expect(await redo(db, id, 1)).toEqual({ ok: false, conflict: true });
    expect(await redo(db, id, 2)).toMatchObject({ ok: true, revision: 3, session: { length: 1 } });
    expect((await loadSession(db, id))?.revision).toBe(3);
  });

  it('lets only one of two concurrent undos with the same expected revision through', async () => {
    const db = freshDb();
    const id = await createSession(db, 'diamonds', config());
    await appendEvent(db, id, score(0, 1), 0);
    await appendEvent(db, id, score(0, 2), 1);
    const results = await Promise.all([undo(db, id, 2), undo(db, id, 2)]);
    expect(results.map((r) => r.ok).sort()).toEqual([false, true]);
    expect(await eventsOf(db, id)).toEqual([score(0, 1)]);
  });

  it('validates a redo again and refuses it, writing nothing, if the rules now reject it', async () => {
    const db = freshDb();
    const id = await createSession(db, 'diamonds', config());
    await appendEvent(db, id, score(0, 1), 0);
    // A redo stack holding an event the rules refuse (e.g. written by an older version).
    await db.sessions.update(id, { redo: [score(0, 50)] });
    const before = await snapshot(db);
    expect(await redo(db, id)).toMatchObject({ ok: false, rejection: { rule: 'T-POINTS' } });
    expect(await snapshot(db)).toEqual(before);
  });

  it('is one transaction: a failing session update leaves the undone event in the log', async () => {
    const db = freshDb();
    const id = await createSession(db, 'diamonds', config());
    await appendEvent(db, id, score(0, 1), 0);
    const before = await snapshot(db);
    vi.spyOn(db.sessions, 'put').mockRejectedValueOnce(new Error('disk failure'));
    await expect(undo(db, id)).rejects.toThrow('disk failure');
    expect(await snapshot(db)).toEqual(before);
  });

  it('answers missing for an unknown session', async () => {
    const db = freshDb();
    expect(await undo(db, 'nope')).toEqual({ ok: false, missing: true });
    expect(await redo(db, 'nope')).toEqual({ ok: false, missing: true });
  });
});

describe('two tabs: a stale tab against the log revision', () => {
  /** Tab A and tab B read the same log of two events; B then undoes the last and records another. */
  async function replacedInTabB() {
    const tabA = freshDb();
    const tabB = freshDb({}, tabA.name);
    const id = await createSession(tabA, 'diamonds', config(['Ann', 'Bob'], 30));
    await appendEvent(tabA, id, score(0, 2), 0);
    await appendEvent(tabA, id, score(1, 3), 1);
    const seenByA = await loadSession(tabA, id);
    const seenByB = await loadSession(tabB, id);
    const undone = await undo(tabB, id, seenByB?.revision);
    const replaced = await appendEvent(tabB, id, score(0, 9), undone.ok ? undone.revision : -1);
    expect(replaced).toMatchObject({ ok: true, session: { length: 2 } });
    // The lengths agree (2 and 2): only the revision tells tab A's log from the stored one.
    expect(seenByA?.events).toHaveLength(2);
    return { tabA, tabB, id, seenByA: seenByA!, stored: await snapshot(tabB) };
  }

  it('refuses an append from the stale tab as a conflict and writes nothing', async () => {
    const { tabA, id, seenByA, stored } = await replacedInTabB();
    expect(await appendEvent(tabA, id, score(1, 1), seenByA.revision)).toEqual({ ok: false, conflict: true });
    expect(await snapshot(tabA)).toEqual(stored);
    expect((await loadSession(tabA, id))?.events).toEqual([score(0, 2), score(0, 9)]);
  });

  it('refuses an undo or a redo from the stale tab as a conflict and writes nothing', async () => {
    const { tabA, id, seenByA, stored } = await replacedInTabB();
    expect(await undo(tabA, id, seenByA.revision)).toEqual({ ok: false, conflict: true });
    expect(await redo(tabA, id, seenByA.revision)).toEqual({ ok: false, conflict: true });
    expect(await snapshot(tabA)).toEqual(stored);
  });

  it('accepts the stale tab again once it has read the log anew', async () => {
    const { tabA, id } = await replacedInTabB();
    const fresh = await loadSession(tabA, id);
    expect(await appendEvent(tabA, id, score(1, 1), fresh!.revision)).toMatchObject({ ok: true, session: { length: 3 } });
    expect((await loadSession(tabA, id))?.events).toEqual([score(0, 2), score(0, 9), score(1, 1)]);
  });

  it('counts a row written before revisions existed by its length', async () => {
    const db = freshDb();
    const id = await createSession(db, 'diamonds', config());
    await appendEvent(db, id, score(0, 1), 0);
    await db.sessions.update(id, { revision: undefined });
    expect((await loadSession(db, id))?.revision).toBe(1);
    expect(await appendEvent(db, id, score(1, 1), 1)).toMatchObject({ ok: true, revision: 2 });
  });
});

describe('appendEvent after another writer', () => {
  it('never builds on a remembered state when another tab changed the log, even in the same millisecond', async () => {
    const sameTime = () => 5000;
    const tabA = freshDb({ now: sameTime });
    const tabB = freshDb({ now: sameTime }, tabA.name);
    // A target of 10: the game ends as soon as a player reaches it (T-OVER).
    const id = await createSession(tabA, 'diamonds', config(['Ann', 'Bob'], 10));
    await appendEvent(tabA, id, score(0, 2), 0);
    await appendEvent(tabA, id, score(0, 3), 1); // tab A remembers Ann on 5
    // Tab B replaces the last event: same length, same write time, another event.
    await undo(tabB, id, 2);
    await appendEvent(tabB, id, score(0, 8), 3); // Ann on 10: the game is over
    // Tab A names the stored revision (as after a reload) while still remembering Ann on 5: built
    // on that state this would be accepted; the log says it is over.
    expect(await appendEvent(tabA, id, score(1, 1), 4)).toMatchObject({ ok: false, rejection: { rule: 'T-OVER' } });
    const ok = await appendEvent(tabA, id, score(0, 1), 0);
    expect(ok).toEqual({ ok: false, conflict: true });
  });

  it('keeps what another writer changed in the row without touching the log: the write sent ahead is dropped', async () => {
    const tabA = freshDb({ now: tickingClock() });
    const tabB = freshDb({}, tabA.name);
    const id = await createSession(tabA, 'diamonds', config(['Ann', 'Bob'], 30));
    await appendEvent(tabA, id, score(0, 2), 0); // tab A remembers this row
    await tabB.sessions.update(id, { playerIds: ['p-ann', 'p-bob'] }); // same revision, same log
    expect(await appendEvent(tabA, id, score(1, 3), 1)).toMatchObject({ ok: true, session: { length: 2, playerIds: ['p-ann', 'p-bob'] } });
    expect(await tabB.sessions.get(id)).toMatchObject({ length: 2, playerIds: ['p-ann', 'p-bob'] });
    expect((await eventsOf(tabB, id))?.length).toBe(2);
  });

  it('sends its write with the reads that check it when it builds on the last append: one round trip', async () => {
    const db = freshDb();
    const order: string[] = [];
    spyTables(db, 'order-spy', (name, table) => ({
      get: (req) => table.get(req).then((row) => (order.push(`read ${name}`), row)),
      mutate: (req) => (order.push(`write ${name}`), table.mutate(req)),
    }));
    const id = await createSession(db, 'diamonds', config(['Ann', 'Bob'], 30));
    await appendEvent(db, id, score(0, 2), 0); // nothing remembered yet: reads, then writes
    expect(order.indexOf('read sessions')).toBeLessThan(order.indexOf('write events'));
    order.length = 0;
    expect((await appendEvent(db, id, score(1, 3), 1)).ok).toBe(true);
    expect(order.slice(0, 2)).toEqual(['write events', 'write sessions']);
    expect(order.slice(2).sort()).toEqual(['read events', 'read sessions']);
    expect((await eventsOf(db, id))?.length).toBe(2);
  });

  it('gives the same state and summary as a full replay when it builds on the last append', async () => {
    const db = freshDb();
    const id = await createSession(db, 'diamonds', config(['Ann', 'Bob'], 30));
    let result;
    for (let i = 0; i < 6; i++) result = await appendEvent<ToyState>(db, id, score(i % 2, i + 1), i);
    const loaded = await loadSession<ToyState>(db, id);
    expect(result).toMatchObject({ ok: true, state: loaded?.state });
    expect(result?.ok && result.session).toEqual(loaded?.session);
  });
});
