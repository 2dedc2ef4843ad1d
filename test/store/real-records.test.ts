/**
 * The store with the real rules modules, on the example records of examples: what
 * imports, what is refused (and why), and that export, backup and restore keep games intact.
 */
import 'fake-indexeddb/auto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  appendEvent,
  backupAll,
  createSession,
  InvalidConfigError,
  exportRecord,
  importRecord,
  listSessions,
  loadSession,
  restoreBackup,
  undo,
  redo,
} from '../../src/store/index';
import { games } from '../../src/app/games';
import { openDeviceDb } from '../../src/app/open';
import { contents, english, freshDb, said, snapshot } from './helpers';

const EXAMPLES = 'examples';
const names = readdirSync(EXAMPLES)
  .filter((f) => f.endsWith('.json') && !f.endsWith('.expected.json'))
  .map((f) => f.slice(0, -'.json'.length))
  .sort();
const text = (name: string) => readFileSync(join(EXAMPLES, `${name}.json`), 'utf8');
const expected = (name: string) => JSON.parse(readFileSync(join(EXAMPLES, `${name}.expected.json`), 'utf8'));
const valid = names.filter((n) => expected(n).exit === 0);
const broken = names.filter((n) => expected(n).exit !== 0);

const realDb = () => freshDb({ games });

describe('the example records', () => {
  it('are all there (valid ones and broken ones)', () => {
    expect(valid.length).toBeGreaterThanOrEqual(7);
    expect(broken.length).toBeGreaterThanOrEqual(6);
  });

  it.each(valid)('%s imports with the expected outcome, and exports back to the same game', async (name) => {
    const db = realDb();
    const result = await importRecord(db, text(name));
    if (!result.ok) throw new Error(`${name}: ${JSON.stringify(result.error)}`);
    const want = expected(name).output;
    const loaded = (await loadSession(db, result.id))!;
    expect(loaded.broken).toBeUndefined();
    expect(loaded.session.game).toBe(want.game);
    expect(loaded.session.status).toBe(want.complete ? 'finished' : 'in-progress');
    expect(loaded.session.winners).toEqual(want.winners);
    expect(loaded.session.length).toBe(loaded.events.length);
    if (want.game === 'diamonds') {
      expect(loaded.session.standings).toEqual(want.standings.map(({ players, score }: { players: string[]; score: number }) => ({ players, score })));
    } else {
      expect(loaded.session.players).toEqual(Object.keys(want.totals));
    }

    const exported = (await exportRecord(db, result.id))!;
    expect(exported.endsWith('}\n')).toBe(true);
    const again = await importRecord(db, exported);
    if (!again.ok) throw new Error(`${name} re-import: ${JSON.stringify(again.error)}`);
    const reloaded = (await loadSession(db, again.id))!;
    expect(reloaded.events).toEqual(loaded.events);
    expect(reloaded.state).toEqual(loaded.state);
    expect(reloaded.session.config).toEqual(loaded.session.config);
  });

  it.each(broken)('%s is refused with its rule and position, writing nothing', async (name) => {
    const db = realDb();
    const result = await importRecord(db, text(name));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const want = expected(name).output.error;
    expect({ rule: result.error.rule, round: result.error.round, play: result.error.play }).toEqual(want);
    expect(english(result.error.text).length).toBeGreaterThan(10);
    expect(await snapshot(db)).toEqual({ sessions: [], events: [] });
  });
});

