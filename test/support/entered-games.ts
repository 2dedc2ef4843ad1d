/**
 * Random legal Diamonds games (./random-diamonds.ts) as a table enters them: card by card, by
 * round-end checks (`zones` and `check` events, src/rules/diamonds/round-check.ts), or a mix of
 * both switching at round boundaries. The checks carry what the reference
 * (./diamonds-reference.ts) took from the cards, never the engine's own counts.
 */
import fc from 'fast-check';
import type { DiamondsConfig, DiamondsEvent, Variant } from '../../src/rules/diamonds/index';
import { referenceReasons } from './diamonds-reference';
import { randomGame } from './random-diamonds';

/** Every table the rules know: standard 2–6, teams 4 and 6, all cards known 2–5. */
export const SETUPS: [number, Variant][] = [
  [2, 'standard'],
  [3, 'standard'],
  [4, 'standard'],
  [5, 'standard'],
  [6, 'standard'],
  [4, 'teams'],
  [6, 'teams'],
  [2, 'perfect'],
  [3, 'perfect'],
  [4, 'perfect'],
  [5, 'perfect'],
];

export type Entry = 'cards' | 'checks' | 'mixed';

export const gameArb = fc.record({
  seed: fc.integer({ min: 1, max: 2 ** 31 - 1 }),
  setup: fc.constantFrom(...SETUPS),
  thief: fc.boolean(),
  /** With mixed entry: which rounds are checked (bits 0–5) and which checks carry their zones (bits 8–13). */
  mask: fc.nat({ max: 2 ** 14 - 1 }),
});

export type GameArb = typeof gameArb extends fc.Arbitrary<infer T> ? T : never;

export interface Entered {
  config: DiamondsConfig;
  events: DiamondsEvent[];
  /** The record of the card-by-card game. */
  record: Record<string, unknown>;
}

/**
 * A random game as a table enters it: every round card by card, every round by a round-end check,
 * or a mix. A check carries the counts the reference took from the cards of the tricks each side
 * won, the zones and token holder after the last trick, and the victim the card log named.
 */
export function entered(arb: GameArb, entry: Entry): Entered {
  const [players, variant] = arb.setup;
  const g = randomGame(arb.seed, { players, variant, thief: arb.thief });
  if (entry === 'cards') return { config: g.config, events: g.events, record: g.record };
  const { rounds } = referenceReasons(g.config, g.events);
  const byRound: DiamondsEvent[][] = [];
  for (const e of g.events) {
    if (e.type === 'deal') byRound.push([]);
    byRound[byRound.length - 1]?.push(e);
  }
  const events = byRound.flatMap((cards, r): DiamondsEvent[] => {
    if (entry === 'mixed' && ((arb.mask >> r) & 1) === 0) return cards;
    const f = rounds[r]!;
    const thief = f.thief === null ? {} : { thief: f.thief };
    const check: DiamondsEvent = { type: 'check', dealer: f.dealer, pass: f.pass, won: f.won, tricks: f.tricks };
    const out: DiamondsEvent[] =
      ((arb.mask >> (r + 8)) & 1) === 1 ? [{ ...check, zones: f.zones, ...thief }] : [{ type: 'zones', zones: f.zones, ...thief }, check];
    if (f.endSteal !== null) out.push({ type: 'steal', victim: f.endSteal });
    return out;
  });
  return { config: g.config, events, record: g.record };
}
