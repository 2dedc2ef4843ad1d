/**
 * A second Diam's scorer, written from docs/rules/diams.md alone and sharing no code with
 * src/rules/diams: from the rules card and the round sheets it says what every line item must
 * state (M-ROUND-SCORE, M-CARD-VALUES, M-PURITY, M-HAND, M-CHIPS, M-WIN). Valid sheets only.
 */
import type { DiamsOptions, RulesCard, Sheet } from '../../src/rules/diams/index';

export interface RefCollection {
  quality: number;
  count: number;
  pure: number;
  points: number;
}

export interface RefPurity {
  pure: number;
  most: number;
  leaders: number[];
  points: number;
}

export interface RefHand {
  total: number;
  highest: number;
  leaders: number[];
  tieRule: 'none' | 'all' | null;
  points: number;
}

export interface RefDiamsRound {
  collections: RefCollection[][];
  purity: RefPurity[];
  hand: RefHand[];
  points: number[];
  places: number[];
  chips: number[];
}

export interface RefDecision {
  winners: number[];
  tied: number[];
  how: 'alone' | 'round-2' | 'shared';
  by: 'chips' | 'points';
  top: number;
  /** The tied players who placed first in round 2; null when the game has no round 2. */
  firstInRound2: number[] | null;
}

export interface RefDiamsGame {
  rounds: RefDiamsRound[];
  totals: { chips: number; points: number }[];
  decision: RefDecision | null;
}

const sum = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);

/** The seats holding the highest value, none when it is 0 ("a player with none cannot win it"). */
function best(values: readonly number[]): { top: number; at: number[] } {
  const top = values.length ? Math.max(...values) : 0;
  return { top, at: top > 0 ? values.flatMap((v, i) => (v === top ? [i] : [])) : [] };
}

function scoreRound(card: RulesCard, options: DiamsOptions, sheets: readonly Sheet[]): RefDiamsRound {
  // M-ROUND-SCORE: a collection of 3, 4 or 5 scores the rules card's value; 2 or fewer score 0.
  const collections = sheets.map((s) =>
    s.safe.map((c) => ({ ...c, points: c.count < 3 ? 0 : (card.values[String(c.quality) as '1'][c.count - 3] as number) })),
  );
  // M-PURITY: magnifiers over the whole safe; the single most +5, several tied for most +2 each.
  const pure = sheets.map((s) => sum(s.safe.map((c) => c.pure)));
  const p = best(pure);
  const purity = pure.map((n, seat) => ({ pure: n, most: p.top, leaders: p.at, points: p.at.includes(seat) ? (p.at.length === 1 ? 5 : 2) : 0 }));
  // M-HAND: the highest total in hand +3; a tie pays nobody ("none") or every tied player ("all").
  const totals = sheets.map((s) => sum(s.hand));
  const h = best(totals);
  const tied = h.at.length > 1;
  const hand = totals.map((total, seat) => ({
    total,
    highest: h.top,
    leaders: h.at,
    tieRule: tied ? options.handTie : null,
    points: h.at.includes(seat) && (!tied || options.handTie === 'all') ? 3 : 0,
  }));
  const points = sheets.map((_, seat) => sum(collections[seat]!.map((c) => c.points)) + purity[seat]!.points + hand[seat]!.points);
  // M-CHIPS: competition ranking, 4 3 2 1 0 by place.
  const places = points.map((x) => 1 + points.filter((y) => y > x).length);
  const chips = places.map((place) => [4, 3, 2, 1][place - 1] ?? 0);
  return { collections, purity, hand, points, places, chips };
}

export function referenceDiams(card: RulesCard, options: DiamsOptions, players: number, rounds: readonly (readonly Sheet[])[]): RefDiamsGame {
  const scored = rounds.map((sheets) => scoreRound(card, options, sheets));
  const totals = Array.from({ length: players }, (_, seat) => ({
    chips: sum(scored.map((r) => r.chips[seat]!)),
    points: sum(scored.map((r) => r.points[seat]!)),
  }));
  if (scored.length < options.rounds) return { rounds: scored, totals, decision: null };
  // M-WIN: the most chips (or points); a tie goes to the one tied player who was first in round 2.
  const measure = totals.map((t) => (options.winBy === 'chips' ? t.chips : t.points));
  const top = Math.max(...measure);
  const tied = measure.flatMap((m, seat) => (m === top ? [seat] : []));
  const round2 = scored[1];
  const firstInRound2 = round2 ? tied.filter((seat) => round2.places[seat] === 1) : null;
  const how = tied.length === 1 ? 'alone' : firstInRound2?.length === 1 ? 'round-2' : 'shared';
  const winners = how === 'alone' ? tied : how === 'round-2' ? firstInRound2! : tied;
  return { rounds: scored, totals, decision: { winners, tied, how, by: options.winBy, top, firstInRound2 } };
}
