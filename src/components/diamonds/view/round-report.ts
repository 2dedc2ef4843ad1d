/**
 * The end of a round explained (D-MAJORITY, D-NOTRICK, D-END-ORDER): for each suit who won how
 * many cards, who took the majority or why nobody did, then the no-trick bonuses. Ties and suits
 * nobody took produce no Move in the engine, so the counts come from the round itself.
 */
import { msg, str } from '@lit/localize';
import {
  SUITS,
  toArray,
  type DiamondsState,
  type Move,
  type RoundState,
  type Suit,
} from '../../../rules/diamonds/index.js';
import { suitLabel } from '../../../i18n/cards.js';
import { listNames, sideLabel } from './names.js';
import { effectText } from '../../../i18n/diamonds-text.js';

export interface SuitLine {
  suit: Suit;
  /** Cards of the suit won by each side. */
  counts: number[];
  /** What happened, in plain words. */
  text: string;
  /** The action taken (absent on a tie, or when nobody took the suit). */
  move: Move | null;
}

export interface RoundReport {
  round: number;
  suits: SuitLine[];
  /** One line per side that won no trick (D-NOTRICK), or a single line saying nobody did. */
  bonuses: string[];
}

function countsOf(state: DiamondsState, round: RoundState, suitIndex: number): number[] {
  const counts = state.table.members.map(() => 0);
  for (let seat = 0; seat < state.table.players; seat++) {
    const side = state.table.sideOf[seat] ?? seat;
    counts[side] = (counts[side] ?? 0) + (round.won[seat * 4 + suitIndex] ?? 0);
  }
  return counts;
}

/** The report of `round` (the last finished round when omitted), or null if none finished. */
export function roundReport(state: DiamondsState, roundIndex = state.roundsDone): RoundReport | null {
  const round = state.round;
  if (!round || !round.over || round.index !== roundIndex) return null;
  const moves = toArray(state.moves).filter((m) => m.round === roundIndex && m.trick === null);
  const suits = SUITS.map((suit, i): SuitLine => {
    const counts = countsOf(state, round, i);
    const top = Math.max(...counts);
    const label = suitLabel(suit);
    const move = moves.find((m) => m.cause === 'D-MAJORITY' && m.suit === suit) ?? null;
    if (top === 0) return { suit, counts, move: null, text: msg(str`${label}: nobody took any, no action.`, { id: 'diamonds.report.untaken' }) };
    const leaders = counts.flatMap((c, side) => (c === top ? [side] : []));
    if (leaders.length > 1) {
      const who = listNames(leaders.map((side) => sideLabel(state, side)));
      return { suit, counts, move: null, text: msg(str`${label}: tie for most between ${who} (${top} each), so nobody acts.`, { id: 'diamonds.report.tie' }) };
    }
    const side = leaders[0] ?? 0;
    const next = Math.max(0, ...counts.filter((_, s) => s !== side));
    const effect = move ? effectText(state, move) : msg('no action recorded', { id: 'diamonds.report.no-action' });
    const who = sideLabel(state, side);
    return {
      suit,
      counts,
      move,
      text: msg(str`${label}: ${who} took the most (${top}, next best ${next}): ${effect}.`, { id: 'diamonds.report.majority' }),
    };
  });
  const noTrick = moves.filter((m) => m.cause === 'D-NOTRICK' && m.counts?.[0] === 1);
  const bonuses = noTrick.length
    ? noTrick.map((m) => {
        const team = (state.table.members[m.side]?.length ?? 1) > 1;
        const side = sideLabel(state, m.side);
        if (!team) return msg(str`${side}: no trick won, ♦ action twice: +2 Vault from the supply.`, { id: 'diamonds.report.bonus' });
        const player = state.config.players[m.actor] ?? '';
        return msg(str`${side} (${player} won no trick): no trick won, ♦ action twice: +2 Vault from the supply.`, {
          id: 'diamonds.report.bonus.team',
        });
      })
    : [msg('Every player won at least one trick: no bonus.', { id: 'diamonds.report.no-bonus' })];
  return { round: roundIndex, suits, bonuses };
}
