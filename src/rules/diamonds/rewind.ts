/**
 * D-FOLLOW: a revoke is proven only later in the round, so the table rewinds to the trick where it
 * happened: every event from that trick's first card on is undone (and kept for redo). These say
 * how far back that is, from the state and the log alone.
 */
import { toArray, type DiamondsState } from './state';
import { isCard, type DiamondsEvent } from './types';

/** 1-based index within the current round of the first card of trick `trick`, or null. */
export function firstPlayOfTrick(state: DiamondsState, trick: number): number | null {
  const round = state.round;
  if (!round) return null;
  if (trick === round.trickNo && round.trick.length > 0) return round.trick[0]?.play ?? null;
  const done = toArray(state.tricks).find((t) => t.round === round.index && t.trick === trick);
  return done?.cards[0]?.play ?? null;
}

/** Log position of the `play`-th card (1-based) of the round that the log ends in, or null. */
export function eventIndexOfPlay(events: readonly DiamondsEvent[], play: number): number | null {
  let deal = -1;
  for (let i = events.length - 1; i >= 0; i--) {
    const type = events[i]?.type;
    // A round entered from its end ('check') has no cards to rewind to.
    if (type === 'check') return null;
    if (type === 'deal') {
      deal = i;
      break;
    }
  }
  if (deal < 0) return null;
  let seen = 0;
  for (let i = deal + 1; i < events.length; i++) {
    if (isCard(events[i]) && ++seen === play) return i;
  }
  return null;
}

/** How many events to undo so the table replays trick `trick` of the current round from its first card. */
export function undoCountForTrick(state: DiamondsState, events: readonly DiamondsEvent[], trick: number): number {
  const play = firstPlayOfTrick(state, trick);
  if (play === null) return 0;
  const index = eventIndexOfPlay(events, play);
  return index === null ? 0 : events.length - index;
}
