import { describe, expect, it } from 'vitest';
import { nextSeat, toArray } from '../../../src/rules/diamonds/index';
import { cards, config, deal, refused, run, zones } from '../../support/diamonds-helpers';
import { rejectionText } from '../../../src/i18n/rule-messages';

// In these tests Ann (seat 0) deals, so Bob (seat 1) leads the first trick.

describe('D-WIN: the highest card of the led suit wins', () => {
  it('ignores higher cards of other suits', () => {
    // Bob H5, Cy S15 (off-suit), Dee H7, Ann D14 (off-suit) → Dee wins with H7.
    const state = run(config(4), [deal(0), ...cards('H5 S15 H7 D14')]);
    expect(toArray(state.tricks)[0]?.winner).toBe(3);
    expect(nextSeat(state)).toBe(3);
  });
});

describe('D-OFFSUIT: an off-suit card acts at once', () => {
  it('applies the action before the next card', () => {
    // Bob leads H5; Cy throws D2: Cy +1 Vault immediately, before Dee plays.
    const state = run(config(4), [deal(0), ...cards('H5 D2')]);
    expect(zones(state)[2]).toEqual([3, 1]);
    const move = toArray(state.moves)[0];
    expect(move).toMatchObject({ cause: 'D-OFFSUIT', actor: 2, suit: 'D', trick: 1, play: 2 });
  });
});

describe('D-TAKE: the winner performs the led suit action once', () => {
  it('gives the winner the led suit action after the last card', () => {
    // Bob S5, Cy S9, Dee S2, Ann S3 → Cy wins a Spades trick: 1 Showroom → Vault.
    const state = run(config(4), [deal(0), ...cards('S5 S9 S2 S3')]);
    expect(zones(state)[2]).toEqual([2, 1]);
    expect(toArray(state.moves)).toHaveLength(1);
    expect(state.round?.tricksWon[2]).toBe(1);
    expect(state.round?.won[2 * 4 + 2]).toBe(4); // four Spades won by Cy
  });
  it('counts off-suit cards for the winner (D-MAJORITY)', () => {
    const state = run(config(4), [deal(0), ...cards('H5 D2 H7 S1')]);
    const dee = 3;
    expect([0, 1, 2, 3].map((s) => state.round?.won[dee * 4 + s])).toEqual([1, 2, 1, 0]);
  });
});

describe('D-FOLLOW: a revoke is flagged when it is proven', () => {
  it('refuses a card of a suit the player failed to follow, naming the trick', () => {
    // Trick 1: Bob H5, Cy S1 (fails to follow ♥), Dee H7, Ann H2 → Dee leads trick 2.
    // Trick 2: Dee D1, Ann D2, Bob D3, Cy H9: Cy held a Heart in trick 1 — a revoke.
    const state = run(config(4), [deal(0), ...cards('H5 S1 H7 H2 D1 D2 D3')]);
    const r = refused(state, { type: 'play', card: 'H9' }, 'D-FOLLOW');
    expect(r.play).toBe(2);
    expect(r.trick).toBe(1);
    expect(rejectionText(r)).toContain('Cy');
    expect(rejectionText(r)).toContain('trick 1');
  });
  it('accepts any suit from a player who really had none (no later card of that suit)', () => {
    const state = run(config(4), [deal(0), ...cards('H5 S1 H7 H2 D1 D2 D3 S4')]);
    expect(state.round?.plays).toBe(8);
  });
  it('proves a revoke inside one trick with two players (D2-TRICK)', () => {
    // Dealer Ann: Bob leads H5, Ann throws S3, Bob H6, Ann H2: Ann held a Heart.
    const state = run(config(2), [deal(0), ...cards('H5 S3 H6')]);
    const r = refused(state, { type: 'play', card: 'H2' }, 'D-FOLLOW');
    expect(r.play).toBe(2);
  });
});

describe('D2-TRICK: four cards a trick with two players', () => {
  it('plays leader, opponent, leader, opponent and the highest led card wins', () => {
    // Bob leads C6, Ann C8, Bob C13, Ann C1: Bob wins with C13 and robs Ann (forced).
    const state = run(config(2), [deal(0), ...cards('C6 C8 C13')]);
    expect(nextSeat(state)).toBe(0);
    const done = run(config(2), cards('C1'), state);
    expect(toArray(done.tricks)[0]?.winner).toBe(1);
    expect(zones(done)).toEqual([
      [2, 0],
      [4, 0],
    ]);
    expect(nextSeat(done)).toBe(1);
  });
  it('gives every off-suit card its action, the leader’s second card too', () => {
    // Bob H5, Ann H2, Bob D7 (off-suit: +1 Vault), Ann H9 → Ann wins: +1 Showroom.
    const state = run(config(2), [deal(0), ...cards('H5 H2 D7 H9')]);
    expect(zones(state)).toEqual([
      [4, 0],
      [3, 1],
    ]);
  });
});

describe('D-ROUND-END: a round ends when every card in hand is played', () => {
  it('ends after 10 tricks with 4 players and refuses a 41st card', () => {
    const suits = ['D', 'H', 'S', 'C'];
    // Each trick one suit, ranks rising, so the last to play wins (no Clubs choices: tricks 4 and 8 are Clubs).
    const plays: string[] = [];
    for (let t = 0; t < 10; t++) {
      const suit = suits[t % 4] as string;
      const base = Math.floor(t / 4) * 4;
      for (let k = 1; k <= 4; k++) plays.push(`${suit}${base + k}`);
    }
    let state = run(config(4), [deal(0)]);
    for (const card of plays) {
      state = run(config(4), [{ type: 'play', card }], state);
      if (state.phase === 'steal') state = run(config(4), [{ type: 'steal', victim: state.pending?.victims[0] as number }], state);
    }
    expect(state.round?.over).toBe(true);
    expect(state.roundsDone).toBe(1);
    const r = refused(state, { type: 'play', card: 'S15' }, 'D-ROUND-END');
    expect(r.play).toBe(41);
  });
  it('refuses a new deal before the round is over', () => {
    refused(run(config(4), [deal(0), ...cards('H1')]), deal(1), 'D-ROUND-END');
  });
});
