/** Plain-words reasons for every Move, the way a table reads them when settling a dispute. */
import { SUIT_SYMBOLS } from './cards';
import { seatName, sideName, suitLabel } from './names';
import type { DiamondsState, Move } from './state';

const ACTION_RULE = { D: 'D-A-DIAMOND', H: 'D-A-HEART', S: 'D-A-SPADE', C: 'D-A-CLUB' } as const;

export function actionRule(move: Move): string {
  return ACTION_RULE[move.suit];
}

/** Where the diamond went, from the move's `from` and `to`: "+1 Vault from the supply", "steals 1 from Ann's Showroom". */
export function effectText(state: DiamondsState, move: Move): string {
  const { from, to } = move;
  if (from === null || to === null) {
    switch (move.none) {
      case 'empty-showroom':
        return 'no effect: the Showroom is empty';
      case 'no-victim':
        return 'no effect: no other Showroom has a diamond';
      case 'thief-own':
        return `no effect: ${seatName(state, move.thief ?? 0)} holds the thief token`;
      case 'thief-empty':
        return `no effect: the thief token's holder ${seatName(state, move.thief ?? 0)} has an empty Showroom`;
      default:
        return 'no effect';
    }
  }
  if (from.side === null) return to.zone === 'vault' ? '+1 Vault from the supply' : '+1 Showroom from the supply';
  if (from.side === to.side) return '1 from Showroom to Vault';
  return `steals 1 from ${sideName(state, from.side)}'s Showroom`;
}

function causeText(state: DiamondsState, move: Move): string {
  const who = seatName(state, move.actor);
  const team = state.table.members[move.side]?.length === 2 ? sideName(state, move.side) : who;
  switch (move.cause) {
    case 'D-OFFSUIT':
      return `${who} played off-suit ${SUIT_SYMBOLS[move.suit]} in trick ${move.trick} (play ${move.play})`;
    case 'D-TAKE':
      return `${who} won trick ${move.trick}, ${suitLabel(move.suit)} led`;
    case 'D-MAJORITY':
      return `${team} won the most ${suitLabel(move.suit)} in round ${move.round} (${move.most} cards, next best ${move.nextBest})`;
    case 'D-NOTRICK':
      return `${who} won no trick in round ${move.round} (bonus ${move.bonus} of 2)`;
  }
}

/** "Bob won trick 3, ♣ Clubs led: steals 1 from Ann's Showroom (D-TAKE, D-A-CLUB)". */
export function moveText(state: DiamondsState, move: Move): string {
  return `${causeText(state, move)}: ${effectText(state, move)} (${move.cause}, ${actionRule(move)})`;
}
