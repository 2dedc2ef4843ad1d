/**
 * GameModule.parseEvent for both games (src/rules/game.ts): an event from outside (a backup, its
 * redo list) is checked against the game's own event shape, known fields only, and comes back as
 * a fresh copy; every event the app itself writes passes unchanged; nothing makes it throw.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { diamondsGame, type DiamondsConfig, type DiamondsEvent } from '../../src/rules/diamonds/index';
import { diamsGame, parseRecord, type DiamsConfig, type DiamsSessionEvent } from '../../src/rules/diams/index';
import { rejectionText } from '../../src/i18n/rule-messages';
import { checkEvents, roundFacts } from '../support/check-log';
import { randomGame } from '../support/random-diamonds';
import { config as diamsConfig, diamsExamples, readExample, simpleCard } from './diams/fixtures';
import { SHEETS, TURNS, roundOf } from './diams/turns-fixtures';

/** `depth` nested lists, built without recursion. */
function nested(depth: number): unknown {
  let value: unknown = 0;
  for (let i = 0; i < depth; i++) value = [value];
  return value;
}

const FOUR: DiamondsConfig = { players: ['Ann', 'Bob', 'Cy', 'Dee'], variant: 'standard', thief: null };
const parseDiamonds = (raw: unknown) => diamondsGame.parseEvent(FOUR, raw);
const THREE: DiamsConfig = diamsConfig(['Ann', 'Bob', 'Cy'], { rounds: 1 }, simpleCard());
const parseDiams = (raw: unknown) => diamsGame.parseEvent(THREE, raw);

describe('Diamonds: parseEvent', () => {
  it('passes every event of played games unchanged, card by card and counted at the round end', () => {
    const logs: { config: DiamondsConfig; events: DiamondsEvent[] }[] = [];
    for (const [seed, players, variant, thief] of [
      [1, 4, 'standard', false],
      [2, 6, 'teams', true],
      [3, 2, 'standard', false],
      [4, 3, 'perfect', true],
    ] as const) {
      const game = randomGame(seed, { players, variant, thief });
      logs.push(game);
      const facts = roundFacts(game.config, game.events);
      logs.push({ config: game.config, events: facts.flatMap((f, i) => checkEvents(f, i % 2 === 0)) });
    }
    let seen = 0;
    for (const { config, events } of logs) {
      for (const event of events) {
        const parsed = diamondsGame.parseEvent(config, JSON.parse(JSON.stringify(event)));
        expect(parsed).toEqual({ ok: true, event });
        seen++;
      }
    }
    expect(seen).toBeGreaterThan(500);
  });

  it('returns a copy: changing the input afterwards changes nothing', () => {
    const raw = {
      type: 'check',
      dealer: 0,
      won: [
        [1, 2, 3, 4],
        [0, 0, 0, 0],
      ],
      tricks: [true, false],
      zones: [{ showroom: 1, vault: 2 }],
    };
    const parsed = parseDiamonds(raw);
    raw.won[0]![0] = 99;
    raw.zones[0]!.vault = 99;
    expect(parsed).toMatchObject({
      ok: true,
      event: {
        won: [
          [1, 2, 3, 4],
          [0, 0, 0, 0],
        ],
        zones: [{ showroom: 1, vault: 2 }],
      },
    });
  });

  it.each([
    ['a 5 MB blob in a play', { type: 'play', card: 'H7', blob: 'x'.repeat(5_000_000) }, /unknown field "blob"/],
    ['a victim in a play (the old shape)', { type: 'play', card: 'C3', victim: 1 }, /unknown field "victim"/],
    ['an unknown type', { type: 'undo' }, /Unknown Diamonds event "undo"/],
    ['no type', { card: 'H7' }, /Unknown Diamonds event undefined/],
    ['a card that is not a code', { type: 'play', card: 'H77' }, /card code/],
    ['a card nested 100,000 deep', { type: 'play', card: nested(100_000) }, /card code such as "H7", not a list/],
    ['a dealer as text', { type: 'deal', dealer: '0', pass: 1 }, /whole numbers/],
    ['a deal without its pass', { type: 'deal', dealer: 0 }, /needs its "pass"/],
    ['a steal of seat 1.5', { type: 'steal', victim: 1.5 }, /whole number/],
    ['zones with a field of their own', { type: 'zones', zones: [{ showroom: 1, vault: 1, blob: 'x' }] }, /nothing else/],
    ['zones nested 100,000 deep', { type: 'zones', zones: nested(100_000) }, /two whole numbers/],
    ['more zones than players', { type: 'zones', zones: Array.from({ length: 5 }, () => ({ showroom: 0, vault: 0 })) }, /for each side/],
    ['a check with won nested deep', { type: 'check', dealer: 0, won: nested(100_000), tricks: [] }, /four whole numbers/],
    ['a check with a text trick', { type: 'check', dealer: 0, won: [], tricks: ['yes'] }, /true or false/],
    ['a check with a field of its own', { type: 'check', dealer: 0, won: [], tricks: [], note: 1 }, /unknown field "note"/],
    ['a field named __proto__', JSON.parse('{"type":"play","card":"H7","__proto__":{"x":1}}'), /unknown field "__proto__"/],
    ['a field with a 100,000-character name', { type: 'play', card: 'H7', ['k'.repeat(100_000)]: 1 }, /unknown field "k{40}…"/],
  ])('refuses %s with a short format message', (_, raw, why) => {
    const parsed = parseDiamonds(raw);
    expect(parsed).toMatchObject({ ok: false, rejection: { rule: 'format' } });
    if (!parsed.ok) {
      expect(rejectionText(parsed.rejection)).toMatch(why);
      expect(rejectionText(parsed.rejection).length).toBeLessThan(300);
    }
  });

  it('never throws, whatever the input', () => {
    fc.assert(
      fc.property(fc.anything(), (raw) => typeof parseDiamonds(raw).ok === 'boolean'),
      { numRuns: 500 },
    );
  });
});

