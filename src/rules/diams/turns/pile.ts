/**
 * The deck (the pile the cards are drawn from): what is left in it, and each draw or refill
 * taken from it, checked against what the app knows of it.
 *
 * - **[decided]** When the deck runs out (only possible after the closing card: it is in the
 *   deck until then), a draw or refill brings what is left, possibly nothing; once the deck is
 *   known to be empty, the draw phase and refills are skipped.
 * - **[decided]** With the deck on the rules card, the app counts the cards left in the deck
 *   (diamonds + 3 special cards + the closing card − 3 per player) and checks M-CLOSING-POS: at
 *   most 14 (2–3 players) / 4 (4–5 players) cards follow the closing card, none at all with the
 *   deterministic option. Without the deck it counts the cards drawn after the closing card against
 *   the same bounds. Cards of the very draw that brought the closing card may have come before it;
 *   the app cannot tell, so it assumes as many as possible did and never refuses a possible draw.
 *   Once those bounds say the deck is empty, the app stops asking for draws and refills.
 */
import { says } from '../../game';
import { closingWindow } from './card-counts';
import { fault, type Step } from './refusals';
import type { TurnsState } from './types';

/** Nothing more can come from the deck: counted to zero, or shown by a short draw or the bounds. */
export function pileKnownEmpty(s: TurnsState): boolean {
  return s.pile !== null ? s.pile === 0 : s.pileEmpty;
}

/** Cards that can still be drawn before the deck is empty, when the deck is known (the closing card aside). */
export function drawable(s: TurnsState): number | null {
  if (s.pile !== null) return s.pile - (s.closing === null ? 1 : 0);
  return s.pileEmpty ? 0 : null;
}

/**
 * Takes `got` cards from the deck where `want` were due (a short draw only when the deck runs
 * out); keeps the deck count, or what can be known of it without the rules card's deck.
 *
 * The draw that completes a closing card (`closingPending`) may hold cards drawn before it: at most
 * `want - 1` of them (otherwise the closing card would not have come up in this draw). The app
 * cannot tell which came before, so **[decided]** M-CLOSING-POS is checked assuming as many as
 * possible came before it — never refusing a draw that could have happened.
 */
export function fromPile(s: TurnsState, want: number, got: number, rule: 'M-DRAW' | 'M-REFILL'): Step {
  const closingIn = s.closing === null;
  const pending = s.closingPending;
  const mode = s.config.closing;
  const window = closingWindow(s.config.players.length);
  const what = rule === 'M-REFILL' ? 'refill' : 'draw';
  // Cards of this draw that surely came after the closing card.
  const after = pending ? Math.max(0, got - (want - 1)) : got;
  if (s.pile !== null) {
    const left = s.pile - (closingIn ? 1 : 0);
    if (got > left || (closingIn && got < want && left < want)) {
      if (closingIn) {
        return fault('M-CLOSING', left === 0 ? says('M-CLOSING.only-closing') : says('M-CLOSING.comes-up', { left, what }));
      }
      return fault('M-CARD-DECK', says('M-CARD-DECK.pile', { left, what, got }));
    }
    if (got < want && got < left) {
      return fault(rule, says(`${rule}.still`, { rule, left, what, brings: Math.min(want, left), got }));
    }
    s.pile -= got;
    if (pending && mode === 'deterministic' && s.pile > 0) {
      return fault('M-CLOSING-POS', says('M-CLOSING-POS.deterministic-follow', { left: s.pile }));
    }
    if (pending && mode === 'standard' && s.pile + after > window - 1) {
      return fault('M-CLOSING-POS', says('M-CLOSING-POS.window-follow', { window, most: window - 1, would: s.pile + after }));
    }
  } else {
    if (got < want && closingIn) return fault(rule, says(`${rule}.short`, { rule, what, want }));
    if (s.pileEmpty && got > 0) return fault(rule, says(`${rule}.empty`, { rule }));
    if (pending && mode === 'deterministic' && after > 0) {
      return fault('M-CLOSING-POS', says('M-CLOSING-POS.deterministic-nothing', { what, want }));
    }
    if (!closingIn && mode === 'standard' && s.drawnAfterClosing + after > window - 1) {
      return fault('M-CLOSING-POS', says('M-CLOSING-POS.window-drawn', { window, most: window - 1, drawn: s.drawnAfterClosing, what, got }));
    }
    if (got < want || (pending && mode === 'deterministic')) s.pileEmpty = true;
  }
  s.closingPending = false;
  if (!closingIn) {
    s.drawnAfterClosing += after;
    // Without the deck, M-CLOSING-POS still bounds what follows the closing card: once that many
    // cards have been drawn since, the deck is surely empty.
    if (s.pile === null && mode === 'standard' && s.drawnAfterClosing >= window - 1) s.pileEmpty = true;
  }
  return null;
}
