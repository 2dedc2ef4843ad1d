/**
 * Scenario: a full team game for 4 players (DT), 4 rounds, no thief token. Seats Ann 0, Bob 1,
 * Cy 2, Dee 3; partners are i and i+2 (DT-TEAMS): team A = Ann + Cy, team B = Bob + Dee. Each
 * team has one Showroom and one Vault and starts with 3/0 (DT-ZONES). Worked out by hand from
 * docs/rules/diamonds.md; the engine only replays the record.
 *
 * Exercises: every action of a member acts on the team's zones (Cy's off-suit ♦ in R1 T6 …);
 * ♣ steals from the other team (forced: only one other team), the suffix naming either member
 * (`C10>Cy`, `C15>Ann`, endSteal `Cy`); ♣ with nobody to rob (R2 T1 and R2 ♣ majority: team B's
 * Showroom is empty); majorities per team (R2 ♠: Bob alone took the most spades, 5, but team A's
 * partners together took 8; R2 ♥ tied 5–5 between teams); DT-NOTRICK: one partner without a
 * trick (R1 Cy, R4 Dee) and both partners without a trick (R3 Ann and Cy: still only one bonus).
 * The game is decided on score.
 *
 * Notation: "A 5/1" = team A's Showroom 5, Vault 1. Hands are the cards each plays in the round.
 */
import { describe, expect, it } from 'vitest';
import { lines, movesWhere, replay, replayError, table, tableAt, trickWinner, type ScenarioRecord } from './helpers';

const A = ['Ann', 'Cy'];
const B = ['Bob', 'Dee'];