describe('real games in the store', () => {
  it('stores player names with markup verbatim', async () => {
    const db = realDb();
    const hostile = '<script>alert(1)</script>';
    for (const name of ['diamonds-2p', 'diams-4p']) {
      const original = JSON.parse(text(name)).players[1] as string;
      const result = await importRecord(db, text(name).replaceAll(original, hostile));
      if (!result.ok) throw new Error(`${name}: ${JSON.stringify(result.error)}`);
      const session = (await db.sessions.get(result.id))!;
      expect(session.players[1]).toBe(hostile);
      expect(JSON.parse((await exportRecord(db, result.id))!).players[1]).toBe(hostile);
    }
  });

  it('plays on from an imported game in progress: undo and redo the last play, refuse an illegal one', async () => {
    const db = realDb();
    const result = await importRecord(db, text('diamonds-5p-in-progress'));
    if (!result.ok) throw new Error(english(result.error.text));
    const loaded = (await loadSession(db, result.id))!;
    const n = loaded.events.length;
    const last = loaded.events[n - 1];

    expect(await undo(db, result.id, loaded.revision)).toMatchObject({ ok: true, session: { length: n - 1, redo: [last] } });
    expect(await redo(db, result.id, loaded.revision + 1)).toMatchObject({ ok: true, session: { length: n, redo: [] } });
    expect((await loadSession(db, result.id))!.state).toEqual(loaded.state);

    // Playing the same card again is never legal (D-DECK or a rule of the moment), and writes nothing.
    const before = await snapshot(db);
    const again = await appendEvent(db, result.id, last, loaded.revision + 2);
    expect(again.ok).toBe(false);
    expect('rejection' in again && again.rejection.rule).toBeTruthy();
    expect(await snapshot(db)).toEqual(before);
  });

  it('backs up every example and restores them into a fresh database exactly', async () => {
    const db = realDb();
    for (const name of valid) expect((await importRecord(db, text(name))).ok).toBe(true);
    const target = realDb();
    expect(await restoreBackup(target, await backupAll(db))).toMatchObject({ ok: true, added: valid.length });
    expect(await contents(target)).toEqual(await contents(db));
    expect((await listSessions(target)).map((s) => s.id)).toEqual((await listSessions(db)).map((s) => s.id));
  });

  it('refuses a backup holding an illegal real game (a card played twice)', async () => {
    const db = realDb();
    expect((await importRecord(db, text('diamonds-2p'))).ok).toBe(true);
    const backup = JSON.parse(await backupAll(db));
    // Swap the last card for one already played in its round.
    const events = backup.sessions[0].events as { event: { type: string; card?: string } }[];
    const plays = events.filter((e) => e.event.type === 'play');
    plays[plays.length - 1]!.event.card = plays[plays.length - 2]!.event.card;
    const target = realDb();
    const result = await restoreBackup(target, JSON.stringify(backup));
    expect(said(result)).toMatchObject({ ok: false, message: expect.stringMatching(/^Game 1 of this backup is damaged: event \d+ is not legal \(D-DECK: /) });
    expect(await snapshot(target)).toEqual({ sessions: [], events: [] });
  });

  it('creates sessions of both real games and refuses configs their rules refuse', async () => {
    const db = realDb();
    const diamonds = await createSession(db, 'diamonds', { players: ['Ann', 'Bob', 'Cy'], variant: 'standard', thief: null });
    expect(await db.sessions.get(diamonds)).toMatchObject({ players: ['Ann', 'Bob', 'Cy'], status: 'in-progress', length: 0 });
    await expect(createSession(db, 'diamonds', { players: ['Ann', 'Bob', 'Cy'], variant: 'teams', thief: null })).rejects.toThrow(InvalidConfigError);
    await expect(createSession(db, 'diamonds', { players: ['Ann', 'Ann'], variant: 'standard', thief: null })).rejects.toThrow(InvalidConfigError);

    const imported = await importRecord(db, text('diams-4p'));
    if (!imported.ok) throw new Error(english(imported.error.text));
    const diamsConfig = (await db.sessions.get(imported.id))!.config as { players: string[] };
    const diams = await createSession(db, 'diams', diamsConfig);
    expect((await loadSession(db, diams))!.session).toMatchObject({ players: diamsConfig.players, length: 0, winners: [] });
    await expect(createSession(db, 'diams', { ...diamsConfig, players: ['Solo'] })).rejects.toThrow(InvalidConfigError);
    expect(await db.sessions.count()).toBe(3);
  });

  it('opens the app database with the real games, loaded on first need', async () => {
    const db = openDeviceDb(`test-${crypto.randomUUID()}`);
    try {
      // The sessions list needs no rules: they stay out of the first load until a verb needs them.
      expect(() => db.games).toThrow(/not loaded/);
      expect(await listSessions(db)).toEqual([]);
      expect((await importRecord(db, text('diams-4p'))).ok).toBe(true);
      expect(db.games).toBe(games);
    } finally {
      await db.delete();
    }
  });
});
