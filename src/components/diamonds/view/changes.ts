/**
 * What one recorded event changed, for the brief announcement after a tap: the suit actions it
 * caused (the engine's Moves) and the tricks it completed. The chains are persistent lists, so the
 * new entries are simply the heads the older state does not have.
 */
import {
  SUIT_SYMBOLS,
  effectText,
  type DiamondsState,
  type Move,
  type TrickRecord,
} from '../../../rules/diamonds/index.js';
import { playerName } from './names.js';

interface Chained<T> {
  readonly head: T;
  readonly rest: Chained<T> | null;
  readonly size: number;
}

/** Entries of `after` that `before` lacks, oldest first. */
export function added<T>(before: Chained<T> | null, after: Chained<T> | null): T[] {
  const count = (after?.size ?? 0) - (before?.size ?? 0);
  const out: T[] = [];
  for (let c = after, i = 0; c && i < count; c = c.rest, i++) out.push(c.head);
  return out.reverse();
}

export function newMoves(before: DiamondsState, after: DiamondsState): Move[] {
  return added(before.moves, after.moves);
}

export function newTricks(before: DiamondsState, after: DiamondsState): TrickRecord[] {
  return added(before.tricks, after.tricks);
}

/** "Ann, off-suit ♦: +1 Vault from the supply" / "Bob wins trick 3 (♥ led): +1 Showroom …". */
export function shortMoveText(state: DiamondsState, move: Move): string {
  const who = playerName(state, move.actor);
  const effect = effectText(state, move);
  const sym = SUIT_SYMBOLS[move.suit];
  switch (move.cause) {
    case 'D-OFFSUIT':
      return `${who}, off-suit ${sym}: ${effect}`;
    case 'D-TAKE':
      return `${who} wins trick ${move.trick ?? ''} (${sym} led): ${effect}`;
    case 'D-MAJORITY':
      return `${who}, most ${sym}: ${effect}`;
    case 'D-NOTRICK':
      return `${who}, no trick won: ${effect}`;
  }
}

/** The lines to announce after an event took the game from `before` to `after`. */
export function changeLines(before: DiamondsState, after: DiamondsState): string[] {
  const lines = newMoves(before, after)
    .filter((m) => m.cause === 'D-OFFSUIT' || m.cause === 'D-TAKE')
    .map((m) => shortMoveText(after, m));
  if (after.roundsDone > before.roundsDone) {
    lines.push(
      after.phase === 'over'
        ? 'The game is over: see the final standings.'
        : `Round ${after.roundsDone} is over: see its summary before the next deal.`,
    );
  }
  return lines;
}
