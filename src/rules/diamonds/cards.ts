/** Cards and decks (D-DECK, DP). A card is written as its suit letter and rank: "D15", "H1". */
import type { Suit, Variant } from './types';

export const SUITS: readonly Suit[] = ['D', 'H', 'S', 'C'];
export const SUIT_SYMBOLS: Readonly<Record<Suit, string>> = { D: '♦', H: '♥', S: '♠', C: '♣' };

export interface Card {
  suit: Suit;
  rank: number;
}

/**
 * Every card of D-DECK, at `suit index * 16 + rank`, made once and frozen: parsing a code is a
 * lookup, and the same code always gives the same card.
 */
const CARDS: readonly (Card | undefined)[] = (() => {
  const cards: (Card | undefined)[] = new Array<Card | undefined>(64).fill(undefined);
  for (const suit of SUITS) for (let rank = 1; rank <= 15; rank++) cards[suitIndex(suit) * 16 + rank] = Object.freeze({ suit, rank });
  return cards;
})();

/**
 * A card from its code, or null when the text is not a card code of D-DECK (ranks 1–15): a suit
 * letter, then 1–9 or 10–15 with no leading zero. Read character by character, without a regular
 * expression or a map: replaying a record parses every card it holds.
 */
export function parseCard(code: string): Card | null {
  const n = code.length;
  if (n !== 2 && n !== 3) return null;
  const suit = suitOfCode(code.charCodeAt(0));
  if (suit < 0) return null;
  const first = code.charCodeAt(1) - 48; // '0'
  let rank: number;
  if (n === 2) {
    if (first < 1 || first > 9) return null;
    rank = first;
  } else {
    const second = code.charCodeAt(2) - 48;
    if (first !== 1 || second < 0 || second > 5) return null;
    rank = 10 + second;
  }
  return CARDS[suit * 16 + rank] ?? null;
}

/** A suit's place in D, H, S, C order: how arrays indexed by suit are laid out. */
export function suitIndex(suit: Suit): number {
  return suitOfCode(suit.charCodeAt(0));
}

/** The suit index of a suit letter's character code (D, H, S, C), or -1. */
function suitOfCode(c: number): number {
  switch (c) {
    case 68: // D
      return 0;
    case 72: // H
      return 1;
    case 83: // S
      return 2;
    case 67: // C
      return 3;
    default:
      return -1;
  }
}

export function cardCode(card: Card): string {
  return card.suit + card.rank;
}

/**
 * The ranks of the variant's deck (D-DECK; DP's table for "all cards known").
 * The same ranks are used in every suit.
 */
export function deckRanks(variant: Variant, players: number): { low: number; high: number } {
  return { low: 1, high: highestRank(variant, players) };
}

/** The highest rank of the variant's deck; every deck starts at 1 (D-DECK, DP). */
function highestRank(variant: Variant, players: number): number {
  if (variant !== 'perfect') return 15;
  switch (players) {
    case 2:
      return 8;
    case 3:
      return 9;
    case 4:
      return 12;
    default:
      return 15;
  }
}

/** Whether the card is in the variant's deck; it makes no object, as it runs for every card replayed. */
export function inDeck(card: Card, variant: Variant, players: number): boolean {
  return card.rank >= 1 && card.rank <= highestRank(variant, players);
}

/** Every card of the variant's deck, suit by suit in D, H, S, C order, ranks ascending. */
export function deckCards(variant: Variant, players: number): Card[] {
  const { low, high } = deckRanks(variant, players);
  const cards: Card[] = [];
  for (const suit of SUITS) for (let rank = low; rank <= high; rank++) cards.push({ suit, rank });
  return cards;
}
