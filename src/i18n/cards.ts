/**
 * Diamonds' cards and suits in the current language: "♥ Hearts" / "♥紅心" / "♥ハート", and a card
 * as players say it, in messages and to a screen reader alike ("10 of Hearts" / "紅心10" / "ハートの10").
 */
import { msg, str } from '@lit/localize';
import { parseCard, SUIT_SYMBOLS, type Card, type Suit } from '../rules/diamonds/index';

/** "Hearts" / "紅心" / "ハート". */
export function suitName(suit: Suit): string {
  switch (suit) {
    case 'D':
      return msg('Diamonds', { id: 'suit.D' });
    case 'H':
      return msg('Hearts', { id: 'suit.H' });
    case 'S':
      return msg('Spades', { id: 'suit.S' });
    case 'C':
      return msg('Clubs', { id: 'suit.C' });
  }
}

/** "♥ Hearts": the suit's symbol and name, as the engine's messages write a suit. */
export function suitLabel(suit: Suit): string {
  const symbol = SUIT_SYMBOLS[suit];
  const name = suitName(suit);
  return msg(str`${symbol} ${name}`, { id: 'suit.label' });
}

/** "10 of Hearts" / "紅心10" / "ハートの10": a card in words. */
export function cardName(card: Card): string {
  const rank = card.rank;
  switch (card.suit) {
    case 'D':
      return msg(str`${rank} of Diamonds`, { id: 'card.name.D' });
    case 'H':
      return msg(str`${rank} of Hearts`, { id: 'card.name.H' });
    case 'S':
      return msg(str`${rank} of Spades`, { id: 'card.name.S' });
    case 'C':
      return msg(str`${rank} of Clubs`, { id: 'card.name.C' });
  }
}

/** A card code ("H10") as a sentence names it: "10 of Hearts" / "紅心10". Text that is not a card code is shown as it is. */
export function cardText(code: string): string {
  const card = parseCard(code);
  return card ? cardName(card) : code;
}
