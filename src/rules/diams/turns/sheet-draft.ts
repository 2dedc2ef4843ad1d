/**
 * The end of a round played turn by turn: the round sheets (../sheet.ts) pre-filled with what the
 * log knows — every collection secured (quality and count are public, M-SECURE), the magnifiers
 * where they were shown, the diamonds seen going into each hand — and what each player must still
 * add: the hand's unseen cards, the unknown magnifier counts.
 */
import type { Sheet } from '../types';
import { playerName } from './state';
import type { TurnsState, SheetDraft } from './types';

/**
 * One draft per seat. `sheet` is a valid Sheet for `readSheet`/`scoreSheets`: a collection whose
 * magnifiers are unknown is entered with 0 **[decided: the lower bound; listed in `pureUnknown`
 * for the player to confirm]**, and the hand lists the known diamonds only.
 */
export function sheetDraft(state: TurnsState): SheetDraft[] {
  return state.config.players.map((_, seat) => {
    const safe = state.safes[seat]?.collections ?? [];
    const hand = state.hands[seat] ?? { size: 0, known: [] };
    const sheet: Sheet = {
      safe: safe.map((c) => ({ quality: c.quality, count: c.count, pure: c.pure ?? 0 })),
      hand: hand.known.map((d) => d.quality).sort((a, b) => a - b),
    };
    const pureUnknown = safe.filter((c) => c.pure === null).map((c) => c.quality);
    const handUnknown = hand.size - hand.known.length;
    return {
      seat,
      player: playerName(state, seat),
      sheet,
      handSize: hand.size,
      handUnknown,
      pureUnknown,
      complete: handUnknown === 0 && pureUnknown.length === 0,
    };
  });
}

/** The sheets alone, in seating order, ready for a `{type: "round", sheets}` event once confirmed. */
export function draftSheets(state: TurnsState): Sheet[] {
  return sheetDraft(state).map((d) => d.sheet);
}
