import { describe, expect, it } from 'vitest';
import { decideWinners } from '../../../src/rules/diams';
import { saidOutput } from '../../../src/i18n/said-output';

const names = ['Ann', 'Bob', 'Cy', 'Dee'];

describe('M-WIN: who wins the game', () => {
  it('M-WIN: the single player with the most chips wins', () => {
    const d = decideWinners([8, 6, 8, 9], [2, 4, 2, 1], names, 'chips');
    expect(d).toMatchObject({ winners: [3], tied: [3], how: 'alone' });
    expect(saidOutput(d.why)).toContain('Dee');
  });

  it('M-WIN: on a tie, the tied player who placed first in round 2 wins', () => {
    // Ann and Cy tie on 9 chips; in round 2 Cy placed first (place 1), Ann second.
    const d = decideWinners([9, 6, 9, 5], [2, 3, 1, 4], names, 'chips');
    expect(d).toMatchObject({ winners: [2], tied: [0, 2], how: 'round-2' });
    expect(saidOutput(d.why)).toContain('Cy');
  });

  it('M-WIN: the round-2 winner among the tied counts even if a non-tied player also shared first there', () => {
    // Bob and Cy shared first in round 2; of the tied (Ann, Cy) only Cy placed first.
    expect(decideWinners([9, 6, 9, 5], [3, 1, 1, 4], names, 'chips')).toMatchObject({ winners: [2], how: 'round-2' });
  });

  it('M-WIN: the tied share the victory when none of them placed first in round 2', () => {
    // Dee placed first in round 2 but is not tied: Ann and Cy share, listed in seating order.
    expect(decideWinners([9, 6, 9, 5], [2, 3, 2, 1], names, 'chips')).toMatchObject({ winners: [0, 2], how: 'shared' });
  });

  it('M-WIN: the tied share the victory when several of them shared first in round 2', () => {
    const d = decideWinners([9, 6, 9, 5], [1, 3, 1, 4], names, 'chips');
    expect(d).toMatchObject({ winners: [0, 2], how: 'shared' });
    expect(saidOutput(d.why)).toContain('all placed first in round 2');
  });

  it('M-WIN with M-GAME quick game: no round 2, so a tie is always shared', () => {
    const d = decideWinners([4, 4], null, ['Ann', 'Bob'], 'chips');
    expect(d).toMatchObject({ winners: [0, 1], how: 'shared' });
    expect(saidOutput(d.why)).toContain('no round 2');
  });

  it('M-WIN option "points": the measure is named in the explanation', () => {
    expect(saidOutput(decideWinners([60, 77, 49, 45], [2, 1, 2, 4], names, 'points').why)).toContain('total points (77)');
  });
});
