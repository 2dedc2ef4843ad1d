/**
 * Scenario: a full standard game for 5 players (Ann, Bob, Cy, Dee, Eve), 5 rounds (D-ROUNDS
 * 5→5), no thief token. 50 of the 60 cards are dealt each round (10 set aside). The first dealer
 * is Cy; the later rounds leave `dealer` out (records.md: optional after the first round), so the
 * engine must rotate it itself: Dee, Eve, Ann, Bob (D-DEALER). Worked out by hand from
 * docs/rules/diamonds.md; the engine only replays the record.
 *
 * Exercises: Clubs choices among up to four players, a player with an empty Showroom who is
 * therefore no possible victim (R2 T3: Ann), an off-suit ♠ whose player is then robbed by the
 * trick's winner (R2 T4), ♠ with an empty
 * Showroom (R1 ♠ majority, R3 T1), many three-way tied majorities, a no-trick bonus (R2 Ann), and
 * a THREE-way tie on score (Cy, Dee, Eve 18) broken by the Vault (Eve 8 > Cy 7 > Dee 6).
 *
 * Notation: "Ann 5/1" = Showroom 5, Vault 1. Every trick has 5 cards and everyone follows except
 * Cy in R2 T4 (his only club C2 was played in T3). Hands are the cards each plays in the round.
 */
import { describe, expect, it } from 'vitest';
import { lines, replay, replayError, table, tableAt, trickWinner, type ScenarioRecord } from './helpers';

const A = ['Ann'];
const B = ['Bob'];
const C = ['Cy'];
const D = ['Dee'];
const E = ['Eve'];

