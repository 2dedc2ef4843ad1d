/**
 * Scenario: a full standard game for 4 players (Ann, Bob, Cy, Dee), 4 rounds (D-ROUNDS 4→4),
 * no thief token. Worked out by hand from docs/rules/diamonds.md; the engine is only asked
 * to replay the record.
 *
 * Exercises: off-suit ♦ (R1 T4), off-suit ♥ (R1 T7), off-suit ♠ with effect (R2 T5) and with an
 * empty Showroom (R2 T2, no effect), off-suit ♣ with a choice (R2 T8, T9), Clubs tricks with a
 * choice (suffix `C8>Dee` …), Clubs majorities with a choice (`endSteal`, R1 and R2), a three-way
 * tied majority (R2 ♥) and a round where every majority is tied (R3), a no-trick bonus (R1 Dee),
 * and a final tie on score broken by the Vault (D-TIE: Ann 21 = Bob 21, Bob's Vault 9 > 8).
 *
 * Notation: "Ann 5/1" = Showroom 5, Vault 1 (score S + 2·V, D-SCORE). Seats clockwise
 * Ann, Bob, Cy, Dee; "left" is the next seat. Hands are the cards each player plays in the round
 * (passing changes nothing that is recorded). A player who fails to follow suit never plays that
 * suit again in the round (no revoke, D-FOLLOW); this is checked for each off-suit card below.
 */
import { describe, expect, it } from 'vitest';
import { lines, movesWhere, replay, replayError, table, tableAt, trickWinner, type ScenarioRecord } from './helpers';

const A = ['Ann'];
const B = ['Bob'];
const C = ['Cy'];
const D = ['Dee'];

