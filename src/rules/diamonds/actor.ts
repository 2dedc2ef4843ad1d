/**
 * Who acts in a Diamonds event (GameModule.actor, src/rules/game.ts): the live table lets a phone
 * record only for its own seat (docs/live-table.md). Pure, and never throws for an event of the
 * game's shape (./event-shape.ts), legal or not; whether it is legal stays `apply`'s to say.
 */
import type { Actor } from '../game';
import { nextSeat } from './reducer';
import type { DiamondsState } from './state';
import type { DiamondsConfig, DiamondsEvent } from './types';

/** Anyone seated may record it. */
const FREE: Actor = { table: 'free' };
/** The host confirms it before it is recorded; also the answer when the state names nobody. */
const CONFIRM: Actor = { table: 'confirm' };

/**
 * - `deal` → the table, free: the dealer is named in the event itself and D-DEALER checks it.
 * - `play` → the seat whose turn it is in the trick under way: D-LEAD (left of the dealer for the
 *   first trick, then the last trick's winner), D-FOLLOW (clockwise from the leader, in seating
 *   order: DT-TEAMS and DP change no order), D2-TRICK (leader, opponent, leader, opponent). When no
 *   card can be played now (no round dealt, a Clubs choice pending, the round or the game over):
 *   confirm.
 * - `steal` → the seat that names the victim of the pending Clubs choice (D-A-CLUB): the player of
 *   an off-suit club (D-OFFSUIT), the winner of a Clubs-led trick (D-TAKE), or for a Clubs majority
 *   at the round's end (D-MAJORITY) its player — with DT-MAJORITY, the team's first member in
 *   seating order, whom the engine names as the team's actor (Move.actor). DX-THIEF never asks.
 *   With no choice pending: confirm.
 * - `keep` (a card that proves a revoke, kept as played: D-REVOKE) → confirm: it is the table's
 *   call, not the revoking player's, so the host's player makes it or confirms another phone's.
 * - `zones` (counts entered by hand) and `check` (a round counted at its end) → confirm.
 */
export function diamondsActor(_config: DiamondsConfig, state: DiamondsState, event: DiamondsEvent): Actor {
  // Read defensively: a backup's event has its shape checked, but nothing here may throw.
  const type: unknown = typeof event === 'object' && event !== null ? (event as { type?: unknown }).type : undefined;
  switch (type) {
    case 'deal':
      return FREE;
    case 'play': {
      const seat = nextSeat(state);
      return seat === null ? CONFIRM : { seat };
    }
    case 'steal': {
      const pending = state.phase === 'steal' ? state.pending : null;
      return pending ? { seat: pending.actor } : CONFIRM;
    }
    default:
      // 'keep', 'zones', 'check', and anything that is no Diamonds event.
      return CONFIRM;
  }
}
