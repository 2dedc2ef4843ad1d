/**
 * What comes from outside, malformed in every way the rules name: Diamonds and Diam's records
 * (mutations of the example records and hand-made ones), events read from a backup, setups,
 * sheets and rules cards. Each probe's fault or rejection is collected, so the catalog test can
 * say every key met. Used by ./i18n-rule-messages.test.ts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import type { MessageText } from '../../src/rules/game';
import { parseDiamondsEvent, replayDiamonds } from '../../src/rules/diamonds/index';
import * as diams from '../../src/rules/diams/index';
import { replayText } from '../../src/rules/replay';
import { simpleCard } from '../rules/diams/fixtures';

const EXAMPLES = new URL('../../examples/', import.meta.url);
type Raw = Record<string, unknown>;
type Round = { dealer?: unknown; pass?: unknown; plays: unknown[]; endSteal?: unknown; kept?: unknown };

const copy = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;
const example = (name: string): Raw => JSON.parse(readFileSync(new URL(name, EXAMPLES), 'utf8')) as Raw;
const examples = (game: string): Raw[] =>
  readdirSync(EXAMPLES)
    .filter((f) => f.startsWith(`${game}-`) && !f.endsWith('.expected.json'))
    .map(example);

/** Every way a Diamonds record can be wrong, from its shape to the Clubs suffixes of its plays. */
function diamondsRecords(): unknown[] {
  const base = {
    game: 'diamonds',
    players: ['Ann', 'Bob'],
    variant: 'standard',
    thief: null,
    rounds: [{ dealer: 'Ann', pass: 2, plays: ['C6', 'C8', 'C13', 'C1', 'H5', 'S3', 'H6'] }],
  };
  const round = (r: Partial<Round>): Raw => ({ ...base, rounds: [{ dealer: 'Ann', pass: 2, plays: [], ...r }] });
  const out: unknown[] = [
    5,
    { game: 'diamonds', players: [[[[[]]]]] },
    { ...base, extra: 1 },
    { ...base, game: 'x' },
    { ...base, players: 'Ann' },
    { ...base, players: ['Ann'] },
    { ...base, players: ['Ann', 'B\u200bob'] },
    { ...base, players: ['Ann', 'x'.repeat(31)] },
    { ...base, players: ['Ann', 'Ann'] },
    { ...base, variant: 'fast' },
    { ...base, variant: {} },
    { ...base, players: ['A', 'B', 'C'], variant: 'teams' },
    { ...base, players: ['A', 'B', 'C', 'D', 'E', 'F'], variant: 'perfect' },
    { ...base, thief: 5 },
    { ...base, thief: 'Zed' },
    { ...base, rounds: 'x' },
    { ...base, rounds: [5] },
    round({ x: 1 } as Partial<Round>),
    round({ dealer: 5 }),
    { ...base, rounds: [{ dealer: 'Ann', plays: [] }] },
    round({ pass: 1.5 }),
    { ...base, rounds: [{ dealer: 'Ann', pass: 2 }] },
    round({ endSteal: 5 }),
    round({ plays: ['H3'], kept: [2] }),
    round({ plays: ['H3'], kept: [1] }),
    round({ plays: ['X9'] }),
    round({ plays: [[]] }),
    round({ plays: ['H3>Ann'] }),
    round({ plays: ['C3>'] }),
    round({ plays: ['C3>Zed'] }),
    round({ dealer: 'Zed' }),
    round({ dealer: undefined }),
    round({ pass: 7 }),
    {
      ...base,
      rounds: [
        { dealer: 'Ann', pass: 2, plays: [] },
        { pass: 1, plays: [] },
      ],
    },
    round({ plays: ['H5'], endSteal: 'Ann' }),
    { ...base, variant: 'perfect', rounds: [{ dealer: 'Ann', pass: 1, plays: ['H9'] }] },
    { ...base, rounds: [{ dealer: 'Ann', pass: 2, plays: ['C6', 'C8', 'C13>Bob'] }] },
    { ...base, rounds: [{ dealer: 'Ann', pass: 2, plays: ['C6', 'C8', 'C13', 'C1', 'H5', 'S3', 'H6', 'H2'] }] },
    { game: 'diamonds', players: ['Ann', 'Bob', 'Cy'], rounds: [{ dealer: 'Ann', pass: 1, plays: ['H5', 'C9'] }] },
    { game: 'diamonds', players: ['Ann', 'Bob', 'Cy'], rounds: [{ dealer: 'Ann', pass: 1, plays: ['C5', 'C9', 'C2'] }] },
    { game: 'diamonds', players: ['Ann', 'Bob', 'Cy'], rounds: [{ dealer: 'Ann', pass: 1, plays: ['C5>Ann', 'C9', 'C2'] }] },
  ];
  for (const record of examples('diamonds')) {
    out.push(record);
    const players = record.players as string[];
    const rounds = record.rounds as Round[];
    const more = copy(record);
    (more.rounds as Round[]).push({ pass: 1, plays: [] });
    out.push(more);
    rounds.slice(0, 2).forEach((r, i) => {
      const at = (change: (r: Round) => void): void => {
        const next = copy(record);
        change((next.rounds as Round[])[i] as Round);
        out.push(next);
      };
      // The choice of a Clubs majority: left out, not a player, another player; where none is due.
      if (r.endSteal !== undefined) {
        at((x) => delete x.endSteal);
        at((x) => (x.endSteal = 'Zed'));
        for (const p of players) at((x) => (x.endSteal = p));
      } else for (const p of players.slice(0, 2)) at((x) => (x.endSteal = p));
      // A victim named on each of the first clubs, for each player.
      r.plays.forEach((play, j) => {
        if (typeof play !== 'string' || !play.startsWith('C') || j > 24) return;
        for (const p of players.slice(0, 3)) at((x) => (x.plays[j] = `${play.split('>')[0]}>${p}`));
      });
    });
  }
  return out;
}