const record: ScenarioRecord = {
  game: 'diamonds',
  players: ['Ann', 'Bob', 'Cy', 'Dee', 'Eve'],
  rounds: [
    // ── Round 1 ── dealer Cy (pass 2); Dee leads. Start: everyone 3/0.
    // Hands: Ann D2 D8 D11 H1 H8 H10 S14 S15 C1 C7   Bob D3 D12 D14 H5 H11 H15 S2 S7 C2 C8
    //        Cy  D4 D5 D9 H2 H12 H14 S3 S8 C3 C14    Dee D1 D6 D13 H3 H6 H13 S4 S5 C4 C5
    //        Eve D7 D10 D15 H4 H7 H9 S1 S6 C6 C15
    {
      dealer: 'Cy',
      pass: 2,
      plays: [
        // T1  Dee D1, Eve D15, Ann D2, Bob D3, Cy D4 → Eve. ♦: V+1.                          Eve 3/1
        'D1',
        'D15',
        'D2',
        'D3',
        'D4',
        // T2  Eve C15, Ann C1, Bob C2, Cy C3, Dee C4 → Eve. ♣ choice (all four have 3) → Ann.
        //                                                                        Eve 4/1, Ann 2/0
        'C15>Ann',
        'C1',
        'C2',
        'C3',
        'C4',
        // T3  Eve S1, Ann S15, Bob S2, Cy S3, Dee S4 → Ann. ♠: S→V.                          Ann 1/1
        'S1',
        'S15',
        'S2',
        'S3',
        'S4',
        // T4  Ann H1, Bob H15, Cy H2, Dee H3, Eve H4 → Bob. ♥: S+1.                          Bob 4/0
        'H1',
        'H15',
        'H2',
        'H3',
        'H4',
        // T5  Bob D14, Cy D5, Dee D6, Eve D7, Ann D8 → Bob. ♦: V+1.                          Bob 4/1
        'D14',
        'D5',
        'D6',
        'D7',
        'D8',
        // T6  Bob H5, Cy H14, Dee H6, Eve H7, Ann H8 → Cy. ♥: S+1.                            Cy 4/0
        'H5',
        'H14',
        'H6',
        'H7',
        'H8',
        // T7  Cy C14, Dee C5, Eve C6, Ann C7, Bob C8 → Cy. ♣ choice (Ann 1, Bob 4, Dee 3, Eve 4)
        //     → Bob.                                                              Cy 5/0, Bob 3/1
        'C14>Bob',
        'C5',
        'C6',
        'C7',
        'C8',
        // T8  Cy D9, Dee D13, Eve D10, Ann D11, Bob D12 → Dee. ♦: V+1.                       Dee 3/1
        'D9',
        'D13',
        'D10',
        'D11',
        'D12',
        // T9  Dee H13, Eve H9, Ann H10, Bob H11, Cy H12 → Dee. ♥: S+1.                       Dee 4/1
        'H13',
        'H9',
        'H10',
        'H11',
        'H12',
        // T10 Dee S5, Eve S6, Ann S14, Bob S7, Cy S8 → Ann. ♠: S→V.                          Ann 0/2
        'S5',
        'S6',
        'S14',
        'S7',
        'S8',
      ],
      // Cards won: Eve ♦5 ♣5; Ann ♠10; Bob ♥5 ♦5; Cy ♥5 ♣5; Dee ♦5 ♥5.
      // Majorities: ♦ Eve = Bob = Dee 5 → tie. ♥ Bob = Cy = Dee 5 → tie. ♠ Ann 10 → her Showroom
      //   is empty → no effect. ♣ Eve 5 = Cy 5 → tie. No-trick: everyone won a trick.
      // Table: Ann 0/2 (4), Bob 3/1 (5), Cy 5/0 (5), Dee 4/1 (6), Eve 4/1 (6).
    },
    // ── Round 2 ── dealer Dee (implied); Eve leads. Start: Ann 0/2, Bob 3/1, Cy 5/0, Dee 4/1,
    // Eve 4/1.
    // Hands: Ann D3 D7 D12 H1 H6 H10 S5 S9 C4 C6     Bob D4 D8 D13 H2 H11 H14 S6 S15 C1 C7
    //        Cy  D9 D14 D15 H3 H7 H12 S1 S2 S7 C2    Dee D1 D5 D10 H4 H8 H13 S3 S8 C14 C15
    //        Eve D2 D6 D11 H5 H9 H15 S4 S14 C3 C5
    {
      pass: 2,
      plays: [
        // T1  Eve H15, Ann H1, Bob H2, Cy H3, Dee H4 → Eve. ♥: S+1.                          Eve 5/1
        'H15',
        'H1',
        'H2',
        'H3',
        'H4',
        // T2  Eve H5, Ann H6, Bob H14, Cy H7, Dee H8 → Bob. ♥: S+1.                          Bob 4/1
        'H5',
        'H6',
        'H14',
        'H7',
        'H8',
        // T3  Bob C1, Cy C2, Dee C15, Eve C3, Ann C4 → Dee. ♣: Ann's Showroom is empty, so she is
        //     not a possible victim; choice among Bob 4, Cy 5, Eve 5 → Eve.       Dee 5/1, Eve 4/1
        'C1',
        'C2',
        'C15>Eve',
        'C3',
        'C4',
        // T4  Dee C14, Eve C5, Ann C6, Bob C7, Cy S1 (his only club is gone → off-suit ♠ at once:
        //     Cy 4/1) → Dee. ♣ choice (Bob 4, Cy 4, Eve 4) → Cy.                   Dee 6/1, Cy 3/1
        'C14>Cy',
        'C5',
        'C6',
        'C7',
        'S1',
        // T5  Dee D1, Eve D2, Ann D3, Bob D4, Cy D15 → Cy. ♦: V+1.                            Cy 3/2
        'D1',
        'D2',
        'D3',
        'D4',
        'D15',
        // T6  Cy D14, Dee D5, Eve D6, Ann D7, Bob D8 → Cy. ♦: V+1.                            Cy 3/3
        'D14',
        'D5',
        'D6',
        'D7',
        'D8',
        // T7  Cy D9, Dee D10, Eve D11, Ann D12, Bob D13 → Bob. ♦: V+1.                       Bob 4/2
        'D9',
        'D10',
        'D11',
        'D12',
        'D13',
        // T8  Bob S15, Cy S2, Dee S3, Eve S4, Ann S5 → Bob. ♠: S→V.                          Bob 3/3
        'S15',
        'S2',
        'S3',
        'S4',
        'S5',
        // T9  Bob S6, Cy S7, Dee S8, Eve S14, Ann S9 → Eve. ♠: S→V.                          Eve 3/2
        'S6',
        'S7',
        'S8',
        'S14',
        'S9',
        // T10 Eve H9, Ann H10, Bob H11, Cy H12, Dee H13 → Dee. ♥: S+1.                       Dee 7/1
        'H9',
        'H10',
        'H11',
        'H12',
        'H13',
      ],
      // Cards won: Eve ♥5 ♠5; Bob ♥5 ♦5 ♠5; Dee ♣9 ♠1 (S1) ♥5; Cy ♦10; Ann nothing.
      // Majorities: ♦ Cy 10 > 5 → V+1 (3/4). ♥ Eve = Bob = Dee 5 → tie. ♠ Bob 5 = Eve 5 → tie.
      //   ♣ Dee 9 → choice among Bob 3, Cy 3, Eve 3 (Ann is empty) → endSteal Bob: Dee 8/1, Bob 2/3.
      // No-trick: Ann → ♦ twice (0/4).
      // Table: Ann 0/4 (8), Bob 2/3 (8), Cy 3/4 (11), Dee 8/1 (10), Eve 3/2 (7).
      endSteal: 'Bob',
    },
    // ── Round 3 ── dealer Eve (implied); Ann leads. Start: Ann 0/4, Bob 2/3, Cy 3/4, Dee 8/1,
    // Eve 3/2.
    // Hands: Ann D1 D5 D12 H5 H13 H15 S6 S15 C7 C15   Bob D2 D6 D9 H1 H6 H12 S1 S7 C3 C14
    //        Cy  D3 D7 D13 H2 H7 H9 S2 S8 C4 C8       Dee D4 D8 D10 H3 H10 H14 S3 S14 C1 C5
    //        Eve D11 D14 D15 H4 H8 H11 S4 S5 C2 C6
    {
      pass: 3,
      plays: [
        // T1  Ann S15, Bob S1, Cy S2, Dee S3, Eve S4 → Ann. ♠ with an empty Showroom → no effect.
        'S15',
        'S1',
        'S2',
        'S3',
        'S4',
        // T2  Ann H15, Bob H1, Cy H2, Dee H3, Eve H4 → Ann. ♥: S+1.                          Ann 1/4
        'H15',
        'H1',
        'H2',
        'H3',
        'H4',
        // T3  Ann H5, Bob H6, Cy H7, Dee H14, Eve H8 → Dee. ♥: S+1.                          Dee 9/1
        'H5',
        'H6',
        'H7',
        'H14',
        'H8',
        // T4  Dee C1, Eve C2, Ann C15, Bob C3, Cy C4 → Ann. ♣ choice (Bob 2, Cy 3, Dee 9, Eve 3)
        //     → Dee.                                                              Ann 2/4, Dee 8/1
        'C1',
        'C2',
        'C15>Dee',
        'C3',
        'C4',
        // T5  Ann D1, Bob D2, Cy D3, Dee D4, Eve D15 → Eve. ♦: V+1.                          Eve 3/3
        'D1',
        'D2',
        'D3',
        'D4',
        'D15',
        // T6  Eve D14, Ann D5, Bob D6, Cy D7, Dee D8 → Eve. ♦: V+1.                          Eve 3/4
        'D14',
        'D5',
        'D6',
        'D7',
        'D8',
        // T7  Eve S5, Ann S6, Bob S7, Cy S8, Dee S14 → Dee. ♠: S→V.                          Dee 7/2
        'S5',
        'S6',
        'S7',
        'S8',
        'S14',
        // T8  Dee C5, Eve C6, Ann C7, Bob C14, Cy C8 → Bob. ♣ choice (Ann 2, Cy 3, Dee 7, Eve 3)
        //     → Dee.                                                              Bob 3/3, Dee 6/2
        'C5',
        'C6',
        'C7',
        'C14>Dee',
        'C8',
        // T9  Bob D9, Cy D13, Dee D10, Eve D11, Ann D12 → Cy. ♦: V+1.                         Cy 3/5
        'D9',
        'D13',
        'D10',
        'D11',
        'D12',
        // T10 Cy H9, Dee H10, Eve H11, Ann H13, Bob H12 → Ann. ♥: S+1.                       Ann 3/4
        'H9',
        'H10',
        'H11',
        'H13',
        'H12',
      ],
      // Cards won: Ann ♠5 ♥10 ♣5; Dee ♥5 ♠5; Eve ♦10; Bob ♣5; Cy ♦5.
      // Majorities: ♦ Eve 10 > 5 → V+1 (3/5). ♥ Ann 10 > 5 → S+1 (4/4). ♠ Ann 5 = Dee 5 → tie.
      //   ♣ Ann 5 = Bob 5 → tie. No-trick: none.
      // Table: Ann 4/4 (12), Bob 3/3 (9), Cy 3/5 (13), Dee 6/2 (10), Eve 3/5 (13).
    },
    // ── Round 4 ── dealer Ann (implied); Bob leads. Start: Ann 4/4, Bob 3/3, Cy 3/5, Dee 6/2,
    // Eve 3/5.
    // Hands: Ann D4 D6 D13 H5 H9 H15 S3 S7 C4 C5      Bob D1 D7 D10 H3 H10 H14 S4 S8 C1 C6
    //        Cy  D2 D8 D11 H4 H6 H11 S5 S15 C7 C15    Dee D12 D14 D15 H1 H7 H13 S1 S6 C2 C8
    //        Eve D3 D5 D9 H2 H8 H12 S2 S14 C3 C14
    {
      pass: 1,
      plays: [
        // T1  Bob D1, Cy D2, Dee D15, Eve D3, Ann D4 → Dee. ♦: V+1.                          Dee 6/3
        'D1',
        'D2',
        'D15',
        'D3',
        'D4',
        // T2  Dee D14, Eve D5, Ann D6, Bob D7, Cy D8 → Dee. ♦: V+1.                          Dee 6/4
        'D14',
        'D5',
        'D6',
        'D7',
        'D8',
        // T3  Dee H1, Eve H2, Ann H15, Bob H3, Cy H4 → Ann. ♥: S+1.                          Ann 5/4
        'H1',
        'H2',
        'H15',
        'H3',
        'H4',
        // T4  Ann H5, Bob H14, Cy H6, Dee H7, Eve H8 → Bob. ♥: S+1.                          Bob 4/3
        'H5',
        'H14',
        'H6',
        'H7',
        'H8',
        // T5  Bob C1, Cy C15, Dee C2, Eve C3, Ann C4 → Cy. ♣ choice (Ann 5, Bob 4, Dee 6, Eve 3)
        //     → Ann.                                                               Cy 4/5, Ann 4/4
        'C1',
        'C15>Ann',
        'C2',
        'C3',
        'C4',
        // T6  Cy S15, Dee S1, Eve S2, Ann S3, Bob S4 → Cy. ♠: S→V.                            Cy 3/6
        'S15',
        'S1',
        'S2',
        'S3',
        'S4',
        // T7  Cy S5, Dee S6, Eve S14, Ann S7, Bob S8 → Eve. ♠: S→V.                          Eve 2/6
        'S5',
        'S6',
        'S14',
        'S7',
        'S8',
        // T8  Eve C14, Ann C5, Bob C6, Cy C7, Dee C8 → Eve. ♣ choice (Ann 4, Bob 4, Cy 3, Dee 6)
        //     → Dee.                                                              Eve 3/6, Dee 5/4
        'C14>Dee',
        'C5',
        'C6',
        'C7',
        'C8',
        // T9  Eve D9, Ann D13, Bob D10, Cy D11, Dee D12 → Ann. ♦: V+1.                       Ann 4/5
        'D9',
        'D13',
        'D10',
        'D11',
        'D12',
        // T10 Ann H9, Bob H10, Cy H11, Dee H13, Eve H12 → Dee. ♥: S+1.                       Dee 6/4
        'H9',
        'H10',
        'H11',
        'H13',
        'H12',
      ],
      // Cards won: Dee ♦10 ♥5; Ann ♥5 ♦5; Bob ♥5; Cy ♣5 ♠5; Eve ♠5 ♣5.
      // Majorities: ♦ Dee 10 > 5 → V+1 (6/5). ♥ Ann = Bob = Dee 5 → tie. ♠ Cy = Eve → tie.
      //   ♣ Cy = Eve → tie. No-trick: none.
      // Table: Ann 4/5 (14), Bob 4/3 (10), Cy 3/6 (15), Dee 6/5 (16), Eve 3/6 (15).
    },
    // ── Round 5 ── dealer Bob (implied); Cy leads. Start: Ann 4/5, Bob 4/3, Cy 3/6, Dee 6/5,
    // Eve 3/6.
    // Hands: Ann D3 D7 D12 H2 H11 H14 S7 S15 C1 C14   Bob D4 D8 D9 H3 H7 H12 S1 S8 C6 C15
    //        Cy  D5 D10 D15 H4 H8 H13 S2 S5 C2 C7     Dee D1 D6 D13 H5 H9 H15 S3 S6 C3 C8
    //        Eve D2 D11 D14 H1 H6 H10 S4 S14 C4 C5
    {
      pass: 2,
      plays: [
        // T1  Cy D15, Dee D1, Eve D2, Ann D3, Bob D4 → Cy. ♦: V+1.                            Cy 3/7
        'D15',
        'D1',
        'D2',
        'D3',
        'D4',
        // T2  Cy D5, Dee D6, Eve D14, Ann D7, Bob D8 → Eve. ♦: V+1.                          Eve 3/7
        'D5',
        'D6',
        'D14',
        'D7',
        'D8',
        // T3  Eve H1, Ann H2, Bob H3, Cy H4, Dee H15 → Dee. ♥: S+1.                          Dee 7/5
        'H1',
        'H2',
        'H3',
        'H4',
        'H15',
        // T4  Dee H5, Eve H6, Ann H14, Bob H7, Cy H8 → Ann. ♥: S+1.                          Ann 5/5
        'H5',
        'H6',
        'H14',
        'H7',
        'H8',
        // T5  Ann S15, Bob S1, Cy S2, Dee S3, Eve S4 → Ann. ♠: S→V.                          Ann 4/6
        'S15',
        'S1',
        'S2',
        'S3',
        'S4',
        // T6  Ann C1, Bob C15, Cy C2, Dee C3, Eve C4 → Bob. ♣ choice (Ann 4, Cy 3, Dee 7, Eve 3)
        //     → Dee.                                                              Bob 5/3, Dee 6/5
        'C1',
        'C15>Dee',
        'C2',
        'C3',
        'C4',
        // T7  Bob D9, Cy D10, Dee D13, Eve D11, Ann D12 → Dee. ♦: V+1.                       Dee 6/6
        'D9',
        'D10',
        'D13',
        'D11',
        'D12',
        // T8  Dee H9, Eve H10, Ann H11, Bob H12, Cy H13 → Cy. ♥: S+1.                         Cy 4/7
        'H9',
        'H10',
        'H11',
        'H12',
        'H13',
        // T9  Cy S5, Dee S6, Eve S14, Ann S7, Bob S8 → Eve. ♠: S→V.                          Eve 2/8
        'S5',
        'S6',
        'S14',
        'S7',
        'S8',
        // T10 Eve C5, Ann C14, Bob C6, Cy C7, Dee C8 → Ann. ♣ choice (Bob 5, Cy 4, Dee 6, Eve 2)
        //     → Bob.                                                              Ann 5/6, Bob 4/3
        'C5',
        'C14>Bob',
        'C6',
        'C7',
        'C8',
      ],
      // Cards won: Cy ♦5 ♥5; Eve ♦5 ♠5; Dee ♥5 ♦5; Ann ♥5 ♠5 ♣5; Bob ♣5.
      // Majorities: every suit tied (♦ Cy = Eve = Dee, ♥ Dee = Ann = Cy, ♠ Ann = Eve, ♣ Ann = Bob).
      // Final: Ann 5/6 = 17, Bob 4/3 = 10, Cy 4/7 = 18, Dee 6/6 = 18, Eve 2/8 = 18.
      // D-TIE: Cy, Dee and Eve tie on 18; the Vault decides: Eve 8 > Cy 7 > Dee 6 → Eve wins.
    },
  ],
};

