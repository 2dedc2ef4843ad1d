import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { InvalidConfigError } from '../../src/store/results';
import { createSession } from '../../src/store/create-session';
import { countSessions, deleteSession, listSessions, loadSession, restoreDeleted } from '../../src/store/sessions';
import { appendEvent } from '../../src/store/events';
import { english, freshDb, snapshot, tickingClock } from './helpers';
import { config, score, type ToyState } from './toy-game';

/** Why createSession refused, in English (InvalidConfigError's `text`, said). */
const refusal = (creating: Promise<string>): Promise<string> =>
  creating.then(
    () => 'accepted',
    (error: InvalidConfigError) => english(error.text),
  );

describe('createSession', () => {
  it('stores a new session with a uuid, the config, its players and the initial summary', async () => {
    const db = freshDb({ now: () => 1000 });
    const id = await createSession(db, 'diamonds', config(['Ann', 'Bob', 'Cy']));
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(await db.sessions.get(id)).toEqual({
      id,
      game: 'diamonds',
      players: ['Ann', 'Bob', 'Cy'],
      config: config(['Ann', 'Bob', 'Cy']),
      createdAt: 1000,
      updatedAt: 1000,
      status: 'in-progress',
      standings: [
        { players: ['Ann'], score: 0 },
        { players: ['Bob'], score: 0 },
        { players: ['Cy'], score: 0 },
      ],
      winners: [],
      length: 0,
      revision: 0,
      redo: [],
      playerIds: expect.any(Array),
    });
    // Each seat is linked to a player record of the same name, shared by every session.
    const row = await db.sessions.get(id);
    const players = await db.players.bulkGet(row?.playerIds ?? []);
    expect(players.map((p) => p?.name)).toEqual(['Ann', 'Bob', 'Cy']);
    const again = await createSession(db, 'diamonds', config(['Cy', 'Ann']));
    expect((await db.sessions.get(again))?.playerIds).toEqual([row?.playerIds?.[2], row?.playerIds?.[0]]);
  });

  it('refuses a config the rules module refuses, and writes nothing', async () => {
    const db = freshDb();
    await expect(createSession(db, 'diamonds', config(['Ann']))).rejects.toThrow(InvalidConfigError);
    expect(await refusal(createSession(db, 'diamonds', config(['Ann'])))).toBe('This setup is not valid: A toy game needs 2 to 6 different players.');
    expect(await db.sessions.count()).toBe(0);
  });

  it('refuses a config that initial accepts but the record format does not (every session stays exportable)', async () => {
    const db = freshDb();
    // The toy's initial does not look at names' types; its record parser does.
    await expect(createSession(db, 'diamonds', { players: ['Ann', 7], target: 5 })).rejects.toThrow('"players" must be a list of names.');
    expect(await db.sessions.count()).toBe(0);
  });

  it('refuses an unknown game, even one named like an Object property', async () => {
    const db = freshDb();
    expect(await refusal(createSession(db, 'constructor' as never, config()))).toBe('This version of Diamond Ledger does not know the game "constructor".');
    await expect(createSession(db, 'chess' as never, config())).rejects.toThrow(InvalidConfigError);
    expect(await db.sessions.count()).toBe(0);
  });
});

describe('loadSession', () => {
  it('returns the session, its events in order and the state replayed from them', async () => {
    const db = freshDb();
    const id = await createSession(db, 'diams', config());
    await appendEvent(db, id, score(0, 3), 0);
    await appendEvent(db, id, score(1, 7), 1);
    await appendEvent(db, id, score(0, 2), 2);
    const loaded = await loadSession<unknown, ToyState>(db, id);
    expect(loaded?.events).toEqual([score(0, 3), score(1, 7), score(0, 2)]);
    expect(loaded?.state.scores).toEqual([5, 7]);
    expect(loaded?.session.length).toBe(3);
    expect(loaded?.broken).toBeUndefined();
  });

  it('returns undefined for an unknown id', async () => {
    expect(await loadSession(freshDb(), 'nope')).toBeUndefined();
  });

  it('opens a log that no longer replays up to the broken event and says why', async () => {
    const db = freshDb();
    const id = await createSession(db, 'diamonds', config());
    await appendEvent(db, id, score(0, 3), 0);
    // As if a rules fix made the second stored event illegal.
    await db.events.add({ sessionId: id, seq: 1, event: score(0, 99), at: 0 });
    await db.sessions.update(id, { length: 2 });
    const loaded = await loadSession<unknown, ToyState>(db, id);
    expect(loaded?.state.scores).toEqual([3, 0]);
    expect(loaded?.broken).toEqual({ index: 1, rejection: expect.objectContaining({ rule: 'T-POINTS' }) });
  });
});

