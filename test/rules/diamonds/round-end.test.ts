import { describe, expect, it } from 'vitest';
import { toArray } from '../../../src/rules/diamonds/index';
import { cards, config, deal, refused, run, steal, zones } from '../../support/diamonds-helpers';

// Two players, dealer Ann: Bob leads. Tricks of four (D2-TRICK): Bob, Ann, Bob, Ann.
// T1 Bob D10 Ann D1 Bob D11 Ann D2 → Bob (♦: Vault 1)      T2 D12 D3 D13 D4 → Bob (Vault 2)
// T3 Bob H1 Ann H15 Bob H2 Ann H14 → Ann (♥: Showroom 4)  T4 Ann S1 Bob S15 Ann S2 Bob S14 → Bob (♠: 2/3)
// T5 Bob C1 Ann C15 Bob C2 Ann C14 → Ann robs Bob (forced): Ann 5/0, Bob 1/3.
// Round end, D-END-ORDER: ♦ Bob 8 cards → Vault 4; ♥ Ann 4 → Showroom 6; ♠ Bob 4 → Bob 0/5;
// ♣ Ann 4 → Bob's Showroom is empty now: no effect. Both won tricks: no D-NOTRICK.
const TWO_PLAYER_ROUND = 'D10 D1 D11 D2 D12 D3 D13 D4 H1 H15 H2 H14 S1 S15 S2 S14 C1 C15 C2 C14';

describe('D-MAJORITY and D-END-ORDER', () => {
  it('resolves ♦, ♥, ♠ then ♣ majorities, so the Spade empties the Showroom before the Club', () => {
    const state = run(config(2), [deal(0), ...cards(TWO_PLAYER_ROUND)]);
    expect(zones(state)).toEqual([
      [6, 0],
      [0, 5],
    ]);
    const end = toArray(state.moves).filter((m) => m.cause === 'D-MAJORITY');
    expect(end.map((m) => [m.suit, m.actor, m.amount])).toEqual([
      ['D', 1, 1],
      ['H', 0, 1],
      ['S', 1, 1],
      ['C', 0, 0],
    ]);
    expect(end[0]?.counts).toEqual([0, 8]);
    expect(state.roundsDone).toBe(1);
    expect(state.phase).toBe('deal');
  });
  it('gives nobody the action on a tie for most', () => {
    // T1 Bob H1 Ann H2 Bob H3 Ann H4 → Ann; T2 Ann D1 Bob D2 Ann D3 Bob D4 → Bob; T3 Bob H5 Ann H6 Bob H7 Ann H8 → Ann;
    // T4 Ann D5 Bob D6 Ann D7 Bob D8 → Bob; T5 Bob S1 Ann S2 Bob S3 Ann S4 → Ann.
    // ♥ 8–0 Ann, ♦ 0–8 Bob, ♠ 4–0 Ann: three clear majorities, no Clubs taken.
    const tied = 'H1 H2 H3 H4 D1 D2 D3 D4 H5 H6 H7 H8 D5 D6 D7 D8 S1 S2 S3 S4';
    const state = run(config(2), [deal(0), ...cards(tied)]);
    const end = toArray(state.moves).filter((m) => m.cause === 'D-MAJORITY');
    expect(end.map((m) => m.suit)).toEqual(['D', 'H', 'S']);
    // A tie: T1 Bob H1 Ann H2 Bob H3 Ann H4 → Ann (4 ♥); T2 Ann S1 Bob S2 Ann S3 Bob S4 → Bob;
    // T3 Bob H6 Ann H7 Bob H9 Ann H8 → Bob (4 ♥): ♥ is tied 4–4.
    const tie = 'H1 H2 H3 H4 S1 S2 S3 S4 H6 H7 H9 H8 D1 D2 D3 D4 C1 C2 C3 C4';
    const s2 = run(config(2), [deal(0), ...cards(tie)]);
    const hearts = toArray(s2.moves).filter((m) => m.cause === 'D-MAJORITY' && m.suit === 'H');
    expect(hearts).toEqual([]);
    expect(s2.round?.won.filter((_, i) => i % 4 === 1)).toEqual([4, 4]);
  });
  it('asks for the Clubs majority victim when there is a choice (D-A-CLUB at round end)', () => {
    // 3 players, dealer Ann, Bob leads; Bob wins every trick: C15 C14 C13 C12 … then the rest.
    // Tricks (Bob, Cy, Ann): C15 C1 C2 | C14 C3 C4 | C13 C5 C6 | C12 C7 C8 | D15 D1 D2 | D14 D3 D4 | D13 D5 D6 | D12 D7 D8 | D11 D9 D10 | H15 H1 H2
    const plays = 'C15 C1 C2 C14 C3 C4 C13 C5 C6 C12 C7 C8 D15 D1 D2 D14 D3 D4 D13 D5 D6 D12 D7 D8 D11 D9 D10 H15 H1 H2';
    // Bob robs Ann and Cy in turn on his four Clubs tricks, leaving each of them one diamond.
    let state = run(config(3), [deal(0)]);
    const victims = [0, 2, 0, 2];
    for (const e of cards(plays)) {
      state = run(config(3), [e], state);
      if (state.phase === 'steal' && state.pending?.cause === 'D-TAKE') state = run(config(3), [steal(victims.shift() as number)], state);
    }
    expect(victims).toEqual([]);
    expect(state.phase).toBe('steal');
    expect(state.pending).toMatchObject({ cause: 'D-MAJORITY', actor: 1, play: null });
    refused(state, steal(1), 'D-A-CLUB');
    const done = run(config(3), [steal(2)], state);
    expect(done.roundsDone).toBe(1);
    // Cy and Ann won no trick: D-NOTRICK gives each two ♦ after the majorities.
    expect(
      toArray(done.moves)
        .slice(-4)
        .map((m) => [m.cause, m.actor]),
    ).toEqual([
      ['D-NOTRICK', 2],
      ['D-NOTRICK', 2],
      ['D-NOTRICK', 0],
      ['D-NOTRICK', 0],
    ]);
  });
});