/** Diam's records: the record's own shape, then its setup, card and sheets. */
function diamsRecords(): unknown[] {
  const good = example('diams-4p.json');
  const first = (good.rounds as Raw[])[0] as Raw;
  const [ann] = good.players as string[];
  const change = (patch: Raw): Raw => ({ ...copy(good), ...patch });
  const sheetOf = (sheet: unknown): Raw => change({ rounds: [{ ...first, [ann as string]: sheet }] });
  const values = copy(good.values) as Raw;
  return [
    [],
    { game: 'diams', players: [[[[[[[]]]]]]] },
    change({ game: undefined }),
    change({ game: 5 }),
    change({ extra: 1 }),
    change({ players: 'Ann' }),
    change({ players: ['Ann'] }),
    change({ players: ['Ann', ''] }),
    change({ players: ['Ann', 'B\u200bob'] }),
    change({ players: ['Ann', 'Ann '] }),
    change({ options: 3 }),
    change({ options: { x: 1 } }),
    change({ options: { rounds: 2 } }),
    change({ options: { handTie: 'x' } }),
    change({ options: { winBy: 'x' } }),
    change({ values: 3 }),
    change({ values: { ...values, 11: [1, 2, 3] } }),
    change({ values: { ...values, 3: undefined } }),
    change({ values: { ...values, 3: 'x' } }),
    change({ values: { ...values, 3: [1, 2] } }),
    change({ values: { ...values, 3: [1, 2, -1] } }),
    change({ deck: 3 }),
    change({ deck: { x: 1 } }),
    change({ deck: Object.fromEntries(diams.QUALITY_KEYS.map((k) => [k, k === '4' ? 3 : { cards: 9, pure: 1 }])) }),
    change({ deck: Object.fromEntries(diams.QUALITY_KEYS.map((k) => [k, k === '4' ? { cards: 9, pure: 1, x: 1 } : { cards: 9, pure: 1 }])) }),
    change({ deck: Object.fromEntries(diams.QUALITY_KEYS.map((k) => [k, k === '4' ? { cards: -1, pure: 0 } : { cards: 9, pure: 1 }])) }),
    change({ deck: Object.fromEntries(diams.QUALITY_KEYS.map((k) => [k, k === '4' ? { cards: 2, pure: 3 } : { cards: 9, pure: 1 }])) }),
    change({ deck: Object.fromEntries(diams.QUALITY_KEYS.map((k) => [k, { cards: 1, pure: 0 }])) }),
    change({ rounds: undefined }),
    change({ rounds: [first, first, first, first] }),
    change({ options: { rounds: 1 }, rounds: [first, first] }),
    change({ rounds: [3] }),
    change({ rounds: [{ ...first, Zed: { safe: [], hand: [] } }] }),
    change({ rounds: [{ ...first, [`${ann} `]: first[ann as string] }] }),
    change({ rounds: [{ [ann as string]: first[ann as string] }] }),
    sheetOf(3),
    sheetOf({ safe: [], hand: [], x: 1 }),
    sheetOf({ safe: 3, hand: [] }),
    sheetOf({ safe: [3], hand: [] }),
    sheetOf({ safe: [{ quality: 4, count: 3, x: 1 }], hand: [] }),
    sheetOf({ safe: [{ quality: 11, count: 3, pure: 0 }], hand: [] }),
    sheetOf({ safe: [{ quality: 4, count: 6, pure: 0 }], hand: [] }),
    sheetOf({ safe: [{ quality: 4, count: 3, pure: 4 }], hand: [] }),
    sheetOf({
      safe: [
        { quality: 4, count: 3, pure: 0 },
        { quality: 4, count: 3, pure: 0 },
      ],
      hand: [],
    }),
    sheetOf({ safe: [], hand: 'x' }),
    sheetOf({ safe: [], hand: [0] }),
    change({ values: Object.fromEntries(diams.QUALITY_KEYS.map((k) => [k, [null, null, null]])) }),
  ];
}