const record: ScenarioRecord = {
  game: 'diamonds',
  players: ['Ann', 'Bob', 'Cy', 'Dee'],
  variant: 'teams',
  thief: null,
  rounds: [
    // ── Round 1 ── dealer Ann (pass 2); Bob leads. Start: A 3/0, B 3/0.
    // Hands: Bob H4 H8 H9 H10 D4 D6 S2 S9 C10 C12   Cy  H3 H6 D2 D5 D7 S1 S6 C2 C6 C8
    //        Dee H1 H2 H7 D3 D12 S5 S11 C1 C4 C5    Ann H5 H12 H13 D10 D11 S3 S4 C3 C9 C13
    {
      dealer: 'Ann',
      pass: 2,
      plays: [
        // T1  Bob H9, Cy H3, Dee H2, Ann H5 → Bob (H9). ♥: B S+1.                           B 4/0
        'H9',
        'H3',
        'H2',
        'H5',
        // T2  Bob D4, Cy D2, Dee D3, Ann D10 → Ann (D10). ♦: A V+1.                         A 3/1
        'D4',
        'D2',
        'D3',
        'D10',
        // T3  Ann H12, Bob H4, Cy H6, Dee H7 → Ann (H12). ♥: A S+1.                         A 4/1
        'H12',
        'H4',
        'H6',
        'H7',
        // T4  Ann C3, Bob C10, Cy C2, Dee C5 → Bob (C10). ♣: the only other team is A (Showroom
        //     4) → forced; the suffix may name either member, here Cy.                B 5/0, A 3/1
        'C3',
        'C10>Cy',
        'C2',
        'C5',
        // T5  Bob S2, Cy S6, Dee S11, Ann S3 → Dee (S11). ♠: B S→V.                         B 4/1
        'S2',
        'S6',
        'S11',
        'S3',
        // T6  Dee H1, Ann H13, Bob H8, Cy D5: Cy's ♥ (H3, H6) are gone → off-suit ♦ for team A:
        //     A V+1 (3/2). Ann wins (H13). ♥: A S+1.                                        A 4/2
        'H1',
        'H13',
        'H8',
        'D5',
        // T7  Ann S4, Bob S9, Cy S1, Dee S5 → Bob (S9). ♠: B S→V.                           B 3/2
        'S4',
        'S9',
        'S1',
        'S5',
        // T8  Bob C12, Cy C6, Dee C1, Ann C13 → Ann (C13). ♣ forced: robs team B.   A 5/2, B 2/2
        'C12',
        'C6',
        'C1',
        'C13',
        // T9  Ann D11, Bob D6, Cy D7, Dee D12 → Dee (D12). ♦: B V+1.                        B 2/3
        'D11',
        'D6',
        'D7',
        'D12',
        // T10 Dee C4, Ann C9, Bob H10 (Bob's ♣ C10 C12 are gone → off-suit ♥: B 3/3), Cy C8 →
        //     Ann (C9; Cy's C8 is lower, Cy takes no trick). ♣ forced: robs B.        A 6/2, B 2/3
        'C4',
        'C9',
        'H10',
        'C8',
      ],
      // Cards won (per team, DT-MAJORITY): A (Ann: T2 T3 T6 T8 T10; Cy none) = ♦5 ♥8 ♣7;
      //   B (Bob T1 T4 T7, Dee T5 T9) = ♥4 ♣4 ♠8 ♦4.
      // Majorities: ♦ A 5 > 4 → A V+1 (6/3). ♥ A 8 > 4 → A S+1 (7/3). ♠ B 8 → B S→V (1/4).
      //   ♣ A 7 > 4 → forced, robs B: A 8/3, B 0/4.
      // No-trick (from left of the dealer: Bob, Cy, Dee, Ann): Cy won nothing → team A performs
      //   ♦ twice (DT-NOTRICK) → A 8/5.
      // Table: A 8/5 (18), B 0/4 (8).
    },
    // ── Round 2 ── dealer Bob (pass 1); Cy leads. Start: A 8/5, B 0/4.
    // Hands: Cy  C11 C12 H2 H4 D1 D4 D5 S4 S9 S13    Dee C3 C7 H6 H10 D3 D6 D10 S2 S6 S8
    //        Ann C2 C5 H3 H8 H11 D2 S1 S3 S10 S11    Bob C4 H1 H5 H7 D8 D9 D11 S5 S7 S12
    {
      dealer: 'Bob',
      pass: 1,
      plays: [
        // T1  Cy C11, Dee C3, Ann C2, Bob C4 → Cy (C11). ♣: team B's Showroom is empty → nobody
        //     to rob, no effect.                                                            A 8/5
        'C11',
        'C3',
        'C2',
        'C4',
        // T2  Cy H2, Dee H10, Ann H3, Bob H5 → Dee (H10). ♥: B S+1.                         B 1/4
        'H2',
        'H10',
        'H3',
        'H5',
        // T3  Dee D3, Ann D2, Bob D8, Cy D1 → Bob (D8). ♦: B V+1.                           B 1/5
        'D3',
        'D2',
        'D8',
        'D1',
        // T4  Bob S12, Cy S9, Dee S2, Ann S3 → Bob (S12). ♠: B S→V.                         B 0/6
        'S12',
        'S9',
        'S2',
        'S3',
        // T5  Bob D9, Cy D4, Dee D6, Ann S1 (Ann's only ♦ D2 is gone → off-suit ♠: A S→V,
        //     A 7/6) → Bob (D9). ♦: B V+1.                                                  B 0/7
        'D9',
        'D4',
        'D6',
        'S1',
        // T6  Bob H7, Cy H4, Dee H6, Ann H11 → Ann (H11). ♥: A S+1.                         A 8/6
        'H7',
        'H4',
        'H6',
        'H11',
        // T7  Ann S10, Bob S7, Cy S4, Dee S8 → Ann (S10). ♠: A S→V.                         A 7/7
        'S10',
        'S7',
        'S4',
        'S8',
        // T8  Ann S11, Bob S5, Cy S13, Dee S6 → Cy (S13). ♠: A S→V.                         A 6/8
        'S11',
        'S5',
        'S13',
        'S6',
        // T9  Cy C12, Dee C7, Ann C5, Bob H1 (Bob's only ♣ C4 is gone → off-suit ♥: B 1/7) →
        //     Cy (C12). ♣ forced: robs B.                                             A 7/8, B 0/7
        'C12',
        'C7',
        'C5',
        'H1',
        // T10 Cy D5, Dee D10, Ann H8 (off-suit ♥: A 8/8), Bob D11 → Bob (D11). ♦: B V+1.    B 0/8
        'D5',
        'D10',
        'H8',
        'D11',
      ],
      // Cards won: A = Cy T1 T8 T9 + Ann T6 T7 = ♣7 ♠8 ♥5;
      //            B = Dee T2 + Bob T3 T4 T5 T10 = ♥5 ♦10 ♠5.
      //   (♠ by player: Bob 5, Ann 4, Cy 4 — Bob alone has the most, but the teams compare 8 to 5.)
      // Majorities: ♦ B 10 → B V+1 (0/9). ♥ A 5 = B 5 → tie, nobody. ♠ A 8 > 5 → A S→V (8/8 →
      //   7/9). ♣ A 7 → B's Showroom is empty → nobody to rob, no effect.
      // No-trick: all four won a trick.
      // Table: A 7/9 (25), B 0/9 (18).
    },
    // ── Round 3 ── dealer Cy (pass 3); Dee leads; team B wins every trick. Start: A 7/9, B 0/9.
    // Hands: Dee H15 H5 C15 C14 C8 D15 D5 D8 S15 S4   Ann H1 H6 C1 C4 C9 D1 D6 D9 S1 S5
    //        Bob H2 H14 C2 C5 C13 D2 D14 D13 S2 S14   Cy  H3 H4 C3 C6 C7 D3 D4 D7 S3 S6
    {
      dealer: 'Cy',
      pass: 3,
      plays: [
        // T1  Dee H15, Ann H1, Bob H2, Cy H3 → Dee. ♥: B S+1.                               B 1/9
        'H15',
        'H1',
        'H2',
        'H3',
        // T2  Dee C15, Ann C1, Bob C2, Cy C3 → Dee. ♣ forced, suffix names Ann.       B 2/9, A 6/9
        'C15>Ann',
        'C1',
        'C2',
        'C3',
        // T3  Dee C14, Ann C4, Bob C5, Cy C6 → Dee. ♣ forced, suffix left out.        B 3/9, A 5/9
        'C14',
        'C4',
        'C5',
        'C6',
        // T4  Dee D15, Ann D1, Bob D2, Cy D3 → Dee. ♦: B V+1.                              B 3/10
        'D15',
        'D1',
        'D2',
        'D3',
        // T5  Dee S15, Ann S1, Bob S2, Cy S3 → Dee. ♠: B S→V.                              B 2/11
        'S15',
        'S1',
        'S2',
        'S3',
        // T6  Dee S4, Ann S5, Bob S14, Cy S6 → Bob. ♠: B S→V.                              B 1/12
        'S4',
        'S5',
        'S14',
        'S6',
        // T7  Bob H14, Cy H4, Dee H5, Ann H6 → Bob. ♥: B S+1.                              B 2/12
        'H14',
        'H4',
        'H5',
        'H6',
        // T8  Bob D14, Cy D4, Dee D5, Ann D6 → Bob. ♦: B V+1.                              B 2/13
        'D14',
        'D4',
        'D5',
        'D6',
        // T9  Bob C13, Cy C7, Dee C8, Ann C9 → Bob. ♣ forced: robs A.                B 3/13, A 4/9
        'C13',
        'C7',
        'C8',
        'C9',
        // T10 Bob D13, Cy D7, Dee D8, Ann D9 → Bob. ♦: B V+1.                              B 3/14
        'D13',
        'D7',
        'D8',
        'D9',
      ],
      // Cards won: B = ♥8 ♣12 ♦12 ♠8; A nothing.
      // Majorities: ♦ B → 3/15. ♥ B → 4/15. ♠ B → 3/16. ♣ B → forced, robs A (endSteal names
      //   Cy, the other member of team A): B 4/16, A 3/9.
      // No-trick (from Dee: Dee, Ann, Bob, Cy): Ann won nothing → team A ♦ twice → A 3/11. Cy won
      //   nothing either, but the bonus is once per team (DT-NOTRICK [decided]).
      // Table: A 3/11 (25), B 4/16 (36).
      endSteal: 'Cy',
    },
    // ── Round 4 ── dealer Dee (pass 2); Ann leads. Everyone follows suit. Start: A 3/11, B 4/16.
    // Hands: Ann C15 C14 C9 D15 D5 D8 H1 H5 H8 S2    Bob C1 C4 C7 D1 D6 D9 H15 H6 H9 S3
    //        Cy  C2 C5 C13 D2 D14 D13 H2 H14 H13 S15 Dee C3 C6 C8 D3 D4 D7 H3 H4 H7 S1
    {
      dealer: 'Dee',
      pass: 2,
      plays: [
        // T1  Ann C15, Bob C1, Cy C2, Dee C3 → Ann. ♣ forced: robs B.                A 4/11, B 3/16
        'C15',
        'C1',
        'C2',
        'C3',
        // T2  Ann C14, Bob C4, Cy C5, Dee C6 → Ann. ♣ forced: robs B.                A 5/11, B 2/16
        'C14',
        'C4',
        'C5',
        'C6',
        // T3  Ann D15, Bob D1, Cy D2, Dee D3 → Ann. ♦: A V+1.                              A 5/12
        'D15',
        'D1',
        'D2',
        'D3',
        // T4  Ann H1, Bob H15, Cy H2, Dee H3 → Bob. ♥: B S+1.                              B 3/16
        'H1',
        'H15',
        'H2',
        'H3',
        // T5  Bob C7, Cy C13, Dee C8, Ann C9 → Cy. ♣ forced: robs B.                 A 6/12, B 2/16
        'C7',
        'C13',
        'C8',
        'C9',
        // T6  Cy D14, Dee D4, Ann D5, Bob D6 → Cy. ♦: A V+1.                               A 6/13
        'D14',
        'D4',
        'D5',
        'D6',
        // T7  Cy D13, Dee D7, Ann D8, Bob D9 → Cy. ♦: A V+1.                               A 6/14
        'D13',
        'D7',
        'D8',
        'D9',
        // T8  Cy H14, Dee H4, Ann H5, Bob H6 → Cy. ♥: A S+1.                               A 7/14
        'H14',
        'H4',
        'H5',
        'H6',
        // T9  Cy H13, Dee H7, Ann H8, Bob H9 → Cy. ♥: A S+1.                               A 8/14
        'H13',
        'H7',
        'H8',
        'H9',
        // T10 Cy S15, Dee S1, Ann S2, Bob S3 → Cy. ♠: A S→V.                               A 7/15
        'S15',
        'S1',
        'S2',
        'S3',
      ],
      // Cards won: A = ♣12 ♦12 ♥8 ♠4; B (Bob T4) = ♥4; Dee won nothing.
      // Majorities: ♦ A → 7/16. ♥ A 8 > 4 → 8/16. ♠ A → 7/17. ♣ A → forced, robs B: A 8/17, B 1/16.
      // No-trick: Dee won nothing → team B ♦ twice → B 1/18.
      // Final: A (Ann, Cy) 8/17 = 42, B (Bob, Dee) 1/18 = 37 → team A wins on score.
    },
  ],
};