describe('scenario: standard game, 5 players, 5 rounds (hand-checked)', () => {
  it('replays the whole record: 5 rounds, complete', () => {
    const out = replay(record);
    expect(out.complete).toBe(true);
    expect(out.roundsPlayed).toBe(5);
  });

  it('D-SCORE: final standings', () => {
    expect(table(replay(record))).toEqual(lines([A, 5, 6], [B, 4, 3], [C, 4, 7], [D, 6, 6], [E, 2, 8]));
  });

  it('D-TIE: three players on 18, Eve wins on the Vault', () => {
    const out = replay(record);
    expect(out.winners).toEqual(['Eve']);
    expect(out['decidedBy']).toBe('vault');
  });

  it('round-end tables match the hand working', () => {
    expect(tableAt(record, 1)).toEqual(lines([A, 0, 2], [B, 3, 1], [C, 5, 0], [D, 4, 1], [E, 4, 1]));
    expect(tableAt(record, 2)).toEqual(lines([A, 0, 4], [B, 2, 3], [C, 3, 4], [D, 8, 1], [E, 3, 2]));
    expect(tableAt(record, 3)).toEqual(lines([A, 4, 4], [B, 3, 3], [C, 3, 5], [D, 6, 2], [E, 3, 5]));
    expect(tableAt(record, 4)).toEqual(lines([A, 4, 5], [B, 4, 3], [C, 3, 6], [D, 6, 5], [E, 3, 6]));
    expect(tableAt(record, 5)).toEqual(lines([A, 5, 6], [B, 4, 3], [C, 4, 7], [D, 6, 6], [E, 2, 8]));
  });

  it('D-DEALER / D-LEAD: with the dealer left out, each round is led by the next player', () => {
    const out = replay(record);
    const tricks = out['tricks'] as { round: number; trick: number; leader: string }[];
    const firstLeaders = [1, 2, 3, 4, 5].map((r) => tricks.find((t) => t.round === r && t.trick === 1)?.leader);
    expect(firstLeaders).toEqual(['Dee', 'Eve', 'Ann', 'Bob', 'Cy']);
    expect(trickWinner(out, 2, 4)).toBe('Dee');
  });

  it('R2 T4: Cy’s off-suit ♠ acts first, then Dee (who wins the trick) robs Cy', () => {
    expect(tableAt(record, 2, 19)).toEqual(lines([A, 0, 2], [B, 4, 1], [C, 5, 0], [D, 5, 1], [E, 4, 1]));
    expect(tableAt(record, 2, 20)).toEqual(lines([A, 0, 2], [B, 4, 1], [C, 3, 1], [D, 6, 1], [E, 4, 1]));
  });

  it('D-A-CLUB: a player with an empty Showroom is not a possible victim (R2 T3, Ann)', () => {
    const bad = structuredClone(record);
    bad.rounds[1]!.plays[12] = 'C15>Ann';
    expect(replayError(bad)).toMatchObject({ round: 2, play: 13, rule: 'D-A-CLUB' });
  });

  it('D-DEALER / D-ROUNDS: a wrong dealer and a sixth round are rejected', () => {
    const wrongDealer = structuredClone(record);
    wrongDealer.rounds[1]!.dealer = 'Eve'; // should be Dee
    expect(replayError(wrongDealer)).toMatchObject({ round: 2, rule: 'D-DEALER' });

    const sixth = structuredClone(record);
    sixth.rounds.push({ pass: 1, plays: [] });
    expect(replayError(sixth)).toMatchObject({ round: 6, rule: 'D-ROUNDS' });
  });
});
