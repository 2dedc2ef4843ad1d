/**
 * Hostile records for both games (docs/records.md): a message quotes at most a short prefix of
 * what the file holds, a nesting deeper than the format is a `format` error before anything walks
 * it, and names follow one rule (at most 30 characters, nothing invisible, compared in NFC).
 */
import { describe, expect, it } from 'vitest';
import type { RecordError } from '../../src/rules/game';
import { recordError } from '../../src/i18n/rule-messages';
import { replayDiamonds } from '../../src/rules/diamonds/index';
import { replayDiams } from '../../src/rules/diams/index';
import { replayText } from '../../src/rules/replay';
/** The longest prefix of an untrusted text a message quotes (src/rules/untrusted-text.ts). */
const QUOTE_LENGTH = 40;
import { readExample } from './diams/fixtures';

const HUGE = 'x'.repeat(100_000);
/** Longer than any message that quotes a short prefix, far shorter than the input. */
const SHORT_MESSAGE = 400;

function diamonds(): { game: string; players: unknown[]; rounds: Record<string, unknown>[] } & Record<string, unknown> {
  return { game: 'diamonds', players: ['Ann', 'Bob'], rounds: [{ dealer: 'Ann', pass: 2, plays: ['C6', 'C8', 'C13', 'C1', 'H5'] }] };
}

function diams(): Record<string, unknown> & { players: unknown[]; rounds: Record<string, unknown>[] } {
  return readExample('diams-4p.json') as Record<string, unknown> & { players: unknown[]; rounds: Record<string, unknown>[] };
}

function errorOf(record: unknown): RecordError {
  const game = (record as { game?: unknown }).game;
  const r = game === 'diams' ? replayDiams(record) : replayDiamonds(record);
  if (r.ok) throw new Error('expected an error');
  return recordError(r.error);
}

/** `depth` nested lists around `inner`, built without recursion. */
function nested(depth: number, inner: unknown = 0): unknown {
  let value = inner;
  for (let i = 0; i < depth; i++) value = [value];
  return value;
}

/** A change to a record built by the test. */
type Edit = (record: Record<string, any>) => unknown;

describe('messages quote a short prefix of untrusted text (both games, one helper)', () => {
  it.each<[string, () => Record<string, any>, Edit]>([
    ['Diamonds: a 100,000-character play', diamonds, (r) => (r.rounds[0].plays[2] = HUGE)],
    ['Diamonds: a 100,000-character victim', diamonds, (r) => (r.rounds[0].plays[3] = `C1>${HUGE}`)],
    ['Diamonds: a suffix of 100,000 spaces', diamonds, (r) => (r.rounds[0].plays[3] = `C1>${' '.repeat(100_000)}`)],
    ['Diamonds: a 100,000-character dealer', diamonds, (r) => (r.rounds[0].dealer = HUGE)],
    ['Diamonds: a 100,000-character endSteal', diamonds, (r) => (r.rounds[0].endSteal = HUGE)],
    ['Diamonds: a 100,000-character variant', diamonds, (r) => (r.variant = HUGE)],
    ['Diamonds: a 100,000-character thief', diamonds, (r) => (r.thief = HUGE)],
    ['Diamonds: a field with a 100,000-character name', diamonds, (r) => (r[HUGE] = 1)],
    ['Diamonds: a round field with a 100,000-character name', diamonds, (r) => (r.rounds[0][HUGE] = 1)],
    ['Diamonds: a 100,000-character name', diamonds, (r) => (r.players[0] = HUGE)],
    ["Diam's: a sheet for a 100,000-character name", diams, (r) => (r.rounds[0][HUGE] = { safe: [], hand: [] })],
    ["Diam's: a field with a 100,000-character name", diams, (r) => (r[HUGE] = 1)],
    ["Diam's: a 100,000-character option", diams, (r) => (r.options = { rounds: 3, handTie: HUGE })],
    ["Diam's: a 100,000-character name", diams, (r) => (r.players[0] = HUGE)],
    ["Diam's: a 100,000-character quality", diams, (r) => (r.rounds[0].Bob.hand = [HUGE])],
  ])('%s', (_, make, edit) => {
    const record = make();
    edit(record);
    const error = errorOf(record);
    expect(error.message.length).toBeLessThan(SHORT_MESSAGE);
    expect(error.message).not.toContain('x'.repeat(QUOTE_LENGTH + 1));
  });

  it('a quoted prefix never splits a character written as two UTF-16 units', () => {
    const record = diamonds();
    (record.rounds[0] as { plays: unknown[] }).plays[0] = `${'a'.repeat(QUOTE_LENGTH - 1)}${'😀'.repeat(50_000)}`;
    const { message } = errorOf(record);
    expect(message).toContain(`${'a'.repeat(QUOTE_LENGTH - 1)}…`);
    expect(message).not.toMatch(/\\ud83d/i);
  });
});

