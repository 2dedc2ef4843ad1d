import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { appendEvent } from '../../src/store/events';
import { exportRecord, importRecord, MAX_RECORD_BYTES } from '../../src/store/records';
import { createSession } from '../../src/store/create-session';
import { loadSession } from '../../src/store/sessions';
import { english, freshDb, snapshot } from './helpers';
import { config, score, toyWords, type ToyState } from './toy-game';

const record = (over: Record<string, unknown> = {}) =>
  JSON.stringify({
    game: 'diamonds',
    players: ['Ann', 'Bob'],
    target: 10,
    turns: [
      { player: 'Ann', points: 4 },
      { player: 'Bob', points: 9 },
      { player: 'Bob', points: 1 },
    ],
    ...over,
  });

/** Imports `text` and checks that the database is exactly as before and the error is a format one. */
async function expectRefused(text: string) {
  const db = freshDb();
  await createSession(db, 'diamonds', config());
  const before = await snapshot(db);
  const result = await importRecord(db, text);
  expect(await snapshot(db)).toEqual(before);
  if (result.ok) throw new Error('the import was accepted');
  return result.error;
}

describe('importRecord', () => {
  it('imports a valid record as a new session whose log replays to the recorded game', async () => {
    const db = freshDb({ now: () => 42 });
    const result = await importRecord(db, record());
    if (!result.ok) throw new Error(english(result.error.text));
    const loaded = await loadSession<unknown, ToyState>(db, result.id);
    expect(loaded?.events).toEqual([score(0, 4), score(1, 9), score(1, 1)]);
    expect(loaded?.state.scores).toEqual([4, 10]);
    expect(loaded?.session).toMatchObject({
      game: 'diamonds',
      players: ['Ann', 'Bob'],
      status: 'finished',
      winners: ['Bob'],
      length: 3,
      createdAt: 42,
      updatedAt: 42,
      redo: [],
    });
  });

  it('stores names with markup verbatim, as plain strings', async () => {
    const db = freshDb();
    const names = ['<script>alert("x")</script>', '<img src=x onerror=alert(1)>', 'O\'Neil & "Co"'];
    const result = await importRecord(db, record({ players: names, turns: [{ player: names[0], points: 3 }] }));
    if (!result.ok) throw new Error(english(result.error.text));
    const session = await db.sessions.get(result.id);
    expect(session?.players).toEqual(names);
    expect((session?.config as { players: string[] }).players).toEqual(names);
    expect(JSON.parse((await exportRecord(db, result.id))!).players).toEqual(names);
  });

  it('refuses text that is not JSON, or truncated, with a format error', async () => {
    for (const text of ['', 'not json', record().slice(0, 40), '{"game":"diamonds",}']) {
      const error = await expectRefused(text);
      expect(error).toMatchObject({ rule: 'format', round: null, play: null });
      expect(english(error.text)).toMatch(/not valid JSON/);
    }
  });

  it('refuses JSON that is not a record of a known game, including hostile game names', async () => {
    for (const value of [
      null,
      42,
      'diamonds',
      [],
      ['diamonds'],
      {},
      { game: 'chess' },
      { game: 'constructor' },
      { game: '__proto__' },
      { game: 'toString' },
      { game: 7 },
    ]) {
      const error = await expectRefused(JSON.stringify(value));
      expect(error.rule).toBe('format');
      expect(english(error.text)).toBe('This file is not a game record: its "game" must be "diamonds" or "diams".');
    }
  });

  it("refuses fields of the wrong type with the rules module's own error", async () => {
    expect(await expectRefused(record({ players: 'Ann, Bob' }))).toEqual({
      round: null,
      play: null,
      rule: 'format',
      text: toyWords('"players" must be a list of names.'),
    });
    expect(await expectRefused(record({ target: '10' }))).toMatchObject({ rule: 'format', text: toyWords('"target" must be a number.') });
    expect(await expectRefused(record({ turns: [{ player: 'Cy', points: 1 }] }))).toMatchObject({ rule: 'format', play: 1 });
  });

  it('refuses an illegal play, naming its rule and position, and writes none of the legal ones', async () => {
    const error = await expectRefused(
      record({
        turns: [
          { player: 'Ann', points: 4 },
          { player: 'Bob', points: 3 },
          { player: 'Ann', points: 12 },
        ],
      }),
    );
    expect(error).toEqual({ round: null, play: 3, rule: 'T-POINTS', text: toyWords('Turn 3: A turn scores 1 to 10 points.') });
  });

  it('refuses a 20 MB file before parsing it', async () => {
    const db = freshDb();
    const parse = vi.spyOn(db.games.diamonds, 'parseRecord');
    const jsonParse = vi.spyOn(JSON, 'parse');
    const huge = record({ padding: 'x'.repeat(20 * 1024 * 1024) });
    const result = await importRecord(db, huge);
    expect(result).toEqual({
      ok: false,
      error: { round: null, play: null, rule: 'format', text: { key: 'store.record.size', params: { size: huge.length, most: MAX_RECORD_BYTES } } },
    });
    if (!result.ok) expect(english(result.error.text)).toBe('This file is 21 MB; a game record is at most 1 MB, so it is not one.');
    expect(jsonParse).not.toHaveBeenCalled();
    expect(parse).not.toHaveBeenCalled();
    expect(await snapshot(db)).toEqual({ sessions: [], events: [] });
    jsonParse.mockRestore();
  });

  it('measures the limit in UTF-8 bytes: just under passes the size check, multi-byte text over it does not', async () => {
    // 400,000 three-byte characters are 1.2 MB although the string has only 400,000 code units.
    const error = await expectRefused(record({ note: '€'.repeat(400_000) }));
    expect(english(error.text)).toMatch(/^This file is 1\.2 MB; a game record is at most 1 MB/);
    const db = freshDb();
    const padded = record({ note: 'x'.repeat(MAX_RECORD_BYTES - record().length - 20) });
    expect((await importRecord(db, padded)).ok).toBe(true);
  });

  it('refuses, writing nothing, when a rules module throws instead of answering', async () => {
    const db = freshDb();
    vi.spyOn(db.games.diamonds, 'parseRecord').mockImplementation(() => {
      throw new RangeError('Maximum call stack size exceeded');
    });
    const result = await importRecord(db, record());
    expect(result).toMatchObject({ ok: false, error: { rule: 'format' } });
    if (!result.ok) expect(english(result.error.text)).toBe('This record could not be read: Maximum call stack size exceeded');
    expect(await snapshot(db)).toEqual({ sessions: [], events: [] });
  });

  it('is one transaction: when writing the events fails, the session is not created', async () => {
    const db = freshDb();
    vi.spyOn(db.events, 'bulkAdd').mockRejectedValueOnce(new Error('quota exceeded'));
    await expect(importRecord(db, record())).rejects.toThrow('quota exceeded');
    expect(await snapshot(db)).toEqual({ sessions: [], events: [] });
  });
});

describe('exportRecord', () => {
  it("writes the module's record as pretty JSON, which imports back to the same game", async () => {
    const db = freshDb();
    const id = await createSession(db, 'diams', config(['Ann', 'Bob', 'Cy'], 30));
    await appendEvent(db, id, score(2, 5), 0);
    await appendEvent(db, id, score(0, 8), 1);
    const text = await exportRecord(db, id);
    expect(text).toBe(
      `${JSON.stringify(
        {
          game: 'diams',
          players: ['Ann', 'Bob', 'Cy'],
          target: 30,
          turns: [
            { player: 'Cy', points: 5 },
            { player: 'Ann', points: 8 },
          ],
        },
        null,
        2,
      )}\n`,
    );
    const imported = await importRecord(db, text!);
    if (!imported.ok) throw new Error(english(imported.error.text));
    const [a, b] = await Promise.all([loadSession(db, id), loadSession(db, imported.id)]);
    expect(b?.events).toEqual(a?.events);
    expect(b?.state).toEqual(a?.state);
  });

  it('returns undefined for an unknown id', async () => {
    expect(await exportRecord(freshDb(), 'nope')).toBeUndefined();
  });
});
