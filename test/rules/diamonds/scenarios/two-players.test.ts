/**
 * Scenario: a full two-player game (variant "standard" with 2 players = D2-TRICK), 4 rounds of
 * 5 tricks of four cards: leader, opponent, leader, opponent. Worked out by hand from
 * docs/rules/diamonds.md; the engine only replays the record.
 *
 * Exercises: every ♣ action is forced (one other player): an off-suit club with the victim left
 * out (R1 T3), a Clubs trick naming the forced victim (`C10>Ann`, R2 T5), ♣ with nobody to rob
 * (R1 T4, R3 T1: the opponent's Showroom is empty), a Clubs majority (forced), ♠ taken with an
 * empty Showroom (R1 T3, R1 ♠ majority, R3 T2), the leader's own second card off-suit (R2 T2),
 * both cards of one player off-suit in one trick (R1 T4), a no-trick bonus for each player
 * (R3 Ann, R4 Bob), a suit nobody took (R4 ♣) and a final SHARED victory (same score, same Vault).
 *
 * Notation: "Ann 5/1" = Showroom 5, Vault 1. Hands are the cards each plays in the round. In
 * D2-TRICK every card after the first must follow the led suit if the player can; a player who
 * fails to follow never plays that suit again in the round (checked for each off-suit card).
 */
import { describe, expect, it } from 'vitest';
import { lines, movesWhere, replay, replayError, table, tableAt, trickWinner, type ScenarioRecord } from './helpers';

const A = ['Ann'];
const B = ['Bob'];

