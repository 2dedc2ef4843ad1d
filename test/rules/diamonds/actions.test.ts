import { describe, expect, it } from 'vitest';
import { toArray } from '../../../src/rules/diamonds/index';
import { cards, config, deal, refused, run, steal, zones } from '../../support/diamonds-helpers';

// Dealer Ann (seat 0): Bob (seat 1) leads. Off-suit cards test each action in isolation.

describe('D-A-DIAMOND: supply → own Vault', () => {
  it('adds one to the Vault', () => {
    expect(zones(run(config(3), [deal(0), ...cards('H5 D9')]))[2]).toEqual([3, 1]);
  });
});

describe('D-A-HEART: supply → own Showroom', () => {
  it('adds one to the Showroom', () => {
    expect(zones(run(config(3), [deal(0), ...cards('S5 H9')]))[2]).toEqual([4, 0]);
  });
});

describe('D-A-SPADE: own Showroom → own Vault', () => {
  it('moves one from Showroom to Vault', () => {
    expect(zones(run(config(3), [deal(0), ...cards('H5 S9')]))[2]).toEqual([2, 1]);
  });
  it('has no effect with an empty Showroom [decided]', () => {
    // Three Spades off-suit by Cy empty the Showroom; the fourth moves nothing.
    // Trick 1: Bob H1, Cy S1, Ann H2 → Ann wins (+1 Showroom) and leads.
    // Trick 2: Ann H3, Bob H4, Cy S2 → Bob wins.  Trick 3: Bob H5, Cy S3, Ann H6 → Ann.
    // Trick 4: Ann H7, Bob H8, Cy S4: Cy's Showroom is empty by now.
    const state = run(config(3), [deal(0), ...cards('H1 S1 H2 H3 H4 S2 H5 S3 H6 H7 H8 S4')]);
    expect(zones(state)[2]).toEqual([0, 3]);
    const last = toArray(state.moves)
      .filter((m) => m.actor === 2)
      .pop();
    expect(last).toMatchObject({ suit: 'S', amount: 0, none: 'empty-showroom' });
  });
});

describe('D-A-CLUB: rob another player’s Showroom', () => {
  it('asks whom to rob when two or more Showrooms have diamonds, offering only those', () => {
    const state = run(config(3), [deal(0), ...cards('H5 C9')]);
    expect(state.phase).toBe('steal');
    expect(state.pending).toMatchObject({ actor: 2, victims: [0, 1], cause: 'D-OFFSUIT', play: 2 });
    refused(state, { type: 'play', card: 'H6' }, 'D-A-CLUB');
    refused(state, steal(2), 'D-A-CLUB'); // not yourself
    const done = run(config(3), [steal(1)], state);
    expect(zones(done)).toEqual([
      [3, 0],
      [2, 0],
      [4, 0],
    ]);
    expect(done.phase).toBe('play');
  });
  it('robs the only possible victim without asking', () => {
    // 2 players: the opponent is the only victim.
    const state = run(config(2), [deal(0), ...cards('H5 C2')]);
    expect(state.phase).toBe('play');
    expect(zones(state)).toEqual([
      [4, 0],
      [2, 0],
    ]);
  });
  it('never robs a Vault and has no effect when every other Showroom is empty', () => {
    // Ann throws three Spades while Bob leads Hearts, emptying her Showroom; then Bob's Clubs finds nobody.
    // D2: Bob H1, Ann S1, Bob H2, Ann S2 → Bob wins (+1 Showroom: 4). Bob H3, Ann S3 → Ann 0 Showroom, 3 Vault.
    const state = run(config(2), [deal(0), ...cards('H1 S1 H2 S2 H3 S3 C4')]);
    expect(zones(state)).toEqual([
      [0, 3],
      [4, 0],
    ]);
    const last = toArray(state.moves).pop();
    expect(last).toMatchObject({ suit: 'C', amount: 0, none: 'no-victim' });
  });
  it('gives the winner of a Clubs-led trick the choice after the last card', () => {
    // Bob C5, Cy C9, Ann C2 → Cy wins a Clubs trick with Ann and Bob both possible victims.
    const state = run(config(3), [deal(0), ...cards('C5 C9 C2')]);
    expect(state.pending).toMatchObject({ actor: 2, cause: 'D-TAKE', play: 2, trick: 1 });
    const done = run(config(3), [steal(0)], state);
    expect(zones(done)).toEqual([
      [2, 0],
      [3, 0],
      [4, 0],
    ]);
  });
  it('lets a team rob another team only (DT-ZONES), any member naming it', () => {
    // 6 players, teams {Ann,Dee} {Bob,Eve} {Cy,Finn}. Bob leads H5, Cy (team 2) throws C3: teams 0 and 1 may be robbed.
    const state = run(config(6, 'teams'), [deal(0), ...cards('H5 C3')]);
    expect(state.pending?.victims).toEqual([0, 1]);
    refused(state, steal(5), 'D-A-CLUB'); // Finn is Cy's partner
    const done = run(config(6, 'teams'), [steal(3)], state); // Dee: robs team Ann & Dee
    expect(zones(done)).toEqual([
      [2, 0],
      [3, 0],
      [4, 0],
    ]);
  });
});