describe('scenario: teams of two, 4 players, 4 rounds (hand-checked)', () => {
  it('replays the whole record: 4 rounds, complete', () => {
    const out = replay(record);
    expect(out.complete).toBe(true);
    expect(out.roundsPlayed).toBe(4);
  });

  it('DT-SCORE: final standings A (Ann, Cy) 8/17, B (Bob, Dee) 1/18', () => {
    expect(table(replay(record))).toEqual(lines([A, 8, 17], [B, 1, 18]));
  });

  it('D-TIE: team A wins on score; both partners are listed', () => {
    const out = replay(record);
    expect(out.winners).toEqual(['Ann', 'Cy']);
    expect(out['decidedBy']).toBe('score');
  });

  it('round-end tables match the hand working', () => {
    expect(tableAt(record, 1)).toEqual(lines([A, 8, 5], [B, 0, 4]));
    expect(tableAt(record, 2)).toEqual(lines([A, 7, 9], [B, 0, 9]));
    expect(tableAt(record, 3)).toEqual(lines([A, 3, 11], [B, 4, 16]));
    expect(tableAt(record, 4)).toEqual(lines([A, 8, 17], [B, 1, 18]));
  });

  it('DT-ZONES: R1 T6 Cy’s off-suit ♦ goes to the team Vault, then Ann’s ♥ to the team Showroom', () => {
    expect(tableAt(record, 1, 20)).toEqual(lines([A, 3, 1], [B, 4, 1]));
    expect(tableAt(record, 1, 24)).toEqual(lines([A, 4, 2], [B, 4, 1]));
  });

  it('D-A-CLUB: R2 T1 Cy’s ♣ finds team B’s Showroom empty: nobody to rob', () => {
    const out = replay(record);
    const take = movesWhere(out, { round: 2, trick: 1, rule: 'D-TAKE' });
    expect(take.map((m) => [m.player, m.action, m.amount])).toEqual([['Cy', 'D-A-CLUB', 0]]);
    expect(tableAt(record, 2, 4)).toEqual(lines([A, 8, 5], [B, 0, 4]));
  });

  it('DT-MAJORITY: R2 ♠ goes to team A (4 + 4) although Bob alone took the most (5); ♥ 5–5 is a tie', () => {
    const out = replay(record);
    const majorities = movesWhere(out, { round: 2, rule: 'D-MAJORITY' });
    expect(majorities.map((m) => [m.action, m.amount])).toEqual([
      ['D-A-DIAMOND', 1], // team B, 10 ♦
      ['D-A-SPADE', 1], // team A, 8 ♠ against 5
      ['D-A-CLUB', 0], // team A, 7 ♣, but B's Showroom is empty
    ]);
    expect(trickWinner(out, 2, 8)).toBe('Cy');
  });

  it('DT-NOTRICK: once per team — R1 (Cy), R3 (Ann and Cy, still once), R4 (Dee)', () => {
    const out = replay(record);
    const bonus = (round: number) => movesWhere(out, { round, rule: 'D-NOTRICK' });
    expect(bonus(1).map((m) => [m.action, m.amount])).toEqual([
      ['D-A-DIAMOND', 1],
      ['D-A-DIAMOND', 1],
    ]);
    expect(bonus(2)).toEqual([]);
    expect(bonus(3)).toHaveLength(2);
    expect(bonus(4)).toHaveLength(2);
    // R3 ends A 3/11: +2 in the Vault only once although both partners won nothing.
    expect(tableAt(record, 3, 39)).toEqual(lines([A, 4, 9], [B, 3, 13]));
  });

  it('D-A-CLUB: in teams a suffix may not name the actor’s own partner', () => {
    const own = structuredClone(record);
    own.rounds[0]!.plays[13] = 'C10>Dee'; // R1 T4: Dee is Bob's partner
    expect(replayError(own)).toMatchObject({ round: 1, play: 14, rule: 'D-A-CLUB' });
  });
});