describe('a nesting deeper than the format is a format error, before any walk', () => {
  const deep = (): unknown => nested(100_000);
  it.each<[string, () => Record<string, any>, Edit, number]>([
    ['Diamonds: a play', diamonds, (r) => (r.rounds[0].plays[2] = deep()), 4],
    ['Diamonds: a dealer', diamonds, (r) => (r.rounds[0].dealer = deep()), 4],
    ['Diamonds: the variant', diamonds, (r) => (r.variant = deep()), 4],
    ['Diamonds: a field of its own', diamonds, (r) => (r.extra = deep()), 4],
    ["Diam's: a hand", diams, (r) => (r.rounds[0].Bob.hand = [deep()]), 6],
    ["Diam's: the rules card", diams, (r) => (r.values = deep()), 6],
    ["Diam's: a field of its own", diams, (r) => (r.extra = deep()), 6],
  ])('%s nested 100,000 deep', (_, make, edit, levels) => {
    const record = make();
    edit(record);
    const error = errorOf(record);
    expect(error).toMatchObject({ rule: 'format', round: null, play: null });
    expect(error.message).toContain(`more than ${levels} levels deep`);
  });

  it('a play given as an empty list already nests deeper than a Diamonds record does', () => {
    const record = diamonds();
    (record.rounds[0] as { plays: unknown[] }).plays[2] = [];
    expect(errorOf(record)).toMatchObject({ rule: 'format', round: null, play: null, message: expect.stringMatching(/more than 4 levels/) });
  });

  it('a list where the format nests one is read as before, at its place', () => {
    const record = diamonds();
    record.players = [['Ann'], 'Bob'];
    expect(errorOf(record)).toMatchObject({ rule: 'format', message: expect.stringContaining('"players" must be a list of player names') });
    (record.rounds[0] as { plays: unknown[] }).plays = [];
    record.players = ['Ann', 'Bob'];
    (record.rounds[0] as { plays: unknown }).plays = 'C6';
    expect(errorOf(record)).toMatchObject({ rule: 'format', round: 1 });
  });

  it('replayText answers a file nested a million deep with a short format error', () => {
    const depth = 1_000_000;
    const text = `{"game":"diamonds","players":["Ann","Bob"],"rounds":[{"dealer":"Ann","pass":2,"plays":[${'['.repeat(depth)}${']'.repeat(depth)}]}]}`;
    const result = replayText(text);
    expect(result).toMatchObject({ ok: false, error: { rule: 'format', round: null, play: null } });
    expect(JSON.stringify(result).length).toBeLessThan(SHORT_MESSAGE);
  });
});

describe('records.md: names (both games, one rule)', () => {
  const cases: [string, unknown, RegExp][] = [
    ['31 characters', 'A'.repeat(31), /has 31 characters: a name has at most 30/],
    ['100,000 characters', HUGE, /has 100000 characters/],
    ['a zero-width space', 'Ann\u200b', /U\+200B/],
    ['a zero-width joiner', 'A\u200dnn', /U\+200D/],
    ['a NUL', 'An\u0000n', /U\+0000/],
    ['an ESC', '\u001b[31mAnn', /U\+001B/],
    ['a tab inside', 'Ann\tLee', /U\+0009/],
    ['a direction mark', '\u202eAnn', /U\+202E/],
    ['a line separator inside', 'Ann\u2028Lee', /U\+2028/],
  ];
  it.each(cases)('a name with %s is a format error naming player 1 (Diamonds)', (_, name, why) => {
    const record = diamonds();
    record.players = [name, 'Bob'];
    const error = errorOf(record);
    expect(error).toMatchObject({ rule: 'format', round: null, play: null });
    expect(error.message).toMatch(/^The name of player 1 /);
    expect(error.message).toMatch(why);
    expect(error.message.length).toBeLessThan(SHORT_MESSAGE);
  });
  it.each(cases)("a name with %s is a format error naming player 1 (Diam's)", (_, name, why) => {
    const record = diams();
    const first = record.players[0] as string;
    record.players = [name, ...record.players.slice(1)];
    for (const round of record.rounds) {
      round[String(name)] = round[first];
      delete round[first];
    }
    const error = errorOf(record);
    expect(error).toMatchObject({ rule: 'format', round: null });
    expect(error.message).toMatch(/^The name of player 1 /);
    expect(error.message).toMatch(why);
  });

  it('"Ann" and "Ann" with a zero-width space are never two players', () => {
    const record = diamonds();
    record.players = ['Ann', 'Ann\u200b'];
    expect(errorOf(record)).toMatchObject({ rule: 'format' });
  });

  it('names are compared in NFC: "Zoé" typed precomposed and decomposed is one name, used twice', () => {
    const record = diamonds();
    record.players = ['Zo\u00e9', 'Zoe\u0301'];
    expect(errorOf(record)).toMatchObject({ rule: 'format', message: expect.stringContaining('used twice') });
    const sheets = diams();
    sheets.players = ['Zo\u00e9', 'Zoe\u0301', 'Bob'];
    expect(errorOf(sheets)).toMatchObject({ rule: 'format', message: expect.stringContaining('Two players are called') });
  });

  it('a decomposed name matches its precomposed dealer, as trimmed names always did', () => {
    const record = diamonds();
    record.players = ['Zoe\u0301', ' Bob '];
    (record.rounds[0] as { dealer: string }).dealer = 'Zo\u00e9';
    const r = replayDiamonds(record);
    expect(r.ok).toBe(true);
    // Names are kept as written.
    if (r.ok) expect(r.output.standings.map((s) => s.players[0])).toEqual(['Zoe\u0301', ' Bob ']);
  });

  it('30 characters, emoji, CJK and white space at the ends are fine', () => {
    for (const name of ['A'.repeat(30), '美咲', 'Bob 🦄', '  Bob  ', 'Bob\n', 'O’Neil-Smith']) {
      const record = diamonds();
      record.players = ['Ann', name];
      expect(replayDiamonds(record).ok, JSON.stringify(name)).toBe(true);
    }
  });
});
