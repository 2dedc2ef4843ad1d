/** Counts of things both games name the same way, in the current language: "5 cards" / "5張牌" / "5枚". */
import { msg, str } from '@lit/localize';
import { plural } from './format';

/** "5 cards": playing cards, of either game. */
export function cardsCount(n: number): string {
  return plural(n, {
    one: () => msg(str`${n} card`, { id: 'count.card.one' }),
    other: () => msg(str`${n} cards`, { id: 'count.card' }),
  });
}
