/**
 * How a turn ends (docs/rules/diams.md): after the play an emptied market is refilled first
 * (M-REFILL), then a hand above the limit goes down to it (M-LIMIT), then the next player draws —
 * or plays at once when the deck is known to be empty. After the closing card, the turn of the
 * player before its drawer is the last one (M-CLOSING).
 */
import { HAND_LIMIT } from './card-counts';
import { pileKnownEmpty } from './pile';
import type { TurnsState } from './types';

/** The play is over: refill an emptied market first, then the hand limit, then the next turn. */
export function endPlay(s: TurnsState): void {
  s.phase = 'limit';
  if (s.market.length === 0 && !pileKnownEmpty(s)) s.refillDue = true;
  settle(s);
}

/** After a refill (or the closing card) the turn goes on: ends now unless the hand limit is still due. */
export function settle(s: TurnsState): void {
  if (s.refillDue || s.phase !== 'limit') return;
  if ((s.hands[s.seat]?.size ?? 0) <= HAND_LIMIT) endTurn(s);
}

export function endTurn(s: TurnsState): void {
  const n = s.config.players.length;
  if (s.closing && s.turn >= s.closing.turn + n - 1) {
    s.phase = 'over';
    return;
  }
  s.turn++;
  s.seat = (s.seat + 1) % n;
  s.phase = pileKnownEmpty(s) ? 'play' : 'draw';
}
