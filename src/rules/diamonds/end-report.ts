/**
 * The end of the latest round, step by step in D-END-ORDER: each suit's majority (or the tie, or
 * nobody holding the suit), then each no-trick bonus, with the zones it left. Ties and untaken
 * suits move nothing, so they have no Move: their lines come from the counts. Each step is data;
 * src/i18n/diamonds-text.ts (`endStepText`) gives its reason in words.
 */
import { SUITS } from './cards';
import { suitCounts, suitStanding } from './round-end';
import { transfer } from './actions';
import type { DiamondsState, Move, RoundEnd, RoundState, Zones } from './state';
import type { Suit } from './types';

export interface EndStep {
  /** A majority acted; a tie or an untaken suit did nothing; a Clubs choice is awaited; a bonus. */
  kind: 'majority' | 'tie' | 'untaken' | 'choosing' | 'bonus' | 'no-bonus';
  /** The suit of a majority line; null for the no-trick lines. */
  suit: Suit | null;
  /** Cards of the suit won by each side (the four suit lines), else null. */
  counts: readonly number[] | null;
  /** The sides with the most cards of the suit: the majority, or every side of a tie; else empty. */
  leaders: number[];
  /** The most cards of the suit any side won (0 when nobody took any); null for the no-trick lines. */
  most: number | null;
  /** The most cards of the suit won by a side outside `leaders`; null for the no-trick lines. */
  nextBest: number | null;
  /** The action performed, if any. */
  move: Move | null;
  /** Every side's zones after this step. */
  zones: Zones[];
}

export interface EndReport {
  round: number;
  source: RoundEnd['source'];
  /** The zones before the first step. */
  from: readonly Zones[];
  steps: EndStep[];
  /** True once every step is done (a Clubs majority may still wait for its victim). */
  complete: boolean;
}

/** The no-trick lines name no suit. */
const NO_SUIT = { suit: null, counts: null, leaders: [], most: null, nextBest: null };

/** The report of the latest round once its end has begun, else null. */
export function endReport(state: DiamondsState): EndReport | null {
  const round = state.round;
  if (!round?.end) return null;
  const moves = endMoves(state, round);
  let zones = round.end.from.slice();
  const steps: EndStep[] = [];
  const step = (s: Omit<EndStep, 'zones'>): void => {
    if (s.move) zones = afterMove(zones, s.move);
    steps.push({ ...s, zones });
  };
  for (let i = 0; i < 4; i++) {
    const suit = SUITS[i] as Suit;
    const counts = suitCounts(state, round, i);
    const { most, leaders, nextBest } = suitStanding(counts);
    const side = leaders.length === 1 ? (leaders[0] as number) : null;
    const move = moves.find((m) => m.cause === 'D-MAJORITY' && m.suit === suit) ?? null;
    const line = { suit, counts, leaders, most, nextBest };
    if (most === 0) {
      step({ kind: 'untaken', ...line, move: null });
    } else if (side === null) {
      step({ kind: 'tie', ...line, move: null });
    } else if (move) {
      step({ kind: 'majority', ...line, move });
    } else {
      step({ kind: 'choosing', ...line, move: null });
      return { round: round.index, source: round.end.source, from: round.end.from, steps, complete: false };
    }
  }
  const bonuses = moves.filter((m) => m.cause === 'D-NOTRICK');
  for (const move of bonuses) step({ kind: 'bonus', ...NO_SUIT, move });
  if (bonuses.length === 0) step({ kind: 'no-bonus', ...NO_SUIT, move: null });
  return { round: round.index, source: round.end.source, from: round.end.from, steps, complete: round.over };
}

/** The round's end-of-round moves, oldest first (they are the newest moves of the log). */
function endMoves(state: DiamondsState, round: RoundState): Move[] {
  const out: Move[] = [];
  for (let c = state.moves; c; c = c.rest) {
    const m = c.head;
    if (m.round !== round.index || m.trick !== null) break;
    out.push(m);
  }
  return out.reverse();
}

/** The zones after one action (D-A-DIAMOND … D-A-CLUB), from where its Move says the diamond went. */
export function afterMove(zones: readonly Zones[], move: Move): Zones[] {
  return move.from && move.to ? transfer(zones, move.from, move.to) : zones.slice();
}
