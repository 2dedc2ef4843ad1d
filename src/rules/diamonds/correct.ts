/**
 * Fixing a wrong card (docs/rules/diamonds.md, "What the app can and cannot check"). Most revokes proven at a real table (D-FOLLOW) are a mis-tap earlier
 * in the round, not a player's fault: the table names the card that was really played, and the log
 * is rebuilt around it. The one `play` event is replaced; every later event is applied again, in
 * order, and kept while it still fits — the rules accept it, and it is still the same player's in
 * the same round and trick (a card is never silently moved to another player: a play names no
 * seat, the turn order gives it one). An event that no longer fits is taken out, and said.
 *
 * Pure: the corrected log is checked as a whole, from the start, by the same `apply` that derives
 * every state, so whatever this returns replays legally.
 */
import type { Rejection } from '../game';
import { apply, nextSeat } from './reducer';
import { initialState, type DiamondsState } from './state';
import { isCard, type DiamondsConfig, type DiamondsEvent } from './types';

/** Whose event it is and where: what a later event must still be after the fix to be kept. */
export interface Place {
  /** The seat that plays the card or names the victim; null for an event of the whole table. */
  readonly seat: number | null;
  /** 1-based round and trick; null where the event belongs to none. */
  readonly round: number | null;
  readonly trick: number | null;
}

/** A later event the fix took out: where it was in the old log, and whose it was. */
export interface DroppedEvent extends Place {
  /** 0-based position in the log before the fix. */
  readonly index: number;
  readonly event: DiamondsEvent;
  /** Why: the rules refuse it now (its rejection), or it would now be another player's (`moved`). */
  readonly why: { readonly rejection: Rejection } | 'moved';
}

export type Corrected =
  | { ok: true; events: DiamondsEvent[]; dropped: DroppedEvent[] }
  /** The new card cannot be played there (D-DECK, D-FOLLOW…): nothing changes. */
  | { ok: false; rejection: Rejection };

/** Where `event` sits when applied to `state` (see Place). */
export function placeOf(state: DiamondsState, event: DiamondsEvent): Place {
  const round = state.round;
  if (isCard(event)) return { seat: nextSeat(state), round: round?.index ?? null, trick: round?.trickNo ?? null };
  if (event.type === 'steal') {
    const pending = state.phase === 'steal' ? state.pending : null;
    return { seat: pending?.actor ?? null, round: pending?.round ?? null, trick: pending?.trick ?? null };
  }
  return { seat: null, round: null, trick: null };
}

function samePlace(a: Place, b: Place): boolean {
  return a.seat === b.seat && a.round === b.round && a.trick === b.trick;
}

/**
 * The log with the card of `events[index]` (a `play`) replaced by `card`, the later events
 * that still fit, and those taken out. Replacing a card with itself changes nothing. Throws a
 * RangeError when `events[index]` is not a play, or when the log before it does not replay (a
 * caller's mistake: the log it shows replays).
 */
export function correct(config: DiamondsConfig, events: readonly DiamondsEvent[], index: number, card: string): Corrected {
  const target = events[index];
  if (!Number.isInteger(index) || target?.type !== 'play') throw new RangeError(`Event ${index} is not a card played.`);
  let state = initialState(config);
  for (let i = 0; i < index; i++) {
    const next = apply(state, events[i] as DiamondsEvent);
    if (!next.ok) throw new RangeError(`The log does not replay before event ${index} (event ${i}: ${next.rejection.rule}).`);
    state = next.state;
  }
  const replaced: DiamondsEvent = { type: 'play', card };
  const first = apply(state, replaced);
  if (!first.ok) return { ok: false, rejection: first.rejection };
  // The old log, replayed alongside, says where each later event was.
  const old = apply(state, target);
  let was = old.ok ? old.state : null;
  let now = first.state;
  const kept: DiamondsEvent[] = [...events.slice(0, index), replaced];
  const dropped: DroppedEvent[] = [];
  for (let i = index + 1; i < events.length; i++) {
    const event = events[i] as DiamondsEvent;
    const place: Place = was ? placeOf(was, event) : { seat: null, round: null, trick: null };
    if (was) {
      const step = apply(was, event);
      was = step.ok ? step.state : null;
    }
    const next = applyLater(now, event);
    if (!next.ok) {
      dropped.push({ index: i, event, ...place, why: { rejection: next.rejection } });
      continue;
    }
    if (!samePlace(place, placeOf(now, event))) {
      dropped.push({ index: i, event, ...place, why: 'moved' });
      continue;
    }
    now = next.state;
    kept.push(next.event);
  }
  return { ok: true, events: kept, dropped };
}

/**
 * A later event applied after the fix. A kept revoke (D-REVOKE) the fix took away, the card that
 * failed to follow now being one that did, leaves its card a card played like any other: the
 * table kept the card, and there is no revoke left to keep.
 */
function applyLater(
  state: DiamondsState,
  event: DiamondsEvent,
): { ok: true; state: DiamondsState; event: DiamondsEvent } | { ok: false; rejection: Rejection } {
  const next = apply(state, event);
  if (next.ok) return { ok: true, state: next.state, event };
  if (event.type !== 'keep' || next.rejection.rule !== 'D-REVOKE') return next;
  const played: DiamondsEvent = { type: 'play', card: event.card };
  const again = apply(state, played);
  return again.ok ? { ok: true, state: again.state, event: played } : again;
}

/**
 * Where the card of a revoke (D-FOLLOW) is in the log: the rejection of the card that proved it
 * names the round and the play (1-based, within its round) of the card that failed to follow.
 * Null when the log does not hold that play (a round counted at its end has no cards).
 */
export function indexOfPlay(events: readonly DiamondsEvent[], round: number, play: number): number | null {
  let rounds = 0;
  let plays = 0;
  for (let i = 0; i < events.length; i++) {
    const type = events[i]?.type;
    if (type === 'deal' || type === 'check') {
      rounds++;
      plays = 0;
    } else if (isCard(events[i]) && rounds === round && ++plays === play) {
      return i;
    }
  }
  return null;
}
