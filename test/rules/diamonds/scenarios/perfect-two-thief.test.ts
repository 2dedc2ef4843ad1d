/**
 * Scenario: "Perfect Diamonds" (DP) for 2 players with the thief token (DX-THIEF), full game of
 * 4 rounds. Deck: ranks 1–8 (32 cards), 16 cards each, 8 tricks of four (D2-TRICK: leader,
 * opponent, leader, opponent). Seats Ann 0, Bob 1; the token starts with Bob. Worked out by hand
 * from docs/rules/diamonds.md; the engine only replays the record.
 *
 * With two players the token simply alternates: after every ♣ action it passes left, i.e. to the
 * other player. A ♣ action steals only when the OTHER player holds the token and has a diamond in
 * the Showroom. "tok→X" gives the token after each ♣ action.
 *
 * Exercises: the order of the end-of-round actions (D-END-ORDER ♦, ♥, ♠, ♣), in two rounds where a
 * different order would give a different result: R1 Bob's ♥ majority fills his empty Showroom and
 * his ♠ majority then moves that diamond to the Vault; R2 Bob's ♥ majority fills his empty
 * Showroom and Ann's ♣ majority then steals it. Also: the holder robbed / the actor holding the
 * token / the holder's Showroom empty (trick and majority), eight off-suit ♥ in a row (a player
 * void in a suit), ♠ with an empty Showroom (trick, off-suit, majority), a tied majority (R4 ♦).
 * Decided on score (33 to 32).
 *
 * Notation: "Ann 5/1" = Showroom 5, Vault 1. Hands are the cards each plays in the round.
 */
import { describe, expect, it } from 'vitest';
import { lines, movesWhere, replay, replayError, table, tableAt, upTo, type ScenarioRecord } from './helpers';

const A = ['Ann'];
const B = ['Bob'];

