/**
 * Diamonds' cards and suits in the current language: "♥ Hearts" / "♥紅心" / "♥ハート", and a card
 * as messages write it ("H10" / "紅心10" / "ハートの10") or as a screen reader says it.
 */
import { msg, str } from '@lit/localize';
import { parseCard, SUIT_SYMBOLS, type Card, type Suit } from '../rules/diamonds/index.js';

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

/** "10 of Hearts" / "紅心10" / "ハートの10": a card in words, as a screen reader says it. */
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

/**
 * A card code ("H10") as a sentence names it: the code itself in English, as the engine writes it,
 * the card's name in other languages. Text that is not a card code is shown as it is.
 */
export function cardText(code: string): string {
  const card = parseCard(code);
  if (!card) return code;
  const rank = card.rank;
  switch (card.suit) {
    case 'D':
      return msg(str`D${rank}`, { id: 'card.code.D' });
    case 'H':
      return msg(str`H${rank}`, { id: 'card.code.H' });
    case 'S':
      return msg(str`S${rank}`, { id: 'card.code.S' });
    case 'C':
      return msg(str`C${rank}`, { id: 'card.code.C' });
  }
}