const record: ScenarioRecord = {
  game: 'diamonds',
  players: ['Ann', 'Bob', 'Cy', 'Dee'],
  variant: 'standard',
  thief: null,
  rounds: [
    // ── Round 1 ── dealer Ann (pass 2); Bob, left of the dealer, leads (D-LEAD).
    // Start (D-SETUP): Ann 3/0, Bob 3/0, Cy 3/0, Dee 3/0.
    // Hands: Ann D6 D9 D13 H1 H11 H13 S4 C1 C3 C5   Bob D1 D3 D7 H7 H8 S9 S12 C8 C11 C14
    //        Cy  D8 D10 D12 H3 H5 S2 S7 C4 C6 C10   Dee D2 D4 D5 D11 H2 S3 S6 C2 C9 C12
    {
      dealer: 'Ann',
      pass: 2,
      plays: [
        // T1  Bob D3, Cy D10, Dee D2, Ann D6 → Cy (D10). ♦: Cy V+1.                      Cy 3/1
        'D3',
        'D10',
        'D2',
        'D6',
        // T2  Cy D12, Dee D4, Ann D9, Bob D1 → Cy. ♦: Cy V+1.                             Cy 3/2
        'D12',
        'D4',
        'D9',
        'D1',
        // T3  Cy H5, Dee H2, Ann H11, Bob H7 → Ann (H11). ♥: Ann S+1.                     Ann 4/0
        'H5',
        'H2',
        'H11',
        'H7',
        // T4  Ann H13, Bob H8, Cy H3, Dee D5: Dee has no ♥ left (H2 was his last) → off-suit
        //     ♦ at once: Dee V+1 (Dee 3/1). Ann wins (H13). ♥: Ann S+1.                    Ann 5/0
        'H13',
        'H8',
        'H3',
        'D5',
        // T5  Ann S4, Bob S9, Cy S2, Dee S6 → Bob (S9). ♠: Bob S→V.                       Bob 2/1
        'S4',
        'S9',
        'S2',
        'S6',
        // T6  Bob C8, Cy C4, Dee C2, Ann C5 → Bob (C8). ♣: possible victims Ann 5, Cy 3, Dee 3
        //     (a choice) → Dee.                                                 Bob 3/1, Dee 2/1
        'C8>Dee',
        'C4',
        'C2',
        'C5',
        // T7  Bob S12, Cy S7, Dee S3, Ann H1: Ann's only ♠ (S4) is gone → off-suit ♥ at once:
        //     Ann S+1 (Ann 6/0). Bob wins (S12). ♠: Bob S→V.                              Bob 2/2
        'S12',
        'S7',
        'S3',
        'H1',
        // T8  Bob C11, Cy C6, Dee C9, Ann C3 → Bob (C11). ♣ choice (Ann 6, Cy 3, Dee 2) → Ann.
        //                                                                        Bob 3/2, Ann 5/0
        'C11>Ann',
        'C6',
        'C9',
        'C3',
        // T9  Bob D7, Cy D8, Dee D11, Ann D13 → Ann (D13). ♦: Ann V+1.                    Ann 5/1
        'D7',
        'D8',
        'D11',
        'D13',
        // T10 Ann C1, Bob C14, Cy C10, Dee C12 → Bob (C14 beats Dee's C12). ♣ choice
        //     (Ann 5, Cy 3, Dee 2) → Cy.                                          Bob 4/2, Cy 2/2
        'C1',
        'C14>Cy',
        'C10',
        'C12',
      ],
      // After the tricks: Ann 5/1, Bob 4/2, Cy 2/2, Dee 2/1.
      // Cards won: Ann T3 T4 T9 = ♦5 (D5 + 4) ♥7; Bob T5 T6 T7 T8 T10 = ♥1 (H1) ♠7 ♣12;
      //            Cy T1 T2 = ♦8; Dee nothing.
      // Majorities (D-END-ORDER ♦ ♥ ♠ ♣):
      //   ♦ Cy 8 > Ann 5 → Cy V+1 (2/3).   ♥ Ann 7 > Bob 1 → Ann S+1 (6/1).
      //   ♠ Bob 7 → Bob S→V (3/3).         ♣ Bob 12 → choice among Ann 6, Cy 2, Dee 2 → endSteal
      //   Dee: Bob 4/3, Dee 1/1.
      // No-trick (D-NOTRICK): Dee won nothing → ♦ twice: Dee 1/3.
      // Table: Ann 6/1 (8), Bob 4/3 (10), Cy 2/3 (8), Dee 1/3 (7).
      endSteal: 'Dee',
    },
    // ── Round 2 ── dealer Bob (pass 1); Cy leads. Start: Ann 6/1, Bob 4/3, Cy 2/3, Dee 1/3.
    // Hands: Cy  C3 C13 D4 D5 D6 H1 H5 H15 S6 S8     Dee C2 C6 C10 H6 H7 H12 S1 S4 S5 S9 (no ♦)
    //        Ann C1 C4 C5 D8 D11 D13 H8 H10 H13 S3   Bob C7 C9 D1 D2 D10 H3 H11 H14 S2 S11
    {
      dealer: 'Bob',
      pass: 1,
      plays: [
        // T1  Cy C13, Dee C2, Ann C5, Bob C7 → Cy. ♣ choice (Ann 6, Bob 4, Dee 1) → Dee.
        //                                                                          Cy 3/3, Dee 0/3
        'C13>Dee',
        'C2',
        'C5',
        'C7',
        // T2  Cy D4, Dee S5 (no ♦ in his hand → off-suit ♠ with an EMPTY Showroom: no effect,
        //     D-A-SPADE [decided]), Ann D8, Bob D2 → Ann (D8). ♦: Ann V+1.                Ann 6/2
        'D4',
        'S5',
        'D8',
        'D2',
        // T3  Ann H10, Bob H3, Cy H1, Dee H12 → Dee (H12). ♥: Dee S+1.                    Dee 1/3
        'H10',
        'H3',
        'H1',
        'H12',
        // T4  Dee S9, Ann S3, Bob S11, Cy S6 → Bob (S11). ♠: Bob S→V.                     Bob 3/4
        'S9',
        'S3',
        'S11',
        'S6',
        // T5  Bob D10, Cy D5, Dee S1 (off-suit ♠: Dee S→V, Dee 0/4), Ann D13 → Ann. ♦: V+1.
        //                                                                                  Ann 6/3
        'D10',
        'D5',
        'S1',
        'D13',
        // T6  Ann C4, Bob C9, Cy C3, Dee C10 → Dee (C10). ♣ choice (Ann 6, Bob 3, Cy 3) → Ann.
        //                                                                         Dee 1/4, Ann 5/3
        'C4',
        'C9',
        'C3',
        'C10>Ann',
        // T7  Dee H7, Ann H8, Bob H14, Cy H5 → Bob (H14). ♥: Bob S+1.                     Bob 4/4
        'H7',
        'H8',
        'H14',
        'H5',
        // T8  Bob S2, Cy S8, Dee S4, Ann C1: Ann's only ♠ (S3) is gone → off-suit ♣ at once,
        //     choice (Bob 4, Cy 3, Dee 1) → Bob: Ann 6/3, Bob 3/4. Cy wins (S8). ♠: Cy S→V. Cy 2/4
        'S2',
        'S8',
        'S4',
        'C1>Bob',
        // T9  Cy D6, Dee C6 (no ♦ → off-suit ♣, choice Ann 6, Bob 3, Cy 2 → Cy: Dee 2/4,
        //     Cy 1/4), Ann D11, Bob D1 → Ann (D11). ♦: Ann V+1.                           Ann 6/4
        'D6',
        'C6>Cy',
        'D11',
        'D1',
        // T10 Ann H13, Bob H11, Cy H15, Dee H6 → Cy (H15). ♥: Cy S+1.                     Cy 2/4
        'H13',
        'H11',
        'H15',
        'H6',
      ],
      // After the tricks: Ann 6/4, Bob 3/4, Cy 2/4, Dee 2/4.
      // Cards won: Cy T1 T8 T10 = ♣5 ♠3 ♥4; Ann T2 T5 T9 = ♦9 ♠2 ♣1; Dee T3 T6 = ♥4 ♣4;
      //            Bob T4 T7 = ♠4 ♥4.
      // Majorities: ♦ Ann 9 → Ann V+1 (6/5).  ♥ Bob 4 = Cy 4 = Dee 4 → tie, nobody.
      //   ♠ Bob 4 > Cy 3 > Ann 2 → Bob S→V (2/5).  ♣ Cy 5 > Dee 4 > Ann 1 → choice among Ann 6,
      //   Bob 2, Dee 2 → endSteal Ann: Cy 3/4, Ann 5/5.
      // No-trick: everyone won a trick.
      // Table: Ann 5/5 (15), Bob 2/5 (12), Cy 3/4 (11), Dee 2/4 (10).
      endSteal: 'Ann',
    },
    // ── Round 3 ── dealer Cy (pass 3); Dee leads. Everyone follows suit all round; each hand has
    // 3♦ 3♥ 2♠ 2♣. Start: Ann 5/5, Bob 2/5, Cy 3/4, Dee 2/4.
    // Hands: Dee D1 D9 D14 H1 H6 H9 S2 S5 C4 C15     Ann D2 D5 D13 H4 H7 H15 S3 S14 C1 C5
    //        Bob D3 D6 D7 H2 H8 H14 S1 S6 C2 C14     Cy  D4 D8 D15 H3 H5 H13 S4 S15 C3 C6
    {
      dealer: 'Cy',
      pass: 3,
      plays: [
        // T1  Dee D1, Ann D2, Bob D3, Cy D15 → Cy. ♦: V+1.                                Cy 3/5
        'D1',
        'D2',
        'D3',
        'D15',
        // T2  Cy D4, Dee D14, Ann D5, Bob D6 → Dee. ♦: V+1.                               Dee 2/5
        'D4',
        'D14',
        'D5',
        'D6',
        // T3  Dee H1, Ann H15, Bob H2, Cy H3 → Ann. ♥: S+1.                               Ann 6/5
        'H1',
        'H15',
        'H2',
        'H3',
        // T4  Ann H4, Bob H14, Cy H5, Dee H6 → Bob. ♥: S+1.                               Bob 3/5
        'H4',
        'H14',
        'H5',
        'H6',
        // T5  Bob S1, Cy S15, Dee S2, Ann S3 → Cy. ♠: S→V.                                Cy 2/6
        'S1',
        'S15',
        'S2',
        'S3',
        // T6  Cy S4, Dee S5, Ann S14, Bob S6 → Ann. ♠: S→V.                               Ann 5/6
        'S4',
        'S5',
        'S14',
        'S6',
        // T7  Ann C1, Bob C2, Cy C3, Dee C15 → Dee. ♣ choice (Ann 5, Bob 3, Cy 2) → Ann.
        //                                                                         Dee 3/5, Ann 4/6
        'C1',
        'C2',
        'C3',
        'C15>Ann',
        // T8  Dee C4, Ann C5, Bob C14, Cy C6 → Bob. ♣ choice (Ann 4, Cy 2, Dee 3) → Cy.
        //                                                                          Bob 4/5, Cy 1/6
        'C4',
        'C5',
        'C14>Cy',
        'C6',
        // T9  Bob D7, Cy D8, Dee D9, Ann D13 → Ann. ♦: V+1.                               Ann 4/7
        'D7',
        'D8',
        'D9',
        'D13',
        // T10 Ann H7, Bob H8, Cy H13, Dee H9 → Cy. ♥: S+1.                                Cy 2/6
        'H7',
        'H8',
        'H13',
        'H9',
      ],
      // Cards won: Cy T1 T5 T10 = ♦4 ♠4 ♥4; Dee T2 T7 = ♦4 ♣4; Ann T3 T6 T9 = ♥4 ♠4 ♦4;
      //            Bob T4 T8 = ♥4 ♣4.
      // Majorities: ♦ Ann = Cy = Dee 4, ♥ Ann = Bob = Cy 4, ♠ Ann = Cy 4, ♣ Bob = Dee 4:
      //   every suit is tied → no majority action at all. No-trick: none.
      // Table: Ann 4/7 (18), Bob 4/5 (14), Cy 2/6 (14), Dee 3/5 (13).
    },
    // ── Round 4 ── dealer Dee (pass 2); Ann leads. Everyone follows suit all round.
    // Start: Ann 4/7, Bob 4/5, Cy 2/6, Dee 3/5.
    // Hands: Ann H15 H6 H7 S15 S5 C15 C4 D1 D6 D9    Bob H1 H4 H8 S1 S6 C1 C5 D15 D14 D13
    //        Cy  H2 H5 H9 S2 S14 C2 C6 D2 D4 D7      Dee H3 H14 H13 S3 S4 C3 C14 D3 D5 D8
    {
      dealer: 'Dee',
      pass: 2,
      plays: [
        // T1  Ann H15, Bob H1, Cy H2, Dee H3 → Ann. ♥: S+1.                               Ann 5/7
        'H15',
        'H1',
        'H2',
        'H3',
        // T2  Ann S15, Bob S1, Cy S2, Dee S3 → Ann. ♠: S→V.                               Ann 4/8
        'S15',
        'S1',
        'S2',
        'S3',
        // T3  Ann C15, Bob C1, Cy C2, Dee C3 → Ann. ♣ choice (Bob 4, Cy 2, Dee 3) → Bob.
        //                                                                         Ann 5/8, Bob 3/5
        'C15>Bob',
        'C1',
        'C2',
        'C3',
        // T4  Ann D1, Bob D15, Cy D2, Dee D3 → Bob. ♦: V+1.                               Bob 3/6
        'D1',
        'D15',
        'D2',
        'D3',
        // T5  Bob D14, Cy D4, Dee D5, Ann D6 → Bob. ♦: V+1.                               Bob 3/7
        'D14',
        'D4',
        'D5',
        'D6',
        // T6  Bob D13, Cy D7, Dee D8, Ann D9 → Bob. ♦: V+1.                               Bob 3/8
        'D13',
        'D7',
        'D8',
        'D9',
        // T7  Bob H4, Cy H5, Dee H14, Ann H6 → Dee. ♥: S+1.                               Dee 4/5
        'H4',
        'H5',
        'H14',
        'H6',
        // T8  Dee H13, Ann H7, Bob H8, Cy H9 → Dee. ♥: S+1.                               Dee 5/5
        'H13',
        'H7',
        'H8',
        'H9',
        // T9  Dee C14, Ann C4, Bob C5, Cy C6 → Dee. ♣ choice (Ann 5, Bob 3, Cy 2) → Cy.
        //                                                                          Dee 6/5, Cy 1/6
        'C14>Cy',
        'C4',
        'C5',
        'C6',
        // T10 Dee S4, Ann S5, Bob S6, Cy S14 → Cy. ♠: S→V.                                Cy 0/7
        'S4',
        'S5',
        'S6',
        'S14',
      ],
      // After the tricks: Ann 5/8, Bob 3/8, Cy 0/7, Dee 6/5.
      // Cards won: Ann T1 T2 T3 = ♥4 ♠4 ♣4; Bob T4 T5 T6 = ♦12; Dee T7 T8 T9 = ♥8 ♣4; Cy T10 = ♠4.
      // Majorities: ♦ Bob 12 → V+1 (3/9). ♥ Dee 8 > Ann 4 → S+1 (7/5). ♠ Ann 4 = Cy 4 → tie.
      //   ♣ Ann 4 = Dee 4 → tie. No-trick: none.
      // Final: Ann 5/8 = 21, Bob 3/9 = 21, Cy 0/7 = 14, Dee 7/5 = 17.
      // D-TIE: Ann and Bob tie on 21; Bob has more in the Vault (9 > 8) → Bob wins, by the Vault.
    },
  ],
};

