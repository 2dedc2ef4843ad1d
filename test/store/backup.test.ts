import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { backupAll, backupSession, restoreBackup } from '../../src/store/backup';
import { parseBackup } from '../../src/store/backup-format';
import { appendEvent, undo } from '../../src/store/events';
import { revisionOf } from '../../src/store/revision';
import { createSession } from '../../src/store/create-session';
import { deleteSession, loadSession } from '../../src/store/sessions';
import { setSetting } from '../../src/store/settings';
import { contents, english, freshDb, said, snapshot, tickingClock } from './helpers';
import { config, score, toyRegistry } from './toy-game';

/** A device with a few games in every state: finished, in progress with a redo stack, empty. */
async function filledDb() {
  const db = freshDb({ now: tickingClock() });
  const finished = await createSession(db, 'diamonds', config(['Ann', '<b>Bob</b>'], 10));
  await appendEvent(db, finished, score(0, 4), 0);
  await appendEvent(db, finished, score(1, 10), 1);
  const playing = await createSession(db, 'diams', config(['Cy', 'Dee', 'Eve'], 30));
  for (let i = 0; i < 5; i++) await appendEvent(db, playing, score(i % 3, i + 1), i);
  await undo(db, playing);
  await createSession(db, 'diamonds', config(['Fay', 'Gus']));
  await setSetting(db, 'showVaults', true);
  await setSetting(db, 'diamsRulesCard', { '1': [4, 6, null] });
  return db;
}

async function everything(db: ReturnType<typeof freshDb>) {
  const { sessions, events } = await snapshot(db);
  return { sessions: sessions.map(withoutRevision), events, settings: await db.settings.toArray() };
}

/**
 * A revision counts the changes this device made to a log (what tells a stale tab apart); it is
 * not part of the game, so a backup does not carry it and a restored game counts from its length.
 */
function withoutRevision<T extends { revision?: number }>({ revision: _, ...row }: T): Omit<T, 'revision'> {
  return row;
}

/** What a restore must reproduce: sessions, logs as read (a restored one is stored packed), settings. */
async function restored(db: ReturnType<typeof freshDb>) {
  const { sessions, logs } = await contents(db);
  return { sessions: sessions.map(withoutRevision), logs, settings: await db.settings.toArray() };
}

