/**
 * Round scores (M-ROUND-SCORE): every collection in a safe by the rules card, the purity bonus
 * (M-PURITY) and the hand bonus (M-HAND). Each part comes back as a line with its reason, so a
 * screen can show the points line by line and a table can settle a dispute.
 */
import { says, type MessageText, type MissingValue, type Rejection } from '../game';
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
export function handBonuses(totals: readonly number[], tie: HandTie): { highest: number; leaders: number[]; tieRule: HandTie | null; points: (0 | 3)[] } {
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

const nameOf = (names: readonly string[], seat: number): string => names[seat] ?? `${seat + 1}`;
const others = (leaders: readonly number[], seat: number, names: readonly string[]): string[] => leaders.filter((s) => s !== seat).map((s) => nameOf(names, s));

/** M-PURITY for one player, as data: src/i18n/diams-text.ts says it. */
export function puritySaid(line: Omit<PurityLine, 'why'>, seat: number, names: readonly string[]): MessageText {
  const { pure, most, points } = line;
  if (line.leaders.length === 0) return says('diams.purity.nobody');
  if (!line.leaders.includes(seat)) return says('diams.purity.fewer', { pure, most });
  if (line.leaders.length === 1) return says('diams.purity.most', { most, points });
  return says('diams.purity.tied', { most, others: others(line.leaders, seat, names), points });
}

/** M-HAND for one player, with the tie option that applied, as data. */
export function handSaid(line: Omit<HandLine, 'why'>, seat: number, names: readonly string[]): MessageText {
  const { total, highest, points } = line;
  if (line.leaders.length === 0) return says('diams.hand.all-empty');
  if (!line.leaders.includes(seat)) return says('diams.hand.below', { total, highest });
  if (line.tieRule === null) return says('diams.hand.highest', { highest, points });
  return says(line.tieRule === 'all' ? 'diams.hand.tie-all' : 'diams.hand.tie-none', { highest, others: others(line.leaders, seat, names), points });
}

/** One collection scored by the rules card (M-ROUND-SCORE, M-CARD-VALUES), as data. */
export function collectionSaid(c: { quality: number; count: number; points: number }): MessageText {
  const { quality, count, points } = c;
  return count < 3 ? says('diams.collection.few', { count, quality }) : says('diams.collection.scored', { count, quality, points });
}

/** Scores one collection by the rules card, or names the missing value (M-CARD-VALUES). */
export function scoreCollection(card: RulesCard, quality: number, count: number, pure: number): Checked<CollectionLine> {
  const value = valueOf(card, quality, count);
  if (!value.ok) return value;
  const why = collectionSaid({ quality, count, points: value.value });
  return { ok: true, value: { quality, count, pure, points: value.value, why } };
}

/**
 * Scores a round's sheets (indexed by seat). Fails with M-CARD-VALUES when any collection of 3–5
 * has no value on the card: the message names the first, reading players in seating order and
 * collections in order, and `missingValues` lists every entry the round needs, each once.
 */
export function scoreRound(card: RulesCard, handTie: HandTie, sheets: readonly Sheet[], names: readonly string[]): Checked<PlayerRoundScore[]> {
  const collections: CollectionLine[][] = [];
  let first: Rejection | null = null;
  const missing: MissingValue[] = [];
  for (let seat = 0; seat < sheets.length; seat++) {
    const lines: CollectionLine[] = [];
    for (const c of sheets[seat]?.safe ?? []) {
      const line = scoreCollection(card, c.quality, c.count, c.pure);
      if (line.ok) {
        lines.push(line.value);
        continue;
      }
      const who = names[seat] ?? `${seat + 1}`;
      const refused: Rejection = { ...line.rejection, text: says('wrap.safe', { player: who, inner: line.rejection.text }) };
      if (line.rejection.rule !== 'M-CARD-VALUES') return { ok: false, rejection: refused };
      first ??= refused;
      if (!missing.some((m) => m.quality === c.quality && m.count === c.count)) missing.push({ seat, quality: c.quality, count: c.count });
    }
    collections.push(lines);
  }
  if (first) return { ok: false, rejection: { ...first, missingValues: missing } };
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
      purity: { ...pLine, why: puritySaid(pLine, seat, names) },
      hand: { ...hLine, why: handSaid(hLine, seat, names) },
      points: sum(lines.map((l) => l.points)) + pLine.points + hLine.points,
    };
  });
  return { ok: true, value: scores };
}