const record: ScenarioRecord = {
  game: 'diamonds',
  players: ['Ann', 'Bob'],
  variant: 'perfect',
  thief: 'Bob',
  rounds: [
    // ── Round 1 ── dealer Bob (pass 2); Ann leads. Start: Ann 3/0, Bob 3/0; token Bob.
    // Hands: Ann D1 D2 D3 D4 H1–H8 C5 C6 C7 C8 (no ♠)   Bob D5 D6 D7 D8 S1–S8 C1 C2 C3 C4 (no ♥)
    {
      dealer: 'Bob',
      pass: 2,
      plays: [
        // T1  Ann C8, Bob C1, Ann C7, Bob C2 → Ann. ♣: holder Bob → Ann 4/0, Bob 2/0; tok→Ann.
        'C8',
        'C1',
        'C7',
        'C2',
        // T2  Ann C6, Bob C3, Ann C5, Bob C4 → Ann. ♣: Ann holds the token → nothing; tok→Bob.
        'C6',
        'C3',
        'C5',
        'C4',
        // T3  Ann D1, Bob D8, Ann D2, Bob D7 → Bob (D8). ♦: V+1.                           Bob 2/1
        'D1',
        'D8',
        'D2',
        'D7',
        // T4  Bob D6, Ann D3, Bob D5, Ann D4 → Bob. ♦: V+1.                                Bob 2/2
        'D6',
        'D3',
        'D5',
        'D4',
        // T5  Bob S8, Ann H1 (no ♠ at all → off-suit ♥: Ann 5/0), Bob S7, Ann H2 (6/0) → Bob.
        //     ♠: S→V.                                                                      Bob 1/3
        'S8',
        'H1',
        'S7',
        'H2',
        // T6  Bob S6, Ann H3 (7/0), Bob S5, Ann H4 (8/0) → Bob. ♠: S→V.                    Bob 0/4
        'S6',
        'H3',
        'S5',
        'H4',
        // T7  Bob S4, Ann H5 (9/0), Bob S3, Ann H6 (10/0) → Bob. ♠ with an empty Showroom →
        //     no effect.                                                                   Bob 0/4
        'S4',
        'H5',
        'S3',
        'H6',
        // T8  Bob S2, Ann H7 (11/0), Bob S1, Ann H8 (12/0) → Bob. ♠: no effect.           Bob 0/4
        'S2',
        'H7',
        'S1',
        'H8',
      ],
      // After the tricks: Ann 12/0, Bob 0/4; token Bob.
      // Cards won: Ann ♣8; Bob ♦8 ♠8 ♥8 (all of Ann's hearts).
      // Majorities, in order: ♦ Bob → V+1 (0/5). ♥ Bob → S+1 (1/5). ♠ Bob → S→V moves that very
      //   diamond (0/6) — resolved after ♥, so it has an effect. ♣ Ann 8: holder Bob, Showroom
      //   empty → nothing; tok→Ann.
      // Table: Ann 12/0 (12), Bob 0/6 (12). Token Ann.
    },
    // ── Round 2 ── dealer Ann (pass 1); Bob leads. Start: Ann 12/0, Bob 0/6; token Ann.
    // Hands: Ann H1–H8 S7 S8 C3–C8 (no ♦)   Bob D1–D8 S1–S6 C1 C2 (no ♥)
    {
      dealer: 'Ann',
      pass: 1,
      plays: [
        // T1  Bob D8, Ann H1 (off-suit ♥: 13/0), Bob D7, Ann H2 (14/0) → Bob. ♦: V+1.     Bob 0/7
        'D8',
        'H1',
        'D7',
        'H2',
        // T2  Bob D6, Ann H3 (15/0), Bob D5, Ann H4 (16/0) → Bob. ♦: V+1.                 Bob 0/8
        'D6',
        'H3',
        'D5',
        'H4',
        // T3  Bob D4, Ann H5 (17/0), Bob D3, Ann H6 (18/0) → Bob. ♦: V+1.                 Bob 0/9
        'D4',
        'H5',
        'D3',
        'H6',
        // T4  Bob D2, Ann H7 (19/0), Bob D1, Ann H8 (20/0) → Bob. ♦: V+1.                Bob 0/10
        'D2',
        'H7',
        'D1',
        'H8',
        // T5  Bob S1, Ann S8, Bob S2, Ann S7 → Ann (S8). ♠: S→V.                         Ann 19/1
        'S1',
        'S8',
        'S2',
        'S7',
        // T6  Ann C8, Bob C1, Ann C7, Bob C2 → Ann. ♣: Ann holds the token → nothing; tok→Bob.
        'C8',
        'C1',
        'C7',
        'C2',
        // T7  Ann C6, Bob S3 (his ♣ are gone → off-suit ♠, empty Showroom → nothing), Ann C5,
        //     Bob S4 (nothing) → Ann. ♣: holder Bob, empty Showroom → nothing; tok→Ann.
        'C6',
        'S3',
        'C5',
        'S4',
        // T8  Ann C4, Bob S5 (nothing), Ann C3, Bob S6 (nothing) → Ann. ♣: Ann holds the token
        //     → nothing; tok→Bob.
        'C4',
        'S5',
        'C3',
        'S6',
      ],
      // After the tricks: Ann 19/1, Bob 0/10; token Bob.
      // Cards won: Bob ♦8 ♥8; Ann ♠8 ♣8.
      // Majorities, in order: ♦ Bob → V+1 (0/11). ♥ Bob → S+1 (1/11). ♠ Ann → S→V (18/2).
      //   ♣ Ann 8: holder Bob, who has 1 in the Showroom since the ♥ majority → Ann steals it:
      //   Ann 19/2, Bob 0/11; tok→Ann.
      // Table: Ann 19/2 (23), Bob 0/11 (22). Token Ann.
    },
    // ── Round 3 ── dealer Bob (pass 3); Ann leads. Everyone follows. Start: Ann 19/2, Bob 0/11;
    // token Ann.
    // Hands: Ann D1–D4 H5–H8 S1–S4 C1–C4   Bob D5–D8 H1–H4 S5–S8 C5–C8
    {
      dealer: 'Bob',
      pass: 3,
      plays: [
        // T1  Ann C1, Bob C8, Ann C2, Bob C7 → Bob. ♣: holder Ann → Bob 1/11, Ann 18/2; tok→Bob.
        'C1',
        'C8',
        'C2',
        'C7',
        // T2  Bob C6, Ann C3, Bob C5, Ann C4 → Bob. ♣: Bob holds the token → nothing; tok→Ann.
        'C6',
        'C3',
        'C5',
        'C4',
        // T3  Bob S8, Ann S1, Bob S7, Ann S2 → Bob. ♠: S→V.                              Bob 0/12
        'S8',
        'S1',
        'S7',
        'S2',
        // T4  Bob S6, Ann S3, Bob S5, Ann S4 → Bob. ♠ with an empty Showroom → no effect.
        'S6',
        'S3',
        'S5',
        'S4',
        // T5  Bob H1, Ann H8, Bob H2, Ann H7 → Ann. ♥: S+1.                              Ann 19/2
        'H1',
        'H8',
        'H2',
        'H7',
        // T6  Ann H6, Bob H3, Ann H5, Bob H4 → Ann. ♥: S+1.                              Ann 20/2
        'H6',
        'H3',
        'H5',
        'H4',
        // T7  Ann D1, Bob D8, Ann D2, Bob D7 → Bob. ♦: V+1.                              Bob 0/13
        'D1',
        'D8',
        'D2',
        'D7',
        // T8  Bob D6, Ann D3, Bob D5, Ann D4 → Bob. ♦: V+1.                              Bob 0/14
        'D6',
        'D3',
        'D5',
        'D4',
      ],
      // Cards won: Bob ♣8 ♠8 ♦8; Ann ♥8.
      // Majorities: ♦ Bob → 0/15. ♥ Ann → 21/2. ♠ Bob: empty Showroom → no effect.
      //   ♣ Bob: holder Ann → Bob 1/15, Ann 20/2; tok→Bob.
      // Table: Ann 20/2 (24), Bob 1/15 (31). Token Bob.
    },
    // ── Round 4 ── dealer Ann (pass 1); Bob leads. Everyone follows. Start: Ann 20/2, Bob 1/15;
    // token Bob.
    // Hands: Ann D1 D2 D5 D6 H5–H8 S5–S8 C5–C8   Bob D3 D4 D7 D8 H1–H4 S1–S4 C1–C4
    {
      dealer: 'Ann',
      pass: 1,
      plays: [
        // T1  Bob D8, Ann D1, Bob D7, Ann D2 → Bob. ♦: V+1.                              Bob 1/16
        'D8',
        'D1',
        'D7',
        'D2',
        // T2  Bob C1, Ann C8, Bob C2, Ann C7 → Ann. ♣: holder Bob → Ann 21/2, Bob 0/16; tok→Ann.
        'C1',
        'C8',
        'C2',
        'C7',
        // T3  Ann D6, Bob D3, Ann D5, Bob D4 → Ann. ♦: V+1.                              Ann 21/3
        'D6',
        'D3',
        'D5',
        'D4',
        // T4  Ann S8, Bob S1, Ann S7, Bob S2 → Ann. ♠: S→V.                              Ann 20/4
        'S8',
        'S1',
        'S7',
        'S2',
        // T5  Ann S6, Bob S3, Ann S5, Bob S4 → Ann. ♠: S→V.                              Ann 19/5
        'S6',
        'S3',
        'S5',
        'S4',
        // T6  Ann H8, Bob H1, Ann H7, Bob H2 → Ann. ♥: S+1.                              Ann 20/5
        'H8',
        'H1',
        'H7',
        'H2',
        // T7  Ann H6, Bob H3, Ann H5, Bob H4 → Ann. ♥: S+1.                              Ann 21/5
        'H6',
        'H3',
        'H5',
        'H4',
        // T8  Ann C6, Bob C3, Ann C5, Bob C4 → Ann. ♣: Ann holds the token → nothing; tok→Bob.
        'C6',
        'C3',
        'C5',
        'C4',
      ],
      // Cards won: Bob ♦4; Ann ♦4 ♣8 ♠8 ♥8.
      // Majorities: ♦ 4 = 4 → tie. ♥ Ann → 22/5. ♠ Ann → 21/6. ♣ Ann: holder Bob, empty Showroom
      //   → nothing; tok→Ann.
      // Final: Ann 21/6 = 33, Bob 0/16 = 32 → Ann wins on score.
    },
  ],
};

