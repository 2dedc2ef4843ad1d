/**
 * Scenario: "Perfect Diamonds" (DP) for 3 players with the thief token (DX-THIEF), full game of
 * 6 rounds (D-ROUNDS 3→6). Deck: ranks 1–9 of each suit (36 cards), 12 cards each, so every card
 * is played every round (12 tricks of three). Seats Ann 0, Bob 1, Cy 2; the token starts with Cy.
 * Worked out by hand from docs/rules/diamonds.md; the engine only replays the record.
 *
 * DX-THIEF: every ♣ action (a Clubs trick, an off-suit club, a Clubs majority) robs the holder
 * of the token, never anyone else (no suffix needed); nothing is stolen if the actor holds the
 * token or the holder's Showroom is empty; in every case the token then passes left (next seat:
 * Ann → Bob → Cy → Ann). The token position is written after every ♣ action as "tok→X".
 *
 * Exercises: the holder robbed (trick, off-suit and majority), the actor holding the token (R1 T3,
 * R2 T3 off-suit, R2 ♣ majority, R6 T1 and ♣ majority), the holder's Showroom empty (R1 ♣
 * majority), ♠ with an empty Showroom (R5 T3 off-suit, R6 ♠ majority), off-suit ♥/♠/♣, ties of
 * three (3–3–3), no-trick bonuses (R2 Ann, R4 Bob, R5 Ann). Decided on score.
 *
 * Notation: "Ann 5/1" = Showroom 5, Vault 1. Hands are the cards each plays in the round.
 */
import { describe, expect, it } from 'vitest';
import { lines, movesWhere, replay, replayError, table, tableAt, type ScenarioRecord } from './helpers';

const A = ['Ann'];
const B = ['Bob'];
const C = ['Cy'];