describe('DX-THIEF: the thief token', () => {
  it('always robs the holder, with no choice, and passes the token left', () => {
    // Token with Ann (seat 0). Cy throws a club: robs Ann; the token goes to Bob.
    const state = run(config(3, 'standard', 0), [deal(0), ...cards('H5 C9')]);
    expect(state.phase).toBe('play');
    expect(zones(state)).toEqual([
      [2, 0],
      [3, 0],
      [4, 0],
    ]);
    expect(state.thief).toBe(1);
  });
  it('robs nobody when the actor holds the token, and still passes it', () => {
    const state = run(config(3, 'standard', 2), [deal(0), ...cards('H5 C9')]);
    expect(zones(state)).toEqual([
      [3, 0],
      [3, 0],
      [3, 0],
    ]);
    expect(state.thief).toBe(0);
    expect(toArray(state.moves).pop()).toMatchObject({ amount: 0, none: 'thief-own' });
  });
  it('robs nobody when the holder’s Showroom is empty, and still passes it', () => {
    // The token with Bob. Dealer Bob (seat 1): Ann leads H1, Bob S1, Ann H2, Bob S2 → Ann wins (+1 Showroom).
    // Ann H3, Bob S3 (Bob: Showroom 0, Vault 3), Ann C4 (off-suit, robs holder Bob: empty).
    const state = run(config(2, 'standard', 1), [deal(1), ...cards('H1 S1 H2 S2 H3 S3 C4')]);
    expect(zones(state)).toEqual([
      [4, 0],
      [0, 3],
    ]);
    expect(toArray(state.moves).pop()).toMatchObject({ suit: 'C', amount: 0, none: 'thief-empty' });
    expect(state.thief).toBe(0);
  });
  it('never lets a team rob itself when a partner holds the token', () => {
    // 4 players, teams {Ann, Cy} {Bob, Dee}; the token starts with Cy (seat 2). Dealer Dee: Ann leads.
    // Trick 1: Ann H5, Bob H6, Cy H7, Dee H8 → Dee wins: team {Bob, Dee} +1 Showroom (4).
    // Trick 2: Dee S1, Ann C2: Ann's club would rob the holder Cy's team — her own: nothing; token → Dee.
    const state = run(config(4, 'teams', 2), [deal(3), ...cards('H5 H6 H7 H8 S1 C2')]);
    expect(zones(state)).toEqual([
      [3, 0],
      [4, 0],
    ]);
    expect(toArray(state.moves).pop()).toMatchObject({ suit: 'C', amount: 0, none: 'thief-own', thief: 2 });
    expect(state.thief).toBe(3);
  });
});
