/**
 * M-CHIPS: players are ranked by round score and gain 4, 3, 2, 1, 0 victory chips by place.
 * Ties use standard competition ranking ("1224"): tied players share the higher place, and the
 * places they fill are skipped, so two tied first both gain 4 and the next player gains 2.
 * [decided in diams.md: no source covers round ties]
 */

/** 1-based place of each score: one plus the number of strictly higher scores. */
export function places(scores: readonly number[]): number[] {
  return scores.map((s) => 1 + scores.filter((other) => other > s).length);
}

/** Chips for a place: 1st 4, 2nd 3, 3rd 2, 4th 1, 5th (or lower) 0. */
export function chipsForPlace(place: number): number {
  return Math.max(0, 5 - place);
}

/** Chips of each seat for a round's scores (M-CHIPS). */
export function roundChips(scores: readonly number[]): number[] {
  return places(scores).map(chipsForPlace);
}
