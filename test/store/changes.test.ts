/**
 * Every committed write of a session or a player is heard (src/store/changes.ts), whichever verb
 * made it: no verb says it by hand, so none can forget. createSession and restoreBackup did
 * forget, and a game started or restored on one device reached the others only after a reload.
 */
import 'fake-indexeddb/auto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { games } from '../../src/app/games';
import { onPlayersChanged, onSessionChanged, onSessionsChanged } from '../../src/store/changes';
import { backupAll, createSession, deleteSession, ensurePlayers, importRecord, renamePlayer, restoreBackup, undo } from '../../src/store/index';
import { english, freshDb, tickingClock } from './helpers';

/** What `db`'s listeners hear: each session id told, in order, and how many times the players changed. */
function listen(db: ReturnType<typeof freshDb>) {
  const sessions: string[] = [];
  let players = 0;
  onSessionChanged(db, (id) => sessions.push(id));
  onPlayersChanged(db, () => players++);
  return { sessions, players: () => players };
}

const config = { players: ['Ann', 'Bob', 'Cy'], variant: 'standard', thief: null };

describe('every write heard', () => {
  it('a new game is heard once it is stored, before any card', async () => {
    const db = freshDb({ games });
    const heard = listen(db);
    const id = await createSession(db, 'diamonds', config);
    expect(heard.sessions).toEqual([id]);
    // Its players were made with it.
    expect(heard.players()).toBe(1);
  });

  it('every game of a restored backup is heard, and a deleted game too', async () => {
    const source = freshDb({ games, now: tickingClock() });
    for (const file of ['examples/diamonds-5p-in-progress.json', 'examples/diams-4p.json']) {
      const imported = await importRecord(source, readFileSync(file, 'utf8'));
      if (!imported.ok) throw new Error(english(imported.error.text));
    }
    const backup = await backupAll(source);
    const ids = (await source.sessions.toArray()).map((s) => s.id).sort();
    const db = freshDb({ games });
    const heard = listen(db);
    expect(await restoreBackup(db, backup)).toMatchObject({ ok: true, added: 2 });
    expect([...new Set(heard.sessions)].sort()).toEqual(ids);
    heard.sessions.length = 0;
    await deleteSession(db, ids[0] as string);
    expect(heard.sessions).toEqual([ids[0]]);
  });

  it('a rename is heard by the players’ listeners, and by the sessions it renamed', async () => {
    const db = freshDb({ games });
    const id = await createSession(db, 'diamonds', config);
    const [ann] = await ensurePlayers(db, ['Ann']);
    const heard = listen(db);
    expect(await renamePlayer(db, ann as string, 'Anna')).toEqual({ ok: true });
    expect(heard.players()).toBe(1);
    expect(heard.sessions).toEqual([id]);
  });

  it('each transaction is told once, with every session it wrote: a restore’s games together, a card alone', async () => {
    // How the statistics keeper tells games arriving from a game being played (src/stats/keeper.ts).
    const source = freshDb({ games, now: tickingClock() });
    for (const file of ['examples/diamonds-5p-in-progress.json', 'examples/diams-4p.json']) {
      const imported = await importRecord(source, readFileSync(file, 'utf8'));
      if (!imported.ok) throw new Error(english(imported.error.text));
    }
    const db = freshDb({ games });
    const told: string[][] = [];
    onSessionsChanged(db, (ids) => told.push([...ids].sort()));
    expect(await restoreBackup(db, await backupAll(source))).toMatchObject({ ok: true, added: 2 });
    const ids = (await source.sessions.toArray()).map((s) => s.id).sort();
    expect(told).toEqual([ids]);
    told.length = 0;
    const id = await createSession(db, 'diamonds', config);
    expect((await undo(db, ids[0] as string)).ok).toBe(true);
    expect(told).toEqual([[id], [ids[0]]]);
  });

  it('a transaction that fails tells no one', async () => {
    const db = freshDb({ games });
    const heard = listen(db);
    await expect(
      db.transaction('rw', db.sessions, db.players, async () => {
        await db.players.add({ id: 'p1', name: 'Zed', colour: 'red', createdAt: 0 });
        throw new Error('no');
      }),
    ).rejects.toThrow('no');
    expect(heard.players()).toBe(0);
    expect(heard.sessions).toEqual([]);
  });
});
