/**
 * The end of a round explained (D-MAJORITY, D-NOTRICK, D-END-ORDER): for each suit who won how
 * many cards, who took the majority or why nobody did, then the no-trick bonuses. Every number
 * is read off the engine's round-end report (endReport), the same data its reasons state.
 */
import { msg, str } from '@lit/localize';
import { endReport, type DiamondsState, type EndStep, type Move, type Suit } from '../../../rules/diamonds/index';
import { suitLabel } from '../../../i18n/cards';
import { listNames, sideLabel } from './names';
import { effectText } from '../../../i18n/diamonds-text';

export interface SuitLine {
  suit: Suit;
  /** Cards of the suit won by each side. */
  counts: readonly number[];
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

function suitLine(state: DiamondsState, step: EndStep & { suit: Suit }): SuitLine {
  const { suit, counts, most, nextBest, move } = step;
  const label = suitLabel(suit);
  const line = { suit, counts: counts ?? [], move };
  if (step.kind === 'untaken') return { ...line, text: msg(str`${label}: nobody took any, no action.`, { id: 'diamonds.report.untaken' }) };
  const who = listNames(step.leaders.map((side) => sideLabel(state, side)));
  if (step.kind === 'tie') {
    return { ...line, text: msg(str`${label}: tie for most between ${who} (${most} each), so nobody acts.`, { id: 'diamonds.report.tie' }) };
  }
  const effect = move ? effectText(state, move) : msg('no action recorded', { id: 'diamonds.report.no-action' });
  return { ...line, text: msg(str`${label}: ${who} took the most (${most}, next best ${nextBest}): ${effect}.`, { id: 'diamonds.report.majority' }) };
}

/** The report of `round` (the last finished round when omitted), or null if none finished. */
export function roundReport(state: DiamondsState, roundIndex = state.roundsDone): RoundReport | null {
  const round = state.round;
  const report = round?.over && round.index === roundIndex ? endReport(state) : null;
  if (!report) return null;
  const suits = report.steps.flatMap((step) => (step.suit === null ? [] : [suitLine(state, { ...step, suit: step.suit })]));
  const noTrick = report.steps.flatMap((step) => (step.kind === 'bonus' && step.move?.bonus === 1 ? [step.move] : []));
  const bonuses = noTrick.length
    ? noTrick.map((m) => {
        const team = (state.seating.members[m.side]?.length ?? 1) > 1;
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
