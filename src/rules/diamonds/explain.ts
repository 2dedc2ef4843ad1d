/**
 * Why each diamond moved, as data: a key and values the catalog words (src/i18n/diamonds-text.ts,
 * `moveReason`), the way a table reads it when settling a dispute: who did what in which trick,
 * where the diamond went, and the rule ids.
 */
import { says, type MessageText } from '../game';
import { seatName, sideName } from './names';
import type { DiamondsState, KeptRevoke, Move } from './state';

const ACTION_RULE = { D: 'D-A-DIAMOND', H: 'D-A-HEART', S: 'D-A-SPADE', C: 'D-A-CLUB' } as const;

export function actionRule(move: Move): string {
  return ACTION_RULE[move.suit];
}

/** Where the diamond went, from the move's `from` and `to` ("+1 Vault from the supply", "steals 1 from Ann's Showroom"), or why nothing moved. */
export function effectSaid(state: DiamondsState, move: Move): MessageText {
  const { from, to } = move;
  if (from === null || to === null) {
    const holder = seatName(state, move.thief ?? 0);
    switch (move.none) {
      case 'empty-showroom':
      case 'no-victim':
        return says(`move.none.${move.none}`);
      case 'thief-own':
      case 'thief-empty':
        return says(`move.none.${move.none}`, { holder });
      default:
        return says('move.none');
    }
  }
  if (from.side === null) return says(to.zone === 'vault' ? 'move.effect.D' : 'move.effect.H');
  if (from.side === to.side) return says('move.effect.S');
  return says('move.effect.C', { victim: sideName(state, from.side) });
}

/** What made the action happen: an off-suit card, a trick taken, a majority, a round without a trick. */
function causeSaid(state: DiamondsState, move: Move): MessageText {
  const who = seatName(state, move.actor);
  const { trick, round, suit } = move;
  switch (move.cause) {
    case 'D-OFFSUIT':
      return says('move.cause.offsuit', { who, suit, trick: trick ?? 0 });
    case 'D-TAKE':
      return says('move.cause.take', { who, suit, trick: trick ?? 0 });
    case 'D-MAJORITY': {
      const team = state.seating.members[move.side]?.length === 2 ? sideName(state, move.side) : who;
      return says('move.cause.majority', { team, suit, round, most: move.most ?? 0, nextBest: move.nextBest ?? 0 });
    }
    case 'D-NOTRICK':
      return says('move.cause.notrick', { who, round, bonus: move.bonus ?? 0 });
  }
}

/** "Bob won trick 3, ♣ Clubs led: steals 1 from Ann's Showroom (D-TAKE, D-A-CLUB)", as data. */
export function moveSaid(state: DiamondsState, move: Move): MessageText {
  return says('move.reason', { cause: causeSaid(state, move), effect: effectSaid(state, move), rules: `${move.cause}, ${actionRule(move)}` });
}

/** "Revoke kept as played, the table's call: Bo did not follow ♣ Clubs in trick 2 … (D-FOLLOW, D-REVOKE)", as data. */
export function keptSaid(state: DiamondsState, kept: KeptRevoke): MessageText {
  const { suit, trick, card, provenTrick } = kept;
  return says('kept.reason', { player: seatName(state, kept.seat), suit, trick, card, provenTrick });
}
