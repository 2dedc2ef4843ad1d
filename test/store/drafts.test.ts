import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { describe, expect, it, vi } from 'vitest';
import { DeviceDb } from '../../src/store/db';
import { loadSession } from '../../src/store/sessions';
import { toyRegistry } from './toy-game';
import { createSession } from '../../src/store/create-session';
import { deleteSession, restoreDeleted } from '../../src/store/sessions';
import { readDrafts, writeDraft } from '../../src/store/drafts';
import { readSetupDraft, writeSetupDraft } from '../../src/store/setup-draft';
import { freshDb } from './helpers';
import { config } from './toy-game';

describe('drafts', () => {
  it('is written with the game, in the same transaction, and read back by another connection', async () => {
    const db = freshDb();
    const id = await createSession(db, 'diamonds', config(), { table: { firstDealer: 1 } });
    expect(await readDrafts(freshDb({}, db.name), id)).toEqual({ firstDealer: 1 });
  });

  it('is not written when the game is not', async () => {
    const db = freshDb();
    vi.spyOn(db.sessions, 'add').mockRejectedValueOnce(new Error('disk failure'));
    await expect(createSession(db, 'diamonds', config(), { table: { firstDealer: 1 } })).rejects.toThrow('disk failure');
    expect(await db.tableState.count()).toBe(0);
  });

  it('keeps the new-game form apart from every game, and drops it with the game it starts, not before', async () => {
    const db = freshDb();
    await writeSetupDraft(db, 'diamonds', { game: 'diamonds', rows: [{ id: 1, name: 'Ann' }] });
    await writeSetupDraft(db, 'diams', { names: ['Bo', ''] });
    const other = await createSession(db, 'diamonds', config(), { table: { firstDealer: 0 } });
    expect(Object.keys(await readSetupDraft(db))).toEqual(['diamonds', 'diams']);
    vi.spyOn(db.sessions, 'add').mockRejectedValueOnce(new Error('disk failure'));
    await expect(createSession(db, 'diamonds', config(), { setupDone: true })).rejects.toThrow('disk failure');
    expect(Object.keys(await readSetupDraft(db))).toEqual(['diamonds', 'diams']);
    const id = await createSession(db, 'diamonds', config(), { table: { firstDealer: 1 }, setupDone: true });
    expect(await readSetupDraft(db)).toEqual({});
    expect(await readDrafts(db, id)).toEqual({ firstDealer: 1 });
    expect(await readDrafts(db, other)).toEqual({ firstDealer: 0 });
  });

  it('keeps each game’s pieces apart, replaces a piece, and removes it when given undefined', async () => {
    const db = freshDb();
    const a = await createSession(db, 'diamonds', config());
    const b = await createSession(db, 'diamonds', config());
    await writeDraft(db, a, 'roundMode', 'check');
    await writeDraft(db, a, 'sheets:1', [{ safe: [], hand: [1] }]);
    await writeDraft(db, b, 'roundMode', 'cards');
    await writeDraft(db, a, 'roundMode', 'cards');
    expect(await readDrafts(db, a)).toEqual({ roundMode: 'cards', 'sheets:1': [{ safe: [], hand: [1] }] });
    await writeDraft(db, a, 'sheets:1', undefined);
    expect(await readDrafts(db, a)).toEqual({ roundMode: 'cards' });
    expect(await readDrafts(db, b)).toEqual({ roundMode: 'cards' });
    expect(await readDrafts(db, 'no-such-game')).toEqual({});
  });

  it('goes with its game when the game is deleted, and comes back with it', async () => {
    const db = freshDb();
    const id = await createSession(db, 'diamonds', config(), { table: { firstDealer: 0 } });
    const deleted = await deleteSession(db, id);
    expect(await readDrafts(db, id)).toEqual({});
    expect(await restoreDeleted(db, deleted!)).toEqual({ ok: true });
    expect(await readDrafts(db, id)).toEqual({ firstDealer: 0 });
  });

  it('arrives with version 3, which keeps the games of version 2 as they were', async () => {
    const name = `v2-${crypto.randomUUID()}`;
    // A device of the last release: version 2's schema, one game in it.
    const old = new Dexie(name);
    old.version(1).stores({ sessions: 'id, updatedAt, [status+updatedAt]', events: '[sessionId+seq]', settings: 'key' });
    old.version(2).stores({ sessions: 'id, updatedAt, [status+updatedAt], *playerIds', players: 'id, &name', stats: 'sessionId' });
    const db0 = freshDb();
    const id = await createSession(db0, 'diamonds', config(['Ann', 'Bob']));
    const { revision: _, ...row } = (await db0.sessions.get(id))!;
    await old.table('sessions').add(row);
    old.close();

    const db = new DeviceDb(name, { games: toyRegistry() });
    await db.open();
    expect(db.verno).toBeGreaterThanOrEqual(3);
    expect(db.tables.map((t) => t.name)).toContain('tableState');
    const loaded = await loadSession(db, id);
    expect(loaded?.session).toEqual(row);
    expect(loaded?.revision).toBe(0);
    expect(await readDrafts(db, id)).toEqual({});
    db.close();
    await Dexie.delete(name);
  });
});
