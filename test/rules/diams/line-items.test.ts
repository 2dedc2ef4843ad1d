/**
 * Every Diam's line item is true: over random games (2–5 players, every option, a complete rules
 * card, sheets with small numbers so that ties are frequent), each line's data states exactly what
 * a second scorer written from the rule page (test/support/diams-reference.ts) recomputes, and
 * `replay` prints the same data.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  QUALITY_KEYS,
  apply,
  initial,
  replayOutput,
  totals,
  winDecision,
  type CardValues,
  type DiamsOptions,
  type DiamsRound,
  type DiamsState,
  type RulesCard,
  type Sheet,
  type ValueRow,
} from '../../../src/rules/diams/index';
import { referenceDiams, type RefDiamsRound } from '../../support/diams-reference';
import { rejectionText } from '../../../src/i18n/rule-messages';

const NAMES = ['Ann', 'Bob', 'Cy', 'Dee', 'Eve'];

const cardArb: fc.Arbitrary<RulesCard> = fc
  .array(fc.nat({ max: 12 }), { minLength: 30, maxLength: 30 })
  .map((xs) => ({ values: Object.fromEntries(QUALITY_KEYS.map((k, i) => [k, xs.slice(3 * i, 3 * i + 3) as ValueRow])) as CardValues }));

/** Few qualities and small hands, so equal purity counts, hand totals and scores come up often. */
const sheetArb: fc.Arbitrary<Sheet> = fc.record({
  safe: fc.uniqueArray(
    fc
      .record({ quality: fc.integer({ min: 1, max: 10 }), count: fc.integer({ min: 1, max: 5 }) })
      .chain(({ quality, count }) => fc.integer({ min: 0, max: Math.min(count, 2) }).map((pure) => ({ quality, count, pure }))),
    { maxLength: 3, selector: (c) => c.quality },
  ),
  hand: fc.array(fc.integer({ min: 1, max: 3 }), { maxLength: 3 }),
});

const gameArb = fc
  .record({
    players: fc.integer({ min: 2, max: 5 }),
    options: fc.record({
      rounds: fc.constantFrom(1 as const, 3 as const),
      handTie: fc.constantFrom('none' as const, 'all' as const),
      winBy: fc.constantFrom('chips' as const, 'points' as const),
    }),
    card: cardArb,
    played: fc.integer({ min: 0, max: 3 }),
  })
  .chain(({ players, options, card, played }) =>
    fc
      .array(fc.array(sheetArb, { minLength: players, maxLength: players }), {
        minLength: Math.min(played, options.rounds),
        maxLength: Math.min(played, options.rounds),
      })
      .map((rounds) => ({ players: NAMES.slice(0, players), options: options, card, rounds })),
  );

const RUNS = { numRuns: 300 };

function play(g: { players: string[]; options: DiamsOptions; card: RulesCard; rounds: Sheet[][] }): DiamsState {
  let state = initial({ players: g.players, options: g.options, card: g.card });
  for (const sheets of g.rounds) {
    const next = apply(state, { type: 'round', sheets });
    if (!next.ok) throw new Error(rejectionText(next.rejection));
    state = next.state;
  }
  return state;
}

/** Asserts `check` on every round of random games, the reference's round beside the engine's. */
function everyRound(check: (round: DiamsRound, ref: RefDiamsRound) => void): void {
  fc.assert(
    fc.property(gameArb, (g) => {
      const want = referenceDiams(g.card, g.options, g.players.length, g.rounds);
      play(g).rounds.forEach((r, i) => check(r, want.rounds[i]!));
    }),
    RUNS,
  );
}

describe("Diam's line items state the rule page's numbers", () => {
  it('M-ROUND-SCORE, M-CARD-VALUES: each collection states its quality, count, magnifiers and value', () => {
    everyRound((r, ref) => {
      expect(r.scores.map((s) => s.collections.map(({ quality, count, pure, points }) => ({ quality, count, pure, points })))).toEqual(ref.collections);
    });
  });

  it('M-PURITY: each purity line states the magnifiers, the most, who has the most and the bonus', () => {
    everyRound((r, ref) => {
      expect(r.scores.map(({ purity: { pure, most, leaders, points } }) => ({ pure, most, leaders, points }))).toEqual(ref.purity);
    });
  });

  it('M-HAND: each hand line states the total, the highest, who has it, the tie option that applied and the bonus', () => {
    everyRound((r, ref) => {
      expect(r.scores.map(({ hand: { total, highest, leaders, tieRule, points } }) => ({ total, highest, leaders, tieRule, points }))).toEqual(ref.hand);
    });
  });

  it('M-ROUND-SCORE, M-CHIPS: each round states every score, place and chips, and the totals add them up', () => {
    fc.assert(
      fc.property(gameArb, (g) => {
        const want = referenceDiams(g.card, g.options, g.players.length, g.rounds);
        const state = play(g);
        state.rounds.forEach((r, i) => {
          const ref = want.rounds[i]!;
          expect({ points: r.points, scores: r.scores.map((s) => s.points), places: r.places, chips: r.chips }).toEqual({
            points: ref.points,
            scores: ref.points,
            places: ref.places,
            chips: ref.chips,
          });
        });
        expect(totals(state)).toEqual(want.totals);
      }),
      RUNS,
    );
  });

  it('M-WIN: the decision states what was compared, the top total, who tied, who was first in round 2 and the winners', () => {
    fc.assert(
      fc.property(gameArb, (g) => {
        const want = referenceDiams(g.card, g.options, g.players.length, g.rounds).decision;
        const got = winDecision(play(g));
        expect(got && { winners: got.winners, tied: got.tied, how: got.how, by: got.by, top: got.top, firstInRound2: got.firstInRound2 }).toEqual(want);
      }),
      RUNS,
    );
  });

  it('replay prints the same line items and decision, by name', () => {
    fc.assert(
      fc.property(gameArb, (g) => {
        const want = referenceDiams(g.card, g.options, g.players.length, g.rounds);
        const out = replayOutput(play(g));
        const names = (seats: readonly number[]) => seats.map((s) => g.players[s]);
        out.details.forEach((round, i) => {
          const ref = want.rounds[i]!;
          g.players.forEach((name, seat) => {
            const d = round[name]!;
            const { quality, count, pure, points } = { ...d.safe[0] };
            if (d.safe.length) expect({ quality, count, pure, points }).toEqual(ref.collections[seat]![0]);
            expect({ ...d.purity, why: undefined }).toEqual({ ...ref.purity[seat], leaders: names(ref.purity[seat]!.leaders), why: undefined });
            expect({ ...d.handBonus, why: undefined }).toEqual({ ...ref.hand[seat], leaders: names(ref.hand[seat]!.leaders), why: undefined });
            expect([d.points, d.place, d.chips]).toEqual([ref.points[seat], ref.places[seat], ref.chips[seat]]);
          });
        });
        const d = want.decision;
        expect(out.decision && { ...out.decision, why: undefined }).toEqual(
          d && { by: d.by, top: d.top, tied: names(d.tied), firstInRound2: d.firstInRound2 && names(d.firstInRound2), how: d.how, why: undefined },
        );
      }),
      RUNS,
    );
  });
});
