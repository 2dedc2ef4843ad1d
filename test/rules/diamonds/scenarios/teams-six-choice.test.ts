/**
 * Scenario: the first round of a 6-player team game (DT) WITHOUT the thief token — a game in
 * progress (1 of 6 rounds). It complements teams-six-thief.test.ts: here every ♣ action is a
 * choice between the two other teams, so each one carries a suffix, and the suffixes (and the
 * endSteal) name the SECOND member of the robbed team (records.md: "a suffix may name either
 * member of the robbed team"). Worked out by hand from docs/rules/diamonds.md.
 *
 * Seats Ann 0, Bob 1, Cy 2, Dee 3, Eve 4, Fay 5: team A = Ann + Dee, B = Bob + Eve, C = Cy + Fay.
 * Notation: "A 5/1" = team A's Showroom 5, Vault 1.
 */
import { describe, expect, it } from 'vitest';
import { lines, replay, replayError, table, tableAt, type ScenarioRecord } from './helpers';

const A = ['Ann', 'Dee'];
const B = ['Bob', 'Eve'];
const C = ['Cy', 'Fay'];

const record: ScenarioRecord = {
  game: 'diamonds',
  players: ['Ann', 'Bob', 'Cy', 'Dee', 'Eve', 'Fay'],
  variant: 'teams',
  thief: null,
  rounds: [
    // ── Round 1 ── dealer Ann (pass 1); Bob leads. Start: A 3/0, B 3/0, C 3/0.
    // Hands: Ann D5 D8 D13 H2 H10 S1 S14 C1 C10 C12   Bob D1 D9 H6 H12 H15 S2 S10 S13 C6 C15
    //        Cy  D2 D10 D12 H3 H7 S6 S15 C2 C7 C13    Dee D6 D15 H4 H8 H13 S3 S7 S11 C3 C14
    //        Eve D3 D7 D11 H5 H14 S4 S8 C4 C8 C11     Fay D4 D14 H1 H9 H11 S5 S9 S12 C5 C9
    {
      dealer: 'Ann',
      pass: 1,
      plays: [
        // T1  Bob D1, Cy D2, Dee D15, Eve D3, Fay D4, Ann D5 → Dee. ♦: A V+1.                A 3/1
        'D1',
        'D2',
        'D15',
        'D3',
        'D4',
        'D5',
        // T2  Dee D6, Eve D7, Fay D14, Ann D8, Bob D9, Cy D10 → Fay. ♦: C V+1.              C 3/1
        'D6',
        'D7',
        'D14',
        'D8',
        'D9',
        'D10',
        // T3  Fay H1, Ann H2, Bob H15, Cy H3, Dee H4, Eve H5 → Bob. ♥: B S+1.               B 4/0
        'H1',
        'H2',
        'H15',
        'H3',
        'H4',
        'H5',
        // T4  Bob H6, Cy H7, Dee H8, Eve H14, Fay H9, Ann H10 → Eve. ♥: B S+1.              B 5/0
        'H6',
        'H7',
        'H8',
        'H14',
        'H9',
        'H10',
        // T5  Eve D11, Fay H11 (off-suit ♥: C 4/1), Ann D13, Bob H12 (off-suit ♥: B 6/0), Cy D12,
        //     Dee H13 (off-suit ♥: A 4/1) → Ann (D13). ♦: A V+1.                             A 4/2
        'D11',
        'H11',
        'D13',
        'H12',
        'D12',
        'H13',
        // T6  Ann S1, Bob S2, Cy S15, Dee S3, Eve S4, Fay S5 → Cy. ♠: C S→V.                C 3/2
        'S1',
        'S2',
        'S15',
        'S3',
        'S4',
        'S5',
        // T7  Cy S6, Dee S7, Eve S8, Fay S9, Ann S14, Bob S10 → Ann. ♠: A S→V.              A 3/3
        'S6',
        'S7',
        'S8',
        'S9',
        'S14',
        'S10',
        // T8  Ann C1, Bob C15, Cy C2, Dee C3, Eve C4, Fay C5 → Bob. ♣ choice: team A (3) or
        //     team C (3) → C, named by Fay.                                         B 7/0, C 2/2
        'C1',
        'C15>Fay',
        'C2',
        'C3',
        'C4',
        'C5',
        // T9  Bob C6, Cy C7, Dee C14, Eve C8, Fay C9, Ann C10 → Dee. ♣ choice: B (7) or C (2) →
        //     B, named by Eve.                                                      A 4/3, B 6/0
        'C6',
        'C7',
        'C14>Eve',
        'C8',
        'C9',
        'C10',
        // T10 Dee S11, Eve C11 (her ♠ are gone → off-suit ♣, choice A 4 or C 2 → A, named by Dee:
        //     B 7/0, A 3/3), Fay S12, Ann C12 (off-suit ♣, choice B 7 or C 2 → C, named by Cy:
        //     A 4/3, C 1/2), Bob S13, Cy C13 (off-suit ♣, choice A 4 or B 7 → B, named by Bob:
        //     C 2/2, B 6/0) → Bob (S13). ♠: B S→V.                                          B 5/1
        'S11',
        'C11>Dee',
        'S12',
        'C12>Cy',
        'S13',
        'C13>Bob',
      ],
      // After the tricks: A 4/3, B 5/1, C 2/2.
      // Cards won: A (Dee T1 T9, Ann T5 T7) = ♦9 ♥3 ♠6 ♣6; B (Bob T3 T8 T10, Eve T4) = ♥12 ♣9 ♠3;
      //            C (Fay T2, Cy T6) = ♦6 ♠6.
      // Majorities: ♦ A 9 > 6 → A V+1 (4/4). ♥ B 12 → B S+1 (6/1). ♠ A 6 = C 6 → tie.
      //   ♣ B 9 > 6 → choice: A (4) or C (2) → endSteal Fay (team C): B 7/1, C 1/2.
      // No-trick: all six won a trick.
      // Table after round 1: A 4/4 (12), B 7/1 (9), C 1/2 (5). The game goes on (5 rounds left).
      endSteal: 'Fay',
    },
  ],
};

