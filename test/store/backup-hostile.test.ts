/**
 * Hostile backups against the real rules modules: impossible dates, events and redo entries that
 * are not their game's events (unknown fields, a 5 MB blob, a nesting that overflows IndexedDB's
 * copy), names no form would take, and text that would flood the message. Each is refused with a
 * short message saying why, and the device is left exactly as it was.
 */
import 'fake-indexeddb/auto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { backupAll, createSession, importRecord, InvalidConfigError, loadSession, restoreBackup, undo } from '../../src/store/index';
import { games } from '../../src/app/games';
import { setSetting } from '../../src/store/settings';
import { english, freshDb, said, snapshot, tickingClock } from './helpers';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 5, 1, 12);
const HUGE = 'x'.repeat(100_000);

/** `depth` nested lists, built without recursion. */
function nested(depth: number): unknown {
  let value: unknown = 0;
  for (let i = 0; i < depth; i++) value = [value];
  return value;
}

/** Stands in the backup for a value 100,000 lists deep, written into the text without recursion. */
const DEEP = '<100,000 lists deep>';
const DEEP_TEXT = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;

/**
 * A device with a Diamonds game with a redo entry (the first card undone: redo holds it) and a
 * Diam's game, and its backup as an object to break. Clocks tick from a day before NOW.
 */
async function source(): Promise<any> {
  const db = freshDb({ games, now: tickingClock(NOW - DAY) });
  const record = readFileSync('examples/diamonds-5p-in-progress.json', 'utf8');
  const imported = await importRecord(db, record);
  if (!imported.ok) throw new Error(english(imported.error.text));
  await undo(db, imported.id);
  const diams = await importRecord(db, readFileSync('examples/diams-4p.json', 'utf8'));
  if (!diams.ok) throw new Error(english(diams.error.text));
  await setSetting(db, 'showVaults', true);
  return JSON.parse(await backupAll(db));
}

/** The backup's Diamonds entry (the first session written is the oldest change: Diamonds). */
const diamondsEntry = (b: any) => b.sessions.find((s: any) => s.session.game === 'diamonds');

async function refused(mutate: (backup: any) => unknown, expected: RegExp): Promise<string> {
  const backup = await source();
  mutate(backup);
  const target = freshDb({ games, now: () => NOW });
  await setSetting(target, 'language', 'ja');
  const before = { ...(await snapshot(target)), settings: await target.settings.toArray(), players: await target.players.toArray() };
  const result = await restoreBackup(target, JSON.stringify(backup).replace(JSON.stringify(DEEP), DEEP_TEXT));
  expect(said(result)).toEqual({ ok: false, message: expect.stringMatching(expected) });
  expect({ ...(await snapshot(target)), settings: await target.settings.toArray(), players: await target.players.toArray() }).toEqual(before);
  const { message } = said(result) as { message: string };
  expect(message.length).toBeLessThan(400);
  return message;
}

describe('restore: every time is a real date, from 2000 to a day after this device’s clock', () => {
  it('restores the untouched backup, whose times are all real', async () => {
    const target = freshDb({ games, now: () => NOW });
    expect(await restoreBackup(target, JSON.stringify(await source()))).toMatchObject({ ok: true, added: 2 });
  });

  it.each([
    ['updatedAt 1e308', (b: any) => (diamondsEntry(b).session.updatedAt = 1e308), /Game 1 .* dates .* not real dates/],
    ['createdAt below the smallest Date', (b: any) => (diamondsEntry(b).session.createdAt = -8.64e15 - 1), /Game 1 .* dates/],
    ['createdAt in 1970', (b: any) => (diamondsEntry(b).session.createdAt = 0), /Game 1 .* dates/],
    ['updatedAt two days ahead of the clock', (b: any) => (diamondsEntry(b).session.updatedAt = NOW + 2 * DAY), /Game 1 .* dates/],
    ['an event at 1e308', (b: any) => (diamondsEntry(b).events[3].at = 1e308), /Game 1 .* event 4 has no date, or not a real one/],
    ['an event at no time', (b: any) => delete diamondsEntry(b).events[3].at, /Game 1 .* event 4 has no date/],
    ['a player created at -1e300', (b: any) => (b.players[0].createdAt = -1e300), /Player 1 of this backup is damaged: its date/],
    ['an export date no Date holds', (b: any) => (b.exportedAt = '+275760-09-13T00:00:00.001Z'), /no export date, or not a real one/],
    ['an export date that is no date', (b: any) => (b.exportedAt = 'yesterday'), /no export date, or not a real one/],
  ])('refuses %s', async (_, mutate, expected) => {
    await refused(mutate, expected);
  });

  it('accepts a backup from a device whose clock runs a few hours ahead', async () => {
    const backup = await source();
    diamondsEntry(backup).session.updatedAt = NOW + 6 * 60 * 60 * 1000;
    const target = freshDb({ games, now: () => NOW });
    expect(await restoreBackup(target, JSON.stringify(backup))).toMatchObject({ ok: true, added: 2 });
  });
});

