import { describe, expect, it } from 'vitest';
import { initialState, result, standings } from '../../../src/rules/diamonds/index';
import type { DiamondsState } from '../../../src/rules/diamonds/index';
import { config } from '../../support/diamonds-helpers';

function finished(players: number, zones: [number, number][], variant: 'standard' | 'teams' = 'standard'): DiamondsState {
  const base = initialState(config(players, variant));
  return { ...base, phase: 'over', zones: zones.map(([showroom, vault]) => ({ showroom, vault })) };
}

describe('D-SCORE: Vault diamonds 2 points, Showroom diamonds 1', () => {
  it('scores showroom + 2 × vault', () => {
    const s = standings(
      finished(3, [
        [5, 14],
        [3, 0],
        [0, 7],
      ]),
    );
    expect(s.map((x) => x.score)).toEqual([33, 3, 14]);
  });
});

describe('D-TIE: score, then Vault, then a shared victory', () => {
  it('gives the win to the highest score', () => {
    const r = result(
      finished(3, [
        [5, 14],
        [3, 0],
        [0, 7],
      ]),
    );
    expect(r).toMatchObject({ winners: ['Ann'], decidedBy: 'score' });
  });
  it('breaks a tied score by the most diamonds in the Vault', () => {
    // Ann 10 + 2×5 = 20, Bob 4 + 2×8 = 20: Bob has more in the Vault.
    const r = result(
      finished(3, [
        [10, 5],
        [4, 8],
        [1, 1],
      ]),
    );
    expect(r).toMatchObject({ winners: ['Bob'], decidedBy: 'vault' });
  });
  it('shares the victory when score and Vault are equal', () => {
    const r = result(
      finished(4, [
        [2, 6],
        [9, 1],
        [2, 6],
        [0, 0],
      ]),
    );
    expect(r).toMatchObject({ winners: ['Ann', 'Cy'], decidedBy: 'shared' });
  });
});

describe('DT-SCORE: teams are scored and ranked like players', () => {
  it('lists both partners in seating order and names them all as winners', () => {
    // 6 players: teams {Ann, Dee}, {Bob, Eve}, {Cy, Finn}.
    const state = finished(
      6,
      [
        [8, 29],
        [2, 27],
        [10, 34],
      ],
      'teams',
    );
    expect(standings(state).map((s) => [s.players, s.score])).toEqual([
      [['Ann', 'Dee'], 66],
      [['Bob', 'Eve'], 56],
      [['Cy', 'Finn'], 78],
    ]);
    expect(result(state).winners).toEqual(['Cy', 'Finn']);
  });
  it('lists the names of shared winning teams in seating order', () => {
    const state = finished(
      4,
      [
        [4, 4],
        [4, 4],
      ],
      'teams',
    );
    expect(result(state)).toMatchObject({ winners: ['Ann', 'Bob', 'Cy', 'Dee'], decidedBy: 'shared' });
  });
});
