/**
 * Who acts in a Diam's session event (GameModule.actor, src/rules/game.ts): the live table lets a
 * phone record only for its own seat (docs/live-table.md). Pure, and never throws for an event of
 * the game's shape (./event-shape.ts), legal or not; whether it is legal stays `apply`'s to say.
 */
import type { Actor } from '../game';
import { awaitingTurn } from './turns/awaiting';
import { eventOfType } from './turns/round';
import type { DiamsConfig, DiamsSessionEvent, DiamsState } from './types';

/** Anyone seated may record it. */
const FREE: Actor = { table: 'free' };
/** The host confirms it before it is recorded; also the answer when the state names nobody. */
const CONFIRM: Actor = { table: 'confirm' };

/**
 * - `round` (the round sheets, M-ROUND-SCORE: every player's secret safe and hand, M-SECRET) →
 *   confirm.
 * - `turns` (the start of a round played turn by turn; its first player is named in the event) →
 *   free.
 * - `turn` → the seat whose turn it is in the round's turns log (`TurnsState.seat`, as
 *   `awaitingTurn` says it), whatever the turn step: the draw (M-DRAW), the play (M-MARKET,
 *   M-SECURE, M-SPECIALS, a pass), the hand limit (M-LIMIT), the refill of an emptied market
 *   (M-REFILL, the first one of the round included: the first player's), and the closing card
 *   (M-CLOSING: whoever draws it is the player whose turn it is). What other seats do inside that
 *   turn is still part of it: the opponents' diamonds of a compulsory sale (`sold`, M-SPECIALS)
 *   and the victim of a Safe cracker belong to the active player's special. With no round played
 *   turn by turn, or once its last turn is over (M-CLOSING): confirm.
 */
export function diamsActor(_config: DiamsConfig, state: DiamsState, event: DiamsSessionEvent): Actor {
  const e: unknown = event;
  if (eventOfType(e, 'turns')) return FREE;
  if (eventOfType(e, 'turn')) {
    const turns = state.turns;
    if (!turns) return CONFIRM;
    const next = awaitingTurn(turns.state);
    return next.what === 'over' ? CONFIRM : { seat: next.seat };
  }
  // 'round', and anything that is no Diam's event.
  return CONFIRM;
}
