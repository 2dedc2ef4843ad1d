/**
 * Diam's reasons in the current language: the purity and hand bonus of a round score (as
 * src/rules/diams/score.ts words them in English) and how the winner was decided (winner.ts),
 * from the same data. Names go in verbatim; lists of names through Intl.
 */
import { msg, str } from '@lit/localize';
import { type DiamsState, type HandLine, type PurityLine, type WinDecision } from '../rules/diams/index.js';
import { formatList, plural } from './format.js';

const nameOf = (names: readonly string[], seat: number): string => names[seat] ?? `${seat + 1}`;
/** The engine joins the other tied players with ", ". */
const others = (leaders: readonly number[], seat: number, names: readonly string[]): string =>
  leaders
    .filter((s) => s !== seat)
    .map((s) => nameOf(names, s))
    .join(msg(', ', { id: 'list.separator' }));

/** M-PURITY for one player, with its reason. */
export function purityWhy(line: Omit<PurityLine, 'why'>, seat: number, names: readonly string[]): string {
  const { pure, most, points } = line;
  if (line.leaders.length === 0) return msg('Nobody has an exceptional-purity diamond: no purity bonus (M-PURITY).', { id: 'diams.purity.nobody' });
  if (!line.leaders.includes(seat)) {
    return plural(pure, {
      one: () => msg(str`${pure} exceptional-purity diamond, fewer than the most (${most}): no purity bonus (M-PURITY).`, { id: 'diams.purity.fewer.one' }),
      other: () => msg(str`${pure} exceptional-purity diamonds, fewer than the most (${most}): no purity bonus (M-PURITY).`, { id: 'diams.purity.fewer' }),
    });
  }
  if (line.leaders.length === 1) return msg(str`The most exceptional-purity diamonds (${most}): +${points} (M-PURITY).`, { id: 'diams.purity.most' });
  const rest = others(line.leaders, seat, names);
  return msg(str`Tied for the most exceptional-purity diamonds (${most}) with ${rest}: +${points} each (M-PURITY).`, { id: 'diams.purity.tied' });
}

/** M-HAND for one player, with its reason and the tie option that applied. */
export function handWhy(line: Omit<HandLine, 'why'>, seat: number, names: readonly string[]): string {
  const { total, highest, points } = line;
  if (line.leaders.length === 0) return msg('Every hand is empty: a total of 0 never wins the hand bonus (M-HAND).', { id: 'diams.hand.all-empty' });
  if (!line.leaders.includes(seat)) return msg(str`Hand total ${total}, below the highest (${highest}): no hand bonus (M-HAND).`, { id: 'diams.hand.below' });
  if (line.tieRule === null) return msg(str`The highest hand total (${highest}): +${points} (M-HAND).`, { id: 'diams.hand.highest' });
  const rest = others(line.leaders, seat, names);
  return line.tieRule === 'all'
    ? msg(str`Tied for the highest hand total (${highest}) with ${rest}; option "all": each tied player gains ${points} (M-HAND).`, { id: 'diams.hand.tie-all' })
    : msg(str`Tied for the highest hand total (${highest}) with ${rest}; option "none": nobody gains the hand bonus (M-HAND).`, { id: 'diams.hand.tie-none' });
}

/** M-WIN: how the winners were decided, as winner.ts says it, from the decision's data. */
export function winWhy(state: DiamsState, decision: WinDecision): string {
  const names = state.config.players;
  if (decision.tied.length === 0) return msg('Nobody is playing.', { id: 'diams.win.nobody' });
  const { top, firstInRound2: firsts } = decision;
  const list = decision.tied.map((s) => nameOf(names, s)).join(msg(', ', { id: 'list.separator' }));
  const chips = decision.by === 'chips';
  if (decision.how === 'alone') {
    return chips
      ? msg(str`${list} has the most victory chips (${top}) and wins (M-WIN).`, { id: 'diams.win.alone.chips' })
      : msg(str`${list} has the most total points (${top}) and wins (M-WIN).`, { id: 'diams.win.alone.points' });
  }
  if (decision.how === 'round-2') {
    const winner = nameOf(names, decision.winners[0] ?? 0);
    return chips
      ? msg(str`${list} tie on ${top} victory chips; ${winner} alone among them placed first in round 2 and wins (M-WIN).`, { id: 'diams.win.round2.chips' })
      : msg(str`${list} tie on ${top} total points; ${winner} alone among them placed first in round 2 and wins (M-WIN).`, { id: 'diams.win.round2.points' });
  }
  const firstNames = (firsts ?? []).map((s) => nameOf(names, s)).join(msg(', ', { id: 'list.separator' }));
  const reason =
    firsts === null
      ? msg('there is no round 2 in a one-round game', { id: 'diams.win.no-round2' })
      : firsts.length === 0
        ? msg('none of them placed first in round 2', { id: 'diams.win.none-first' })
        : msg(str`${firstNames} all placed first in round 2`, { id: 'diams.win.all-first' });
  return chips
    ? msg(str`${list} tie on ${top} victory chips; ${reason}, so they share the victory (M-WIN).`, { id: 'diams.win.shared.chips' })
    : msg(str`${list} tie on ${top} total points; ${reason}, so they share the victory (M-WIN).`, { id: 'diams.win.shared.points' });
}

/** "Ann, Bob and Cy" through Intl, for screens that list names in a sentence. */
export function namesInSentence(names: readonly string[]): string {
  return formatList(names);
}

/** One collection of a safe scored by the rules card (M-ROUND-SCORE, M-CARD-VALUES), as score.ts says it. */
export function collectionWhy(c: { quality: number; count: number; points: number }): string {
  const { quality, count, points } = c;
  if (count < 3) {
    return plural(count, {
      one: () => msg(str`${count} diamond of quality ${quality}: 2 or fewer score 0 (M-ROUND-SCORE).`, { id: 'diams.collection.few.one' }),
      other: () => msg(str`${count} diamonds of quality ${quality}: 2 or fewer score 0 (M-ROUND-SCORE).`, { id: 'diams.collection.few' }),
    });
  }
  return msg(str`${count} diamonds of quality ${quality}: ${points} points by the rules card (M-CARD-VALUES).`, { id: 'diams.collection.scored' });
}
