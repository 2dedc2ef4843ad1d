/**
 * M-MARKET: a card from the hand face up into the market, then M-SAME (take every diamond of its
 * quality), M-SUM (take cards adding up to it) or M-EMPTY (take nothing).
 *
 * - **[decided]** M-SAME with no other card of that quality in the market is legal: the player
 *   takes back the card just put down.
 * - **[decided]** M-SUM may take another card of the same quality as the one put down (it adds up
 *   exactly); "other cards" means the card just put down is never taken with M-SUM.
 */
import { says } from '../../game';
import { addToHand, diamondCode, diamondCodes, removeAll, sameMultiset, sorted, takeFromHand } from './cards';
import { fault, handShort, type Step } from './refusals';
import { handOf, playerName } from './state';
import { endPlay } from './turn-end';
import type { Diamond, TurnsState, Take } from './types';

export function intoMarket(s: TurnsState, card: Diamond, take: Take, taken: Diamond[]): Step {
  const who = playerName(s, s.seat);
  const q = card.quality;
  const hand = handOf(s, s.seat);
  const out = takeFromHand(hand, [card], 0);
  if (!out.ok) return handShort(s, s.seat, 'M-MARKET', says('act.market', { card: diamondCode(card) }));
  if (take === 'same') {
    const pool = [...s.market, card];
    const all = pool.filter((d) => d.quality === q);
    if (!sameMultiset(taken, all)) {
      const other = taken.find((d) => d.quality !== q);
      if (other) return fault('M-SAME', says('M-SAME.other', { q, card: diamondCode(other) }));
      if (all.length === 1) return fault('M-SAME', says('M-SAME.back', { who, card: diamondCode(card), q }));
      return fault('M-SAME', says('M-SAME.all', { who, count: all.length, q, cards: diamondCodes(all) }));
    }
    s.market = sorted(pool.filter((d) => d.quality !== q));
    s.hands[s.seat] = addToHand(out.hand, all);
  } else if (take === 'sum') {
    if (taken.length === 0) {
      return fault('M-SUM', says('M-SUM.nothing', { q }));
    }
    const rest = removeAll(s.market, taken);
    if (!rest.ok) {
      const missing = rest.missing;
      const inMarket = s.market.filter((d) => d.quality === missing.quality).length;
      return fault(
        'M-SUM',
        inMarket === 0
          ? says('M-SUM.none-in-market', { q: missing.quality, market: diamondCodes(s.market) })
          : says('M-SUM.not-enough', { q: missing.quality, pure: missing.pure ? 1 : 0, market: diamondCodes(s.market) }),
      );
    }
    const total = taken.reduce((a, d) => a + d.quality, 0);
    if (total !== q) {
      return fault('M-SUM', says('M-SUM.total', { cards: diamondCodes(taken), total, q }));
    }
    s.market = sorted([...rest.rest, card]);
    s.hands[s.seat] = addToHand(out.hand, taken);
  } else {
    if (taken.length > 0) {
      return fault('M-EMPTY', says('M-EMPTY.taken', { q }));
    }
    s.market = sorted([...s.market, card]);
    s.hands[s.seat] = out.hand;
  }
  endPlay(s);
  return null;
}
