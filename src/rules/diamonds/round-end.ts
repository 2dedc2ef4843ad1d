/** The end of a round: majorities (D-MAJORITY, DT-MAJORITY) then no-trick bonuses (D-NOTRICK). */
import { act, clubTargets } from './actions';
import { SUITS } from './cards';
import { awaiting, copyRound, copyState, perform, type ActionSource, type ClubSource, type DiamondsState, type RoundEnd, type RoundState } from './state';
import type { Suit } from './types';

/** Cards of `suit` won by each side this round (partners combine, DT-MAJORITY). */
export function suitCounts(state: DiamondsState, round: RoundState, suitIndex: number): number[] {
  const counts = state.seating.members.map(() => 0);
  for (let seat = 0; seat < state.seating.players; seat++) {
    const side = state.seating.sideOf[seat] as number;
    counts[side] = (counts[side] as number) + (round.won[seat * 4 + suitIndex] as number);
  }
  return counts;
}

/**
 * How a suit's cards are shared out (D-MAJORITY): the most any side won, the sides that won that
 * many (none when nobody took the suit) and the most won by any side outside them (0 if none).
 */
export function suitStanding(counts: readonly number[]): { most: number; leaders: number[]; nextBest: number } {
  let most = 0;
  for (const c of counts) if (c > most) most = c;
  const leaders: number[] = [];
  let nextBest = 0;
  counts.forEach((c, side) => {
    if (most > 0 && c === most) leaders.push(side);
    else if (c > nextBest) nextBest = c;
  });
  return { most, leaders, nextBest };
}

/** The side with strictly the most cards, or null on a tie for most or when nobody took any. */
export function majorityOf(counts: readonly number[]): number | null {
  const { leaders } = suitStanding(counts);
  return leaders.length === 1 ? (leaders[0] as number) : null;
}

/**
 * D-END-ORDER: majorities in the order ♦, ♥, ♠, ♣ (a Clubs majority may wait for a choice),
 * then the no-trick bonuses. Both ways of recording a round end here: after its last card, and
 * from a round-end check (./round-check.ts), which builds the round's counts and then calls this.
 */
export function endRound(state: DiamondsState, source: RoundEnd['source'] = 'cards'): DiamondsState {
  const round = copyRound(state.round as RoundState);
  round.end = { source, from: state.zones };
  const s = copyState(state);
  s.round = round;
  for (let i = 0; i < 4; i++) {
    const suit = SUITS[i] as Suit;
    const counts = suitCounts(s, round, i);
    const { most, leaders, nextBest } = suitStanding(counts);
    if (leaders.length !== 1) continue;
    const side = leaders[0] as number;
    const actor = s.seating.members[side]?.[0] as number; // a team's majority names its first member
    const src: ClubSource = { round: round.index, trick: null, play: null, cause: 'D-MAJORITY', actor, side, majority: { counts, most, nextBest } };
    const targets = suit === 'C' ? clubTargets(s, side) : undefined;
    if (targets?.kind === 'choice') return awaiting(s, src, targets.victims);
    perform(s, act(s, suit, src, null, targets));
  }
  return finishRound(s);
}

/** D-NOTRICK (DT-NOTRICK once per team) in seating order from the dealer's left; closes the round. */
export function finishRound(state: DiamondsState): DiamondsState {
  const round = state.round as RoundState;
  const { seating: seating } = state;
  const next = copyState(state);
  const rewarded = new Set<number>();
  for (let i = 1; i <= seating.players; i++) {
    const seat = (round.dealer + i) % seating.players;
    const side = seating.sideOf[seat] as number;
    if (round.tricksWon[seat] !== 0 || rewarded.has(side)) continue;
    rewarded.add(side);
    for (const bonus of [1, 2] as const) {
      const src: ActionSource = { round: round.index, trick: null, play: null, cause: 'D-NOTRICK', actor: seat, side, bonus };
      perform(next, act(next, 'D', src));
    }
  }
  const roundsDone = state.roundsDone + 1;
  const closed = copyRound(round);
  closed.over = true;
  next.roundsDone = roundsDone;
  next.round = closed;
  next.pending = null;
  next.phase = roundsDone >= seating.rounds ? 'over' : 'deal';
  return next;
}
