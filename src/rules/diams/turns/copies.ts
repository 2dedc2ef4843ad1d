/** M-CARD-DECK in play: what the table has seen never exceeds the deck on the rules card. */
import { says, type Rejection } from '../../game';
import { QUALITY_KEYS } from '../types';
import { fault } from './refusals';
import type { TurnsState } from './types';

/**
 * M-CARD-DECK: with the deck on the rules card, the diamonds the table has seen — in the market,
 * taken into hands, in safes — never exceed the copies of their quality, nor the magnified copies.
 * Everything counted is certain (knowledge is only ever lost, never guessed), so a refusal here
 * always points at a real mistake in the record.
 */
export function checkCopies(s: TurnsState): Rejection | null {
  const deck = s.config.deck;
  if (!deck) return null;
  for (const key of QUALITY_KEYS) {
    const q = Number(key);
    const entry = deck[key];
    const inMarket = s.market.filter((d) => d.quality === q);
    const inHands = s.hands.flatMap((h) => h.known.filter((d) => d.quality === q));
    const inSafes = s.safes.flatMap((safe) => safe.collections.filter((c) => c.quality === q));
    const cards = inMarket.length + inHands.length + inSafes.reduce((a, c) => a + c.count, 0);
    if (cards > entry.cards) {
      return fault(
        'M-CARD-DECK',
        says('M-CARD-DECK.seen', {
          cards,
          q,
          market: inMarket.length,
          hands: inHands.length,
          safes: cards - inMarket.length - inHands.length,
          deck: entry.cards,
        }),
      );
    }
    const pure = inMarket.filter((d) => d.pure).length + inHands.filter((d) => d.pure).length + inSafes.reduce((a, c) => a + (c.pure ?? 0), 0);
    if (pure > entry.pure) {
      return fault('M-CARD-DECK', says('M-CARD-DECK.seen-pure', { pure, q, deck: entry.pure }));
    }
  }
  return null;
}
