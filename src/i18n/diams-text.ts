/**
 * Diam's reasons in the current language, worded only here: the collections, purity and hand
 * bonus of a round score (given as keys and values by src/rules/diams/score.ts) and how the
 * winner was decided (winner.ts). Names go in verbatim; lists of names side by side.
 */
import { msg, str } from '@lit/localize';
import { collectionSaid, handSaid, puritySaid, winSaid, type DiamsState, type HandLine, type PurityLine, type WinDecision } from '../rules/diams/index';
import { list, num, sayFrom, text, type Catalog, type SaidParams } from './catalog';
import { formatList, plural } from './format';

/** Names side by side, as the reasons list the other tied players: "Bob, Cy". */
const names = (p: SaidParams, k: string): string => formatList(list(p, k), 'plain');

export const DIAMS_REASONS: Catalog<'diams-text'> = {
  'diams.purity.nobody': () => msg('Nobody has an exceptional-purity diamond: no purity bonus (M-PURITY).', { id: 'diams.purity.nobody' }),
  'diams.purity.fewer': (p) => {
    const [pure, most] = [num(p, 'pure'), num(p, 'most')];
    return plural(pure, {
      one: () => msg(str`${pure} exceptional-purity diamond, fewer than the most (${most}): no purity bonus (M-PURITY).`, { id: 'diams.purity.fewer.one' }),
      other: () => msg(str`${pure} exceptional-purity diamonds, fewer than the most (${most}): no purity bonus (M-PURITY).`, { id: 'diams.purity.fewer' }),
    });
  },
  'diams.purity.most': (p) => {
    const [most, points] = [num(p, 'most'), num(p, 'points')];
    return msg(str`The most exceptional-purity diamonds (${most}): +${points} (M-PURITY).`, { id: 'diams.purity.most' });
  },
  'diams.purity.tied': (p) => {
    const [most, rest, points] = [num(p, 'most'), names(p, 'others'), num(p, 'points')];
    return msg(str`Tied for the most exceptional-purity diamonds (${most}) with ${rest}: +${points} each (M-PURITY).`, { id: 'diams.purity.tied' });
  },
  'diams.hand.all-empty': () => msg('Every hand is empty: a total of 0 never wins the hand bonus (M-HAND).', { id: 'diams.hand.all-empty' }),
  'diams.hand.below': (p) => {
    const [total, highest] = [num(p, 'total'), num(p, 'highest')];
    return msg(str`Hand total ${total}, below the highest (${highest}): no hand bonus (M-HAND).`, { id: 'diams.hand.below' });
  },
  'diams.hand.highest': (p) => {
    const [highest, points] = [num(p, 'highest'), num(p, 'points')];
    return msg(str`The highest hand total (${highest}): +${points} (M-HAND).`, { id: 'diams.hand.highest' });
  },
  'diams.hand.tie-all': (p) => {
    const [highest, rest, points] = [num(p, 'highest'), names(p, 'others'), num(p, 'points')];
    return msg(str`Tied for the highest hand total (${highest}) with ${rest}; option "all": each tied player gains ${points} (M-HAND).`, {
      id: 'diams.hand.tie-all',
    });
  },
  'diams.hand.tie-none': (p) => {
    const [highest, rest] = [num(p, 'highest'), names(p, 'others')];
    return msg(str`Tied for the highest hand total (${highest}) with ${rest}; option "none": nobody gains the hand bonus (M-HAND).`, {
      id: 'diams.hand.tie-none',
    });
  },
  'diams.collection.few': (p) => {
    const [count, quality] = [num(p, 'count'), num(p, 'quality')];
    return plural(count, {
      one: () => msg(str`${count} diamond of quality ${quality}: 2 or fewer score 0 (M-ROUND-SCORE).`, { id: 'diams.collection.few.one' }),
      other: () => msg(str`${count} diamonds of quality ${quality}: 2 or fewer score 0 (M-ROUND-SCORE).`, { id: 'diams.collection.few' }),
    });
  },
  'diams.collection.scored': (p) => {
    const [count, quality, points] = [num(p, 'count'), num(p, 'quality'), num(p, 'points')];
    return msg(str`${count} diamonds of quality ${quality}: ${points} points by the rules card (M-CARD-VALUES).`, { id: 'diams.collection.scored' });
  },
  'diams.win.nobody': () => msg('Nobody is playing.', { id: 'diams.win.nobody' }),
  'diams.win.alone': (p) => {
    const [who, top] = [names(p, 'tied'), num(p, 'top')];
    return text(p, 'by') === 'chips'
      ? msg(str`${who} has the most victory chips (${top}) and wins (M-WIN).`, { id: 'diams.win.alone.chips' })
      : msg(str`${who} has the most total points (${top}) and wins (M-WIN).`, { id: 'diams.win.alone.points' });
  },
  'diams.win.round2': (p) => {
    const [tied, top, winner] = [names(p, 'tied'), num(p, 'top'), text(p, 'winner')];
    return text(p, 'by') === 'chips'
      ? msg(str`${tied} tie on ${top} victory chips; ${winner} alone among them placed first in round 2 and wins (M-WIN).`, { id: 'diams.win.round2.chips' })
      : msg(str`${tied} tie on ${top} total points; ${winner} alone among them placed first in round 2 and wins (M-WIN).`, { id: 'diams.win.round2.points' });
  },
  'diams.win.no-round2': () => msg('there is no round 2 in a one-round game', { id: 'diams.win.no-round2' }),
  'diams.win.none-first': () => msg('none of them placed first in round 2', { id: 'diams.win.none-first' }),
  'diams.win.all-first': (p) => {
    const firsts = names(p, 'firsts');
    return msg(str`${firsts} all placed first in round 2`, { id: 'diams.win.all-first' });
  },
  'diams.win.shared': (p) => {
    const [tied, top, reason] = [names(p, 'tied'), num(p, 'top'), text(p, 'reason')];
    return text(p, 'by') === 'chips'
      ? msg(str`${tied} tie on ${top} victory chips; ${reason}, so they share the victory (M-WIN).`, { id: 'diams.win.shared.chips' })
      : msg(str`${tied} tie on ${top} total points; ${reason}, so they share the victory (M-WIN).`, { id: 'diams.win.shared.points' });
  },
};

const say = (t: Parameters<typeof sayFrom>[1]): string => sayFrom(DIAMS_REASONS, t) ?? t.key;

/** M-PURITY for one player, with its reason. */
export function purityWhy(line: Omit<PurityLine, 'why'>, seat: number, players: readonly string[]): string {
  return say(puritySaid(line, seat, players));
}

/** M-HAND for one player, with its reason and the tie option that applied. */
export function handWhy(line: Omit<HandLine, 'why'>, seat: number, players: readonly string[]): string {
  return say(handSaid(line, seat, players));
}

/** M-WIN: how the winners were decided. */
export function winWhy(state: DiamsState, decision: WinDecision): string {
  return say(winSaid(decision, state.config.players));
}

/** "Ann, Bob and Cy" through Intl, for screens that list names in a sentence. */
export function namesInSentence(players: readonly string[]): string {
  return formatList(players);
}

/** One collection of a safe scored by the rules card (M-ROUND-SCORE, M-CARD-VALUES). */
export function collectionWhy(c: { quality: number; count: number; points: number }): string {
  return say(collectionSaid(c));
}
