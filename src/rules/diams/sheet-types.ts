/**
 * The qualities of Diam's cards, the deck, and a round sheet: what the rules card's types
 * (./types.ts, which re-exports them) and a round's turns log (./turns/types.ts) both use, apart
 * so that neither of those imports the other.
 */

/** The qualities of diamond cards, M-QUALITY. */
export const QUALITIES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;
export type Quality = (typeof QUALITIES)[number];
/** Qualities as the keys of a rules card in JSON ("1".."10"). */
export type QualityKey = `${Quality}`;
export const QUALITY_KEYS: readonly QualityKey[] = QUALITIES.map((q): QualityKey => `${q}`);

/** M-CARD-DECK: how many cards of one quality exist, and how many of them carry the magnifier. */
export interface DeckEntry {
  cards: number;
  pure: number;
}

/** One collection in a safe: its quality, its number of diamonds and how many are exceptionally pure. */
export interface Collection {
  quality: number;
  count: number;
  pure: number;
}

/** A player's round sheet: the collections in their safe and the qualities still in hand. */
export interface Sheet {
  safe: Collection[];
  /** Qualities of the diamonds still in hand; special cards are left out (they count 0, M-HAND). */
  hand: number[];
}
