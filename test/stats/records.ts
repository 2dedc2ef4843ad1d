/**
 * Small hand-made games whose statistics are worked out by hand in the comments, as records of
 * docs/records.md. Plain data, so component tests in the browser use them too.
 */

/**
 * Two-player standard round "P" (D2-TRICK: leader, opponent, leader, opponent), everyone following
 * suit. L is the leader of the round (left of the dealer), O the dealer.
 *   T1 L D15 O D1 L D2 O D3 → L takes ♦: +2      T2 L D14 O D4 L D5 O D6 → L takes ♦: +2
 *   T3 L H1 O H15 L H2 O H3 → O takes ♥: +1     T4 O H14 L H4 O H5 L H6 → O takes ♥: +1
 *   T5 O S15 L S1 O S2 L S3 → O takes ♠: +1 (Showroom → Vault)
 *   Majorities: ♦ L (8 cards) +2; ♥ O (8) +1; ♠ O (4) +1; ♣ nobody. Both won a trick: no bonus.
 *   L: take 4, majority 2 (+6). O: take 3, majority 2 (+5).
 */
const P = 'D15 D1 D2 D3 D14 D4 D5 D6 H1 H15 H2 H3 H14 H4 H5 H6 S15 S1 S2 S3';
/**
 * Round "Q": L wins every trick.
 *   T1 ♦ +2, T2 ♦ +2, T3 ♥ +1, T4 ♥ +1, T5 ♠ +1 → take 7; majorities ♦ +2 ♥ +1 ♠ +1 → 4 (+11).
 *   O won no trick: D-NOTRICK twice, ♦ each: +4.
 */
const Q = 'D15 D1 D2 D3 D14 D4 D5 D6 H15 H1 H2 H3 H14 H4 H5 H6 S15 S1 S2 S3';

/**
 * Ann (seat 0) and Bob, 4 rounds. Dealers alternate from Ann, so the leader is Bob, Ann, Bob, Ann.
 *   r1 Q: Bob +11 (take 7, majority 4), Ann +4 (no-trick)      → Ann 7,  Bob 14
 *   r2 P: Ann +6 (take 4, majority 2), Bob +5 (take 3, maj. 2) → Ann 13, Bob 19
 *   r3 P: Bob +6, Ann +5                                        → Ann 18, Bob 25
 *   r4 P: Ann +6, Bob +5                                        → Ann 24, Bob 30
 * Ann: take 11, majority 6, no-trick 4 (3 + 21 = 24). Bob: take 17, majority 10 (3 + 27 = 30).
 * Bob wins 30 to 24.
 */
export const TWO_PLAYER = {
  game: 'diamonds',
  players: ['Ann', 'Bob'],
  variant: 'standard',
  thief: null,
  rounds: [Q, P, P, P].map((plays, i) => ({ dealer: i % 2 ? 'Bob' : 'Ann', pass: 1, plays: plays.split(' ') })),
};

/**
 * Three players, one round begun (in progress). Ann deals, Bob leads.
 *   T1 Bob H5, Cy H9, Ann D3: Ann off-suit ♦ +2 (Vault 1); Cy takes ♥ +1 (Showroom 4).
 *   T2 Cy C10, Ann C2, Bob S4: Bob off-suit ♠ +1 (2, 1); Cy takes ♣ and robs Ann (C10>Ann):
 *      Cy +1 (5, 0), Ann loses 1 (2, 1).
 *   T3 Cy S7, Ann C5>Cy: Ann off-suit ♣ robs Cy: Ann +1 (3, 1), Cy loses 1 (4, 0); Bob S3;
 *      Cy takes ♠ +1 (3, 1).
 * Ann 5 (off-suit 3, lost 1), Bob 4 (off-suit 1), Cy 5 (take 3, lost 1).
 */
export const THREE_PLAYER_BEGUN = {
  game: 'diamonds',
  players: ['Ann', 'Bob', 'Cy'],
  variant: 'standard',
  thief: null,
  rounds: [{ dealer: 'Ann', pass: 1, plays: ['H5', 'H9', 'D3', 'C10>Ann', 'C2', 'S4', 'S7', 'C5>Cy', 'S3'] }],
};

const VALUES = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [String(i + 1), [4, 6, 8]]));

/**
 * Diam's quick game (one round), hand bonus tie rule "all", won by points.
 *   Ann: 3 of quality 7 (1 pure) = 4; purity tied with Cy (1 each) +2; hand 3+9 = 12, tied
 *        highest with Bob, option "all" +3 → 9.
 *   Bob: empty safe; hand 10+2 = 12 → +3 → 3.
 *   Cy: 5 of quality 2 (1 pure) = 8; purity +2 → 10.
 * Places Cy, Ann, Bob: chips 4, 3, 2. Cy wins with 10 points.
 */
export const DIAMS_QUICK = {
  game: 'diams',
  players: ['Ann', 'Bob', 'Cy'],
  options: { rounds: 1, handTie: 'all', winBy: 'points' },
  values: VALUES,
  rounds: [
    {
      Ann: { safe: [{ quality: 7, count: 3, pure: 1 }], hand: [3, 9] },
      Bob: { safe: [], hand: [10, 2] },
      Cy: { safe: [{ quality: 2, count: 5, pure: 1 }], hand: [] },
    },
  ],
};
