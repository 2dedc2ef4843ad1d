/**
 * Scenario: a full team game for 6 players (DT) with the thief token (DX-THIEF), 6 rounds.
 * Seats Ann 0, Bob 1, Cy 2, Dee 3, Eve 4, Fay 5; partners are i and i+3 (DT-TEAMS):
 * team A = Ann + Dee, team B = Bob + Eve, team C = Cy + Fay. Each team starts 3/0. The token
 * starts with Cy. Worked out by hand from docs/rules/diamonds.md; the engine only replays.
 *
 * 6 × 10 = 60 cards: the whole deck is dealt every round. Each round: two tricks where all six
 * follow for each suit (8 tricks), and two tricks where three follow and three, void in the led
 * suit, throw the three remaining cards of another suit (so each off-suit card is legal).
 *
 * DX-THIEF: every ♣ action robs the team of the token's holder, then the token passes left (next
 * seat); nothing is stolen when the actor holds the token, when the holder is the actor's own
 * partner (robbing your own team's Showroom into itself moves nothing; the rule text only names
 * the actor holding the token, but the net effect is nil either way), or when the holder's
 * Showroom is empty. "tok→X" gives the token after each ♣ action.
 *
 * Exercises: all of the above thief cases (own partner: R2 T8, T10; holder's team empty: R4 T5;
 * actor holds: R1 T9, T10, R3 T8; majority robbing the holder: R2, R5, R6; team majority with the
 * holder in the acting team: R3, R4), off-suit ♥ / ♦ / ♣ by all teams, team majorities and ties
 * between teams, DT-NOTRICK for one partner (R2 Dee, R4 Bob), both partners (R3 Cy + Fay: once),
 * two teams in the same round (R6 C then A, in seating order from the dealer's left), and a
 * three-way tie on score (44) broken by the Vault down to two teams that share the victory.
 *
 * Notation: "A 5/1" = team A's Showroom 5, Vault 1. Hands are the cards each plays in the round.
 */
import { describe, expect, it } from 'vitest';
import { lines, movesWhere, replay, table, tableAt, type ScenarioRecord } from './helpers';

const A = ['Ann', 'Dee'];
const B = ['Bob', 'Eve'];
const C = ['Cy', 'Fay'];

