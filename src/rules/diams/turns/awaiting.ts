/** What the app waits for next, and who still has a turn once the closing card is out. */
import { HAND_LIMIT, REFILL_CARDS } from './card-counts';
import { drawable } from './pile';
import type { Awaiting, TurnsState } from './types';

/** What the app waits for next. */
export function awaitingTurn(s: TurnsState): Awaiting {
  if (s.phase === 'over') return { what: 'over' };
  if (s.refillDue) {
    const left = drawable(s);
    return { what: 'refill', seat: s.seat, cards: left === null ? null : Math.min(REFILL_CARDS, left) };
  }
  if (s.phase === 'limit') return { what: 'limit', seat: s.seat, surplus: (s.hands[s.seat]?.size ?? 0) - HAND_LIMIT };
  return { what: s.phase, seat: s.seat };
}

/**
 * M-CLOSING countdown: the seats that still have a turn, the current one first (empty once the
 * round is over); null while the closing card is still in the deck.
 */
export function stillToPlay(s: TurnsState): number[] | null {
  if (!s.closing) return null;
  if (s.phase === 'over') return [];
  const n = s.config.players.length;
  const last = s.closing.turn + n - 1;
  const seats: number[] = [];
  for (let t = s.turn; t <= last; t++) seats.push((s.seat + (t - s.turn)) % n);
  return seats;
}
