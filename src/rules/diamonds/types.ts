/** Types of the Diamonds rules module (docs/rules/diamonds.md). */

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
 * The log of a Diamonds session. A record of docs/records.md converts to and from it.
 * - `deal` starts a round: its dealer (D-DEALER) and the pass count (D-PASS).
 * - `play` records the next card (who plays it follows from the rules). A record's victim suffix
 *   (`C3>Ann`) becomes the `steal` event that answers the choice the card raises (./record.ts).
 * - `keep` records the next card like `play`, when that card proves a revoke (D-FOLLOW), with the
 *   table's call to keep the revoke as played (D-REVOKE): the one card and the call are one event,
 *   so one Undo takes both back. A record lists the card in `plays` and its position in `kept`.
 * - `steal` answers a pending Clubs choice (state.pending): the seat of the player robbed.
 * - `zones` sets what the table counts in each side's Showroom and Vault, between rounds (a game
 *   that is not recorded card by card, a correction, the final tally of D-SCORE).
 * - `check` records a whole round from its end only (./round-check.ts): the cards of each suit
 *   each side won and who won a trick; the app then performs D-MAJORITY and D-NOTRICK.
 */
export type DiamondsEvent =
  | { type: 'deal'; dealer: number; pass: number }
  | { type: 'play'; card: string }
  | { type: 'keep'; card: string }
  | { type: 'steal'; victim: number }
  | ZonesEvent
  | CheckEvent;

/** Whether an event records a card: a `play`, or a `keep` (a card that proves a revoke kept as played). */
export function isCard(event: DiamondsEvent | undefined): event is Extract<DiamondsEvent, { type: 'play' | 'keep' }> {
  return event?.type === 'play' || event?.type === 'keep';
}

/** Diamonds counted in one side's Showroom and Vault. */
export interface ZoneCount {
  showroom: number;
  vault: number;
}

export interface ZonesEvent {
  type: 'zones';
  /** One count per side (player, or team with DT-TEAMS), in side order. */
  zones: ZoneCount[];
  /** With DX-THIEF: the seat holding the thief token now. Omitted: the token stays where it is. */
  thief?: number;
}

export interface CheckEvent {
  type: 'check';
  /** The round's dealer (D-DEALER). */
  dealer: number;
  /** The pass count when the table noted it (D-PASS); the round end does not depend on it. */
  pass?: number;
  /** Cards won by each side, per suit in the order D, H, S, C (partners combined, DT-MAJORITY). */
  won: number[][];
  /**
   * Per seat: whether that player won at least one trick. Kept per seat, not per side, because
   * DT-NOTRICK rewards a team when one member won nothing even if the partner won every trick.
   */
  tricks: boolean[];
  /**
   * The zones after the round's last trick, before its end: the tricks moved diamonds the app did
   * not see, so the table counts them. Omitted: the zones the app holds now.
   */
  zones?: ZoneCount[];
  /** With DX-THIEF: the seat holding the token after the last trick. Omitted: where the app has it. */
  thief?: number;
}
