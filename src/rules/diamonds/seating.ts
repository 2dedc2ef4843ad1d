/**
 * The shape of a game that follows from its player count and variant: rounds, hands, tricks,
 * sides (players or teams) and who sits where. Computed once per game.
 */
import { deckRanks } from './cards';
import type { DiamondsConfig } from './types';

export interface Seating {
  players: number;
  /** D-ROUNDS. */
  rounds: number;
  /** Cards dealt to each player (D-DEAL, DP). */
  hand: number;
  /** Cards in one trick: one per player, or four with two players (D2-TRICK). */
  trickSize: number;
  /** Every card played in a complete round. */
  playsPerRound: number;
  /** Side (player, or team with DT-TEAMS) of each seat. */
  sideOf: readonly number[];
  /** Seats of each side, in seating order. */
  members: readonly (readonly number[])[];
}

const ROUNDS: Readonly<Record<number, number>> = { 2: 4, 3: 6, 4: 4, 5: 5, 6: 6 };

export function seatingOf(config: DiamondsConfig): Seating {
  const n = config.players.length;
  const rounds = ROUNDS[n] ?? 0;
  let hand = 10;
  if (config.variant === 'perfect') {
    const { low, high } = deckRanks('perfect', n);
    hand = ((high - low + 1) * 4) / n;
  }
  const teams = config.variant === 'teams';
  const sideCount = teams ? n / 2 : n;
  // Loops rather than Array.from, which took most of the time of making a table.
  const sideOf: number[] = [];
  for (let seat = 0; seat < n; seat++) sideOf.push(teams ? seat % sideCount : seat);
  const members: number[][] = [];
  for (let side = 0; side < sideCount; side++) members.push(teams ? [side, side + sideCount] : [side]);
  return {
    players: n,
    rounds,
    hand,
    trickSize: n === 2 ? 4 : n,
    playsPerRound: hand * n,
    sideOf,
    members,
  };
}

/** The seat that plays the card at position `pos` (0-based) of a trick led by `leader`. */
export function seatAt(seating: Seating, leader: number, pos: number): number {
  if (seating.players === 2) return (leader + pos) % 2; // D2-TRICK: leader, opponent, leader, opponent
  return (leader + pos) % seating.players;
}
