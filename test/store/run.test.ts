import 'fake-indexeddb/auto';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { isConnectionLost } from '../../src/store/run';
import { appendEvent, redo, undo } from '../../src/store/events';
import { createSession } from '../../src/store/create-session';
import { loadSession } from '../../src/store/sessions';
import { getSetting, setSetting } from '../../src/store/settings';
import { deleteSession, restoreDeleted, listSessions } from '../../src/store/sessions';
import { listPlayers, renamePlayer, setPlayerColour } from '../../src/store/players';
import { backupAll, restoreBackup } from '../../src/store/backup';
import { exportRecord } from '../../src/store/records';
import { readStatsInputs } from '../../src/stats/library';
import { freshDb } from './helpers';
import { config, score } from './toy-game';

/**
 * What iOS does to a backgrounded page: the connection dies under Dexie, which does not notice (no
 * close event), and every later transaction on it fails with "Connection to Indexed Database server
 * lost" (Dexie issue #2008). A new connection works. (Dexie binds `transaction` when it opens, so
 * the dead connection is told apart in the prototype.)
 */
const working = IDBDatabase.prototype.transaction;
const dead = new Set<IDBDatabase>();
IDBDatabase.prototype.transaction = function (this: IDBDatabase, ...args: Parameters<IDBDatabase['transaction']>) {
  if (dead.has(this)) {
    throw Object.assign(new Error('Connection to Indexed Database server lost. Refresh the page to try again'), { name: 'UnknownError' });
  }
  return working.apply(this, args);
};
afterAll(() => {
  IDBDatabase.prototype.transaction = working;
});

function dropConnection(db: ReturnType<typeof freshDb>): void {
  dead.add(db.backendDB());
}

describe('a connection the browser dropped in the middle of a game', () => {
  it('reopens the database and records the next append, undo and redo', async () => {
    const db = freshDb();
    const id = await createSession(db, 'diamonds', config(['Ann', 'Bob'], 30));
    expect((await appendEvent(db, id, score(0, 3), 0)).ok).toBe(true);
    dropConnection(db);
    expect(await appendEvent(db, id, score(1, 4), 1)).toMatchObject({ ok: true, session: { length: 2 } });
    dropConnection(db);
    expect(await undo(db, id, 2)).toMatchObject({ ok: true, session: { length: 1 } });
    dropConnection(db);
    expect(await redo(db, id, 3)).toMatchObject({ ok: true, session: { length: 2 } });
    // Written once each: another connection reads exactly the log of the game.
    const other = freshDb({}, db.name);
    expect((await loadSession(other, id))?.events).toEqual([score(0, 3), score(1, 4)]);
  });

  it('reads the game and keeps settings across a dropped connection', async () => {
    const db = freshDb();
    const id = await createSession(db, 'diamonds', config());
    dropConnection(db);
    expect((await loadSession(db, id))?.session.id).toBe(id);
    dropConnection(db);
    await setSetting(db, 'showVaults', true);
    dropConnection(db);
    expect(await getSetting(db, 'showVaults')).toBe(true);
    dropConnection(db);
    expect(await createSession(db, 'diamonds', config())).toMatch(/-/);
  });

  // These verbs ran Dexie's transaction themselves, without the reopen, and failed on a dropped
  // connection: a rename, a deletion and its undo, a backup and its restore, an export, the statistics' read.
  it("reopens the database for every verb, not only the game's log: players, deletions, backups, records and statistics", async () => {
    const db = freshDb();
    const id = await createSession(db, 'diamonds', config(['Ann', 'Bob'], 30));
    expect((await appendEvent(db, id, score(0, 3), 0)).ok).toBe(true);
    const ann = (await listPlayers(db)).find((p) => p.name === 'Ann');
    if (!ann) throw new Error('no Ann');
    dropConnection(db);
    expect(await renamePlayer(db, ann.id, 'Anna')).toMatchObject({ ok: true });
    dropConnection(db);
    expect(await setPlayerColour(db, ann.id, 'teal')).toMatchObject({ ok: true });
    dropConnection(db);
    const backup = await backupAll(db);
    dropConnection(db);
    expect(await exportRecord(db, id)).toContain('Anna');
    dropConnection(db);
    expect((await readStatsInputs(db)).sessions.map((s) => s.id)).toEqual([id]);
    dropConnection(db);
    const deleted = await deleteSession(db, id);
    expect(deleted).toBeDefined();
    dropConnection(db);
    expect(await restoreDeleted(db, deleted!)).toEqual({ ok: true });

    const other = freshDb({}, `${db.name}-restored`);
    dropConnection(other);
    expect(await restoreBackup(other, backup)).toMatchObject({ added: 1 });
    expect((await listSessions(other)).map((s) => s.id)).toEqual([id]);
    expect((await loadSession(other, id))?.events).toEqual([score(0, 3)]);
  });

  it('tries once only: a connection that fails again reports the error', async () => {
    const db = freshDb();
    const id = await createSession(db, 'diamonds', config());
    const lost = Object.assign(new Error('Connection to Indexed Database server lost. Refresh the page to try again'), { name: 'UnknownError' });
    const spy = vi.spyOn(db, 'transaction').mockRejectedValue(lost);
    await expect(appendEvent(db, id, score(0, 1), 0)).rejects.toThrow('server lost');
    expect(spy).toHaveBeenCalledTimes(2);
  });

  it('tells a dropped connection from other failures', () => {
    expect(
      isConnectionLost(
        Object.assign(new Error("Failed to execute 'transaction' on 'IDBDatabase': The database connection is closing."), { name: 'InvalidStateError' }),
      ),
    ).toBe(true);
    expect(
      isConnectionLost({
        name: 'DatabaseClosedError',
        message: 'x',
        inner: { name: 'UnknownError', message: 'Connection to Indexed Database server lost. Refresh the page to try again' },
      }),
    ).toBe(true);
    expect(isConnectionLost(Object.assign(new Error('quota'), { name: 'QuotaExceededError' }))).toBe(false);
    expect(isConnectionLost(Object.assign(new Error('Key already exists'), { name: 'ConstraintError' }))).toBe(false);
    expect(isConnectionLost(undefined)).toBe(false);
  });
});
