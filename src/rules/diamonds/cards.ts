/** Cards and decks (D-DECK, DP). A card is written as its suit letter and rank: "D15", "H1". */
import type { Suit, Variant } from './types';

export const SUITS: readonly Suit[] = ['D', 'H', 'S', 'C'];
export const SUIT_INDEX: Readonly<Record<Suit, number>> = { D: 0, H: 1, S: 2, C: 3 };
export const SUIT_SYMBOLS: Readonly<Record<Suit, string>> = { D: '♦', H: '♥', S: '♠', C: '♣' };

export interface Card {
  suit: Suit;
  rank: number;
}

const CODE = /^([DHSC])([1-9]|1[0-5])$/;

/** A card from its code, or null when the text is not a card code of D-DECK (ranks 1–15). */
export function parseCard(code: string): Card | null {
  const known = KNOWN.get(code);
  if (known) return known;
  const m = CODE.exec(code);
  if (!m) return null;
  const card = Object.freeze({ suit: m[1] as Suit, rank: Number(m[2]) });
  KNOWN.set(code, card); // at most the 60 valid codes: replaying a record reads each card many times
  return card;
}

const KNOWN = new Map<string, Card>();

export function cardCode(card: Card): string {
  return card.suit + card.rank;
}

/**
 * The ranks of the variant's deck (D-DECK; DP's table for "all cards known").
 * The same ranks are used in every suit.
 */
export function deckRanks(variant: Variant, players: number): { low: number; high: number } {
  if (variant !== 'perfect') return { low: 1, high: 15 };
  switch (players) {
    case 2:
      return { low: 1, high: 8 };
    case 3:
      return { low: 1, high: 9 };
    case 4:
      return { low: 1, high: 12 };
    default:
      return { low: 1, high: 15 };
  }
}

export function inDeck(card: Card, variant: Variant, players: number): boolean {
  const { low, high } = deckRanks(variant, players);
  return card.rank >= low && card.rank <= high;
}

/** Every card of the variant's deck, suit by suit in D, H, S, C order, ranks ascending. */
export function deckCards(variant: Variant, players: number): Card[] {
  const { low, high } = deckRanks(variant, players);
  const cards: Card[] = [];
  for (const suit of SUITS) for (let rank = low; rank <= high; rank++) cards.push({ suit, rank });
  return cards;
}
