/** The tally (src/rules/diamonds/tally.ts): D-SCORE, D-TIE, DT-SCORE explained, with hand-worked scores. */
import { describe, expect, it } from 'vitest';
import { diamondsGame, tally } from '../../../src/rules/diamonds/index';
import type { DiamondsEvent, DiamondsState, ZoneCount } from '../../../src/rules/diamonds/index';
import { config, run } from '../../support/diamonds-helpers';
import { tallySum, tallyTies, tallyVerdict } from '../../../src/i18n/diamonds-text';

const z = (...pairs: [number, number][]): ZoneCount[] => pairs.map(([showroom, vault]) => ({ showroom, vault }));

/** A finished 3-player game of six checked rounds (no Clubs taken, so no choice to answer). */
function finished3(): DiamondsState {
  // Ann 10 ♦ 2 ♥ (12 = 4 tricks), Bob 8 ♥ 1 ♠ (9), Cy 9 ♠ (9): 30 cards, dealers Ann, Bob, Cy, …
  const events: DiamondsEvent[] = [0, 1, 2, 0, 1, 2].map((dealer) => ({
    type: 'check',
    dealer,
    won: [
      [10, 2, 0, 0],
      [0, 8, 1, 0],
      [0, 0, 9, 0],
    ],
    tricks: [true, true, true],
  }));
  return run(config(3), events);
}

describe('tally: D-SCORE and the ranking', () => {
  it('scores 1 per Showroom diamond and 2 per Vault diamond, and leads rather than wins before the end', () => {
    // Ann 4 + 2×2 = 8, Bob 3 + 2×3 = 9, Cy 0 + 2×4 = 8, Dee 4 + 2×1 = 6.
    const t = tally(run(config(4), []), z([4, 2], [3, 3], [0, 4], [4, 1]));
    expect(t.final).toBe(false);
    expect(t.ranking.map((r) => [r.players.join(), r.score, r.place, r.winner])).toEqual([
      ['Bob', 9, 1, true],
      ['Cy', 8, 2, false],
      ['Ann', 8, 3, false],
      ['Dee', 6, 4, false],
    ]);
    expect(tallySum(t.ranking[0]!)).toBe('Bob: 3 in the Showroom + 2 × 3 in the Vault = 9 points');
    expect(tallyVerdict(t)).toBe('Bob leads with 9 points, 1 ahead of Cy (D-SCORE: 1 point per Showroom diamond, 2 per Vault diamond).');
    // Cy and Ann are level on 8: Cy's 4 Vault diamonds rank her above Ann's 2.
    expect(tallyTies(t)).toEqual(['Cy and Ann tie on 8 points; more diamonds in the Vault ranks higher (Cy 4 and Ann 2) (D-TIE).']);
  });

  it('does not change the game: typed-in zones are only a preview', () => {
    const s = run(config(2), []);
    tally(s, z([9, 9], [0, 0]));
    expect(s.zones).toEqual(z([3, 0], [3, 0]));
    expect(tally(s).ranking.map((r) => r.score)).toEqual([3, 3]);
  });
});

describe('tally: D-TIE once the game is over', () => {
  it('breaks a tie on points with the Vault', () => {
    const over = finished3();
    expect(over.phase).toBe('over');
    // The table counts the crystals at the end: Ann 6 + 2×4 = 14, Bob 8 + 2×3 = 14, Cy 2 + 2×1 = 4.
    const counted = run(config(3), [{ type: 'zones', zones: z([6, 4], [8, 3], [2, 1]) }], over);
    const t = tally(counted);
    expect(t.final).toBe(true);
    expect(t.result).toEqual({ sides: [0], winners: ['Ann'], decidedBy: 'vault' });
    expect(tallyVerdict(t)).toBe('Ann and Bob tie on 14 points; Ann wins the tie-break with 4 diamonds in the Vault, against 3 for Bob (D-TIE).');
    expect(t.ranking.map((r) => r.place)).toEqual([1, 2, 3]);
    expect(diamondsGame.summary(counted)).toMatchObject({ status: 'finished', winners: ['Ann'] });
  });

  it('shares the victory when the Vault is level too', () => {
    // Ann 4 + 2×4 = 12, Bob the same, Cy 12 + 0 = 12 but no Vault: Ann and Bob share, Cy third.
    const t = tally(finished3(), z([4, 4], [4, 4], [12, 0]));
    expect(t.result.decidedBy).toBe('shared');
    expect(t.result.winners).toEqual(['Ann', 'Bob']);
    expect(t.ranking.map((r) => [r.players.join(), r.place, r.winner])).toEqual([
      ['Ann', 1, true],
      ['Bob', 1, true],
      ['Cy', 3, false],
    ]);
    expect(tallyVerdict(t)).toBe('Ann and Bob tie on 12 points and 4 diamonds in the Vault each, so they share the victory (D-TIE).');
  });

  it('says when lower places cannot be separated either', () => {
    // 4 players: Ann 10, Bob 5 + 2×1 = 7, Cy 5 + 2×1 = 7, Dee 1.
    const t = tally(run(config(4), []), z([10, 0], [5, 1], [5, 1], [1, 0]));
    expect(t.ranking.map((r) => r.place)).toEqual([1, 2, 2, 4]);
    expect(tallyTies(t)).toEqual(['Bob and Cy tie on 7 points and 1 diamond in the Vault each, so they share a place (D-TIE).']);
  });
});

describe('tally: teams (DT-SCORE)', () => {
  it('scores and ranks teams like players', () => {
    // Ann & Cy 5 + 2×5 = 15, Bob & Dee 3 + 2×6 = 15: Bob & Dee ahead on the Vault, 6 against 5.
    const t = tally(run(config(4, 'teams'), []), z([5, 5], [3, 6]));
    expect(t.ranking.map((r) => r.players)).toEqual([
      ['Bob', 'Dee'],
      ['Ann', 'Cy'],
    ]);
    expect(tallyVerdict(t)).toBe(
      'Bob & Dee and Ann & Cy tie on 15 points; Bob & Dee are ahead on the tie-break with 6 diamonds in the Vault, against 5 for Ann & Cy (D-TIE).',
    );
  });
});
