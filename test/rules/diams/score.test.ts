import { describe, expect, it } from 'vitest';
import { handBonuses, publicRulesCard, purityBonuses, scoreRound } from '../../../src/rules/diams';
import { sheet, simpleCard } from './fixtures';
import { rejectionText } from '../../../src/i18n/rule-messages';
import { saidOutput } from '../../../src/i18n/said-output';

describe('M-PURITY: the exceptional-purity bonus', () => {
  it('M-PURITY: the single player with the most gains 5', () => {
    // Counts 2, 0, 5, 4: seat 2 alone has the most (5).
    expect(purityBonuses([2, 0, 5, 4])).toEqual({ most: 5, leaders: [2], points: [0, 0, 5, 0] });
  });

  it('M-PURITY: players tied for most gain 2 each', () => {
    // Counts 2, 0, 2, 1: seats 0 and 2 tie on 2.
    expect(purityBonuses([2, 0, 2, 1]).points).toEqual([2, 0, 2, 0]);
    // A three-way tie: each of them gains 2, the fourth nothing.
    expect(purityBonuses([1, 1, 1, 0]).points).toEqual([2, 2, 2, 0]);
  });

  it('M-PURITY: nobody gains it when nobody has an exceptional-purity diamond', () => {
    expect(purityBonuses([0, 0, 0])).toEqual({ most: 0, leaders: [], points: [0, 0, 0] });
  });

  it('M-PURITY: counts the magnifiers of every collection in the safe, also of 1 or 2 diamonds', () => {
    // Lou: 1 + 1 + 2 + 1 = 5 (two of them in collections of 2); Hana: 1 + 2 + 1 = 4.
    // Counting only collections of 3+ would make it 3 against 3, a tie worth 2 each.
    const lou = sheet([
      [6, 4, 1],
      [8, 2, 1],
      [4, 4, 2],
      [7, 2, 1],
    ]);
    const hana = sheet([
      [6, 2, 1],
      [10, 4, 2],
      [4, 4, 1],
    ]);
    const scored = scoreRound(simpleCard(), 'none', [lou, hana], ['Lou', 'Hana']);
    expect(scored.ok).toBe(true);
    if (!scored.ok) return;
    expect(scored.value.map((s) => s.purity.pure)).toEqual([5, 4]);
    expect(scored.value.map((s) => s.purity.points)).toEqual([5, 0]);
  });
});

describe('M-HAND: the hand bonus', () => {
  it('M-HAND: the single highest hand total gains 3', () => {
    expect(handBonuses([0, 17, 10, 0], 'none')).toEqual({ highest: 17, leaders: [1], tieRule: null, points: [0, 3, 0, 0] });
    expect(handBonuses([0, 17, 10, 0], 'all').points).toEqual([0, 3, 0, 0]);
  });

  it('M-HAND option "none": on a tie for highest nobody gains it', () => {
    expect(handBonuses([10, 10, 3], 'none')).toEqual({ highest: 10, leaders: [0, 1], tieRule: 'none', points: [0, 0, 0] });
  });

  it('M-HAND option "all": on a tie for highest each tied player gains 3', () => {
    expect(handBonuses([10, 10, 3], 'all')).toEqual({ highest: 10, leaders: [0, 1], tieRule: 'all', points: [3, 3, 0] });
    expect(handBonuses([4, 4, 4, 4, 1], 'all').points).toEqual([3, 3, 3, 3, 0]);
  });

  it('M-HAND: a total of 0 never wins, under either tie option', () => {
    expect(handBonuses([0, 0], 'all').points).toEqual([0, 0]);
    expect(handBonuses([0, 0, 0], 'none').points).toEqual([0, 0, 0]);
  });
});

describe('M-ROUND-SCORE: a whole round, line by line', () => {
  // simpleCard: quality q is worth q (3 diamonds), q + 10 (4), q + 20 (5).
  // Ann: 7×3 = 7, 2×5 = 22, 9×2 = 0 → 29; magnifiers 1 + 0 + 2 = 3; hand 3 + 9 = 12.
  // Bob: 4×4 = 14; magnifiers 3; hand 10 + 2 = 12.
  // Cy: 1×3 = 1; no magnifier; empty hand.
  // M-PURITY: Ann and Bob tie on 3 → +2 each. M-HAND: Ann and Bob tie on 12.
  const sheets = [
    sheet(
      [
        [7, 3, 1],
        [2, 5, 0],
        [9, 2, 2],
      ],
      [3, 9],
    ),
    sheet([[4, 4, 3]], [10, 2]),
    sheet([[1, 3, 0]], []),
  ];
  const names = ['Ann', 'Bob', 'Cy'];

  it('M-ROUND-SCORE with M-HAND "none": Ann 29 + 2 = 31, Bob 14 + 2 = 16, Cy 1', () => {
    const scored = scoreRound(simpleCard(), 'none', sheets, names);
    expect(scored.ok).toBe(true);
    if (!scored.ok) return;
    expect(scored.value.map((s) => s.points)).toEqual([31, 16, 1]);
    expect(scored.value[0]?.collections.map((c) => c.points)).toEqual([7, 22, 0]);
    expect(saidOutput(scored.value[0]?.collections[2]?.why)).toContain('2 or fewer score 0');
    expect(saidOutput(scored.value[0]?.purity.why)).toContain('Bob');
    expect(scored.value[0]?.hand).toMatchObject({ total: 12, highest: 12, tieRule: 'none', points: 0 });
    expect(saidOutput(scored.value[0]?.hand.why)).toContain('option "none"');
    expect(scored.value[2]?.purity.points).toBe(0);
  });

  it('M-ROUND-SCORE with M-HAND "all": Ann 31 + 3 = 34, Bob 16 + 3 = 19, Cy 1', () => {
    const scored = scoreRound(simpleCard(), 'all', sheets, names);
    expect(scored.ok && scored.value.map((s) => s.points)).toEqual([34, 19, 1]);
    expect(saidOutput(scored.ok && scored.value[1]?.hand.why)).toContain('option "all"');
  });

  it('M-CARD-VALUES: a needed unknown value stops the round and names the player and the entry', () => {
    // The shipped card knows only 1×3 and 2×3: the first unknown value met, reading seats and
    // collections in order, is Ann's first collection, 3 diamonds of quality 7.
    const scored = scoreRound(publicRulesCard(), 'none', sheets, names);
    expect(scored.ok).toBe(false);
    if (scored.ok) return;
    expect(scored.rejection.rule).toBe('M-CARD-VALUES');
    expect(rejectionText(scored.rejection)).toContain("Ann's safe");
    expect(rejectionText(scored.rejection)).toContain('3 diamonds of quality 7');
  });

  it('M-CARD-VALUES: unknown values that nobody needs do not matter', () => {
    // Shipped card: 1×3 = 4, 2×3 = 5; collections of 2 need no value.
    // Ann 4 + 0 = 4 (+5 purity: 2 magnifiers, the most), Bob 5 + 3 (hand 9, the highest) = 8.
    const scored = scoreRound(
      publicRulesCard(),
      'none',
      [
        sheet(
          [
            [1, 3, 1],
            [7, 2, 1],
          ],
          [4],
        ),
        sheet([[2, 3, 0]], [9]),
      ],
      ['Ann', 'Bob'],
    );
    expect(scored.ok && scored.value.map((s) => s.points)).toEqual([9, 8]);
  });
});