describe('scenario: Perfect Diamonds, 2 players, thief token, 4 rounds (hand-checked)', () => {
  it('replays the whole record: 4 rounds of 32 cards, complete', () => {
    const out = replay(record);
    expect(out.complete).toBe(true);
    expect(out.roundsPlayed).toBe(4);
    const afterOne = replay(upTo(record, 1));
    expect(afterOne.complete).toBe(false);
    expect(afterOne.roundsPlayed).toBe(1);
    expect(afterOne.winners).toEqual([]);
  });

  it('D-SCORE: final standings Ann 21/6, Bob 0/16', () => {
    expect(table(replay(record))).toEqual(lines([A, 21, 6], [B, 0, 16]));
  });

  it('D-TIE: Ann wins on score, 33 to 32', () => {
    const out = replay(record);
    expect(out.winners).toEqual(['Ann']);
    expect(out['decidedBy']).toBe('score');
  });

  it('round-end tables match the hand working', () => {
    expect(tableAt(record, 1)).toEqual(lines([A, 12, 0], [B, 0, 6]));
    expect(tableAt(record, 2)).toEqual(lines([A, 19, 2], [B, 0, 11]));
    expect(tableAt(record, 3)).toEqual(lines([A, 20, 2], [B, 1, 15]));
    expect(tableAt(record, 4)).toEqual(lines([A, 21, 6], [B, 0, 16]));
  });

  it('D-END-ORDER: R1 ♥ before ♠ — Bob’s ♥ majority refills his Showroom, his ♠ majority moves it', () => {
    expect(tableAt(record, 1, 31)).toEqual(lines([A, 11, 0], [B, 0, 4]));
    const out = replay(record);
    const r1 = movesWhere(out, { round: 1, rule: 'D-MAJORITY' });
    expect(r1.map((m) => [m.player, m.action, m.amount])).toEqual([
      ['Bob', 'D-A-DIAMOND', 1],
      ['Bob', 'D-A-HEART', 1],
      ['Bob', 'D-A-SPADE', 1],
      ['Ann', 'D-A-CLUB', 0], // holder Bob's Showroom is empty again
    ]);
  });

  it('D-END-ORDER: R2 ♥ before ♣ — Ann’s ♣ majority steals the diamond Bob’s ♥ majority just gave him', () => {
    expect(tableAt(record, 2, 31)).toEqual(lines([A, 19, 1], [B, 0, 10]));
    const out = replay(record);
    const r2 = movesWhere(out, { round: 2, rule: 'D-MAJORITY' });
    expect(r2.map((m) => [m.player, m.action, m.amount])).toEqual([
      ['Bob', 'D-A-DIAMOND', 1],
      ['Bob', 'D-A-HEART', 1],
      ['Ann', 'D-A-SPADE', 1],
      ['Ann', 'D-A-CLUB', 1],
    ]);
  });

  it('DX-THIEF: with two players the token alternates (R1 T1 robs Bob, T2 nothing)', () => {
    expect(tableAt(record, 1, 4)).toEqual(lines([A, 4, 0], [B, 2, 0]));
    expect(tableAt(record, 1, 8)).toEqual(lines([A, 4, 0], [B, 2, 0]));
    const out = replay(record);
    const clubs = movesWhere(out, { round: 2, action: 'D-A-CLUB', rule: 'D-TAKE' });
    expect(clubs.map((m) => m.amount)).toEqual([0, 0, 0]); // Ann holds, Bob empty, Ann holds
  });

  it('DP: the 2-player deck keeps ranks 1–8 only', () => {
    const bad = structuredClone(record);
    bad.rounds[0]!.plays[8] = 'D9'; // R1 T3, instead of D1
    expect(replayError(bad)).toMatchObject({ round: 1, play: 9, rule: 'D-DECK' });
  });
});
