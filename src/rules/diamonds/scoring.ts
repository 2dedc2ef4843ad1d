/** Scores and the winner: D-SCORE, D-TIE (and DT-SCORE: teams are scored like players). */
import { seatName } from './names';
import type { DiamondsState } from './state';

export interface Standing {
  side: number;
  /** The player, or both partners in seating order. */
  players: string[];
  showroom: number;
  vault: number;
  /** D-SCORE: 1 per Showroom diamond, 2 per Vault diamond. */
  score: number;
}

export function score(zones: { showroom: number; vault: number }): number {
  return zones.showroom + 2 * zones.vault;
}

/** One standing per side, in the seating order of each side's first player. */
export function standings(state: DiamondsState): Standing[] {
  return state.seating.members.map((seats, side) => {
    const z = state.zones[side] ?? { showroom: 0, vault: 0 };
    return {
      side,
      players: seats.map((seat) => seatName(state, seat)),
      showroom: z.showroom,
      vault: z.vault,
      score: score(z),
    };
  });
}

export interface Result {
  /** Winning sides: more than one when they share the victory. */
  sides: number[];
  /** Winning player names (all partners of a winning team), in seating order. */
  winners: string[];
  /** Which step decided: the score alone, the Vault tie-break, or a shared victory. */
  decidedBy: 'score' | 'vault' | 'shared';
}

/** D-TIE: highest score; then most diamonds in the Vault; then a shared victory. */
export function result(state: DiamondsState): Result {
  const all = standings(state);
  const top = Math.max(...all.map((s) => s.score));
  const tied = all.filter((s) => s.score === top);
  const vault = Math.max(...tied.map((s) => s.vault));
  const best = tied.filter((s) => s.vault === vault);
  const decidedBy = tied.length === 1 ? 'score' : best.length === 1 ? 'vault' : 'shared';
  const seats = best.flatMap((s) => state.seating.members[s.side] ?? []).sort((a, b) => a - b);
  return { sides: best.map((s) => s.side), winners: seats.map((seat) => seatName(state, seat)), decidedBy };
}
