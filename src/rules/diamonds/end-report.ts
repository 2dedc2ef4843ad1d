/**
 * The end of the latest round, step by step in D-END-ORDER: each suit's majority (or the tie, or
 * nobody holding the suit), then each no-trick bonus, with its reason and the zones it left. Ties
 * and untaken suits move nothing, so they have no Move: their lines come from the counts.
 */
import { SUITS } from './cards';
import { moveText } from './explain';
import { sideName, suitLabel } from './names';
import { majorityOf, suitCounts } from './round-end';
import type { DiamondsState, Move, RoundEnd, RoundState, Zones } from './state';
import type { Suit } from './types';
import { listOf } from './wording';

export interface EndStep {
  /** A majority acted; a tie or an untaken suit did nothing; a Clubs choice is awaited; a bonus. */
  kind: 'majority' | 'tie' | 'untaken' | 'choosing' | 'bonus' | 'no-bonus';
  /** The suit of a majority line; null for the no-trick lines. */
  suit: Suit | null;
  /** Cards of the suit won by each side (majority lines), else null. */
  counts: number[] | null;
  /** The action performed, if any. */
  move: Move | null;
  /** The reason in plain words, with its rule ids. */
  text: string;
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
    const top = Math.max(...counts);
    const label = suitLabel(suit);
    const side = majorityOf(counts);
    const move = moves.find((m) => m.cause === 'D-MAJORITY' && m.suit === suit) ?? null;
    if (top === 0) {
      step({ kind: 'untaken', suit, counts, move: null, text: `${label}: nobody won any, so nobody acts (D-MAJORITY).` });
    } else if (side === null) {
      const tied = listOf(counts.flatMap((c, s) => (c === top ? [sideName(state, s)] : [])));
      step({ kind: 'tie', suit, counts, move: null, text: `${label}: ${tied} tie for the most with ${top} cards each, so nobody acts (D-MAJORITY).` });
    } else if (move) {
      step({ kind: 'majority', suit, counts, move, text: moveText(state, move) });
    } else {
      step({
        kind: 'choosing',
        suit,
        counts,
        move: null,
        text: `${sideName(state, side)} won the most ${label} (${top} cards): choose whose Showroom to rob (D-MAJORITY, D-A-CLUB).`,
      });
      return { round: round.index, source: round.end.source, from: round.end.from, steps, complete: false };
    }
  }
  const bonuses = moves.filter((m) => m.cause === 'D-NOTRICK');
  for (const move of bonuses) step({ kind: 'bonus', suit: null, counts: null, move, text: moveText(state, move) });
  if (bonuses.length === 0) {
    const who = state.config.variant === 'teams' ? 'Every team member' : 'Every player';
    step({ kind: 'no-bonus', suit: null, counts: null, move: null, text: `${who} won at least one trick: no bonus (D-NOTRICK).` });
  }
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

/** The zones after one action (D-A-DIAMOND … D-A-CLUB), from what its Move says it did. */
export function afterMove(zones: readonly Zones[], move: Move): Zones[] {
  const next = zones.slice();
  if (move.amount === 0) return next;
  const own = next[move.side] as Zones;
  switch (move.suit) {
    case 'D':
      next[move.side] = { showroom: own.showroom, vault: own.vault + 1 };
      break;
    case 'H':
      next[move.side] = { showroom: own.showroom + 1, vault: own.vault };
      break;
    case 'S':
      next[move.side] = { showroom: own.showroom - 1, vault: own.vault + 1 };
      break;
    case 'C': {
      const victim = next[move.victim ?? 0] as Zones;
      next[move.victim ?? 0] = { showroom: victim.showroom - 1, vault: victim.vault };
      next[move.side] = { showroom: own.showroom + 1, vault: own.vault };
      break;
    }
  }
  return next;
}
