/**
 * What one recorded event changed, for the brief announcement after a tap: the suit actions it
 * caused (the engine's Moves) and the tricks it completed. The chains are persistent lists, so the
 * new entries are simply the heads the older state does not have.
 */
import { msg, str } from '@lit/localize';
import { SUIT_SYMBOLS, type Chain, type DiamondsState, type KeptRevoke, type Move, type TrickRecord } from '../../../rules/diamonds/index';
import { effectText } from '../../../i18n/diamonds-text';
import { playerName } from './names';

/** Entries of `after` that `before` lacks, oldest first. */
export function added<T>(before: Chain<T> | null, after: Chain<T> | null): T[] {
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

export function newKept(before: DiamondsState, after: DiamondsState): KeptRevoke[] {
  return added(before.kept, after.kept);
}

/** "Ann, off-suit ♦: +1 Vault from the supply" / "Bob wins trick 3 (♥ led): +1 Showroom …". */
export function shortMoveText(state: DiamondsState, move: Move): string {
  const who = playerName(state, move.actor);
  const effect = effectText(state, move);
  const sym = SUIT_SYMBOLS[move.suit];
  const trick = move.trick ?? '';
  switch (move.cause) {
    case 'D-OFFSUIT':
      return msg(str`${who}, off-suit ${sym}: ${effect}`, { id: 'diamonds.short.offsuit' });
    case 'D-TAKE':
      return msg(str`${who} wins trick ${trick} (${sym} led): ${effect}`, { id: 'diamonds.short.take' });
    case 'D-MAJORITY':
      return msg(str`${who}, most ${sym}: ${effect}`, { id: 'diamonds.short.majority' });
    case 'D-NOTRICK':
      return msg(str`${who}, no trick won: ${effect}`, { id: 'diamonds.short.notrick' });
  }
}

/** The lines to announce after an event took the game from `before` to `after`. */
export function changeLines(before: DiamondsState, after: DiamondsState): string[] {
  const lines = newKept(before, after).map((k) => {
    const who = playerName(after, k.seat);
    const trick = k.trick;
    return msg(str`${who}'s revoke of trick ${trick} kept as played (D-REVOKE)`, { id: 'diamonds.news.kept' });
  });
  const moved = newMoves(before, after)
    .filter((m) => m.cause === 'D-OFFSUIT' || m.cause === 'D-TAKE')
    .map((m) => shortMoveText(after, m));
  lines.push(...moved);
  if (after.roundsDone > before.roundsDone) {
    const round = after.roundsDone;
    lines.push(
      after.phase === 'over'
        ? msg('The game is over: see the final standings.', { id: 'diamonds.news.game-over' })
        : msg(str`Round ${round} is over: see its summary before the next deal.`, { id: 'diamonds.news.round-over' }),
    );
  }
  return lines;
}
