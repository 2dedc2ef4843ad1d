import { describe, expect, it } from 'vitest';
import { expectedDealer, initialState, nextSeat, seatingOf } from '../../../src/rules/diamonds/index';
import { cards, config, deal, refused, run, zones } from '../../support/diamonds-helpers';
import { rejectionText } from '../../../src/i18n/rule-messages';

describe('D-SETUP and DT-ZONES', () => {
  it('D-SETUP: every player starts with 3 in the Showroom and none in the Vault', () => {
    expect(zones(initialState(config(5)))).toEqual([
      [3, 0],
      [3, 0],
      [3, 0],
      [3, 0],
      [3, 0],
    ]);
  });
  it('DT-ZONES: one Showroom and Vault per team, 3 diamonds each', () => {
    expect(zones(initialState(config(6, 'teams')))).toEqual([
      [3, 0],
      [3, 0],
      [3, 0],
    ]);
  });
  it('DT-TEAMS: partners sit opposite (seat i with seat i + n/2)', () => {
    expect(seatingOf(config(4, 'teams')).members).toEqual([
      [0, 2],
      [1, 3],
    ]);
    expect(seatingOf(config(6, 'teams')).members).toEqual([
      [0, 3],
      [1, 4],
      [2, 5],
    ]);
  });
});

describe('D-ROUNDS: rounds by player count', () => {
  it.each([
    [2, 4],
    [3, 6],
    [4, 4],
    [5, 5],
    [6, 6],
  ])('%i players play %i rounds', (n, rounds) => {
    expect(seatingOf(config(n)).rounds).toBe(rounds);
  });
  it('refuses a deal once the last round is over', () => {
    // Two players, 4 rounds of 20 cards: each round plays Hearts and Spades in order.
    const round = cards('H1 H2 H3 H4 H5 H6 H7 H8 H9 H10 H11 H12 H13 H14 H15 S1 S2 S3 S4 S5');
    const state = run(config(2), [deal(0), ...round, deal(1), ...round, deal(0), ...round, deal(1), ...round]);
    expect(state.phase).toBe('over');
    const r = refused(state, deal(0), 'D-ROUNDS');
    expect(r.round).toBe(5);
  });
});

describe('D-DEALER: the deal passes to the left', () => {
  it('lets any player deal first, then requires the next seat', () => {
    const state = run(config(3), [deal(2)]);
    expect(state.round?.dealer).toBe(2);
    const round = cards('D1 D2 D3 D4 D5 D6 D7 D8 D9 D10 D11 D12 D13 D14 D15 H1 H2 H3 H4 H5 H6 H7 H8 H9 H10 H11 H12 H13 H14 H15');
    const done = run(config(3), round, state);
    expect(expectedDealer(done)).toBe(0);
    const r = refused(done, deal(1), 'D-DEALER');
    expect(rejectionText(r)).toContain('Ann');
    expect(run(config(3), [deal(0)], done).round?.dealer).toBe(0);
  });
  it('refuses a seat that is not at the table', () => {
    refused(initialState(config(3)), deal(3), 'D-DEALER');
  });
});

describe('D-PASS: 1, 2 or 3 cards', () => {
  it.each([0, 4, -1, 2.5])('refuses a pass of %s', (pass) => {
    refused(initialState(config(4)), deal(0, pass), 'D-PASS');
  });
  it.each([1, 2, 3])('accepts a pass of %i', (pass) => {
    expect(run(config(4), [deal(0, pass)]).round?.pass).toBe(pass);
  });
});

describe('D-LEAD: left of the dealer leads, then the winner', () => {
  it('starts with the player left of the dealer', () => {
    expect(nextSeat(run(config(4), [deal(3)]))).toBe(0);
    expect(nextSeat(run(config(4), [deal(1)]))).toBe(2);
  });
  it('gives the next lead to the trick winner', () => {
    // Dealer Ann: Bob leads H2, Cy H9, Dee H4, Ann H3 → Cy wins and leads.
    const state = run(config(4), [deal(0), ...cards('H2 H9 H4 H3')]);
    expect(nextSeat(state)).toBe(2);
  });
});
