/** How the Diamonds screens name seats and sides. Names are untrusted: these return plain text. */
import type { DiamondsState } from '../../../rules/diamonds/index.js';

export function playerName(state: DiamondsState, seat: number): string {
  return state.config.players[seat] ?? `Seat ${seat + 1}`;
}

/** A player, or a team as "Ann & Cy" (DT-TEAMS). */
export function sideLabel(state: DiamondsState, side: number): string {
  const members = state.table.members[side] ?? [];
  return members.map((seat) => playerName(state, seat)).join(' & ');
}

/** "Ann, Bob and Cy". */
export function listNames(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''}`;
}

export function ordinal(n: number): string {
  const rest = n % 100;
  if (rest >= 11 && rest <= 13) return `${n}th`;
  return `${n}${{ 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th'}`;
}
