/**
 * Round scores (M-ROUND-SCORE): every collection in a safe by the rules card, the purity bonus
 * (M-PURITY) and the hand bonus (M-HAND). Each part comes back as a line with its reason, so a
 * screen can show the points line by line and a table can settle a dispute.
 */
import { says } from '../game';
import { valueOf } from './rules-card';
import type { Checked, CollectionLine, HandLine, HandTie, PlayerRoundScore, PurityLine, RulesCard, Sheet } from './types';

/** Seats holding the maximum of `values`; empty when the maximum is 0 (0 never wins a bonus). */
function leadersOf(values: readonly number[]): { top: number; leaders: number[] } {
  const top = Math.max(0, ...values);
  const leaders = top > 0 ? values.flatMap((v, seat) => (v === top ? [seat] : [])) : [];
  return { top, leaders };
}

/**
 * M-PURITY from each player's count of exceptional-purity diamonds (all collections of the safe,
 * including ones of 1–2 diamonds: the rule counts diamonds "in their safe"). The single most gains
 * 5; several tied for most gain 2 each; a player with none cannot win it.
 */
export function purityBonuses(pure: readonly number[]): { most: number; leaders: number[]; points: (0 | 2 | 5)[] } {
  const { top, leaders } = leadersOf(pure);
  const share: 0 | 2 | 5 = leaders.length === 1 ? 5 : 2;
  return { most: top, leaders, points: pure.map((_, seat) => (leaders.includes(seat) ? share : 0)) };
}

/**
 * M-HAND from each player's sum of qualities in hand. The single highest gains 3; on a tie the
 * option decides: "none" nobody, "all" each tied player. A total of 0 never wins.
 */
export function handBonuses(
  totals: readonly number[],
  tie: HandTie,
): { highest: number; leaders: number[]; tieRule: HandTie | null; points: (0 | 3)[] } {
  const { top, leaders } = leadersOf(totals);
  const tied = leaders.length > 1;
  const paid = leaders.length === 1 || (tied && tie === 'all');
  return {
    highest: top,
    leaders,
    tieRule: tied ? tie : null,
    points: totals.map((_, seat) => (paid && leaders.includes(seat) ? 3 : 0)),
  };
}

export const sum = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);

const diamonds = (n: number): string => `${n} diamond${n === 1 ? '' : 's'}`;

function others(leaders: readonly number[], seat: number, names: readonly string[]): string {
  return leaders.filter((s) => s !== seat).map((s) => names[s] ?? `seat ${s + 1}`).join(', ');
}

function purityWhy(line: Omit<PurityLine, 'why'>, seat: number, names: readonly string[]): string {
  if (line.leaders.length === 0) return 'Nobody has an exceptional-purity diamond: no purity bonus (M-PURITY).';
  if (!line.leaders.includes(seat)) {
    return `${line.pure} exceptional-purity ${line.pure === 1 ? 'diamond' : 'diamonds'}, fewer than the most (${line.most}): no purity bonus (M-PURITY).`;
  }
  if (line.leaders.length === 1) return `The most exceptional-purity diamonds (${line.most}): +${line.points} (M-PURITY).`;
  return `Tied for the most exceptional-purity diamonds (${line.most}) with ${others(line.leaders, seat, names)}: +${line.points} each (M-PURITY).`;
}

function handWhy(line: Omit<HandLine, 'why'>, seat: number, names: readonly string[]): string {
  if (line.leaders.length === 0) return 'Every hand is empty: a total of 0 never wins the hand bonus (M-HAND).';
  if (!line.leaders.includes(seat)) return `Hand total ${line.total}, below the highest (${line.highest}): no hand bonus (M-HAND).`;
  if (line.tieRule === null) return `The highest hand total (${line.highest}): +${line.points} (M-HAND).`;
  const with_ = others(line.leaders, seat, names);
  return line.tieRule === 'all'
    ? `Tied for the highest hand total (${line.highest}) with ${with_}; option "all": each tied player gains ${line.points} (M-HAND).`
    : `Tied for the highest hand total (${line.highest}) with ${with_}; option "none": nobody gains the hand bonus (M-HAND).`;
}

/** Scores one collection by the rules card, or names the missing value (M-CARD-VALUES). */
export function scoreCollection(card: RulesCard, quality: number, count: number, pure: number): Checked<CollectionLine> {
  const value = valueOf(card, quality, count);
  if (!value.ok) return value;
  const why =
    count < 3
      ? `${diamonds(count)} of quality ${quality}: 2 or fewer score 0 (M-ROUND-SCORE).`
      : `${count} diamonds of quality ${quality}: ${value.value} points by the rules card (M-CARD-VALUES).`;
  return { ok: true, value: { quality, count, pure, points: value.value, why } };
}

/**
 * Scores a round's sheets (indexed by seat). Fails with M-CARD-VALUES on the first collection of
 * 3–5 whose value is unknown, reading players in seating order and collections in order.
 */
export function scoreRound(
  card: RulesCard,
  handTie: HandTie,
  sheets: readonly Sheet[],
  names: readonly string[],
): Checked<PlayerRoundScore[]> {
  const collections: CollectionLine[][] = [];
  for (let seat = 0; seat < sheets.length; seat++) {
    const lines: CollectionLine[] = [];
    for (const c of sheets[seat]?.safe ?? []) {
      const line = scoreCollection(card, c.quality, c.count, c.pure);
      if (!line.ok) {
        const who = names[seat] ?? `${seat + 1}`;
        const missing = line.rejection.rule === 'M-CARD-VALUES' ? { missingValue: { seat, quality: c.quality, count: c.count } } : {};
        return { ok: false, rejection: { ...line.rejection, text: says('wrap.safe', { player: who, inner: line.rejection.text }), ...missing } };
      }
      lines.push(line.value);
    }
    collections.push(lines);
  }
  const pure = sheets.map((s) => sum(s.safe.map((c) => c.pure)));
  const totals = sheets.map((s) => sum(s.hand));
  const purity = purityBonuses(pure);
  const hand = handBonuses(totals, handTie);
  const scores = sheets.map((_, seat): PlayerRoundScore => {
    const pLine = { pure: pure[seat] ?? 0, most: purity.most, leaders: purity.leaders, points: purity.points[seat] ?? 0 };
    const hLine = {
      total: totals[seat] ?? 0,
      highest: hand.highest,
      leaders: hand.leaders,
      tieRule: hand.tieRule,
      points: hand.points[seat] ?? 0,
    };
    const lines = collections[seat] ?? [];
    return {
      collections: lines,
      purity: { ...pLine, why: purityWhy(pLine, seat, names) },
      hand: { ...hLine, why: handWhy(hLine, seat, names) },
      points: sum(lines.map((l) => l.points)) + pLine.points + hLine.points,
    };
  });
  return { ok: true, value: scores };
}