const record: ScenarioRecord = {
  game: 'diamonds',
  players: ['Ann', 'Bob', 'Cy'],
  variant: 'perfect',
  thief: 'Cy',
  rounds: [
    // ── Round 1 ── dealer Ann (pass 1); Bob leads. Start: all 3/0; token Cy. Everyone follows.
    // Hands: Bob C7 C8 C9 D3 D6 D9 H1 H3 H6 S2 S4 S6   Cy C1 C3 C5 D1 D5 D8 H2 H4 H7 S3 S7 S9
    //        Ann C2 C4 C6 D2 D4 D7 H5 H8 H9 S1 S5 S8
    {
      dealer: 'Ann',
      pass: 1,
      plays: [
        // T1  Bob C9, Cy C1, Ann C2 → Bob. ♣: holder Cy → Bob 4/0, Cy 2/0; tok→Ann.
        'C9',
        'C1',
        'C2',
        // T2  Bob C8, Cy C3, Ann C4 → Bob. ♣: holder Ann → Bob 5/0, Ann 2/0; tok→Bob.
        'C8',
        'C3',
        'C4',
        // T3  Bob C7, Cy C5, Ann C6 → Bob. ♣: Bob holds the token → nothing; tok→Cy.
        'C7',
        'C5',
        'C6',
        // T4  Bob D9, Cy D1, Ann D2 → Bob. ♦: V+1.                                         Bob 5/1
        'D9',
        'D1',
        'D2',
        // T5  Bob D3, Cy D8, Ann D4 → Cy. ♦: V+1.                                           Cy 2/1
        'D3',
        'D8',
        'D4',
        // T6  Cy D5, Ann D7, Bob D6 → Ann. ♦: V+1.                                         Ann 2/1
        'D5',
        'D7',
        'D6',
        // T7  Ann H9, Bob H1, Cy H2 → Ann. ♥: S+1.                                         Ann 3/1
        'H9',
        'H1',
        'H2',
        // T8  Ann H8, Bob H3, Cy H4 → Ann. ♥: S+1.                                         Ann 4/1
        'H8',
        'H3',
        'H4',
        // T9  Ann H5, Bob H6, Cy H7 → Cy. ♥: S+1.                                           Cy 3/1
        'H5',
        'H6',
        'H7',
        // T10 Cy S9, Ann S1, Bob S2 → Cy. ♠: S→V.                                           Cy 2/2
        'S9',
        'S1',
        'S2',
        // T11 Cy S3, Ann S8, Bob S4 → Ann. ♠: S→V.                                         Ann 3/2
        'S3',
        'S8',
        'S4',
        // T12 Ann S5, Bob S6, Cy S7 → Cy. ♠: S→V.                                           Cy 1/3
        'S5',
        'S6',
        'S7',
      ],
      // After the tricks: Ann 3/2, Bob 5/1, Cy 1/3; token Cy.
      // Cards won: Bob ♣9 ♦3; Cy ♦3 ♥3 ♠6; Ann ♦3 ♥6 ♠3.
      // Majorities: ♦ 3–3–3 tie. ♥ Ann 6 → S+1 (4/2). ♠ Cy 6 → S→V (0/4). ♣ Bob 9: holder Cy,
      //   whose Showroom is now EMPTY → nothing stolen; tok→Ann.
      // Table: Ann 4/2 (8), Bob 5/1 (7), Cy 0/4 (8). Token Ann.
    },
    // ── Round 2 ── dealer Bob (pass 2); Cy leads. Start: Ann 4/2, Bob 5/1, Cy 0/4; token Ann.
    // Hands: Cy  D6 D7 D8 D9 C8 C9 H1 H2 H3 S1 S2 S3   Ann D1 D2 C1 C2 C3 C4 H4 H5 H6 S4 S5 S6
    //        Bob D3 D4 D5 C5 C6 C7 H7 H8 H9 S7 S8 S9
    {
      dealer: 'Bob',
      pass: 2,
      plays: [
        // T1  Cy D9, Ann D1, Bob D3 → Cy. ♦: V+1.                                           Cy 0/5
        'D9',
        'D1',
        'D3',
        // T2  Cy D8, Ann D2, Bob D4 → Cy. ♦: V+1.                                           Cy 0/6
        'D8',
        'D2',
        'D4',
        // T3  Cy D7, Ann C1 (her ♦ are gone → off-suit ♣: Ann holds the token → nothing;
        //     tok→Bob), Bob D5 → Cy. ♦: V+1.                                                Cy 0/7
        'D7',
        'C1',
        'D5',
        // T4  Cy D6, Ann C2 (off-suit ♣: holder Bob → Ann 5/2, Bob 4/1; tok→Cy), Bob S7 (his ♦
        //     are gone → off-suit ♠: Bob 3/2) → Cy. ♦: V+1.                                 Cy 0/8
        'D6',
        'C2',
        'S7',
        // T5  Cy H1, Ann H6, Bob H9 → Bob. ♥: S+1.                                         Bob 4/2
        'H1',
        'H6',
        'H9',
        // T6  Bob H8, Cy H2, Ann H5 → Bob. ♥: S+1.                                         Bob 5/2
        'H8',
        'H2',
        'H5',
        // T7  Bob H7, Cy H3, Ann H4 → Bob. ♥: S+1.                                         Bob 6/2
        'H7',
        'H3',
        'H4',
        // T8  Bob C7, Cy C9, Ann C3 → Cy. ♣: Cy holds the token → nothing; tok→Ann.
        'C7',
        'C9',
        'C3',
        // T9  Cy C8, Ann C4, Bob C6 → Cy. ♣: holder Ann → Cy 1/8, Ann 4/2; tok→Bob.
        'C8',
        'C4',
        'C6',
        // T10 Cy S3, Ann S6, Bob S9 → Bob. ♠: S→V.                                         Bob 5/3
        'S3',
        'S6',
        'S9',
        // T11 Bob C5, Cy S1 (his ♣ are gone → off-suit ♠: Cy 0/9), Ann S4 (her ♣ are gone →
        //     off-suit ♠: Ann 3/3) → Bob (the only club). ♣: Bob holds the token → nothing; tok→Cy.
        'C5',
        'S1',
        'S4',
        // T12 Bob S8, Cy S2, Ann S5 → Bob. ♠: S→V.                                         Bob 4/4
        'S8',
        'S2',
        'S5',
      ],
      // After the tricks: Ann 3/3, Bob 4/4, Cy 0/9; token Cy.
      // Cards won: Cy T1–T4 T8 T9 = ♦8 ♣8 ♠1 (S7); Bob T5–T7 T10–T12 = ♥9 ♠8 ♣1; Ann nothing.
      // Majorities: ♦ Cy 8 → V+1 (0/10). ♥ Bob 9 → S+1 (5/4). ♠ Bob 8 > 1 → S→V (4/5).
      //   ♣ Cy 8 > 1: Cy holds the token → nothing; tok→Ann.
      // No-trick: Ann → ♦ twice (3/5).
      // Table: Ann 3/5 (13), Bob 4/5 (14), Cy 0/10 (20). Token Ann.
    },
    // ── Round 3 ── dealer Cy (pass 3); Ann leads. Everyone follows. Start: Ann 3/5, Bob 4/5,
    // Cy 0/10; token Ann.
    // Hands: Ann H3 H6 H9 C1 C5 C8 S2 S4 S7 D5 D8 D9   Bob H1 H5 H8 C2 C4 C7 S5 S8 S9 D1 D3 D6
    //        Cy  H2 H4 H7 C3 C6 C9 S1 S3 S6 D2 D4 D7
    {
      dealer: 'Cy',
      pass: 3,
      plays: [
        // T1  Ann H9, Bob H1, Cy H2 → Ann. ♥: S+1.                                         Ann 4/5
        'H9',
        'H1',
        'H2',
        // T2  Ann H3, Bob H8, Cy H4 → Bob. ♥: S+1.                                         Bob 5/5
        'H3',
        'H8',
        'H4',
        // T3  Bob H5, Cy H7, Ann H6 → Cy. ♥: S+1.                                          Cy 1/10
        'H5',
        'H7',
        'H6',
        // T4  Cy C9, Ann C1, Bob C2 → Cy. ♣: holder Ann → Cy 2/10, Ann 3/5; tok→Bob.
        'C9',
        'C1',
        'C2',
        // T5  Cy C3, Ann C8, Bob C4 → Ann. ♣: holder Bob → Ann 4/5, Bob 4/5; tok→Cy.
        'C3',
        'C8',
        'C4',
        // T6  Ann C5, Bob C7, Cy C6 → Bob. ♣: holder Cy → Bob 5/5, Cy 1/10; tok→Ann.
        'C5',
        'C7',
        'C6',
        // T7  Bob S9, Cy S1, Ann S2 → Bob. ♠: S→V.                                         Bob 4/6
        'S9',
        'S1',
        'S2',
        // T8  Bob S8, Cy S3, Ann S4 → Bob. ♠: S→V.                                         Bob 3/7
        'S8',
        'S3',
        'S4',
        // T9  Bob S5, Cy S6, Ann S7 → Ann. ♠: S→V.                                         Ann 3/6
        'S5',
        'S6',
        'S7',
        // T10 Ann D9, Bob D1, Cy D2 → Ann. ♦: V+1.                                         Ann 3/7
        'D9',
        'D1',
        'D2',
        // T11 Ann D8, Bob D3, Cy D4 → Ann. ♦: V+1.                                         Ann 3/8
        'D8',
        'D3',
        'D4',
        // T12 Ann D5, Bob D6, Cy D7 → Cy. ♦: V+1.                                          Cy 1/11
        'D5',
        'D6',
        'D7',
      ],
      // Cards won: ♥ 3–3–3; ♣ 3–3–3; ♠ Bob 6, Ann 3; ♦ Ann 6, Cy 3.
      // Majorities: ♦ Ann → V+1 (3/9). ♥ tie. ♠ Bob → S→V (2/8). ♣ tie → no ♣ action, the token
      //   stays with Ann.
      // Table: Ann 3/9 (21), Bob 2/8 (18), Cy 1/11 (23). Token Ann.
    },
    // ── Round 4 ── dealer Ann (pass 1); Bob leads. Everyone follows. Start: Ann 3/9, Bob 2/8,
    // Cy 1/11; token Ann.
    // Hands: Bob C1 C4 C6 D2 D3 D5 S1 S4 S6 H2 H4 H6   Cy C7 C8 C9 D1 D4 D6 S2 S7 S8 H7 H8 H9
    //        Ann C2 C3 C5 D7 D8 D9 S3 S5 S9 H1 H3 H5
    {
      dealer: 'Ann',
      pass: 1,
      plays: [
        // T1  Bob C1, Cy C9, Ann C2 → Cy. ♣: holder Ann → Cy 2/11, Ann 2/9; tok→Bob.
        'C1',
        'C9',
        'C2',
        // T2  Cy C8, Ann C3, Bob C4 → Cy. ♣: holder Bob → Cy 3/11, Bob 1/8; tok→Cy.
        'C8',
        'C3',
        'C4',
        // T3  Cy C7, Ann C5, Bob C6 → Cy. ♣: Cy holds the token → nothing; tok→Ann.
        'C7',
        'C5',
        'C6',
        // T4  Cy D1, Ann D9, Bob D2 → Ann. ♦: V+1.                                        Ann 2/10
        'D1',
        'D9',
        'D2',
        // T5  Ann D8, Bob D3, Cy D4 → Ann. ♦: V+1.                                        Ann 2/11
        'D8',
        'D3',
        'D4',
        // T6  Ann D7, Bob D5, Cy D6 → Ann. ♦: V+1.                                        Ann 2/12
        'D7',
        'D5',
        'D6',
        // T7  Ann S9, Bob S1, Cy S2 → Ann. ♠: S→V.                                        Ann 1/13
        'S9',
        'S1',
        'S2',
        // T8  Ann S3, Bob S4, Cy S8 → Cy. ♠: S→V.                                          Cy 2/12
        'S3',
        'S4',
        'S8',
        // T9  Cy S7, Ann S5, Bob S6 → Cy. ♠: S→V.                                          Cy 1/13
        'S7',
        'S5',
        'S6',
        // T10 Cy H9, Ann H1, Bob H2 → Cy. ♥: S+1.                                          Cy 2/13
        'H9',
        'H1',
        'H2',
        // T11 Cy H8, Ann H3, Bob H4 → Cy. ♥: S+1.                                          Cy 3/13
        'H8',
        'H3',
        'H4',
        // T12 Cy H7, Ann H5, Bob H6 → Cy. ♥: S+1.                                          Cy 4/13
        'H7',
        'H5',
        'H6',
      ],
      // Cards won: Cy ♣9 ♠6 ♥9; Ann ♦9 ♠3; Bob nothing.
      // Majorities: ♦ Ann → V+1 (1/14). ♥ Cy → S+1 (5/13). ♠ Cy 6 > 3 → S→V (4/14).
      //   ♣ Cy 9: holder Ann → Cy 5/14, Ann 0/14; tok→Bob.
      // No-trick: Bob → ♦ twice (1/10).
      // Table: Ann 0/14 (28), Bob 1/10 (21), Cy 5/14 (33). Token Bob.
    },
    // ── Round 5 ── dealer Bob (pass 2); Cy leads. Start: Ann 0/14, Bob 1/10, Cy 5/14; token Bob.
    // Hands: Cy  D7 D8 D9 H1 H2 H3 H4 C1 C2 C3 S1 S2   Ann D1 D2 H5 H6 H7 C4 C5 C6 S3 S4 S5 S6
    //        Bob D3 D4 D5 D6 H8 H9 C7 C8 C9 S7 S8 S9
    {
      dealer: 'Bob',
      pass: 2,
      plays: [
        // T1  Cy D9, Ann D1, Bob D3 → Cy. ♦: V+1.                                          Cy 5/15
        'D9',
        'D1',
        'D3',
        // T2  Cy D8, Ann D2, Bob D4 → Cy. ♦: V+1.                                          Cy 5/16
        'D8',
        'D2',
        'D4',
        // T3  Cy D7, Ann S3 (her ♦ are gone → off-suit ♠ with an EMPTY Showroom → no effect),
        //     Bob D5 → Cy. ♦: V+1.                                                         Cy 5/17
        'D7',
        'S3',
        'D5',
        // T4  Cy H1, Ann H5, Bob H8 → Bob. ♥: S+1.                                         Bob 2/10
        'H1',
        'H5',
        'H8',
        // T5  Bob H9, Cy H2, Ann H6 → Bob. ♥: S+1.                                         Bob 3/10
        'H9',
        'H2',
        'H6',
        // T6  Bob D6, Cy H3 (his ♦ are gone → off-suit ♥: Cy 6/17), Ann C4 (off-suit ♣: holder
        //     Bob → Ann 1/14, Bob 2/10; tok→Cy) → Bob. ♦: V+1.                             Bob 2/11
        'D6',
        'H3',
        'C4',
        // T7  Bob C9, Cy C1, Ann C5 → Bob. ♣: holder Cy → Bob 3/11, Cy 5/17; tok→Ann.
        'C9',
        'C1',
        'C5',
        // T8  Bob C8, Cy C2, Ann C6 → Bob. ♣: holder Ann → Bob 4/11, Ann 0/14; tok→Bob.
        'C8',
        'C2',
        'C6',
        // T9  Bob C7, Cy C3, Ann H7 (her ♣ are gone → off-suit ♥: Ann 1/14) → Bob. ♣: Bob holds
        //     the token → nothing; tok→Cy.
        'C7',
        'C3',
        'H7',
        // T10 Bob S9, Cy S1, Ann S5 → Bob. ♠: S→V.                                         Bob 3/12
        'S9',
        'S1',
        'S5',
        // T11 Bob S8, Cy S2, Ann S6 → Bob. ♠: S→V.                                         Bob 2/13
        'S8',
        'S2',
        'S6',
        // T12 Bob S7, Cy H4 (his ♠ are gone → off-suit ♥: Cy 6/17), Ann S4 → Bob. ♠: S→V. Bob 1/14
        'S7',
        'H4',
        'S4',
      ],
      // After the tricks: Ann 1/14, Bob 1/14, Cy 6/17; token Cy.
      // Cards won: Cy T1–T3 = ♦8 ♠1 (S3); Bob T4–T12 = ♥9 ♦1 ♣9 ♠8; Ann nothing.
      // Majorities: ♦ Cy 8 > 1 → V+1 (6/18). ♥ Bob 9 → S+1 (2/14). ♠ Bob 8 > 1 → S→V (1/15).
      //   ♣ Bob 9: holder Cy → Bob 2/15, Cy 5/18; tok→Ann.
      // No-trick: Ann → ♦ twice (1/16).
      // Table: Ann 1/16 (33), Bob 2/15 (32), Cy 5/18 (41). Token Ann.
    },
    // ── Round 6 ── dealer Cy (pass 3); Ann leads. Everyone follows. Start: Ann 1/16, Bob 2/15,
    // Cy 5/18; token Ann.
    // Hands: Ann C7 C8 C9 D5 D8 D9 H1 H4 H7 S1 S4 S6   Bob C1 C3 C5 D1 D3 D6 H2 H5 H8 S5 S8 S9
    //        Cy  C2 C4 C6 D2 D4 D7 H3 H6 H9 S2 S3 S7
    {
      dealer: 'Cy',
      pass: 3,
      plays: [
        // T1  Ann C9, Bob C1, Cy C2 → Ann. ♣: Ann holds the token → nothing; tok→Bob.
        'C9',
        'C1',
        'C2',
        // T2  Ann C8, Bob C3, Cy C4 → Ann. ♣: holder Bob → Ann 2/16, Bob 1/15; tok→Cy.
        'C8',
        'C3',
        'C4',
        // T3  Ann C7, Bob C5, Cy C6 → Ann. ♣: holder Cy → Ann 3/16, Cy 4/18; tok→Ann.
        'C7',
        'C5',
        'C6',
        // T4  Ann D9, Bob D1, Cy D2 → Ann. ♦: V+1.                                        Ann 3/17
        'D9',
        'D1',
        'D2',
        // T5  Ann D8, Bob D3, Cy D4 → Ann. ♦: V+1.                                        Ann 3/18
        'D8',
        'D3',
        'D4',
        // T6  Ann D5, Bob D6, Cy D7 → Cy. ♦: V+1.                                          Cy 4/19
        'D5',
        'D6',
        'D7',
        // T7  Cy H9, Ann H1, Bob H2 → Cy. ♥: S+1.                                          Cy 5/19
        'H9',
        'H1',
        'H2',
        // T8  Cy H3, Ann H4, Bob H8 → Bob. ♥: S+1.                                         Bob 2/15
        'H3',
        'H4',
        'H8',
        // T9  Bob H5, Cy H6, Ann H7 → Ann. ♥: S+1.                                        Ann 4/18
        'H5',
        'H6',
        'H7',
        // T10 Ann S1, Bob S9, Cy S2 → Bob. ♠: S→V.                                         Bob 1/16
        'S1',
        'S9',
        'S2',
        // T11 Bob S8, Cy S3, Ann S4 → Bob. ♠: S→V.                                         Bob 0/17
        'S8',
        'S3',
        'S4',
        // T12 Bob S5, Cy S7, Ann S6 → Cy. ♠: S→V.                                          Cy 4/20
        'S5',
        'S7',
        'S6',
      ],
      // Cards won: Ann ♣9 ♦6 ♥3; Bob ♥3 ♠6; Cy ♦3 ♥3 ♠3.
      // Majorities: ♦ Ann 6 > 3 → V+1 (4/19). ♥ 3–3–3 tie. ♠ Bob 6 > 3 → his Showroom is EMPTY
      //   → no effect. ♣ Ann 9: Ann holds the token → nothing; tok→Bob.
      // Final: Ann 4/19 = 42, Bob 0/17 = 34, Cy 4/20 = 44 → Cy wins on score.
    },
  ],
};