const record: ScenarioRecord = {
  game: 'diamonds',
  players: ['Ann', 'Bob', 'Cy', 'Dee', 'Eve', 'Fay'],
  variant: 'teams',
  thief: 'Cy',
  rounds: [
    // ── Round 1 ── dealer Ann (pass 1); Bob leads. Start: A 3/0, B 3/0, C 3/0; token Cy.
    // Hands: Ann D5 D8 D13 H2 H10 S1 S14 C1 C10 C12   Bob D1 D9 H6 H12 H15 S2 S10 S12 C6 C15
    //        Cy  D2 D10 D12 H3 H7 S6 S15 C2 C7 C13    Dee D6 D15 H4 H8 H13 S3 S7 S11 C3 C14
    //        Eve D3 D7 D11 H5 H14 S4 S8 C4 C8 C11     Fay D4 D14 H1 H9 H11 S5 S9 S13 C5 C9
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
        // T5  Eve D11, Fay H11 (her ♦ are gone → off-suit ♥: C 4/1), Ann D13, Bob H12 (off-suit
        //     ♥: B 6/0), Cy D12, Dee H13 (off-suit ♥: A 4/1) → Ann (D13). ♦: A V+1.          A 4/2
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
        // T8  Ann C1, Bob C15, Cy C2, Dee C3, Eve C4, Fay C5 → Bob. ♣: holder Cy → B robs C:
        //     B 7/0, C 2/2; tok→Dee.
        'C1',
        'C15',
        'C2',
        'C3',
        'C4',
        'C5',
        // T9  Bob C6, Cy C7, Dee C14, Eve C8, Fay C9, Ann C10 → Dee. ♣: Dee holds the token →
        //     nothing; tok→Eve.
        'C6',
        'C7',
        'C14',
        'C8',
        'C9',
        'C10',
        // T10 Dee S11, Eve C11 (her ♠ are gone → off-suit ♣: Eve holds the token → nothing;
        //     tok→Fay), Fay S13, Ann C12 (off-suit ♣: holder Fay → A robs C: A 4/3, C 1/2;
        //     tok→Ann), Bob S12, Cy C13 (off-suit ♣: holder Ann → C robs A: C 2/2, A 3/3;
        //     tok→Bob) → Fay (S13). ♠: C S→V.                                               C 1/3
        'S11',
        'C11',
        'S13',
        'C12',
        'S12',
        'C13',
      ],
      // After the tricks: A 3/3, B 7/0, C 1/3; token Bob.
      // Cards won: A (Dee T1 T9, Ann T5 T7) = ♦9 ♥3 ♠6 ♣6; B (Bob T3 T8, Eve T4) = ♥12 ♣6;
      //            C (Fay T2 T10, Cy T6) = ♦6 ♠9 ♣3.
      // Majorities: ♦ A 9 > 6 → A V+1 (3/4). ♥ B 12 → B S+1 (8/0). ♠ C 9 > 6 → C S→V (0/4).
      //   ♣ A 6 = B 6 → tie: no ♣ action, the token stays with Bob.
      // No-trick: all six won a trick.
      // Table: A 3/4 (11), B 8/0 (8), C 0/4 (8). Token Bob.
    },
    // ── Round 2 ── dealer Bob (pass 2); Cy leads. Start: A 3/4, B 8/0, C 0/4; token Bob.
    // Hands: Ann D5 D10 H6 H11 H15 S5 S9 S13 C2 C8    Bob D6 D13 D15 H5 H7 S1 S10 C3 C9 C12
    //        Cy  D1 D14 H1 H8 H12 S6 S12 S15 C4 C10   Dee D2 D7 D12 H2 H9 S2 S7 C5 C6 C13
    //        Eve D3 D8 H3 H10 H13 S3 S11 S14 C14 C15  Fay D4 D9 D11 H4 H14 S4 S8 C1 C7 C11
    {
      dealer: 'Bob',
      pass: 2,
      plays: [
        // T1  Cy D1, Dee D2, Eve D3, Fay D4, Ann D5, Bob D15 → Bob. ♦: B V+1.               B 8/1
        'D1',
        'D2',
        'D3',
        'D4',
        'D5',
        'D15',
        // T2  Bob D6, Cy D14, Dee D7, Eve D8, Fay D9, Ann D10 → Cy. ♦: C V+1.               C 0/5
        'D6',
        'D14',
        'D7',
        'D8',
        'D9',
        'D10',
        // T3  Cy H1, Dee H2, Eve H3, Fay H4, Ann H15, Bob H5 → Ann. ♥: A S+1.               A 4/4
        'H1',
        'H2',
        'H3',
        'H4',
        'H15',
        'H5',
        // T4  Ann H6, Bob H7, Cy H8, Dee H9, Eve H10, Fay H14 → Fay. ♥: C S+1.              C 1/5
        'H6',
        'H7',
        'H8',
        'H9',
        'H10',
        'H14',
        // T5  Fay D11, Ann H11 (off-suit ♥: A 5/4), Bob D13, Cy H12 (off-suit ♥: C 2/5), Dee D12,
        //     Eve H13 (off-suit ♥: B 9/1) → Bob (D13). ♦: B V+1.                            B 9/2
        'D11',
        'H11',
        'D13',
        'H12',
        'D12',
        'H13',
        // T6  Bob S1, Cy S15, Dee S2, Eve S3, Fay S4, Ann S5 → Cy. ♠: C S→V.                C 1/6
        'S1',
        'S15',
        'S2',
        'S3',
        'S4',
        'S5',
        // T7  Cy S6, Dee S7, Eve S14, Fay S8, Ann S9, Bob S10 → Eve. ♠: B S→V.              B 8/3
        'S6',
        'S7',
        'S14',
        'S8',
        'S9',
        'S10',
        // T8  Eve C15, Fay C1, Ann C2, Bob C3, Cy C4, Dee C5 → Eve. ♣: holder Bob is Eve's own
        //     partner → nothing moves; tok→Cy.
        'C15',
        'C1',
        'C2',
        'C3',
        'C4',
        'C5',
        // T9  Eve C14, Fay C7, Ann C8, Bob C9, Cy C10, Dee C6 → Eve. ♣: holder Cy → B robs C:
        //     B 9/3, C 0/6; tok→Dee.
        'C14',
        'C7',
        'C8',
        'C9',
        'C10',
        'C6',
        // T10 Eve S11, Fay C11 (off-suit ♣: holder Dee → C robs A: C 1/6, A 4/4; tok→Eve), Ann S13,
        //     Bob C12 (off-suit ♣: holder Eve is Bob's partner → nothing; tok→Fay), Cy S12,
        //     Dee C13 (off-suit ♣: holder Fay → A robs C: A 5/4, C 0/6; tok→Ann) → Ann (S13).
        //     ♠: A S→V.                                                                     A 4/5
        'S11',
        'C11',
        'S13',
        'C12',
        'S12',
        'C13',
      ],
      // After the tricks: A 4/5, B 9/3, C 0/6; token Ann.
      // Cards won: A (Ann T3 T10) = ♥6 ♠3 ♣3; B (Bob T1 T5, Eve T7 T8 T9) = ♦9 ♥3 ♠6 ♣12;
      //            C (Cy T2 T6, Fay T4) = ♦6 ♥6 ♠6.
      // Majorities: ♦ B 9 > 6 → B V+1 (9/4). ♥ A 6 = C 6 → tie. ♠ B 6 = C 6 → tie.
      //   ♣ B 12: holder Ann → B robs A: B 10/4, A 3/5; tok→Bob.
      // No-trick (from Cy: Cy, Dee, Eve, Fay, Ann, Bob): Dee won nothing → team A ♦ twice (3/7),
      //   although his partner Ann won two tricks (DT-NOTRICK).
      // Table: A 3/7 (17), B 10/4 (18), C 0/6 (12). Token Bob.
    },
    // ── Round 3 ── dealer Cy (pass 3); Dee leads. Start: A 3/7, B 10/4, C 0/6; token Bob.
    // Hands: Ann D3 D8 D11 H3 H14 S3 S11 S14 C1 C14   Bob D4 D9 H6 H11 H15 S4 S9 C6 C11 C15
    //        Cy  D5 D10 D12 H4 H7 S5 S10 C2 C7 C12    Dee D6 D15 H5 H8 H12 S6 S13 S15 C3 C8
    //        Eve D1 D13 D14 H1 H9 S1 S7 C4 C9 C13     Fay D2 D7 H2 H10 H13 S2 S8 S12 C5 C10
    {
      dealer: 'Cy',
      pass: 3,
      plays: [
        // T1  Dee D15, Eve D1, Fay D2, Ann D3, Bob D4, Cy D5 → Dee. ♦: A V+1.               A 3/8
        'D15',
        'D1',
        'D2',
        'D3',
        'D4',
        'D5',
        // T2  Dee D6, Eve D14, Fay D7, Ann D8, Bob D9, Cy D10 → Eve. ♦: B V+1.             B 10/5
        'D6',
        'D14',
        'D7',
        'D8',
        'D9',
        'D10',
        // T3  Eve H1, Fay H2, Ann H3, Bob H15, Cy H4, Dee H5 → Bob. ♥: B S+1.              B 11/5
        'H1',
        'H2',
        'H3',
        'H15',
        'H4',
        'H5',
        // T4  Bob H6, Cy H7, Dee H8, Eve H9, Fay H10, Ann H14 → Ann. ♥: A S+1.              A 4/8
        'H6',
        'H7',
        'H8',
        'H9',
        'H10',
        'H14',
        // T5  Ann D11, Bob H11 (off-suit ♥: B 12/5), Cy D12, Dee H12 (off-suit ♥: A 5/8), Eve D13,
        //     Fay H13 (off-suit ♥: C 1/6) → Eve (D13). ♦: B V+1.                           B 12/6
        'D11',
        'H11',
        'D12',
        'H12',
        'D13',
        'H13',
        // T6  Eve S1, Fay S2, Ann S3, Bob S4, Cy S5, Dee S15 → Dee. ♠: A S→V.               A 4/9
        'S1',
        'S2',
        'S3',
        'S4',
        'S5',
        'S15',
        // T7  Dee S6, Eve S7, Fay S8, Ann S14, Bob S9, Cy S10 → Ann. ♠: A S→V.             A 3/10
        'S6',
        'S7',
        'S8',
        'S14',
        'S9',
        'S10',
        // T8  Ann C1, Bob C15, Cy C2, Dee C3, Eve C4, Fay C5 → Bob. ♣: Bob holds the token →
        //     nothing; tok→Cy.
        'C1',
        'C15',
        'C2',
        'C3',
        'C4',
        'C5',
        // T9  Bob C6, Cy C7, Dee C8, Eve C9, Fay C10, Ann C14 → Ann. ♣: holder Cy → A robs C:
        //     A 4/10, C 0/6; tok→Dee.
        'C6',
        'C7',
        'C8',
        'C9',
        'C10',
        'C14',
        // T10 Ann S11, Bob C11 (off-suit ♣: holder Dee → B robs A: B 13/6, A 3/10; tok→Eve),
        //     Cy C12 (off-suit ♣: holder Eve → C robs B: C 1/6, B 12/6; tok→Fay), Dee S13,
        //     Eve C13 (off-suit ♣: holder Fay → B robs C: B 13/6, C 0/6; tok→Ann), Fay S12 →
        //     Dee (S13). ♠: A S→V.                                                         A 2/11
        'S11',
        'C11',
        'C12',
        'S13',
        'C13',
        'S12',
      ],
      // After the tricks: A 2/11, B 13/6, C 0/6; token Ann.
      // Cards won: A (Dee T1 T6 T10, Ann T4 T7 T9) = ♦6 ♥6 ♠15 ♣9; B (Eve T2 T5, Bob T3 T8) =
      //   ♦9 ♥9 ♣6; C nothing.
      // Majorities: ♦ B 9 > 6 → B V+1 (13/7). ♥ B 9 > 6 → B S+1 (14/7). ♠ A 15 → A S→V (1/12).
      //   ♣ A 9 > 6: the holder Ann is in team A itself → nothing; tok→Bob.
      // No-trick (from Dee: Dee, Eve, Fay, Ann, Bob, Cy): Fay won nothing → team C ♦ twice (0/8);
      //   Cy won nothing too, but it is once per team.
      // Table: A 1/12 (25), B 14/7 (28), C 0/8 (16). Token Bob.
    },
    // ── Round 4 ── dealer Dee (pass 1); Eve leads. Start: A 1/12, B 14/7, C 0/8; token Bob.
    // Hands: Ann D2 D7 H8 H11 H15 S1 S7 S12 C6 C15    Bob D3 D8 D11 H5 H9 S2 S8 C1 C7 C12
    //        Cy  D4 D14 H1 H10 H12 S3 S9 S13 C2 C8    Dee D5 D9 D12 H2 H6 S4 S10 C3 C13 C14
    //        Eve D1 D10 H3 H7 H13 S5 S11 S14 C4 C9    Fay D6 D13 D15 H4 H14 S6 S15 C5 C10 C11
    {
      dealer: 'Dee',
      pass: 1,
      plays: [
        // T1  Eve D1, Fay D15, Ann D2, Bob D3, Cy D4, Dee D5 → Fay. ♦: C V+1.               C 0/9
        'D1',
        'D15',
        'D2',
        'D3',
        'D4',
        'D5',
        // T2  Fay D6, Ann D7, Bob D8, Cy D14, Dee D9, Eve D10 → Cy. ♦: C V+1.              C 0/10
        'D6',
        'D7',
        'D8',
        'D14',
        'D9',
        'D10',
        // T3  Cy H1, Dee H2, Eve H3, Fay H4, Ann H15, Bob H5 → Ann. ♥: A S+1.               A 2/12
        'H1',
        'H2',
        'H3',
        'H4',
        'H15',
        'H5',
        // T4  Ann C15, Bob C1, Cy C2, Dee C3, Eve C4, Fay C5 → Ann. ♣: holder Bob → A robs B:
        //     A 3/12, B 13/7; tok→Cy.
        'C15',
        'C1',
        'C2',
        'C3',
        'C4',
        'C5',
        // T5  Ann C6, Bob C7, Cy C8, Dee C14, Eve C9, Fay C10 → Dee. ♣: holder Cy, but team C's
        //     Showroom is EMPTY → nothing; tok→Dee.
        'C6',
        'C7',
        'C8',
        'C14',
        'C9',
        'C10',
        // T6  Dee H6, Eve H7, Fay H14, Ann H8, Bob H9, Cy H10 → Fay. ♥: C S+1.              C 1/10
        'H6',
        'H7',
        'H14',
        'H8',
        'H9',
        'H10',
        // T7  Fay D13, Ann H11 (off-suit ♥: A 4/12), Bob D11, Cy H12 (off-suit ♥: C 2/10), Dee D12,
        //     Eve H13 (off-suit ♥: B 14/7) → Fay (D13). ♦: C V+1.                           C 2/11
        'D13',
        'H11',
        'D11',
        'H12',
        'D12',
        'H13',
        // T8  Fay S15, Ann S1, Bob S2, Cy S3, Dee S4, Eve S5 → Fay. ♠: C S→V.               C 1/12
        'S15',
        'S1',
        'S2',
        'S3',
        'S4',
        'S5',
        // T9  Fay S6, Ann S7, Bob S8, Cy S9, Dee S10, Eve S14 → Eve. ♠: B S→V.              B 13/8
        'S6',
        'S7',
        'S8',
        'S9',
        'S10',
        'S14',
        // T10 Eve S11, Fay C11 (off-suit ♣: holder Dee → C robs A: C 2/12, A 3/12; tok→Eve),
        //     Ann S12, Bob C12 (off-suit ♣: holder Eve is Bob's partner → nothing; tok→Fay),
        //     Cy S13, Dee C13 (off-suit ♣: holder Fay → A robs C: A 4/12, C 1/12; tok→Ann) →
        //     Cy (S13). ♠: C S→V.                                                           C 0/13
        'S11',
        'C11',
        'S12',
        'C12',
        'S13',
        'C13',
      ],
      // After the tricks: A 4/12, B 13/8, C 0/13; token Ann.
      // Cards won: A (Ann T3 T4, Dee T5) = ♥6 ♣12; B (Eve T9) = ♠6;
      //            C (Fay T1 T6 T7 T8, Cy T2 T10) = ♦15 ♥9 ♠9 ♣3.
      // Majorities: ♦ C 15 → C V+1 (0/14). ♥ C 9 > 6 → C S+1 (1/14). ♠ C 9 > 6 → C S→V (0/15).
      //   ♣ A 12 > 3: holder Ann, in team A → nothing; tok→Bob.
      // No-trick (from Eve: Eve, Fay, Ann, Bob, Cy, Dee): Bob won nothing → team B ♦ twice (13/10).
      // Table: A 4/12 (28), B 13/10 (33), C 0/15 (30). Token Bob.
    },
    // ── Round 5 ── dealer Eve (pass 2); Fay leads. Start: A 4/12, B 13/10, C 0/15; token Bob.
    // Hands: Ann D2 D9 D13 H5 H9 S6 S15 C1 C7 C12     Bob D10 D15 H1 H10 H12 S1 S7 S12 C2 C14
    //        Cy  D3 D12 D14 H2 H6 S2 S8 C3 C8 C13     Dee D4 D6 H7 H13 H15 S3 S11 S14 C4 C9
    //        Eve D5 D7 D11 H3 H14 S4 S9 C5 C10 C11    Fay D1 D8 H4 H8 H11 S5 S10 S13 C6 C15
    {
      dealer: 'Eve',
      pass: 2,
      plays: [
        // T1  Fay D1, Ann D2, Bob D15, Cy D3, Dee D4, Eve D5 → Bob. ♦: B V+1.              B 13/11
        'D1',
        'D2',
        'D15',
        'D3',
        'D4',
        'D5',
        // T2  Bob H1, Cy H2, Dee H15, Eve H3, Fay H4, Ann H5 → Dee. ♥: A S+1.               A 5/12
        'H1',
        'H2',
        'H15',
        'H3',
        'H4',
        'H5',
        // T3  Dee D6, Eve D7, Fay D8, Ann D9, Bob D10, Cy D14 → Cy. ♦: C V+1.               C 0/16
        'D6',
        'D7',
        'D8',
        'D9',
        'D10',
        'D14',
        // T4  Cy H6, Dee H7, Eve H14, Fay H8, Ann H9, Bob H10 → Eve. ♥: B S+1.             B 14/11
        'H6',
        'H7',
        'H14',
        'H8',
        'H9',
        'H10',
        // T5  Eve D11, Fay H11 (off-suit ♥: C 1/16), Ann D13, Bob H12 (off-suit ♥: B 15/11),
        //     Cy D12, Dee H13 (off-suit ♥: A 6/12) → Ann (D13). ♦: A V+1.                   A 6/13
        'D11',
        'H11',
        'D13',
        'H12',
        'D12',
        'H13',
        // T6  Ann C1, Bob C2, Cy C3, Dee C4, Eve C5, Fay C15 → Fay. ♣: holder Bob → C robs B:
        //     C 2/16, B 14/11; tok→Cy.
        'C1',
        'C2',
        'C3',
        'C4',
        'C5',
        'C15',
        // T7  Fay C6, Ann C7, Bob C14, Cy C8, Dee C9, Eve C10 → Bob. ♣: holder Cy → B robs C:
        //     B 15/11, C 1/16; tok→Dee.
        'C6',
        'C7',
        'C14',
        'C8',
        'C9',
        'C10',
        // T8  Bob S1, Cy S2, Dee S3, Eve S4, Fay S5, Ann S15 → Ann. ♠: A S→V.               A 5/14
        'S1',
        'S2',
        'S3',
        'S4',
        'S5',
        'S15',
        // T9  Ann S6, Bob S7, Cy S8, Dee S14, Eve S9, Fay S10 → Dee. ♠: A S→V.              A 4/15
        'S6',
        'S7',
        'S8',
        'S14',
        'S9',
        'S10',
        // T10 Dee S11, Eve C11 (off-suit ♣: holder Dee → B robs A: B 16/11, A 3/15; tok→Eve),
        //     Fay S13, Ann C12 (off-suit ♣: holder Eve → A robs B: A 4/15, B 15/11; tok→Fay),
        //     Bob S12, Cy C13 (off-suit ♣: holder Fay is Cy's partner → nothing; tok→Ann) →
        //     Fay (S13). ♠: C S→V.                                                          C 0/17
        'S11',
        'C11',
        'S13',
        'C12',
        'S12',
        'C13',
      ],
      // After the tricks: A 4/15, B 15/11, C 0/17; token Ann.
      // Cards won: A (Dee T2 T9, Ann T5 T8) = ♦3 ♥9 ♠12; B (Bob T1 T7, Eve T4) = ♦6 ♥6 ♣6;
      //            C (Cy T3, Fay T6 T10) = ♦6 ♣9 ♠3.
      // Majorities: ♦ B 6 = C 6 → tie. ♥ A 9 > 6 → A S+1 (5/15). ♠ A 12 > 3 → A S→V (4/16).
      //   ♣ C 9 > 6: holder Ann → C robs A: C 1/17, A 3/16; tok→Bob.
      // No-trick: all six won a trick.
      // Table: A 3/16 (35), B 15/11 (37), C 1/17 (35). Token Bob.
    },
    // ── Round 6 ── dealer Fay (pass 3); Ann leads. Start: A 3/16, B 15/11, C 1/17; token Bob.
    // This round the three-card trick is led in ♥ and the void players throw ♦ (T7).
    // Hands: Ann D6 D15 H2 H7 H12 S6 S12 S15 C6 C15   Bob D1 D7 H3 H11 H14 S2 S7 S13 C3 C7
    //        Cy  D2 D8 D11 H4 H8 S3 S8 C4 C8 C11      Dee D3 D9 D12 H5 H9 S4 S9 C5 C9 C12
    //        Eve D4 D13 D14 H1 H10 S5 S10 C1 C13 C14  Fay D5 D10 H6 H13 H15 S1 S11 S14 C2 C10
    {
      dealer: 'Fay',
      pass: 3,
      plays: [
        // T1  Ann D15, Bob D1, Cy D2, Dee D3, Eve D4, Fay D5 → Ann. ♦: A V+1.               A 3/17
        'D15',
        'D1',
        'D2',
        'D3',
        'D4',
        'D5',
        // T2  Ann D6, Bob D7, Cy D8, Dee D9, Eve D14, Fay D10 → Eve. ♦: B V+1.             B 15/12
        'D6',
        'D7',
        'D8',
        'D9',
        'D14',
        'D10',
        // T3  Eve C1, Fay C2, Ann C15, Bob C3, Cy C4, Dee C5 → Ann. ♣: holder Bob → A robs B:
        //     A 4/17, B 14/12; tok→Cy.
        'C1',
        'C2',
        'C15',
        'C3',
        'C4',
        'C5',
        // T4  Ann C6, Bob C7, Cy C8, Dee C9, Eve C14, Fay C10 → Eve. ♣: holder Cy → B robs C:
        //     B 15/12, C 0/17; tok→Dee.
        'C6',
        'C7',
        'C8',
        'C9',
        'C14',
        'C10',
        // T5  Eve H1, Fay H15, Ann H2, Bob H3, Cy H4, Dee H5 → Fay. ♥: C S+1.               C 1/17
        'H1',
        'H15',
        'H2',
        'H3',
        'H4',
        'H5',
        // T6  Fay H6, Ann H7, Bob H14, Cy H8, Dee H9, Eve H10 → Bob. ♥: B S+1.             B 16/12
        'H6',
        'H7',
        'H14',
        'H8',
        'H9',
        'H10',
        // T7  Bob H11, Cy D11 (his ♥ are gone → off-suit ♦: C 1/18), Dee D12 (off-suit ♦: A 4/18),
        //     Eve D13 (off-suit ♦: B 16/13), Fay H13, Ann H12 → Fay (H13). ♥: C S+1.        C 2/18
        'H11',
        'D11',
        'D12',
        'D13',
        'H13',
        'H12',
        // T8  Fay S1, Ann S15, Bob S2, Cy S3, Dee S4, Eve S5 → Ann. ♠: A S→V.               A 3/19
        'S1',
        'S15',
        'S2',
        'S3',
        'S4',
        'S5',
        // T9  Ann S6, Bob S7, Cy S8, Dee S9, Eve S10, Fay S14 → Fay. ♠: C S→V.              C 1/19
        'S6',
        'S7',
        'S8',
        'S9',
        'S10',
        'S14',
        // T10 Fay S11, Ann S12, Bob S13, Cy C11 (off-suit ♣: holder Dee → C robs A: C 2/19,
        //     A 2/19; tok→Eve), Dee C12 (off-suit ♣: holder Eve → A robs B: A 3/19, B 15/13;
        //     tok→Fay), Eve C13 (off-suit ♣: holder Fay → B robs C: B 16/13, C 1/19; tok→Ann) →
        //     Bob (S13). ♠: B S→V.                                                         B 15/14
        'S11',
        'S12',
        'S13',
        'C11',
        'C12',
        'C13',
      ],
      // After the tricks: A 3/19, B 15/14, C 1/19; token Ann.
      // Cards won: A (Ann T1 T3 T8) = ♦6 ♣6 ♠6; B (Eve T2 T4, Bob T6 T10) = ♦6 ♣9 ♥6 ♠3;
      //            C (Fay T5 T7 T9) = ♥9 ♦3 ♠6.
      // Majorities: ♦ A 6 = B 6 → tie. ♥ C 9 > 6 → C S+1 (2/19). ♠ A 6 = C 6 → tie.
      //   ♣ B 9 > 6: holder Ann → B robs A: B 16/14, A 2/19; tok→Bob.
      // No-trick (from Ann: Ann, Bob, Cy, Dee, Eve, Fay): Cy won nothing → team C ♦ twice (2/21);
      //   then Dee won nothing → team A ♦ twice (2/21).
      // Final: A 2/21 = 44, B 16/14 = 44, C 2/21 = 44. All three tie on score; the Vault
      //   (21, 14, 21) leaves A and C tied → they share the victory (D-TIE, DT-SCORE):
      //   winners Ann, Cy, Dee, Fay in seating order.
    },
  ],
};

