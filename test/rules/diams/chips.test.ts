import { describe, expect, it } from 'vitest';
import { chipsForPlace, places, roundChips } from '../../../src/rules/diams';

describe('M-CHIPS: victory chips by place', () => {
  it('M-CHIPS: 4, 3, 2, 1, 0 for first to fifth', () => {
    expect([1, 2, 3, 4, 5].map(chipsForPlace)).toEqual([4, 3, 2, 1, 0]);
    // Five different scores, in seating order 12, 40, 7, 33, 20 → places 4, 1, 5, 2, 3.
    expect(places([12, 40, 7, 33, 20])).toEqual([4, 1, 5, 2, 3]);
    expect(roundChips([12, 40, 7, 33, 20])).toEqual([1, 4, 0, 3, 2]);
  });

  it('M-CHIPS: with two players the second still gains 3', () => {
    expect(roundChips([5, 9])).toEqual([3, 4]);
  });

  it('M-CHIPS: two tied first both gain 4, the next gains 2 (competition ranking)', () => {
    // 10, 10, 5, 1 → places 1, 1, 3, 4.
    expect(roundChips([10, 10, 5, 1])).toEqual([4, 4, 2, 1]);
  });

  it('M-CHIPS: tied second share place 2, and the place after them is skipped', () => {
    // Round 2 of the diams-4p example: 19, 4, 19, 27 → places 2, 4, 2, 1.
    expect(places([19, 4, 19, 27])).toEqual([2, 4, 2, 1]);
    expect(roundChips([19, 4, 19, 27])).toEqual([3, 1, 3, 4]);
    // Three tied second of five: 9, 5, 5, 5, 1 → 1, 2, 2, 2, 5.
    expect(roundChips([9, 5, 5, 5, 1])).toEqual([4, 3, 3, 3, 0]);
  });

  it('M-CHIPS: everybody tied all gain 4', () => {
    expect(roundChips([0, 0, 0, 0, 0])).toEqual([4, 4, 4, 4, 4]);
  });
});
