/**
 * The places of a finished game's sides, as a table reads its result: the winners first (a
 * Diamonds tie on points is broken by the Vault, D-TIE; a Diam's tie on chips by round 2, M-WIN),
 * then by score. A place is 1 + the number of sides strictly ahead, so tied sides share a place
 * (standard competition ranking): BG Stats' rank, and a tie for the ratings.
 */
export interface Placed {
  won: boolean;
  score: number;
}

export function places(sides: readonly Placed[]): number[] {
  const ahead = (a: Placed, b: Placed): boolean => (a.won && !b.won) || (a.won === b.won && a.score > b.score);
  return sides.map((side) => 1 + sides.filter((other) => ahead(other, side)).length);
}