describe('backupAll → restoreBackup', () => {
  it('writes one JSON text of the documented shape', async () => {
    const db = await filledDb();
    const backup = JSON.parse(await backupAll(db));
    expect(backup).toMatchObject({ format: 'diamond-ledger-backup', version: 1, exportedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
    expect(backup.sessions).toHaveLength(3);
    const playing = backup.sessions.find((s: { session: { game: string } }) => s.session.game === 'diams');
    expect(playing.events.map((e: { event: unknown }) => e.event)).toEqual([score(0, 1), score(1, 2), score(2, 3), score(0, 4)]);
    expect(playing.session.redo).toEqual([score(1, 5)]);
    expect(backup.settings).toEqual(expect.arrayContaining([{ key: 'showVaults', value: true }]));
  });

  it('restores into a fresh database exactly: sessions, logs and settings deep-equal', async () => {
    const source = await filledDb();
    const target = freshDb();
    const result = await restoreBackup(target, await backupAll(source));
    expect(result).toEqual({ ok: true, added: 3, skipped: 0, settingsAdded: 2 });
    expect(await restored(target)).toEqual(await restored(source));
  });

  it('merges by id: games already on the device are kept as they are, the others added', async () => {
    const device = await filledDb();
    const text = await backupAll(device);
    const rows = await device.sessions.toArray();
    const kept = rows.find((s) => s.game === 'diams')!;
    const gone = rows.find((s) => s.game === 'diamonds' && s.length === 0)!;
    // Since the backup the device played one game further, deleted another and changed a setting.
    expect((await appendEvent(device, kept.id, score(1, 9), revisionOf(kept))).ok).toBe(true);
    const played = await device.sessions.get(kept.id);
    await deleteSession(device, gone.id);
    await setSetting(device, 'showVaults', false);

    expect(await restoreBackup(device, text)).toEqual({ ok: true, added: 1, skipped: 2, settingsAdded: 0 });
    expect(await device.sessions.get(kept.id)).toEqual(played);
    expect((await loadSession(device, kept.id))?.events).toHaveLength(kept.length + 1);
    expect(withoutRevision((await device.sessions.get(gone.id))!)).toEqual(withoutRevision(gone));
    expect((await device.settings.get('showVaults'))?.value).toBe(false);
    // Restoring the same file again changes nothing.
    const before = await everything(device);
    expect(await restoreBackup(device, text)).toEqual({ ok: true, added: 0, skipped: 3, settingsAdded: 0 });
    expect(await everything(device)).toEqual(before);
  });

  it('restores an empty backup as nothing', async () => {
    const target = freshDb();
    expect(await restoreBackup(target, await backupAll(freshDb()))).toEqual({ ok: true, added: 0, skipped: 0, settingsAdded: 0 });
    expect(await everything(target)).toEqual({ sessions: [], events: [], settings: [] });
  });
});

describe('restoreBackup refuses a damaged backup and restores nothing', () => {
  async function refused(mutate: (backup: any) => unknown, expected: RegExp) {
    const text = await backupAll(await filledDb());
    const backup = JSON.parse(text);
    const damaged = mutate(backup) ?? backup;
    const target = freshDb();
    await setSetting(target, 'language', 'fr');
    const before = await everything(target);
    const result = await restoreBackup(target, typeof damaged === 'string' ? damaged : JSON.stringify(damaged));
    expect(said(result)).toEqual({ ok: false, message: expect.stringMatching(expected) });
    expect(await everything(target)).toEqual(before);
  }

  it('truncated JSON', async () => {
    const text = await backupAll(await filledDb());
    await refused(() => text.slice(0, Math.floor(text.length / 2)), /damaged or incomplete: it is not valid JSON/);
  });

  it('an illegal event inside one game (the valid games are not restored either)', async () => {
    await refused((b) => {
      // Sessions are written oldest change first: game 2 is the one in progress.
      expect(b.sessions[1].session.game).toBe('diams');
      b.sessions[1].events[2].event = score(0, 99);
    }, /^Game 2 of this backup is damaged: event 3 is not legal \(T-POINTS: A turn scores 1 to 10 points\.\)/);
  });

  it('a wrong or newer version', async () => {
    await refused((b) => {
      b.version = 2;
    }, /newer version of Diamond Ledger/);
    await refused((b) => {
      b.version = '1';
    }, /unknown format version/);
  });

  it('another file, or wrong types anywhere', async () => {
    await refused(() => '{"game":"diamonds","players":["Ann","Bob"]}', /not a Diamond Ledger backup/);
    await refused(() => '[]', /not a Diamond Ledger backup/);
    await refused((b) => {
      b.sessions = {};
    }, /no list of games/);
    await refused((b) => {
      b.sessions[0].session.game = 'constructor';
    }, /Game 1 .* "constructor" is not one this version knows/);
    await refused((b) => {
      b.sessions[2].session.createdAt = 'yesterday';
    }, /Game 3 .* dates/);
    await refused((b) => {
      b.sessions[0].events[0] = score(0, 1);
    }, /Game 1 .* event 1 is not an event/);
    await refused((b) => {
      b.sessions[0].session.config = { players: ['Solo'], target: 5 };
    }, /Game 1 .* cannot be played \(A toy game needs 2 to 6 different players\.\)/);
    await refused((b) => {
      b.sessions.push(b.sessions[0]);
    }, /Game 4 .* id appears twice/);
    await refused((b) => {
      b.settings = [{ value: 1 }];
    }, /settings/);
  });

  it('is one transaction: when writing the events fails, no session or setting is restored', async () => {
    const text = await backupAll(await filledDb());
    const target = freshDb();
    vi.spyOn(target.events, 'bulkAdd').mockRejectedValueOnce(new Error('quota exceeded'));
    await expect(restoreBackup(target, text)).rejects.toThrow('quota exceeded');
    expect(await everything(target)).toEqual({ sessions: [], events: [], settings: [] });
  });
});

describe('parseBackup', () => {
  it('recomputes what a row derives from its log instead of trusting the file', async () => {
    const text = await backupAll(await filledDb());
    const b = JSON.parse(text);
    const i = b.sessions.findIndex((s: any) => s.session.status === 'finished');
    b.sessions[i].session.winners = ['Mallory'];
    b.sessions[i].session.length = 99;
    const parsed = parseBackup(JSON.stringify(b), toyRegistry());
    if (!parsed.ok) throw new Error(english(parsed.text));
    expect(parsed.backup.sessions[i]!.session).toMatchObject({ winners: ['<b>Bob</b>'], length: 2 });
  });
});

describe('backupSession', () => {
  it('writes one session and its log, which restores exactly into another device', async () => {
    const db = freshDb();
    const keep = await createSession(db, 'diamonds', config(['Ann', 'Bob'], 20));
    await appendEvent(db, keep, score(0, 5), 0);
    await appendEvent(db, keep, score(1, 7), 1);
    const other = await createSession(db, 'diamonds', config(['Cy', 'Dee'], 20));
    await setSetting(db, 'showVaults', true);
    const text = await backupSession(db, keep);
    if (!text) throw new Error('expected a backup');
    const file = JSON.parse(text) as { sessions: { session: { id: string } }[]; settings: unknown[] };
    expect(file.sessions.map((s) => s.session.id)).toEqual([keep]);
    expect(file.settings).toEqual([]);
    const target = freshDb();
    expect(await restoreBackup(target, text)).toMatchObject({ ok: true, added: 1 });
    const [restored, original] = [await loadSession(target, keep), await loadSession(db, keep)];
    expect({ ...restored, session: withoutRevision(restored!.session) }).toEqual({ ...original, session: withoutRevision(original!.session) });
    expect(await loadSession(target, other)).toBeUndefined();
    expect(await backupSession(db, 'missing')).toBeUndefined();
  });
});

describe('players in backups', () => {
  it('keeps each seat’s player record and colour, and matches people by name on another device', async () => {
    const { setPlayerColour } = await import('../../src/store/players');
    const db = freshDb();
    const id = await createSession(db, 'diamonds', config(['Ann', 'Bob'], 20));
    const [ann] = (await db.sessions.get(id))?.playerIds ?? [];
    await setPlayerColour(db, ann as string, 'teal');
    const text = await backupAll(db);

    const fresh = freshDb();
    await restoreBackup(fresh, text);
    expect(await fresh.players.get(ann as string)).toMatchObject({ name: 'Ann', colour: 'teal' });
    expect((await fresh.sessions.get(id))?.playerIds).toEqual((await db.sessions.get(id))?.playerIds);

    // A device that already knows "Bob" under another id links the restored seat to its own Bob.
    const other = freshDb();
    const mine = await createSession(other, 'diamonds', config(['Bob', 'Cy'], 20));
    const localBob = (await other.sessions.get(mine))?.playerIds?.[0];
    await restoreBackup(other, text);
    expect((await other.sessions.get(id))?.playerIds?.[1]).toBe(localBob);
    expect(await other.players.count()).toBe(3);
  });
});
