/**
 * Every reason is true: over random legal games of every variant, entered card by card, by
 * round-end checks (`zones` and `check` events) or both, each reason's data states exactly what
 * a second implementation written from the rule pages (test/support/diamonds-reference.ts)
 * recomputes from the cards of the tricks each side won: who acted and why, the amount, from
 * where to where, the victim, each side's cards of the suit, the most and the next best.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  apply,
  endReport,
  initialState,
  replayDiamonds,
  toArray,
  type DiamondsConfig,
  type DiamondsEvent,
  type EndReport,
  type Move,
} from '../../../src/rules/diamonds/index';
import { referenceReasons, type RefReason } from '../../support/diamonds-reference';
import { entered, gameArb, type Entry } from '../../support/entered-games';
import { rejectionText } from '../../../src/i18n/rule-messages';
import { saidOutput } from '../../../src/i18n/said-output';

const RUNS = { numRuns: 100 };

/** The engine's reasons and every round-end report it showed (a Clubs choice still open, then the closed round). */
function engine(config: DiamondsConfig, events: readonly DiamondsEvent[]): { moves: Move[]; reports: EndReport[] } {
  let state = initialState(config);
  const reports: EndReport[] = [];
  for (const event of events) {
    const next = apply(state, event);
    if (!next.ok) throw new Error(`rejected ${JSON.stringify(event)}: ${rejectionText(next.rejection)}`);
    state = next.state;
    const report = endReport(state);
    if (report && (state.round?.over || state.pending?.cause === 'D-MAJORITY')) {
      if (reports.at(-1)?.round === report.round && reports.at(-1)?.complete) continue;
      reports.push(report);
    }
  }
  return { moves: toArray(state.moves), reports };
}

/** What a Move states, in the reference's terms. */
function stated(m: Move): RefReason {
  return {
    round: m.round,
    trick: m.trick,
    play: m.play,
    cause: m.cause,
    actor: m.actor,
    side: m.side,
    suit: m.suit,
    amount: m.amount,
    from: m.from,
    to: m.to,
    victim: m.victim,
    none: m.none,
    thief: m.thief,
    counts: m.counts === null ? null : [...m.counts],
    most: m.most,
    nextBest: m.nextBest,
    bonus: m.bonus,
  };
}

/** Asserts that the engine's reasons picked by `which` state exactly the reference's. */
function sameReasons(entry: Entry, which: (r: RefReason) => boolean): void {
  fc.assert(
    fc.property(gameArb, (arb) => {
      const { config, events } = entered(arb, entry);
      const expected = referenceReasons(config, events).reasons.filter(which);
      const actual = engine(config, events).moves.map(stated).filter(which);
      expect(actual).toEqual(expected);
    }),
    RUNS,
  );
}

describe.each(['cards', 'checks', 'mixed'] as const)('every reason states the rule pages’ numbers, rounds entered %s', (entry) => {
  it('D-OFFSUIT, D-TAKE, D-WIN: every action during play states its actor, trick, play, amount, from and to', () => {
    sameReasons(entry, (r) => r.cause === 'D-OFFSUIT' || r.cause === 'D-TAKE');
  });

  it('D-MAJORITY, DT-MAJORITY, D-END-ORDER: every majority states each side’s cards of the suit, the most and the next best', () => {
    sameReasons(entry, (r) => r.cause === 'D-MAJORITY');
  });

  it('D-NOTRICK, DT-NOTRICK: every no-trick bonus states who won no trick and which of the two ♦ actions it is', () => {
    sameReasons(entry, (r) => r.cause === 'D-NOTRICK');
  });

  it('D-A-DIAMOND, D-A-HEART, D-A-SPADE: every supply and Spade action states its amount, from and to, or why it moved nothing', () => {
    sameReasons(entry, (r) => r.suit !== 'C');
  });

  it('D-A-CLUB, DX-THIEF: every Clubs action states its victim and the token’s holder, or why it robbed nobody', () => {
    sameReasons(entry, (r) => r.suit === 'C');
  });

  it('D-MAJORITY: the round-end report states every suit’s counts, leaders, most and next best, also while a Clubs choice is open', () => {
    fc.assert(
      fc.property(gameArb, (arb) => {
        const { config, events } = entered(arb, entry);
        const { rounds } = referenceReasons(config, events);
        const { reports } = engine(config, events);
        expect(reports.filter((r) => r.complete).map((r) => r.round)).toEqual(rounds.map((r) => r.round));
        for (const report of reports) {
          const suits = rounds[report.round - 1]!.suits;
          const lines = report.steps.filter((s) => s.suit !== null);
          // An open Clubs choice stops the report at the ♣ line.
          expect(lines.map((s) => s.suit)).toEqual(report.complete ? ['D', 'H', 'S', 'C'] : suits.map((s) => s.suit));
          lines.forEach((step, i) => {
            const want = suits[i]!;
            expect({ counts: step.counts, leaders: step.leaders, most: step.most, nextBest: step.nextBest }).toEqual({
              counts: want.counts,
              leaders: want.leaders,
              most: want.most,
              nextBest: want.nextBest,
            });
            const kind =
              want.most === 0 ? 'untaken' : want.leaders.length > 1 ? 'tie' : report.complete ? 'majority' : step.suit === 'C' ? 'choosing' : 'majority';
            expect(step.kind).toBe(kind);
            if (step.move) expect([step.move.counts, step.move.most, step.move.nextBest]).toEqual([want.counts, want.most, want.nextBest]);
          });
        }
      }),
      RUNS,
    );
  });
});

