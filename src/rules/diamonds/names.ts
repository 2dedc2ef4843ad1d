/** How players and sides are named in messages: a name as written, a team as "Ann & Cy". */
import type { DiamondsState } from './state';

export function seatName(state: DiamondsState, seat: number): string {
  return state.config.players[seat] ?? `seat ${seat + 1}`;
}

/** A player, or a team as "Ann & Cy". */
export function sideName(state: DiamondsState, side: number): string {
  const members = state.seating.members[side] ?? [];
  return members.map((seat) => seatName(state, seat)).join(' & ');
}