describe("Diam's: parseEvent", () => {
  it('passes every event of the example records and of a round played turn by turn unchanged', () => {
    let seen = 0;
    for (const name of diamsExamples()) {
      const read = parseRecord(readExample(`${name}.json`));
      if (!read.ok) continue;
      for (const event of read.events) {
        expect(diamsGame.parseEvent(read.config, JSON.parse(JSON.stringify(event)))).toEqual({ ok: true, event });
        seen++;
      }
    }
    const log: DiamsSessionEvent[] = [...TURNS, roundOf(...SHEETS)];
    for (const event of log) {
      expect(parseDiams(JSON.parse(JSON.stringify(event)))).toEqual({ ok: true, event });
      seen++;
    }
    expect(seen).toBeGreaterThan(20);
  });

  it.each([
    ['a 5 MB blob in a round', { type: 'round', sheets: SHEETS, blob: 'x'.repeat(5_000_000) }, /unknown field "blob"/],
    ['a sheet with a field of its own', { type: 'round', sheets: [{ ...SHEETS[0], note: 1 }, SHEETS[1], SHEETS[2]] }, /unknown field "note"/],
    ['one sheet too few', { type: 'round', sheets: SHEETS.slice(1) }, /one sheet per player \(3\)/],
    ['a hand nested 100,000 deep', { type: 'round', sheets: [{ safe: [], hand: [nested(100_000)] }, SHEETS[1], SHEETS[2]] }, /quality is a whole number/],
    ['turns with a field of their own', { type: 'turns', first: 0, closing: 'standard', x: 1 }, /unknown field "x"/],
    ['turns from a seat that is not at the table', { type: 'turns', first: 3, closing: 'standard' }, /seat who plays first/],
    ['a turn with a blob in its turn step', { type: 'turn', event: { type: 'draw', kind: 'hand', blob: 'x' } }, /unknown field "blob"/],
    [
      'a turn nested 100,000 deep',
      { type: 'turn', event: { type: 'market', card: { quality: 3 }, take: 'empty', taken: nested(100_000) } },
      /card 1 must be a diamond/,
    ],
    ['a turn with a field of its own', { type: 'turn', event: { type: 'pass' }, at: 1 }, /unknown field "at"/],
    ['an unknown type', { type: 'score' }, /Unknown Diam's event the text "score"/],
  ])('refuses %s with a short message', (_, raw, why) => {
    const parsed = parseDiams(raw);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(rejectionText(parsed.rejection)).toMatch(why);
      expect(rejectionText(parsed.rejection).length).toBeLessThan(300);
    }
  });

  it('returns a copy: changing the input afterwards changes nothing', () => {
    const raw = JSON.parse(JSON.stringify(roundOf(...SHEETS))) as { sheets: { hand: number[] }[] };
    const parsed = parseDiams(raw);
    raw.sheets[0]!.hand.push(10);
    expect(parsed).toEqual({ ok: true, event: roundOf(...SHEETS) });
  });

  it('never throws, whatever the input', () => {
    fc.assert(
      fc.property(fc.anything(), (raw) => typeof parseDiams(raw).ok === 'boolean'),
      { numRuns: 500 },
    );
  });
});
