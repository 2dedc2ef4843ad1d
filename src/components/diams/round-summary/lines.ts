/**
 * A player's round score as lines a table can check by hand (M-ROUND-SCORE): each collection by the
 * rules card, the purity bonus with the magnifier counts (M-PURITY), the hand bonus with the sums
 * and the tie rule that applied (M-HAND). Plain strings: the component only lays them out.
 */
import { msg, str } from '@lit/localize';
import type { DiamsRound } from '../../../rules/diams/index';
import { handWhy, purityWhy } from '../../../i18n/diams-text';
import { plural } from '../../../i18n/format';
import { diamondsCount } from '../view/labels';

export interface ScoreLine {
  label: string;
  detail: string;
  points: number;
}

/** "3 + 9 = 12": the qualities in hand and the total the hand line states (M-HAND). */
export function handSum(hand: readonly number[], total: number): string {
  if (hand.length === 0) return msg('empty hand, 0', { id: 'diams.lines.empty-hand' });
  return hand.length === 1 ? String(total) : `${hand.join(' + ')} = ${total}`;
}

export function scoreLines(round: DiamsRound, seat: number, names: readonly string[]): ScoreLine[] {
  const score = round.scores[seat];
  if (!score) return [];
  const lines: ScoreLine[] = score.collections.map((c) => {
    const { quality, pure } = c;
    const diamonds = diamondsCount(c.count);
    return {
      label: pure
        ? msg(str`Quality ${quality}: ${diamonds}, ${pure} with the magnifier`, { id: 'diams.lines.collection.pure' })
        : msg(str`Quality ${quality}: ${diamonds}`, { id: 'diams.lines.collection' }),
      detail:
        c.count < 3
          ? msg('2 or fewer score 0 (M-ROUND-SCORE).', { id: 'diams.lines.few' })
          : msg('By the rules card (M-CARD-VALUES).', { id: 'diams.lines.by-card' }),
      points: c.points,
    };
  });
  if (lines.length === 0) lines.push({ label: msg('No collection in the safe', { id: 'diams.lines.none' }), detail: '', points: 0 });
  const magnifiers = score.purity.pure;
  lines.push({
    label: plural(magnifiers, {
      one: () => msg(str`Purity bonus: ${magnifiers} magnifier`, { id: 'diams.lines.purity.one' }),
      other: () => msg(str`Purity bonus: ${magnifiers} magnifiers`, { id: 'diams.lines.purity' }),
    }),
    detail: purityWhy(score.purity, seat, names),
    points: score.purity.points,
  });
  const hand = handSum(round.sheets[seat]?.hand ?? [], score.hand.total);
  lines.push({
    label: msg(str`Hand bonus: ${hand}`, { id: 'diams.lines.hand' }),
    detail: handWhy(score.hand, seat, names),
    points: score.hand.points,
  });
  return lines;
}

/** "Bob 2 · Eve 0 · Lou 4": every player's count side by side, as the bonus compares them. */
export function byPlayer(names: readonly string[], value: (seat: number) => string): string {
  return names.map((name, seat) => `${name} ${value(seat)}`).join(' · ');
}