describe('scenario: standard game, 4 players, 4 rounds (hand-checked)', () => {
  it('replays the whole record: 4 rounds, complete', () => {
    const out = replay(record);
    expect(out.complete).toBe(true);
    expect(out.roundsPlayed).toBe(4);
  });

  it('D-SCORE: final standings Ann 5/8, Bob 3/9, Cy 0/7, Dee 7/5', () => {
    expect(table(replay(record))).toEqual(lines([A, 5, 8], [B, 3, 9], [C, 0, 7], [D, 7, 5]));
  });

  it('D-TIE: Ann and Bob tie on 21 points, Bob wins on the Vault (9 > 8)', () => {
    const out = replay(record);
    expect(out.winners).toEqual(['Bob']);
    expect(out['decidedBy']).toBe('vault');
  });

  it('round-end tables match the hand working', () => {
    expect(tableAt(record, 1)).toEqual(lines([A, 6, 1], [B, 4, 3], [C, 2, 3], [D, 1, 3]));
    expect(tableAt(record, 2)).toEqual(lines([A, 5, 5], [B, 2, 5], [C, 3, 4], [D, 2, 4]));
    expect(tableAt(record, 3)).toEqual(lines([A, 4, 7], [B, 4, 5], [C, 2, 6], [D, 3, 5]));
    expect(tableAt(record, 4)).toEqual(lines([A, 5, 8], [B, 3, 9], [C, 0, 7], [D, 7, 5]));
  });

  it('D-OFFSUIT: R1 T4 Dee’s off-suit D5 puts 1 in his Vault before the trick is taken', () => {
    // After 15 plays (Dee's D5 is play 16) nothing of T4 has happened yet.
    expect(tableAt(record, 1, 15)).toEqual(lines([A, 4, 0], [B, 3, 0], [C, 3, 2], [D, 3, 0]));
    // After play 16: Dee's ♦ action and then Ann's ♥ for taking T4.
    expect(tableAt(record, 1, 16)).toEqual(lines([A, 5, 0], [B, 3, 0], [C, 3, 2], [D, 3, 1]));
  });

  it('R1: after T9 (play 36), before the last trick and the round end', () => {
    expect(tableAt(record, 1, 36)).toEqual(lines([A, 5, 1], [B, 3, 2], [C, 3, 2], [D, 2, 1]));
    const out = replay(record);
    // T10: Bob's C14 beats Dee's C12, so Dee takes no trick in round 1.
    expect(trickWinner(out, 1, 10)).toBe('Bob');
  });

  it('D-NOTRICK: Dee, who won no trick in R1, performs ♦ twice at the round end', () => {
    const out = replay(record);
    const bonus = movesWhere(out, { round: 1, rule: 'D-NOTRICK' });
    expect(bonus.map((m) => [m.player, m.action, m.amount])).toEqual([
      ['Dee', 'D-A-DIAMOND', 1],
      ['Dee', 'D-A-DIAMOND', 1],
    ]);
  });

  it('D-A-SPADE: R2 T2 Dee’s off-suit S5 with an empty Showroom has no effect', () => {
    const out = replay(record);
    const spade = movesWhere(out, { round: 2, play: 6, rule: 'D-OFFSUIT' });
    expect(spade.map((m) => [m.player, m.action, m.amount])).toEqual([['Dee', 'D-A-SPADE', 0]]);
    // Dee stays 0/3 (robbed to 0 by Cy in T1); Ann then takes T2 with D8.
    expect(tableAt(record, 2, 8)).toEqual(lines([A, 6, 2], [B, 4, 3], [C, 3, 3], [D, 0, 3]));
  });

  it('R2 T8: Ann’s off-suit C1 robs Bob at once, then Cy takes the ♠ trick', () => {
    expect(tableAt(record, 2, 31)).toEqual(lines([A, 5, 3], [B, 4, 4], [C, 3, 3], [D, 1, 4]));
    expect(tableAt(record, 2, 32)).toEqual(lines([A, 6, 3], [B, 3, 4], [C, 2, 4], [D, 1, 4]));
  });

  it('D-MAJORITY: R2 ♥ is tied three ways (no action); R3 has no majority action at all', () => {
    const out = replay(record);
    const r2 = movesWhere(out, { round: 2, rule: 'D-MAJORITY' });
    expect(r2.map((m) => [m.action, m.player])).toEqual([
      ['D-A-DIAMOND', 'Ann'],
      ['D-A-SPADE', 'Bob'],
      ['D-A-CLUB', 'Cy'],
    ]);
    expect(movesWhere(out, { round: 3, rule: 'D-MAJORITY' })).toEqual([]);
  });

  it('D-A-CLUB: the choices really are choices (a missing suffix or endSteal is rejected)', () => {
    const noSuffix = structuredClone(record);
    noSuffix.rounds[0]!.plays[20] = 'C8'; // R1 T6: victims Ann, Cy, Dee
    expect(replayError(noSuffix)).toMatchObject({ round: 1, play: 21, rule: 'D-A-CLUB' });

    const noEndSteal = structuredClone(record);
    delete noEndSteal.rounds[0]!.endSteal; // R1 ♣ majority: victims Ann, Cy, Dee
    expect(replayError(noEndSteal)).toMatchObject({ round: 1, rule: 'D-A-CLUB' });
  });
});