describe('scenario: 6-player teams without the thief, round 1 of a game in progress (hand-checked)', () => {
  it('replays the round: in progress, no winners yet', () => {
    const out = replay(record);
    expect(out.complete).toBe(false);
    expect(out.roundsPlayed).toBe(1);
    expect(out.winners).toEqual([]);
  });

  it('DT-ZONES / DT-MAJORITY: standings after round 1', () => {
    expect(table(replay(record))).toEqual(lines([A, 4, 4], [B, 7, 1], [C, 1, 2]));
  });

  it('R1 T10: three off-suit clubs, each a choice between the two other teams', () => {
    expect(tableAt(record, 1, 54)).toEqual(lines([A, 4, 3], [B, 6, 0], [C, 2, 2]));
    expect(tableAt(record, 1, 56)).toEqual(lines([A, 3, 3], [B, 7, 0], [C, 2, 2]));
    expect(tableAt(record, 1, 58)).toEqual(lines([A, 4, 3], [B, 7, 0], [C, 1, 2]));
  });

  it('D-A-CLUB: without the token the choice must be written; own team is no victim', () => {
    const missing = structuredClone(record);
    missing.rounds[0]!.plays[43] = 'C15'; // R1 T8: team A or team C
    expect(replayError(missing)).toMatchObject({ round: 1, play: 44, rule: 'D-A-CLUB' });

    const partner = structuredClone(record);
    partner.rounds[0]!.plays[43] = 'C15>Eve'; // Eve is Bob's partner
    expect(replayError(partner)).toMatchObject({ round: 1, play: 44, rule: 'D-A-CLUB' });

    const noEndSteal = structuredClone(record);
    delete noEndSteal.rounds[0]!.endSteal;
    expect(replayError(noEndSteal)).toMatchObject({ round: 1, rule: 'D-A-CLUB' });
  });
});