describe('restore: every event and redo entry is its game’s event, known fields only', () => {
  it('keeps the redo list, checked, and restores every event exactly', async () => {
    const backup = await source();
    const entry = diamondsEntry(backup);
    expect(entry.session.redo).toHaveLength(1);
    const target = freshDb({ games, now: () => NOW });
    expect(await restoreBackup(target, JSON.stringify(backup))).toMatchObject({ ok: true });
    const loaded = await loadSession(target, entry.session.id);
    expect(loaded?.events).toEqual(entry.events.map((e: any) => e.event));
    expect(loaded?.session.redo).toEqual(entry.session.redo);
  });

  it('refuses a 5 MB blob inside a play event', async () => {
    await refused((b) => {
      const play = diamondsEntry(b).events.find((e: any) => e.event.type === 'play');
      play.event.blob = 'x'.repeat(5 * 1024 * 1024);
    }, /^Game 1 of this backup is damaged: event \d+ is not an event of this game: A "play" event has an unknown field "blob"/);
  });

  it('refuses a deeply nested event before IndexedDB copies it', async () => {
    await refused((b) => {
      diamondsEntry(b).events[1].event = { type: 'play', card: DEEP };
    }, /more than 10 levels deep/);
    await refused((b) => {
      diamondsEntry(b).events[1].event = { type: 'play', card: nested(2) };
    }, /Game 1 .* event 2 is not an event of this game: A "play" event's card is a card code/);
  });

  it('refuses a redo entry that is not an event of its game', async () => {
    await refused((b) => {
      diamondsEntry(b).session.redo = [{ type: 'play', card: 'H7', note: HUGE }];
    }, /^Game 1 of this backup is damaged: entry 1 of its redo list is not an event of this game: A "play" event has an unknown field "note"/);
    await refused((b) => {
      diamondsEntry(b).session.redo = [{ type: 'play', card: nested(3) }];
    }, /entry 1 of its redo list is not an event of this game/);
    await refused((b) => {
      diamondsEntry(b).session.redo = ['H7'];
    }, /entry 1 of its redo list is not an event of this game/);
  });

  it("refuses a Diam's round with a field of its own", async () => {
    await refused((b) => {
      const entry = b.sessions.find((s: any) => s.session.game === 'diams');
      entry.events[0].event.extra = HUGE;
    }, /^Game 2 .* event 1 is not an event of this game: A "round" event has an unknown field "extra"/);
  });

  it('refuses a setting nested deeper than any backup (it overflowed IndexedDB)', async () => {
    await refused((b) => {
      b.settings.push({ key: 'deep', value: DEEP });
    }, /nests lists and objects more than 10 levels deep/);
  });

  it('keeps only the setup’s known fields', async () => {
    const backup = await source();
    const entry = diamondsEntry(backup);
    entry.session.config.blob = 'x'.repeat(1000);
    const target = freshDb({ games, now: () => NOW });
    expect(await restoreBackup(target, JSON.stringify(backup))).toMatchObject({ ok: true });
    const stored = await target.sessions.get(entry.session.id);
    expect(Object.keys(stored?.config as object).sort()).toEqual(['players', 'thief', 'variant']);
  });
});

describe('restore: names as every other way in takes them', () => {
  it.each([
    ['a 100,000-character name', HUGE, /the name of player 2 has 100000 characters: a name has at most 30/i],
    ['a zero-width space', 'Bob\u200b', /U\+200B/],
    ['a NUL', 'Bo\u0000b', /U\+0000/],
    ['an ESC', '\u001bBob', /U\+001B/],
  ])('refuses a game whose player has %s', async (_, name, expected) => {
    await refused((b) => {
      diamondsEntry(b).session.config.players[1] = name;
    }, expected);
  });

  it('refuses a player record whose name no form would take', async () => {
    await refused((b) => {
      b.players[0].name = HUGE;
    }, /^Player 1 of this backup is damaged: its name has 100000 characters/);
    await refused((b) => {
      b.players[0].name = `${b.players[0].name}\u200b`;
    }, /^Player 1 of this backup is damaged: its name holds the invisible or control character U\+200B/);
  });
});

describe('restore: messages quote a short prefix of what the file holds', () => {
  it.each([
    ['a 100,000-character game id', (b: any) => (diamondsEntry(b).session.game = HUGE), /Game 1 .* its game "x{40}…" is not one this version knows/],
    ['a 100,000-character version', (b: any) => (b.version = HUGE), /unknown format version \("x{40}…"\)/],
    ['a 100,000-character play', (b: any) => (diamondsEntry(b).events[2].event.card = HUGE), /not "x{40}…"/],
    ['an unknown field with a 100,000-character name', (b: any) => (diamondsEntry(b).events[2].event[HUGE] = 1), /unknown field "x{40}…"/],
  ])('%s', async (_, mutate, expected) => {
    await refused(mutate, expected);
  });
});

describe('createSession and importRecord take names the same way', () => {
  it('refuses a setup or a record with a name no form would take, and writes nothing', async () => {
    const db = freshDb({ games, now: () => NOW });
    const refusal = await createSession(db, 'diamonds', { players: ['Ann', 'Bob\u200b'], variant: 'standard', thief: null }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(InvalidConfigError);
    expect(english((refusal as InvalidConfigError).text)).toMatch(/U\+200B/);
    const result = await importRecord(db, JSON.stringify({ game: 'diamonds', players: ['Ann', HUGE], rounds: [] }));
    expect(result).toMatchObject({ ok: false, error: { rule: 'format' } });
    if (!result.ok) expect(english(result.error.text)).toMatch(/^The name of player 2 has 100000 characters/);
    expect(await snapshot(db)).toEqual({ sessions: [], events: [] });
    expect(await db.players.count()).toBe(0);
  });
});
