/**
 * A Diam's session whose round is played turn by turn: the hand-worked 3-player round of
 * turns/round.test.ts wrapped in the session log (`turns`, then one `turn` per turn step),
 * and round sheets that agree with it.
 */
import type { DiamsSessionEvent, TurnStep, Sheet } from '../../../src/rules/diams';
import { d, ev } from './turns/fixtures';

export const turn = (event: TurnStep): DiamsSessionEvent => ({ type: 'turn', event });
export const start = (first = 0, closing: 'standard' | 'deterministic' = 'standard'): DiamsSessionEvent => ({ type: 'turns', first, closing });
export const roundOf = (...sheets: Sheet[]): DiamsSessionEvent => ({ type: 'round', sheets });

/** Ann, Bob, Cy; Ann first; standard closing card. What each event leaves is in market/round.test.ts. */
export const MARKET: TurnStep[] = [
  ev.refill(d(3), d(5), d(8)),
  ev.market(d(4), d(4, true)), // 1 Ann
  ev.same(d(4), d(4), d(4), d(4, true)),
  ev.hand, // 2 Bob
  ev.sum(d(8), d(3), d(5)),
  ev.market(d(2), d(6)), // 3 Cy
  ev.secure([9, 3]),
  ev.hand, // 4 Ann
  ev.secure([4, 3, 1]),
  ev.market(d(5), d(7)), // 5 Bob: a compulsory sale of 5s, then the hand limit
  ev.sale('armored-convoy', d(5), [[d(5)], [], []]),
  ev.limit([d(3)]),
  ev.closing, // 6 Cy draws the closing card
  ev.hand,
  ev.sleight(d(7)),
  ev.market(d(10), d(1)), // 7 Ann, last turn
  ev.sum(d(10), d(2), d(8)),
  ev.hand, // 8 Bob, last turn: the round is over
  ev.secure([5, 3]),
];

/** The session's log of that round, without its sheets. */
export const TURNS: DiamsSessionEvent[] = [start(), ...MARKET.map(turn)];

/**
 * Sheets that agree with the turns: Ann's unseen card is a 6; Bob's cards are 1, 1 and the one
 * special card still in play; Cy's 9s hold one magnifier (not shown when secured).
 * simpleCard (q × 3 = q): Ann 4 + 2 (magnifiers tied with Cy) + 3 (hand 16) = 9; Bob 5; Cy 9 + 2 = 11.
 */
export const SHEETS: Sheet[] = [
  { safe: [{ quality: 4, count: 3, pure: 1 }], hand: [2, 8, 6] },
  { safe: [{ quality: 5, count: 3, pure: 0 }], hand: [1, 1] },
  { safe: [{ quality: 9, count: 3, pure: 1 }], hand: [7] },
];