describe('scenario: teams of two, 6 players, thief token, 6 rounds (hand-checked)', () => {
  it('replays the whole record: 6 rounds, complete', () => {
    const out = replay(record);
    expect(out.complete).toBe(true);
    expect(out.roundsPlayed).toBe(6);
  });

  it('DT-SCORE: final standings A 2/21, B 16/14, C 2/21 (44 points each)', () => {
    expect(table(replay(record))).toEqual(lines([A, 2, 21], [B, 16, 14], [C, 2, 21]));
  });

  it('D-TIE: three-way tie on score, the Vault drops B, A and C share the victory', () => {
    const out = replay(record);
    expect(out.winners).toEqual(['Ann', 'Cy', 'Dee', 'Fay']);
    expect(out['decidedBy']).toBe('shared');
  });

  it('round-end tables match the hand working', () => {
    expect(tableAt(record, 1)).toEqual(lines([A, 3, 4], [B, 8, 0], [C, 0, 4]));
    expect(tableAt(record, 2)).toEqual(lines([A, 3, 7], [B, 10, 4], [C, 0, 6]));
    expect(tableAt(record, 3)).toEqual(lines([A, 1, 12], [B, 14, 7], [C, 0, 8]));
    expect(tableAt(record, 4)).toEqual(lines([A, 4, 12], [B, 13, 10], [C, 0, 15]));
    expect(tableAt(record, 5)).toEqual(lines([A, 3, 16], [B, 15, 11], [C, 1, 17]));
    expect(tableAt(record, 6)).toEqual(lines([A, 2, 21], [B, 16, 14], [C, 2, 21]));
  });

  it('DX-THIEF: R1 T10 — Eve holds the token (nothing), Ann robs Fay’s team, Cy robs Ann’s team', () => {
    expect(tableAt(record, 1, 54)).toEqual(lines([A, 3, 3], [B, 7, 0], [C, 2, 2]));
    expect(tableAt(record, 1, 56)).toEqual(lines([A, 3, 3], [B, 7, 0], [C, 2, 2]));
    expect(tableAt(record, 1, 58)).toEqual(lines([A, 4, 3], [B, 7, 0], [C, 1, 2]));
    expect(tableAt(record, 1, 59)).toEqual(lines([A, 4, 3], [B, 7, 0], [C, 1, 2]));
  });

  it('DX-THIEF: R2 T8 — the holder is the actor’s partner: nothing moves, the token passes', () => {
    expect(tableAt(record, 2, 42)).toEqual(lines([A, 5, 4], [B, 8, 3], [C, 1, 6]));
    expect(tableAt(record, 2, 48)).toEqual(lines([A, 5, 4], [B, 8, 3], [C, 1, 6]));
    // …and the next ♣ (T9, Eve again) robs Cy, the next holder.
    expect(tableAt(record, 2, 54)).toEqual(lines([A, 5, 4], [B, 9, 3], [C, 0, 6]));
    const out = replay(record);
    expect(movesWhere(out, { round: 2, trick: 8, rule: 'D-TAKE' }).map((m) => [m.player, m.amount])).toEqual([['Eve', 0]]);
  });

  it('DX-THIEF: R4 T5 — the holder’s team has an empty Showroom: nothing is stolen', () => {
    const out = replay(record);
    expect(movesWhere(out, { round: 4, trick: 5, rule: 'D-TAKE' }).map((m) => [m.player, m.action, m.amount])).toEqual([['Dee', 'D-A-CLUB', 0]]);
    expect(tableAt(record, 4, 30)).toEqual(lines([A, 3, 12], [B, 13, 7], [C, 0, 10]));
  });

  it('DT-NOTRICK: one bonus per team and round (R3 Cy and Fay: once; R6 teams C and A)', () => {
    const out = replay(record);
    const bonus = (round: number) => movesWhere(out, { round, rule: 'D-NOTRICK' });
    expect(bonus(1)).toHaveLength(0);
    expect(bonus(2)).toHaveLength(2);
    expect(bonus(3)).toHaveLength(2);
    expect(bonus(4)).toHaveLength(2);
    expect(bonus(5)).toHaveLength(0);
    expect(bonus(6)).toHaveLength(4);
    expect(bonus(6).every((m) => m.action === 'D-A-DIAMOND' && m.amount === 1)).toBe(true);
  });
});
