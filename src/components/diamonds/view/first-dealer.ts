/**
 * The first dealer chosen on the new-game screen, kept until round 1 is dealt. It is not part of
 * the game yet (the dealer enters the log with the first `deal` event, together with the pass
 * count the dealer announces after looking at their hand), so it is a draft
 * (src/store/drafts.ts), written with the game itself at "Start the game": a crash right
 * after Start keeps it.
 */
import type { Drafts } from '../../../store/index';

export const FIRST_DEALER = 'firstDealer';

/** The seat the table chose to deal round 1, or null when none is stored (the deal form then asks). */
export function firstDealerOf(table: Drafts): number | null {
  const seat = table[FIRST_DEALER];
  return typeof seat === 'number' && Number.isInteger(seat) && seat >= 0 ? seat : null;
}