describe('listSessions', () => {
  it('lists newest first (by last change), filters by status and pages', async () => {
    const db = freshDb({ now: tickingClock() });
    const a = await createSession(db, 'diamonds', config());
    const b = await createSession(db, 'diamonds', config());
    const c = await createSession(db, 'diams', config(['Ann', 'Bob'], 5));
    // Finishing c and touching a moves them to the top.
    await appendEvent(db, c, score(0, 5), 0);
    await appendEvent(db, a, score(0, 1), 0);

    expect((await listSessions(db)).map((s) => s.id)).toEqual([a, c, b]);
    expect((await listSessions(db, { status: 'in-progress' })).map((s) => s.id)).toEqual([a, b]);
    expect((await listSessions(db, { status: 'finished' })).map((s) => s.id)).toEqual([c]);
    expect((await listSessions(db, { offset: 1, limit: 1 })).map((s) => s.id)).toEqual([c]);
    expect(await listSessions(db, { offset: 3 })).toEqual([]);
    expect(await countSessions(db)).toBe(3);
    expect(await countSessions(db, { status: 'finished' })).toBe(1);
  });

  it('carries what a list shows without loading events: players, status, standings, winners', async () => {
    const db = freshDb();
    const id = await createSession(db, 'diamonds', config(['Ann', 'Bob'], 5));
    await appendEvent(db, id, score(1, 6), 0);
    const [row] = await listSessions(db);
    expect(row).toMatchObject({
      id,
      players: ['Ann', 'Bob'],
      status: 'finished',
      standings: [
        { players: ['Ann'], score: 0 },
        { players: ['Bob'], score: 6 },
      ],
      winners: ['Bob'],
      length: 1,
    });
  });

  it('treats a negative or non-finite offset/limit as the default', async () => {
    const db = freshDb({ now: tickingClock() });
    for (let i = 0; i < 3; i++) await createSession(db, 'diamonds', config());
    expect(await listSessions(db, { offset: -4, limit: Number.NaN })).toHaveLength(3);
  });
});

describe('deleteSession / restoreDeleted', () => {
  it('deletes the session and all its events, and restoring puts them back exactly', async () => {
    const db = freshDb({ now: tickingClock() });
    const keep = await createSession(db, 'diamonds', config());
    await appendEvent(db, keep, score(0, 1), 0);
    const id = await createSession(db, 'diamonds', config());
    for (let i = 0; i < 4; i++) await appendEvent(db, id, score(i % 2, i + 1), i);
    const before = await snapshot(db);

    const deleted = await deleteSession(db, id);
    expect(deleted?.session.id).toBe(id);
    expect(deleted?.events).toHaveLength(4);
    expect(await db.sessions.get(id)).toBeUndefined();
    const after = await snapshot(db);
    expect(after.sessions.map((s) => s.id)).toEqual([keep]);
    expect(after.events.map((e) => e.sessionId)).toEqual([keep]);

    expect(await restoreDeleted(db, deleted!)).toEqual({ ok: true });
    expect(await snapshot(db)).toEqual(before);
    expect((await listSessions(db)).map((s) => s.id)).toEqual([id, keep]);
  });

  it('returns undefined for an unknown id and deletes nothing', async () => {
    const db = freshDb();
    const id = await createSession(db, 'diamonds', config());
    expect(await deleteSession(db, 'nope')).toBeUndefined();
    expect(await db.sessions.count()).toBe(1);
    expect((await db.sessions.get(id))?.id).toBe(id);
  });

  it('does not overwrite a session that exists again when restoring', async () => {
    const db = freshDb();
    const id = await createSession(db, 'diamonds', config());
    const deleted = (await deleteSession(db, id))!;
    await restoreDeleted(db, deleted);
    await appendEvent(db, id, score(0, 2), 0);
    const before = await snapshot(db);
    expect(await restoreDeleted(db, deleted)).toEqual({ ok: false, conflict: true });
    expect(await snapshot(db)).toEqual(before);
  });

  it('is one transaction: when deleting the session row fails, its events are still there', async () => {
    const db = freshDb();
    const id = await createSession(db, 'diamonds', config());
    await appendEvent(db, id, score(0, 2), 0);
    await appendEvent(db, id, score(1, 2), 1);
    const before = await snapshot(db);
    vi.spyOn(db.sessions, 'delete').mockRejectedValueOnce(new Error('disk failure'));
    await expect(deleteSession(db, id)).rejects.toThrow('disk failure');
    expect(await snapshot(db)).toEqual(before);
  });

  it('is one transaction: when restoring the events fails, the session is not restored either', async () => {
    const db = freshDb();
    const id = await createSession(db, 'diamonds', config());
    await appendEvent(db, id, score(0, 2), 0);
    const deleted = (await deleteSession(db, id))!;
    vi.spyOn(db.events, 'bulkAdd').mockRejectedValueOnce(new Error('quota exceeded'));
    await expect(restoreDeleted(db, deleted)).rejects.toThrow('quota exceeded');
    expect(await snapshot(db)).toEqual({ sessions: [], events: [] });
  });
});
