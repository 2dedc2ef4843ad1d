/**
 * M-LIMIT: at the end of a turn a hand above 5 cards goes down to 5: surplus diamonds face up into
 * the market, surplus special cards discarded. **[decided]** The player chooses which surplus cards
 * go; the special cards discarded are not named (only counted), played special cards are named.
 */
import { says } from '../../game';
import { HAND_LIMIT, specialsLeft } from './card-counts';
import { diamondCodes, sorted, takeFromHand } from './cards';
import { fault, handShort, type Step } from './refusals';
import { handOf, playerName } from './state';
import { endTurn } from './turn-end';
import type { Diamond, TurnsState } from './types';

export function handLimit(s: TurnsState, toMarket: Diamond[], specials: number): Step {
  const who = playerName(s, s.seat);
  const hand = handOf(s, s.seat);
  const surplus = hand.size - HAND_LIMIT;
  const given = toMarket.length + specials;
  if (given !== surplus) {
    return fault('M-LIMIT', says('M-LIMIT.count', { who, size: hand.size, surplus, given }));
  }
  const left = specialsLeft(s);
  if (specials > left) {
    return fault('M-LIMIT', says('M-LIMIT.specials', { left, played: s.specials.played.length, discarded: s.specials.discarded, who, specials }));
  }
  const out = takeFromHand(hand, toMarket, specials);
  if (!out.ok) {
    return handShort(s, s.seat, 'M-LIMIT', says('act.limit', { cards: diamondCodes(toMarket), specials }));
  }
  s.hands[s.seat] = out.hand;
  s.market = sorted([...s.market, ...toMarket]);
  s.specials.discarded += specials;
  endTurn(s);
  return null;
}
