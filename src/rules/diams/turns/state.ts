/**
 * The turns log's state at the start of a round, and the copy each event works on: the reducer
 * changes the copy in place, so the state it was given stays as it was (undo replays from it).
 */
import { deckTotal, START_HAND } from './card-counts';
import type { HandState, TurnsConfig, TurnsState } from './types';

/**
 * **[decided]** The round starts with an empty market, so M-REFILL applies at once: the first
 * event of a round is the refill of three cards (M-START deals 3 cards to each hand).
 */
export function initialTurns(config: TurnsConfig): TurnsState {
  const n = config.players.length;
  return {
    config,
    market: [],
    hands: config.players.map(() => ({ size: START_HAND, known: [] })),
    safes: config.players.map(() => ({ collections: [], history: [] })),
    turn: 1,
    seat: config.first,
    phase: 'draw',
    refillDue: true,
    closing: null,
    specials: { played: [], discarded: 0 },
    pile: config.deck ? deckTotal(config.deck) - START_HAND * n : null,
    drawnAfterClosing: 0,
    pileEmpty: false,
    closingPending: false,
    events: 0,
  };
}

/** A seat's name in messages; a seat past the list (the reader refuses one) would still get its number. */
export function playerName(state: TurnsState, seat: number): string {
  return state.config.players[seat] ?? String(seat + 1);
}

/** A seat's hand; an empty one for a seat past the list, so a malformed record is refused, not thrown on. */
export function handOf(state: TurnsState, seat: number): HandState {
  return state.hands[seat] ?? { size: 0, known: [] };
}

/** A copy deep enough that changing it never touches `s`. */
export function copyState(s: TurnsState): TurnsState {
  return {
    ...s,
    market: [...s.market],
    hands: s.hands.map((h) => ({ size: h.size, known: [...h.known] })),
    safes: s.safes.map((safe) => ({ collections: safe.collections.map((c) => ({ ...c })), history: [...safe.history] })),
    closing: s.closing ? { ...s.closing } : null,
    specials: { played: [...s.specials.played], discarded: s.specials.discarded },
  };
}