const record: ScenarioRecord = {
  game: 'diamonds',
  players: ['Ann', 'Bob'],
  thief: null,
  rounds: [
    // ── Round 1 ── dealer Ann (pass 3); Bob leads. Start: Ann 3/0, Bob 3/0.
    // Hands: Bob S6 S7 S8 S9 S10 S12 D3 D5 H1 H2    Ann S1 S2 S3 S4 S5 C5 C7 H6 H9 H10 (no ♦)
    {
      dealer: 'Ann',
      pass: 3,
      plays: [
        // T1  Bob S10, Ann S3, Bob S12, Ann S5 → Bob (S12). ♠: Bob S→V.                   Bob 2/1
        'S10',
        'S3',
        'S12',
        'S5',
        // T2  Bob S8, Ann S1, Bob S9, Ann S2 → Bob (S9). ♠: Bob S→V.                      Bob 1/2
        'S8',
        'S1',
        'S9',
        'S2',
        // T3  Bob S7, Ann S4, Bob S6, Ann C5: Ann's last ♠ was S4 → off-suit ♣ at once, forced
        //     victim Bob (the only other player, Showroom 1): Ann 4/0, Bob 0/2. Bob wins (S7):
        //     ♠ with an empty Showroom → no effect.                               Ann 4/0, Bob 0/2
        'S7',
        'S4',
        'S6',
        'C5',
        // T4  Bob D5, Ann C7 (Ann has no ♦ → off-suit ♣: Bob's Showroom is empty → nobody to
        //     rob, no effect), Bob D3, Ann H6 (off-suit ♥: Ann S+1 → 5/0) → Bob (D5). ♦: V+1.
        //                                                                         Ann 5/0, Bob 0/3
        'D5',
        'C7',
        'D3',
        'H6',
        // T5  Bob H1, Ann H9, Bob H2, Ann H10 → Ann (H10). ♥: Ann S+1.                    Ann 6/0
        'H1',
        'H9',
        'H2',
        'H10',
      ],
      // Cards won: Bob T1–T4 = ♠11 ♣2 (C5 C7) ♦2 ♥1 (H6); Ann T5 = ♥4.
      // Majorities: ♦ Bob 2 → V+1 (0/4). ♥ Ann 4 > 1 → S+1 (7/0). ♠ Bob 11 → empty Showroom, no
      //   effect. ♣ Bob 2 → forced victim Ann: Bob 1/4, Ann 6/0.
      // Table: Ann 6/0 (6), Bob 1/4 (9).
    },
    // ── Round 2 ── dealer Bob (pass 1); Ann leads. Start: Ann 6/0, Bob 1/4.
    // Hands: Ann D9 D10 D11 C1 C3 C4 H5 H7 S1 S2    Bob D1 D2 D4 D8 C2 C9 C10 S3 S10 S11 (no ♥)
    {
      dealer: 'Bob',
      pass: 1,
      plays: [
        // T1  Ann D10, Bob D2, Ann D11, Bob D4 → Ann (D11). ♦: V+1.                       Ann 6/1
        'D10',
        'D2',
        'D11',
        'D4',
        // T2  Ann D9, Bob D8, Ann C1 (the leader's own second card: her last ♦ was D9 →
        //     off-suit ♣, forced: Ann 7/1, Bob 0/4), Bob D1 → Ann (D9). ♦: V+1.   Ann 7/2, Bob 0/4
        'D9',
        'D8',
        'C1',
        'D1',
        // T3  Ann H5, Bob S3 (no ♥ → off-suit ♠, Showroom empty → no effect), Ann H7, Bob C2
        //     (off-suit ♣, forced: Bob 1/4, Ann 6/2) → Ann (H7). ♥: S+1.          Ann 7/2, Bob 1/4
        'H5',
        'S3',
        'H7',
        'C2',
        // T4  Ann S1, Bob S10, Ann S2, Bob S11 → Bob (S11). ♠: S→V.                       Bob 0/5
        'S1',
        'S10',
        'S2',
        'S11',
        // T5  Bob C9, Ann C3, Bob C10, Ann C4 → Bob (C10). ♣: forced, the suffix names it.
        //                                                                         Bob 1/5, Ann 6/2
        'C9',
        'C3',
        'C10>Ann',
        'C4',
      ],
      // Cards won: Ann T1 T2 T3 = ♦7 ♥2 ♠1 ♣2; Bob T4 T5 = ♠4 ♣4.
      // Majorities: ♦ Ann 7 → V+1 (6/3). ♥ Ann 2 → S+1 (7/3). ♠ Bob 4 > 1 → S→V (0/6).
      //   ♣ Bob 4 > 2 → forced victim Ann: Bob 1/6, Ann 6/3.
      // Table: Ann 6/3 (12), Bob 1/6 (13).
    },
    // ── Round 3 ── dealer Ann (pass 2); Bob leads and wins every trick. Start: Ann 6/3, Bob 1/6.
    // Hands: Bob D14 D15 S14 S15 H12 H13 H14 H15 C14 C15    Ann C1 C2 C3 C4 S1 S2 H1 H2 H3 H4
    {
      dealer: 'Ann',
      pass: 2,
      plays: [
        // T1  Bob D15, Ann C1 (no ♦ → off-suit ♣, forced: Ann 7/3, Bob 0/6), Bob D14, Ann C2
        //     (off-suit ♣ again: Bob's Showroom is now empty → nobody to rob) → Bob. ♦: V+1.
        //                                                                         Ann 7/3, Bob 0/7
        'D15',
        'C1',
        'D14',
        'C2',
        // T2  Bob S15, Ann S1, Bob S14, Ann S2 → Bob. ♠ with an empty Showroom → no effect. Bob 0/7
        'S15',
        'S1',
        'S14',
        'S2',
        // T3  Bob H15, Ann H1, Bob H14, Ann H2 → Bob. ♥: S+1.                             Bob 1/7
        'H15',
        'H1',
        'H14',
        'H2',
        // T4  Bob C15, Ann C3, Bob C14, Ann C4 → Bob. ♣ forced (suffix left out).  Bob 2/7, Ann 6/3
        'C15',
        'C3',
        'C14',
        'C4',
        // T5  Bob H13, Ann H3, Bob H12, Ann H4 → Bob. ♥: S+1.                             Bob 3/7
        'H13',
        'H3',
        'H12',
        'H4',
      ],
      // Cards won: Bob = ♦2 ♣2 (T1) ♠4 ♥8 ♣4 → ♦2 ♥8 ♠4 ♣6; Ann nothing.
      // Majorities: ♦ Bob → 3/8. ♥ Bob → 4/8. ♠ Bob → 3/9. ♣ Bob → forced Ann: Bob 4/9, Ann 5/3.
      // No-trick: Ann → ♦ twice: 5/5.
      // Table: Ann 5/5 (15), Bob 4/9 (22).
    },
    // ── Round 4 ── dealer Bob (pass 3); Ann leads and wins every trick. Start: Ann 5/5, Bob 4/9.
    // Hands: Ann D10 D11 D12 D13 D14 D15 S14 S15 H14 H15    Bob D1 D2 D3 D4 D5 D6 S1 H1 H2 H3
    {
      dealer: 'Bob',
      pass: 3,
      plays: [
        // T1  Ann D15, Bob D1, Ann D14, Bob D2 → Ann. ♦: V+1.                             Ann 5/6
        'D15',
        'D1',
        'D14',
        'D2',
        // T2  Ann D13, Bob D3, Ann D12, Bob D4 → Ann. ♦: V+1.                             Ann 5/7
        'D13',
        'D3',
        'D12',
        'D4',
        // T3  Ann D11, Bob D5, Ann D10, Bob D6 → Ann. ♦: V+1.                             Ann 5/8
        'D11',
        'D5',
        'D10',
        'D6',
        // T4  Ann S15, Bob S1, Ann S14, Bob H1 (his only ♠ was S1 → off-suit ♥: Bob 5/9) → Ann.
        //     ♠: S→V.                                                             Ann 4/9, Bob 5/9
        'S15',
        'S1',
        'S14',
        'H1',
        // T5  Ann H15, Bob H2, Ann H14, Bob H3 → Ann. ♥: S+1.                             Ann 5/9
        'H15',
        'H2',
        'H14',
        'H3',
      ],
      // Cards won: Ann = ♦12 ♠3 ♥5 (H1 + 4); Bob nothing. Nobody took a ♣ → no ♣ action.
      // Majorities: ♦ Ann → 5/10. ♥ Ann → 6/10. ♠ Ann → 5/11.
      // No-trick: Bob → ♦ twice: 5/11.
      // Final: Ann 5/11 = 27, Bob 5/11 = 27. Same score and same Vault → shared victory (D-TIE).
    },
  ],
};

