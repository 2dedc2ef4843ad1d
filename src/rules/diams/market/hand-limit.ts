/**
 * M-LIMIT: at the end of a turn a hand above 5 cards goes down to 5: surplus diamonds face up into
 * the market, surplus special cards discarded. **[decided]** The player chooses which surplus cards
 * go; the special cards discarded are not named (only counted), played special cards are named.
 */
import { says } from '../../game';
import { HAND_LIMIT, specialsLeft } from './card-counts';
import { cardsText, diamondCodes, numberWord, plural, sorted, takeFromHand } from './cards';
import { fault, handShort, type Step } from './refusals';
import { handOf, playerName } from './state';
import { endTurn } from './turn-end';
import type { Diamond, MarketLogState } from './types';

export function handLimit(s: MarketLogState, toMarket: Diamond[], specials: number): Step {
  const who = playerName(s, s.seat);
  const hand = handOf(s, s.seat);
  const surplus = hand.size - HAND_LIMIT;
  const given = toMarket.length + specials;
  if (given !== surplus) {
    return fault(
      'M-LIMIT',
      `${who} holds ${plural(hand.size, 'card')}: exactly ${numberWord(surplus)} must go (surplus diamonds face up into the market, surplus special cards discarded), but ${numberWord(given)} ${given === 1 ? 'was' : 'were'} given (M-LIMIT).`,
      says('M-LIMIT.count', { who, size: hand.size, surplus, given }),
    );
  }
  const left = specialsLeft(s);
  if (specials > left) {
    return fault(
      'M-LIMIT',
      `Only ${plural(left, 'special card')} can still be in a hand (${numberWord(s.specials.played.length)} played, ${numberWord(s.specials.discarded)} discarded this round): ${who} cannot discard ${numberWord(specials)} (M-LIMIT).`,
      says('M-LIMIT.specials', { left, played: s.specials.played.length, discarded: s.specials.discarded, who, specials }),
    );
  }
  const out = takeFromHand(hand, toMarket, specials);
  if (!out.ok) {
    const parts = [toMarket.length > 0 ? `put ${cardsText(toMarket)} into the market` : '', specials > 0 ? `discard ${plural(specials, 'special card')}` : '']
      .filter((p) => p !== '')
      .join(' and ');
    return handShort(s, s.seat, parts, 'M-LIMIT', says('act.limit', { cards: diamondCodes(toMarket), specials }));
  }
  s.hands[s.seat] = out.hand;
  s.market = sorted([...s.market, ...toMarket]);
  s.specials.discarded += specials;
  endTurn(s);
  return null;
}
