/**
 * M-SPECIALS: a special card played instead of phase 2, for the power all three share (the
 * compulsory sale) or for its own. There is one of each card, so a card played or discarded is
 * gone for the round. One function per power.
 */
import { says } from '../../game';
import { specialsLeft } from './card-counts';
import { addToHand, diamondCode, diamondCodes, removeAll, sorted, takeFromHand } from './cards';
import { fault, handShort, type Step } from './refusals';
import { toSafe } from './securing';
import { handOf, playerName } from './state';
import { endPlay } from './turn-end';
import type { Diamond, TurnsState, SpecialEvent } from './types';

type PowerEvent<P extends SpecialEvent['power']> = Extract<SpecialEvent, { power: P }>;

export function playSpecial(s: TurnsState, e: SpecialEvent): Step {
  const { played, discarded } = s.specials;
  if (played.includes(e.special)) return fault('M-SPECIALS', says('M-SPECIALS.played', { special: e.special }));
  if (specialsLeft(s) <= 0) return fault('M-SPECIALS', says('M-SPECIALS.gone', { played: played.length, discarded }));
  const used = usePower(s, e);
  if (used) return used;
  s.specials.played.push(e.special);
  endPlay(s);
  return null;
}

function usePower(s: TurnsState, e: SpecialEvent): Step {
  switch (e.power) {
    case 'compulsory-sale':
      return compulsorySale(s, e);
    case 'armored-convoy':
      return toSafe(s, e.cards, 'convoy');
    case 'safe-cracker':
      return safeCracker(s, e);
    case 'sleight-of-hand':
      return sleightOfHand(s, e);
  }
}

/**
 * The player puts a diamond into the market, every opponent adds all of that quality from the
 * hand, and the player takes them all. **[decided]** The taking is not optional: the player takes
 * every diamond of the quality in the market (diams.md "you then take all").
 */
function compulsorySale(s: TurnsState, e: PowerEvent<'compulsory-sale'>): Step {
  const who = playerName(s, s.seat);
  const hand = handOf(s, s.seat);
  const put = e.put as Diamond;
  const q = put.quality;
  const mine = takeFromHand(hand, [put], 1);
  if (!mine.ok) return handShort(s, s.seat, 'M-SPECIALS', says('act.sale', { card: diamondCode(put) }));
  if ((e.sold[s.seat]?.length ?? 0) > 0) return fault('M-SPECIALS', says('M-SPECIALS.sale-own', { who }));
  const newHands = [...s.hands];
  const sold: Diamond[] = [];
  for (let o = 0; o < s.hands.length; o++) {
    if (o === s.seat) continue;
    const opp = playerName(s, o);
    const cards = (e.sold[o] ?? []) as Diamond[];
    const wrong = cards.find((d) => d.quality !== q);
    if (wrong) return fault('M-SPECIALS', says('M-SPECIALS.sale-quality', { q, opp, card: diamondCode(wrong) }));
    const oppHand = handOf(s, o);
    const knownQ = oppHand.known.filter((d) => d.quality === q);
    if (!removeAll(cards, knownQ).ok) {
      return fault('M-SPECIALS', says('M-SPECIALS.sale-seen', { opp, cards: diamondCodes(knownQ), q }));
    }
    const left = takeFromHand(oppHand, cards, 0);
    if (!left.ok) return handShort(s, o, 'M-SPECIALS', says('act.sold', { n: cards.length }));
    newHands[o] = left.hand;
    sold.push(...cards);
  }
  const pool = [...s.market, put, ...sold];
  const all = pool.filter((d) => d.quality === q);
  s.market = sorted(pool.filter((d) => d.quality !== q));
  newHands[s.seat] = addToHand(mine.hand, all);
  s.hands = newHands;
  return null;
}

/**
 * A quality and purity named against an opponent's safe; one such diamond goes to the player's
 * hand when it is there. **[decided]** When it finds nothing in a collection whose magnifiers were
 * unknown, the app learns that the collection holds none of the named purity (all plain, or all pure).
 */
function safeCracker(s: TurnsState, e: PowerEvent<'safe-cracker'>): Step {
  const who = playerName(s, s.seat);
  const hand = handOf(s, s.seat);
  if (e.victim === s.seat) return fault('M-SPECIALS', says('M-SPECIALS.cracker-own', { who }));
  const mine = takeFromHand(hand, [], 1);
  if (!mine.ok) return handShort(s, s.seat, 'M-SPECIALS', says('act.special'));
  const victim = playerName(s, e.victim);
  const safe = s.safes[e.victim];
  if (!safe) return fault('format', says('format.victim'));
  const target: Diamond = { quality: e.quality, pure: e.pure };
  const have = safe.collections.find((c) => c.quality === e.quality);
  if (e.found) {
    if (!have) return fault('M-SPECIALS', says('M-SPECIALS.cracker-none', { victim, q: e.quality }));
    const none = have.pure !== null && (e.pure ? have.pure === 0 : have.count - have.pure === 0);
    if (none) return fault('M-SPECIALS', says('M-SPECIALS.cracker-purity', { victim, q: e.quality, pure: e.pure ? 1 : 0 }));
    have.count -= 1;
    if (e.pure && have.pure !== null) have.pure -= 1;
    // (A collection starts at 3 and there is one Safe cracker, so this cannot empty one; kept for safety.)
    if (have.count === 0) safe.collections = safe.collections.filter((c) => c !== have);
    safe.history.push({ turn: s.turn, how: 'cracked', quality: e.quality, count: -1, pure: e.pure ? 1 : 0, by: s.seat });
    s.hands[s.seat] = addToHand(mine.hand, [target]);
  } else {
    if (have && have.pure !== null && (e.pure ? have.pure > 0 : have.count - have.pure > 0)) {
      return fault('M-SPECIALS', says('M-SPECIALS.cracker-known', { victim, card: diamondCode(target) }));
    }
    // [decided] Nothing found: the collection holds no diamond of that purity.
    if (have && have.pure === null) have.pure = e.pure ? 0 : have.count;
    s.hands[s.seat] = mine.hand;
  }
  return null;
}

/** One diamond from the market into the hand; nothing when the market is empty. */
function sleightOfHand(s: TurnsState, e: PowerEvent<'sleight-of-hand'>): Step {
  const hand = handOf(s, s.seat);
  const mine = takeFromHand(hand, [], 1);
  if (!mine.ok) return handShort(s, s.seat, 'M-SPECIALS', says('act.special'));
  const take = e.take as Diamond | null;
  if (take === null) {
    if (s.market.length > 0) return fault('M-SPECIALS', says('M-SPECIALS.sleight-name', { market: diamondCodes(s.market) }));
    s.hands[s.seat] = mine.hand;
  } else {
    const rest = removeAll(s.market, [take]);
    if (!rest.ok) {
      return fault('M-SPECIALS', says('M-SPECIALS.sleight-missing', { card: diamondCode(take), market: diamondCodes(s.market) }));
    }
    s.market = rest.rest;
    s.hands[s.seat] = addToHand(mine.hand, [take]);
  }
  return null;
}
