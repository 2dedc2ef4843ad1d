/**
 * The statistics of one session, as each game's statistics module (./games/) works them out from
 * its log with the rules modules: pure, seat-indexed (so a rename or a merge never makes them
 * stale) and plain JSON (they are cached in the store).
 */
import type { GameId } from '../store/registry';

export { STATS_VERSION } from './stats-version';

/**
 * Where a Diamonds side's points came from (D-SCORE: a Showroom diamond is 1 point, a Vault
 * diamond 2), by the cause of each action that moved a diamond: off-suit cards (D-OFFSUIT), tricks
 * won (D-TAKE), end-of-round majorities (D-MAJORITY) and no-trick bonuses (D-NOTRICK); and the
 * Showroom diamonds Clubs actions of others took away. Points per action: ♦ +2 (supply → Vault),
 * ♥ +1 (supply → Showroom), ♠ +1 (Showroom → Vault), ♣ +1 to the thief and −1 to the victim.
 * So a side's final score = 3 (the starting Showroom, D-SETUP) + the four causes − lostToClubs.
 */
export interface DiamondsSources {
  offSuit: number;
  take: number;
  majority: number;
  noTrick: number;
  lostToClubs: number;
}

/** A Diam's seat over the rounds played: points, chips (M-CHIPS) and bonuses won. */
export interface DiamsSeat {
  rounds: number;
  points: number;
  chips: number;
  /** M-PURITY won alone (+5). */
  purityAlone: number;
  /** M-PURITY shared (+2 each). */
  purityShared: number;
  /** M-HAND won (+3). */
  hand: number;
}

export interface SeatResult {
  /**
   * The score statistics average: Diamonds, the side's final score (D-SCORE; both partners of a
   * team get the team's); Diam's, the total points of the rounds played (chips are apart).
   */
  score: number;
  /** Among the winners (a shared victory counts for each winner). Only a finished game has any. */
  won: boolean;
  diamonds?: DiamondsSources;
  diams?: DiamsSeat;
}

export interface SessionStats {
  game: string;
  /** Diamonds: standard, teams or perfect; Diam's: standard (3 rounds) or quick (1 round). */
  variant: string;
  /** Whether the log reaches the end of the game (by the rules, not the row). */
  finished: boolean;
  /** Complete rounds played. */
  rounds: number;
  /** Seats of each side: one seat, or the two partners of a Diamonds team. */
  sides: number[][];
  seats: SeatResult[];
  /**
   * Each side's score after each complete round, progress[side][0] being the start: Diamonds the
   * D-SCORE standings, Diam's the running total of what the game is won by (chips or points).
   */
  progress: number[][];
  /** What `progress` counts. */
  measure: 'points' | 'chips';
}

/**
 * What the statistics know of one game (each game's module in ./games/, listed in
 * ./games/index.ts): its words in English for CSV files and BG Stats, its variants as the
 * statistics group them, and how a session's statistics and its start player are read from its log.
 */
export interface GameStats {
  id: GameId;
  /** The game's name in English, as CSV files and BG Stats write it. */
  name: string;
  /** BoardGameGeek's id; null until confirmed from a source (a wrong one would file the plays under another game). */
  bggId: number | null;
  /** The group of all its variants, in English: "Diamonds, all variants". */
  allLabel: string;
  /** Its variants as the statistics group them, in the order screens list them; `label` in English, after the name: "Diamonds, teams". */
  variants: readonly { id: string; label: string }[];
  /** The variant a stored config plays (SessionStats.variant), from a config that may be damaged. */
  variantOf(config: unknown): string;
  /** A session's statistics from its config and log. */
  stats(config: unknown, events: readonly unknown[]): SessionStats;
  /** The seat that started the game (BG Stats' start player), or null when the log does not say. */
  startSeat(config: unknown, events: readonly unknown[]): number | null;
}