describe('scenario: Perfect Diamonds, 3 players, thief token, 6 rounds (hand-checked)', () => {
  it('replays the whole record: 6 rounds, complete', () => {
    const out = replay(record);
    expect(out.complete).toBe(true);
    expect(out.roundsPlayed).toBe(6);
  });

  it('D-SCORE: final standings Ann 4/19, Bob 0/17, Cy 4/20', () => {
    expect(table(replay(record))).toEqual(lines([A, 4, 19], [B, 0, 17], [C, 4, 20]));
  });

  it('D-TIE: Cy wins on score (44 against 42 and 34)', () => {
    const out = replay(record);
    expect(out.winners).toEqual(['Cy']);
    expect(out['decidedBy']).toBe('score');
  });

  it('round-end tables match the hand working', () => {
    expect(tableAt(record, 1)).toEqual(lines([A, 4, 2], [B, 5, 1], [C, 0, 4]));
    expect(tableAt(record, 2)).toEqual(lines([A, 3, 5], [B, 4, 5], [C, 0, 10]));
    expect(tableAt(record, 3)).toEqual(lines([A, 3, 9], [B, 2, 8], [C, 1, 11]));
    expect(tableAt(record, 4)).toEqual(lines([A, 0, 14], [B, 1, 10], [C, 5, 14]));
    expect(tableAt(record, 5)).toEqual(lines([A, 1, 16], [B, 2, 15], [C, 5, 18]));
    expect(tableAt(record, 6)).toEqual(lines([A, 4, 19], [B, 0, 17], [C, 4, 20]));
  });

  it('DX-THIEF: R1 T1–T3 rob Cy, then Ann, then nobody (Bob holds the token)', () => {
    expect(tableAt(record, 1, 3)).toEqual(lines([A, 3, 0], [B, 4, 0], [C, 2, 0]));
    expect(tableAt(record, 1, 6)).toEqual(lines([A, 2, 0], [B, 5, 0], [C, 2, 0]));
    expect(tableAt(record, 1, 9)).toEqual(lines([A, 2, 0], [B, 5, 0], [C, 2, 0]));
    const out = replay(record);
    const clubs = movesWhere(out, { round: 1, action: 'D-A-CLUB' });
    expect(clubs.map((m) => [m.rule, m.player, m.amount])).toEqual([
      ['D-TAKE', 'Bob', 1],
      ['D-TAKE', 'Bob', 1],
      ['D-TAKE', 'Bob', 0], // Bob holds the token
      ['D-MAJORITY', 'Bob', 0], // the holder, Cy, has an empty Showroom
    ]);
  });

  it('DX-THIEF: R2 off-suit clubs — Ann holds the token (nothing), then robs Bob', () => {
    const out = replay(record);
    expect(movesWhere(out, { round: 2, play: 8 }).map((m) => [m.player, m.action, m.amount])).toEqual([['Ann', 'D-A-CLUB', 0]]);
    expect(tableAt(record, 2, 10)).toEqual(lines([A, 4, 2], [B, 5, 1], [C, 0, 7]));
    expect(tableAt(record, 2, 11)).toEqual(lines([A, 5, 2], [B, 4, 1], [C, 0, 7]));
    expect(tableAt(record, 2, 12)).toEqual(lines([A, 5, 2], [B, 3, 2], [C, 0, 8]));
  });

  it('DX-THIEF: R3 the token goes round — Ann, Bob, Cy are robbed in turn', () => {
    expect(tableAt(record, 3, 9)).toEqual(lines([A, 4, 5], [B, 5, 5], [C, 1, 10]));
    expect(tableAt(record, 3, 12)).toEqual(lines([A, 3, 5], [B, 5, 5], [C, 2, 10]));
    expect(tableAt(record, 3, 15)).toEqual(lines([A, 4, 5], [B, 4, 5], [C, 2, 10]));
    expect(tableAt(record, 3, 18)).toEqual(lines([A, 4, 5], [B, 5, 5], [C, 1, 10]));
  });

  it('D-A-SPADE: empty Showrooms — R5 T3 Ann’s off-suit S3 and R6 Bob’s ♠ majority do nothing', () => {
    const out = replay(record);
    expect(movesWhere(out, { round: 5, play: 8 }).map((m) => [m.player, m.action, m.amount])).toEqual([['Ann', 'D-A-SPADE', 0]]);
    const r6 = movesWhere(out, { round: 6, rule: 'D-MAJORITY' });
    expect(r6.map((m) => [m.player, m.action, m.amount])).toEqual([
      ['Ann', 'D-A-DIAMOND', 1],
      ['Bob', 'D-A-SPADE', 0],
      ['Ann', 'D-A-CLUB', 0], // Ann holds the token
    ]);
  });

  it('D-NOTRICK: Ann (R2, R5) and Bob (R4) take no trick', () => {
    const out = replay(record);
    const who = (round: number) => movesWhere(out, { round, rule: 'D-NOTRICK' }).map((m) => m.player);
    expect(who(1)).toEqual([]);
    expect(who(2)).toEqual(['Ann', 'Ann']);
    expect(who(3)).toEqual([]);
    expect(who(4)).toEqual(['Bob', 'Bob']);
    expect(who(5)).toEqual(['Ann', 'Ann']);
    expect(who(6)).toEqual([]);
  });

  it('DX-THIEF: a suffix may only name the holder (there is no choice)', () => {
    const named = structuredClone(record);
    named.rounds[0]!.plays[0] = 'C9>Cy'; // R1 T1: the holder is Cy
    expect(table(replay(named))).toEqual(lines([A, 4, 19], [B, 0, 17], [C, 4, 20]));

    const other = structuredClone(record);
    other.rounds[0]!.plays[0] = 'C9>Ann'; // Ann does not hold the token
    expect(replayError(other)).toMatchObject({ round: 1, play: 1, rule: 'D-A-CLUB' });
  });

  it('DP: a card outside the 3-player deck (rank 10) is rejected', () => {
    const bad = structuredClone(record);
    bad.rounds[0]!.plays[9] = 'D10'; // R1 T4, instead of D9
    expect(replayError(bad)).toMatchObject({ round: 1, play: 10, rule: 'D-DECK' });
  });
});