describe('D-NOTRICK: two ♦ actions for a player who won no trick', () => {
  it('gives Cy, who took nothing, 2 to the Vault', () => {
    // 3 players, dealer Ann: Bob leads D15 D14 D13 D12 D11 winning five ♦ tricks (Cy, Ann follow low),
    // then leads H1; Ann wins H15 and the four Hearts tricks after it. Cy never wins.
    // Bob: 3/5 after tricks, ♦ majority → 3/6. Ann: 8/0, ♥ majority → 9/0. Cy: 3/0, D-NOTRICK → 3/2.
    const plays = 'D15 D1 D2 D14 D3 D4 D13 D5 D6 D12 D7 D8 D11 D9 D10 H1 H2 H15 H14 H3 H4 H13 H5 H6 H12 H7 H8 H11 H9 H10';
    const state = run(config(3), [deal(0), ...cards(plays)]);
    expect(zones(state)).toEqual([
      [9, 0],
      [3, 6],
      [3, 2],
    ]);
  });
});

describe('DT-MAJORITY and DT-NOTRICK: teams', () => {
  it('combines partners’ cards and gives a team its no-trick bonus once', () => {
    // 4 players, teams {Ann, Cy} (0) and {Bob, Dee} (1); dealer Ann, Bob leads and wins all ten tricks.
    // Tricks (Bob, Cy, Dee, Ann): ♦ ×3 → team 1 3/3; ♥ ×3 → 6/3; ♠ ×3 → 3/6; ♣ (C15) robs team 0 → 4/6, team 0 2/0.
    // Majorities (team 1 holds every card): ♦ → 4/7, ♥ → 5/7, ♠ → 4/8, ♣ robs team 0 → 5/8, team 0 1/0.
    // DT-NOTRICK from Bob's seat: Cy won none → team 0 +2 (1/2); Dee won none → team 1 +2 (5/10); Ann: team 0 already had it.
    const plays = [
      'D15 D1 D2 D3',
      'D14 D4 D5 D6',
      'D13 D7 D8 D9',
      'H15 H1 H2 H3',
      'H14 H4 H5 H6',
      'H13 H7 H8 H9',
      'S15 S1 S2 S3',
      'S14 S4 S5 S6',
      'S13 S7 S8 S9',
      'C15 C1 C2 C3',
    ].join(' ');
    const state = run(config(4, 'teams'), [deal(0), ...cards(plays)]);
    expect(zones(state)).toEqual([
      [1, 2],
      [5, 10],
    ]);
    const bonus = toArray(state.moves).filter((m) => m.cause === 'D-NOTRICK');
    expect(bonus.map((m) => m.side)).toEqual([0, 0, 1, 1]);
  });
});
