/**
 * A player's round score as lines a table can check by hand (M-ROUND-SCORE): each collection by the
 * rules card, the purity bonus with the magnifier counts (M-PURITY), the hand bonus with the sums
 * and the tie rule that applied (M-HAND). Plain strings: the component only lays them out.
 */
import type { DiamsRound } from '../../../rules/diams/index.js';
import { plural } from '../view/labels.js';

export interface ScoreLine {
  label: string;
  detail: string;
  points: number;
}

export function handSum(hand: readonly number[]): string {
  if (hand.length === 0) return 'empty hand, 0';
  const total = hand.reduce((a, b) => a + b, 0);
  return hand.length === 1 ? String(total) : `${hand.join(' + ')} = ${total}`;
}

export function scoreLines(round: DiamsRound, seat: number): ScoreLine[] {
  const score = round.scores[seat];
  if (!score) return [];
  const lines: ScoreLine[] = score.collections.map((c) => ({
    label: `Quality ${c.quality}: ${plural(c.count, 'diamond')}${c.pure ? `, ${c.pure} with the magnifier` : ''}`,
    detail: c.count < 3 ? '2 or fewer score 0 (M-ROUND-SCORE).' : 'By the rules card (M-CARD-VALUES).',
    points: c.points,
  }));
  if (lines.length === 0) lines.push({ label: 'No collection in the safe', detail: '', points: 0 });
  lines.push({
    label: `Purity bonus: ${plural(score.purity.pure, 'magnifier')}`,
    detail: score.purity.why,
    points: score.purity.points,
  });
  lines.push({
    label: `Hand bonus: ${handSum(round.sheets[seat]?.hand ?? [])}`,
    detail: score.hand.why,
    points: score.hand.points,
  });
  return lines;
}

/** "Bob 2 · Eve 0 · Lou 4": every player's count side by side, as the bonus compares them. */
export function byPlayer(names: readonly string[], value: (seat: number) => string): string {
  return names.map((name, seat) => `${name} ${value(seat)}`).join(' · ');
}
