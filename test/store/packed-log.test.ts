/**
 * A restored log is stored as one packed row (src/store/log.ts): every verb must read and change
 * it exactly as it would the same log stored one row per event.
 */
import 'fake-indexeddb/auto';
import fc from 'fast-check';
import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { backupAll, restoreBackup } from '../../src/store/backup';
import { appendEvent, redo, undo } from '../../src/store/events';
import { PACKED_SEQ } from '../../src/store/log';
import { exportRecord } from '../../src/store/records';
import { revisionOf } from '../../src/store/revision';
import { createSession } from '../../src/store/create-session';
import { deleteSession, loadSession, recentSessions, restoreDeleted } from '../../src/store/sessions';
import type { DeviceDb } from '../../src/store/db';
import { contents, freshDb, tickingClock } from './helpers';
import { config, score } from './toy-game';

/** A device with one game of `turns` turns, stored one row per event, and a copy restored from its backup. */
async function twins(turns: readonly [number, number][]) {
  const source = freshDb({ now: tickingClock() });
  const id = await createSession(source, 'diamonds', config(['Ann', 'Bob', 'Cy'], 1000));
  for (const [i, [seat, points]] of turns.entries()) expect((await appendEvent(source, id, score(seat, points), i)).ok).toBe(true);
  const restored = freshDb({ now: tickingClock() });
  expect(await restoreBackup(restored, await backupAll(source))).toMatchObject({ ok: true, added: 1 });
  return { source, restored, id };
}

/** What a player sees of a game: its log, state, length and redo stack (not its write times). */
async function seen(db: DeviceDb, id: string) {
  const loaded = await loadSession(db, id);
  return loaded && { events: loaded.events, state: loaded.state, length: loaded.session.length, redo: loaded.session.redo, status: loaded.session.status };
}

describe('a restored log', () => {
  it('is one row, and reads back as the log it was', async () => {
    const { source, restored, id } = await twins([
      [0, 3],
      [1, 4],
      [2, 5],
    ]);
    expect(await restored.events.toArray()).toEqual([expect.objectContaining({ sessionId: id, seq: PACKED_SEQ })]);
    expect(await seen(restored, id)).toEqual(await seen(source, id));
    expect(await exportRecord(restored, id)).toEqual(await exportRecord(source, id));
  });

  it('plays on like a log of one row per event: any appends, undos and redos', async () => {
    const op = fc.oneof(
      fc.record({ kind: fc.constant('append' as const), seat: fc.integer({ min: 0, max: 2 }), points: fc.integer({ min: 1, max: 10 }) }),
      fc.record({ kind: fc.constant('undo' as const) }),
      fc.record({ kind: fc.constant('redo' as const) }),
    );
    const turn = fc.tuple(fc.integer({ min: 0, max: 2 }), fc.integer({ min: 1, max: 10 }));
    await fc.assert(
      fc.asyncProperty(fc.array(turn, { minLength: 1, maxLength: 6 }), fc.array(op, { maxLength: 12 }), async (turns, ops) => {
        const { source, restored, id } = await twins(turns);
        for (const o of ops) {
          const run = async (db: DeviceDb) => {
            const revision = revisionOf((await db.sessions.get(id))!);
            if (o.kind === 'append') return appendEvent(db, id, score(o.seat, o.points), revision);
            return o.kind === 'undo' ? undo(db, id, revision) : redo(db, id, revision);
          };
          const done = await run(source);
          expect(done).not.toHaveProperty('conflict');
          expect(await run(restored)).toMatchObject({ ok: done.ok });
          expect(await seen(restored, id)).toEqual(await seen(source, id));
        }
        // And backs up as the same game.
        expect(JSON.parse(await backupAll(restored)).sessions[0].events.map((e: { event: unknown }) => e.event)).toEqual(
          JSON.parse(await backupAll(source)).sessions[0].events.map((e: { event: unknown }) => e.event),
        );
      }),
      { numRuns: 40 },
    );
  });

  it('is deleted with its game, comes back with an undo of the delete, and restores again after a delete', async () => {
    const { restored, id } = await twins([
      [0, 3],
      [1, 4],
    ]);
    expect((await undo(restored, id)).ok).toBe(true); // the packed row now holds one undone event
    const before = await seen(restored, id);
    const deleted = (await deleteSession(restored, id))!;
    expect(deleted.events.map((e) => e.seq)).toEqual([0]);
    expect(await restored.events.count()).toBe(0);
    expect(await restoreDeleted(restored, deleted)).toEqual({ ok: true });
    expect(await seen(restored, id)).toEqual(before);

    await deleteSession(restored, id);
    const backup = freshDb();
    const again = await twins([[2, 7]]);
    expect(await restoreBackup(backup, await backupAll(again.restored))).toMatchObject({ ok: true, added: 1 });
    expect(await restoreBackup(restored, await backupAll(again.restored))).toMatchObject({ ok: true, added: 1 });
    expect((await contents(restored)).logs).toEqual((await contents(backup)).logs);
  });
});

describe('version 4', () => {
  it('opens a version-3 device with its logs as they were, drops its old statistics rows, and indexes its games for the history (version 5, and on to 6)', async () => {
    const name = `v3-${crypto.randomUUID()}`;
    const source = freshDb({ now: tickingClock() });
    const id = await createSession(source, 'diamonds', config(['Ann', 'Bob'], 1000));
    await appendEvent(source, id, score(0, 4), 0);
    await appendEvent(source, id, score(1, 6), 1);
    const row = (await source.sessions.get(id))!;
    const events = await source.events.toArray();
    // A device of main's version 3: the same tables and one statistics row per game.
    const old = new Dexie(name);
    old.version(1).stores({ sessions: 'id, updatedAt, [status+updatedAt]', events: '[sessionId+seq]', settings: 'key' });
    old.version(2).stores({ sessions: 'id, updatedAt, [status+updatedAt], *playerIds', players: 'id, &name', stats: 'sessionId' });
    old.version(3).stores({ tableState: '[sessionId+key]' });
    await old.table('sessions').add(row);
    await old.table('events').bulkAdd(events);
    await old.table('stats').add({ sessionId: id, length: 2, updatedAt: row.updatedAt, version: 1, stats: {} });
    old.close();

    const db = freshDb({}, name);
    await db.open();
    expect(db.verno).toBe(6);
    // Version 5's index holds the rows that were there before it.
    expect((await recentSessions(db, 10)).rows.map((s) => s.id)).toEqual([id]);
    expect(db.tables.map((t) => t.name)).not.toContain('stats');
    expect(await db.statsPacks.count()).toBe(0);
    expect(await seen(db, id)).toEqual(await seen(source, id));
    expect((await appendEvent(db, id, score(0, 1), revisionOf(row))).ok).toBe(true);
  });
});
