/**
 * The numbers of cards the rules fix (docs/rules/diams.md), each said once: the reducer, the
 * round's end check and the screens count with these, so a rule's number lives in one place.
 */
import type { TurnsConfig, TurnsState } from './types';

/** M-START: cards dealt to each hand. */
export const START_HAND = 3;
/** M-DRAW: cards a draw into the market brings (a draw into the hand brings one). */
export const MARKET_DRAW_CARDS = 2;
/** M-REFILL: cards drawn into an empty market. */
export const REFILL_CARDS = 3;
/** M-LIMIT: the most cards a hand keeps at the end of a turn. */
export const HAND_LIMIT = 5;
/** M-SECURE: the fewest diamonds that start a new collection. */
export const NEW_COLLECTION = 3;
/** M-SPECIAL: special cards in the deck, one of each. */
export const SPECIAL_CARDS = 3;
/** M-CLOSING: the closing card. */
export const CLOSING_CARDS = 1;

/** Every card of the deck when its composition is given: diamonds, 3 special cards, the closing card. */
export function deckTotal(deck: NonNullable<TurnsConfig['deck']>): number {
  let total = SPECIAL_CARDS + CLOSING_CARDS;
  for (const entry of Object.values(deck)) total += entry.cards;
  return total;
}

/** M-CLOSING-POS (standard): the closing card is among the last 15 cards with 2–3 players, the last 5 with 4–5. */
export function closingWindow(players: number): number {
  return players <= 3 ? 15 : 5;
}

/**
 * Special cards still in play (in the deck or in a hand): the ones played are named, the ones
 * discarded at the hand limit only counted, and either way they are gone for the round.
 */
export function specialsLeft(s: Pick<TurnsState, 'specials'>): number {
  return SPECIAL_CARDS - s.specials.played.length - s.specials.discarded;
}
