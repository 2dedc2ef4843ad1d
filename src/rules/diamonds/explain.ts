/** Plain-words reasons for every Move, the way a table reads them when settling a dispute. */
import { SUIT_SYMBOLS } from './cards';
import { seatName, sideName, suitLabel } from './names';
import type { DiamondsState, Move } from './state';

const ACTION_RULE = { D: 'D-A-DIAMOND', H: 'D-A-HEART', S: 'D-A-SPADE', C: 'D-A-CLUB' } as const;

export function actionRule(move: Move): string {
  return ACTION_RULE[move.suit];
}

/** Where the diamond went: "supply → Vault", "Ann's Showroom → Bob's Showroom". */
export function effectText(state: DiamondsState, move: Move): string {
  if (move.amount === 0) {
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
  switch (move.suit) {
    case 'D':
      return '+1 Vault from the supply';
    case 'H':
      return '+1 Showroom from the supply';
    case 'S':
      return '1 from Showroom to Vault';
    case 'C':
      return `steals 1 from ${sideName(state, move.victim ?? 0)}'s Showroom`;
  }
}

function causeText(state: DiamondsState, move: Move): string {
  const who = seatName(state, move.actor);
  const team = state.table.members[move.side]?.length === 2 ? sideName(state, move.side) : who;
  switch (move.cause) {
    case 'D-OFFSUIT':
      return `${who} played off-suit ${SUIT_SYMBOLS[move.suit]} in trick ${move.trick} (play ${move.play})`;
    case 'D-TAKE':
      return `${who} won trick ${move.trick}, ${suitLabel(move.suit)} led`;
    case 'D-MAJORITY': {
      const counts = move.counts ?? [];
      const mine = counts[move.side] ?? 0;
      const next = Math.max(0, ...counts.filter((_, i) => i !== move.side));
      return `${team} won the most ${suitLabel(move.suit)} in round ${move.round} (${mine} cards, next best ${next})`;
    }
    case 'D-NOTRICK':
      return `${who} won no trick in round ${move.round} (bonus ${move.counts?.[0] ?? 1} of 2)`;
  }
}

/** "Bob won trick 3, ♣ Clubs led: steals 1 from Ann's Showroom (D-TAKE, D-A-CLUB)". */
export function moveText(state: DiamondsState, move: Move): string {
  return `${causeText(state, move)}: ${effectText(state, move)} (${move.cause}, ${actionRule(move)})`;
}