describe('replay’s moves (docs/records.md) state the same reasons', () => {
  it('D-MAJORITY, D-NOTRICK, D-OFFSUIT, D-TAKE, D-A-CLUB: each reason says the numbers and names its data states', () => {
    fc.assert(
      fc.property(gameArb, (arb) => {
        const { config, events, record } = entered(arb, 'cards');
        const expected = referenceReasons(config, events).reasons;
        const out = replayDiamonds(record);
        if (!out.ok) throw new Error(rejectionText(out.error));
        // The reasons as replay prints them: said in English from the catalog.
        const moves = (saidOutput(out.output) as { moves: { rule: string; round: number; reason: string }[] }).moves;
        expect(moves.map((m) => [m.rule, m.round])).toEqual(expected.map((r) => [r.cause, r.round]));
        const sideName = (side: number) =>
          (config.variant === 'teams' ? [side, side + config.players.length / 2] : [side]).map((s) => config.players[s]).join(' & ');
        moves.forEach((m, i) => {
          const r = expected[i]!;
          const says = (text: string) => expect(m.reason, m.reason).toContain(text);
          if (r.cause === 'D-MAJORITY') {
            says(`${sideName(r.side)} won the most`);
            says(`in round ${r.round} (${r.most} cards, next best ${r.nextBest})`);
          }
          if (r.cause === 'D-NOTRICK') says(`${config.players[r.actor]} won no trick in round ${r.round} (bonus ${r.bonus} of 2)`);
          if (r.cause === 'D-OFFSUIT') {
            says(`${config.players[r.actor]} played off-suit`);
            says(`in trick ${r.trick}:`);
          }
          if (r.cause === 'D-TAKE') says(`${config.players[r.actor]} won trick ${r.trick}`);
          if (r.victim !== null) says(`steals 1 from ${sideName(r.victim)}'s Showroom`);
          if (r.none === 'thief-own' || r.none === 'thief-empty') says(`${config.players[r.thief!]}`);
        });
      }),
      RUNS,
    );
  });

  it('D-OFFSUIT, D-TAKE, D-MAJORITY, D-NOTRICK: each move prints the reference’s data, sides by their players', () => {
    fc.assert(
      fc.property(gameArb, (arb) => {
        const { config, events, record } = entered(arb, 'cards');
        const out = replayDiamonds(record);
        if (!out.ok) throw new Error(rejectionText(out.error));
        const sides = config.variant === 'teams' ? config.players.length / 2 : config.players.length;
        const players = (side: number) => config.players.filter((_, seat) => seat % sides === side);
        const place = (p: RefReason['from']) => p && { zone: p.zone, players: p.side === null ? null : players(p.side) };
        const expected = referenceReasons(config, events).reasons.map((r) => ({
          round: r.round,
          trick: r.trick,
          play: r.play,
          rule: r.cause,
          action: { D: 'D-A-DIAMOND', H: 'D-A-HEART', S: 'D-A-SPADE', C: 'D-A-CLUB' }[r.suit],
          player: config.players[r.actor],
          side: players(r.side),
          suit: r.suit,
          amount: r.amount,
          from: place(r.from),
          to: place(r.to),
          victim: r.victim === null ? null : players(r.victim),
          none: r.none,
          thief: r.thief === null ? null : config.players[r.thief],
          counts: r.counts,
          most: r.most,
          nextBest: r.nextBest,
          bonus: r.bonus,
        }));
        expect((out.output.moves as Record<string, unknown>[]).map(({ reason: _, ...data }) => data)).toEqual(expected);
      }),
      RUNS,
    );
  });

  it('D-ZONES: the data of the moves adds up to the zones the standings print', () => {
    fc.assert(
      fc.property(gameArb, (arb) => {
        const { config, events, record } = entered(arb, 'cards');
        const { zones } = referenceReasons(config, events);
        const out = replayDiamonds(record);
        if (!out.ok) throw new Error(rejectionText(out.error));
        const moves = out.output.moves as { from: { zone: string; players: string[] | null } | null; to: (typeof moves)[number]['from'] }[];
        const tally = out.output.standings.map(() => ({ showroom: 3, vault: 0 }));
        const sideOf = (players: string[]) => out.output.standings.findIndex((s) => s.players[0] === players[0]);
        for (const m of moves) {
          for (const [place, by] of [
            [m.from, -1],
            [m.to, 1],
          ] as const) {
            if (!place?.players) continue;
            const z = tally[sideOf(place.players)]!;
            if (place.zone === 'vault') z.vault += by;
            else z.showroom += by;
          }
        }
        expect(tally).toEqual(zones);
        expect(out.output.standings.map(({ showroom, vault }) => ({ showroom, vault }))).toEqual(zones);
      }),
      RUNS,
    );
  });
});