describe('scenario: two players (D2-TRICK), 4 rounds (hand-checked)', () => {
  it('replays the whole record: 4 rounds, complete', () => {
    const out = replay(record);
    expect(out.complete).toBe(true);
    expect(out.roundsPlayed).toBe(4);
  });

  it('D-SCORE: final standings Ann 5/11, Bob 5/11', () => {
    expect(table(replay(record))).toEqual(lines([A, 5, 11], [B, 5, 11]));
  });

  it('D-TIE: same score and same Vault → both share the victory', () => {
    const out = replay(record);
    expect(out.winners).toEqual(['Ann', 'Bob']);
    expect(out['decidedBy']).toBe('shared');
  });

  it('round-end tables match the hand working', () => {
    expect(tableAt(record, 1)).toEqual(lines([A, 6, 0], [B, 1, 4]));
    expect(tableAt(record, 2)).toEqual(lines([A, 6, 3], [B, 1, 6]));
    expect(tableAt(record, 3)).toEqual(lines([A, 5, 5], [B, 4, 9]));
    expect(tableAt(record, 4)).toEqual(lines([A, 5, 11], [B, 5, 11]));
  });

  it('D2-TRICK: leader, opponent, leader, opponent; the highest card of the led suit wins', () => {
    const out = replay(record);
    const tricks = out['tricks'] as { round: number; trick: number; cards: { player: string }[] }[];
    const r1t1 = tricks.find((t) => t.round === 1 && t.trick === 1);
    expect(r1t1?.cards.map((c) => c.player)).toEqual(['Bob', 'Ann', 'Bob', 'Ann']);
    expect(trickWinner(out, 1, 5)).toBe('Ann'); // H10 beats H9, H2, H1
    expect(trickWinner(out, 2, 2)).toBe('Ann'); // D9 beats D8 and D1; Ann's C1 is off-suit
  });

  it('R1 T3: a forced ♣ (suffix left out) robs Bob, then Bob’s ♠ finds an empty Showroom', () => {
    expect(tableAt(record, 1, 11)).toEqual(lines([A, 3, 0], [B, 1, 2]));
    expect(tableAt(record, 1, 12)).toEqual(lines([A, 4, 0], [B, 0, 2]));
    const out = replay(record);
    const take = movesWhere(out, { round: 1, trick: 3, rule: 'D-TAKE' });
    expect(take.map((m) => [m.player, m.action, m.amount])).toEqual([['Bob', 'D-A-SPADE', 0]]);
  });

  it('R1 T4: ♣ with nobody to rob has no effect; Ann’s second off-suit card (♥) does', () => {
    const out = replay(record);
    const club = movesWhere(out, { round: 1, play: 14, rule: 'D-OFFSUIT' });
    expect(club.map((m) => [m.player, m.action, m.amount])).toEqual([['Ann', 'D-A-CLUB', 0]]);
    expect(tableAt(record, 1, 14)).toEqual(lines([A, 4, 0], [B, 0, 2]));
    expect(tableAt(record, 1, 16)).toEqual(lines([A, 5, 0], [B, 0, 3]));
  });

  it('R2 T2: the leader’s own second card off-suit acts at once', () => {
    expect(tableAt(record, 2, 7)).toEqual(lines([A, 7, 1], [B, 0, 4]));
    expect(tableAt(record, 2, 8)).toEqual(lines([A, 7, 2], [B, 0, 4]));
  });

  it('D-NOTRICK: Ann (R3) and Bob (R4) each get ♦ twice for a round without a trick', () => {
    const out = replay(record);
    expect(movesWhere(out, { round: 3, rule: 'D-NOTRICK' }).map((m) => m.player)).toEqual(['Ann', 'Ann']);
    expect(movesWhere(out, { round: 4, rule: 'D-NOTRICK' }).map((m) => m.player)).toEqual(['Bob', 'Bob']);
    expect(movesWhere(out, { round: 1, rule: 'D-NOTRICK' })).toEqual([]);
  });

  it('D-FOLLOW: had Ann kept a ♠ after her off-suit C5 (R1 T3), the later ♠ proves the revoke', () => {
    const revoke = structuredClone(record);
    revoke.rounds[0]!.plays[17] = 'S11'; // R1 T5: Ann plays a spade instead of H9
    // Met at play 18; the fault is the earlier off-suit play 12 (C5 in the ♠ trick T3).
    expect(replayError(revoke)).toMatchObject({ round: 1, play: 12, rule: 'D-FOLLOW' });
  });

  it('D-A-CLUB: a suffix must name the forced victim, and may not stand where nobody is robbed', () => {
    const self = structuredClone(record);
    self.rounds[1]!.plays[18] = 'C10>Bob'; // R2 T5: Bob cannot rob himself
    expect(replayError(self)).toMatchObject({ round: 2, play: 19, rule: 'D-A-CLUB' });

    const onNothing = structuredClone(record);
    onNothing.rounds[0]!.plays[13] = 'C7>Bob'; // R1 T4: Bob's Showroom is empty, nobody is robbed
    expect(replayError(onNothing)).toMatchObject({ round: 1, play: 14, rule: 'D-A-CLUB' });
  });
});