/** Events of each game as a backup holds them, each wrong in its own way. */
function events(): { ok: boolean; rejection?: { rule: string; text: MessageText } }[] {
  const diamondsConfig = { players: ['Ann', 'Bob', 'Cy'], variant: 'standard' as const, thief: null };
  const diamonds: unknown[] = [
    3,
    { type: 'undo' },
    { type: 'play', card: 'H7', x: 1 },
    { type: 'play' },
    { type: 'deal', dealer: 0, pass: 'x' },
    { type: 'play', card: [] },
    { type: 'steal', victim: 'x' },
    { type: 'zones', zones: 3 },
    { type: 'zones', zones: [], thief: 'x' },
    { type: 'check', dealer: 'x', won: [], tricks: [] },
    { type: 'check', dealer: 0, pass: 'x', won: [], tricks: [] },
    { type: 'check', dealer: 0, won: 3, tricks: [] },
    { type: 'check', dealer: 0, won: [], tricks: 3 },
    { type: 'check', dealer: 0, won: [], tricks: [], zones: 3 },
    { type: 'check', dealer: 0, won: [], tricks: [], thief: 'x' },
  ];
  const config: diams.DiamsConfig = { players: ['Ann', 'Bob'], options: { rounds: 3, handTie: 'none', winBy: 'chips' }, card: simpleCard() };
  const diamsEvents: unknown[] = [
    3,
    { type: 'x' },
    { type: 'round', sheets: [], x: 1 },
    { type: 'round', sheets: 3 },
    { type: 'round', sheets: [3, 3] },
    { type: 'turns', first: 5, closing: 'standard' },
    { type: 'turns', first: 0, closing: 'x' },
  ];
  return [
    ...diamonds.map((e) => parseDiamondsEvent(diamondsConfig, e)),
    ...diamsEvents.map((e) => diams.diamsGame.parseEvent(config, e)),
    diams.scoreSheets(config, [], 1),
    diams.checkConfig(3),
    diams.checkConfig({ players: ['Ann', 'Bob'] }),
    diams.checkConfig({ players: ['Ann', 'Bob'], card: 3 }),
  ];
}

/** Every fault and rejection the probes meet, as the catalog's keys and parameters. */
export function outsideTexts(): MessageText[] {
  const faults = [...diamondsRecords().map((r) => replayDiamonds(r)), ...diamsRecords().map((r) => diams.replayDiams(r))].flatMap((r) =>
    r.ok ? [] : [r.error.text],
  );
  const files = [replayText('{'), replayText('{"game": 5}')].flatMap((r) => (r.ok ? [] : [r.error.text]));
  const rejected = events().flatMap((r) => (!r.ok && r.rejection ? [r.rejection.text] : []));
  return [...faults, ...files, ...rejected];
}
