/** How players, sides and cards are named in messages. */
import { SUIT_NAMES, SUIT_SYMBOLS } from './cards';
import type { DiamondsState } from './state';
import type { Suit } from './types';

export function seatName(state: DiamondsState, seat: number): string {
  return state.config.players[seat] ?? `seat ${seat + 1}`;
}

/** A player, or a team as "Ann & Cy". */
export function sideName(state: DiamondsState, side: number): string {
  const members = state.table.members[side] ?? [];
  return members.map((seat) => seatName(state, seat)).join(' & ');
}

export function suitLabel(suit: Suit): string {
  return `${SUIT_SYMBOLS[suit]} ${SUIT_NAMES[suit]}`;
}
