/**
 * A restore says how far it is, and a cancel at any moment leaves the database exactly as it was:
 * the file is checked before anything is written, and the writing is one transaction, which a
 * cancel aborts.
 */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { backupAll, restoreBackup, type RestoreProgress } from '../../src/store/backup';
import { BACKUP_FORMAT, BACKUP_VERSION } from '../../src/store/backup-format';
import type { DeviceDb } from '../../src/store/db';
import { appendEvent } from '../../src/store/events';
import { createSession } from '../../src/store/create-session';
import { setSetting } from '../../src/store/settings';
import { freshDb, tickingClock } from './helpers';
import { config, score } from './toy-game';

/** A backup of `n` toy games of three turns each, made without a device (a device's would take long). */
function manyGames(n: number): string {
  const at = Date.UTC(2025, 0, 1);
  const sessions = Array.from({ length: n }, (_, i) => ({
    session: { id: `game-${i}`, game: 'diamonds', config: config(['Ann', `P${i % 7}`], 1000), createdAt: at + i, updatedAt: at + i, redo: [] },
    events: [score(0, 3), score(1, 4), score(0, 5)].map((event) => ({ event, at: at + i })),
  }));
  return JSON.stringify({
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    exportedAt: new Date(at).toISOString(),
    sessions,
    settings: [{ key: 'showVaults', value: true }],
  });
}

/** Every table of the database, row by row. */
async function everyTable(db: DeviceDb) {
  return Object.fromEntries(await Promise.all(db.tables.map(async (t) => [t.name, await t.toArray()] as const)));
}

/** A device with a game, a player and a setting of its own, so that a rollback has something to keep. */
async function device() {
  const db = freshDb({ now: tickingClock() });
  const id = await createSession(db, 'diamonds', config(['Ann', 'Zed'], 1000));
  await appendEvent(db, id, score(1, 9), 0);
  await setSetting(db, 'language', 'ja');
  return db;
}

describe('restoreBackup progress and cancel', () => {
  it('reports reading, then every game checked and written, in order', async () => {
    const db = freshDb();
    const seen: RestoreProgress[] = [];
    expect(await restoreBackup(db, manyGames(600), { progress: (p) => seen.push(p) })).toMatchObject({ ok: true, added: 600 });
    expect(seen[0]).toEqual({ stage: 'reading', done: 0, total: 0 });
    const stages = seen.map((p) => p.stage).filter((s, i, all) => s !== all[i - 1]);
    expect(stages).toEqual(['reading', 'checking', 'writing']);
    expect(seen.filter((p) => p.stage === 'checking')).toHaveLength(600);
    expect(seen.filter((p) => p.stage === 'writing').map((p) => p.done)).toEqual([0, 250, 500, 600]);
  });

  for (const [stage, done] of [
    ['checking', 300],
    ['writing', 0], // after the players are written, before the first game
    ['writing', 250], // midway: 250 games are written, in the transaction
    ['writing', 600], // after the last game, before the settings
  ] as const) {
    it(`cancelled while ${stage} (${done} of 600), leaves every table exactly as it was`, async () => {
      const db = await device();
      const before = await everyTable(db);
      const cancel = new AbortController();
      const result = await restoreBackup(db, manyGames(600), {
        signal: cancel.signal,
        progress: (p) => {
          if (p.stage === stage && p.done === done) cancel.abort();
        },
      });
      expect(result).toEqual({ ok: false, cancelled: true });
      expect(await everyTable(db)).toEqual(before);
      // And the same file restores in full afterwards.
      expect(await restoreBackup(db, manyGames(600))).toMatchObject({ ok: true, added: 600, settingsAdded: 1 });
    });
  }

  it('writes each log in one row and each game’s players by name, as a restore of few games does', async () => {
    const db = await device();
    expect(await restoreBackup(db, manyGames(600))).toMatchObject({ ok: true, added: 600 });
    expect(await db.events.count()).toBe(601); // the device's own event, and one row per restored game
    const names = (await db.players.toArray()).map((p) => p.name).sort();
    expect(names).toEqual(['Ann', 'P0', 'P1', 'P2', 'P3', 'P4', 'P5', 'P6', 'Zed']);
    const ann = (await db.players.where('name').equals('Ann').first())!.id;
    expect(await db.sessions.where('playerIds').equals(ann).count()).toBe(601);
    const text = await backupAll(db);
    expect(JSON.parse(text).sessions).toHaveLength(601);
  });
});
