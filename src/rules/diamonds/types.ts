/** Types of the Diamonds rules module (../shared/rules/diamonds.md). */

export type Suit = 'D' | 'H' | 'S' | 'C';
export type Variant = 'standard' | 'teams' | 'perfect';
export type Zone = 'supply' | 'showroom' | 'vault';

export interface DiamondsConfig {
  /** Names in clockwise seating order (2–6). Events refer to players by seat index. */
  players: string[];
  variant: Variant;
  /** Seat of the first holder of the thief token (DX-THIEF), or null without the option. */
  thief: number | null;
}

/**
 * The log of a Diamonds session. A record of ../shared/records.md converts to and from it.
 * - `deal` starts a round: its dealer (D-DEALER) and the pass count (D-PASS).
 * - `play` records the next card (who plays it follows from the rules). `victim` is only used
 *   when replaying records, where a Clubs card names its victim in advance (`C3>Ann`).
 * - `steal` answers a pending Clubs choice (state.pending): the seat of the player robbed.
 */
export type DiamondsEvent =
  | { type: 'deal'; dealer: number; pass: number }
  | { type: 'play'; card: string; victim?: number }
  | { type: 'steal'; victim: number };
