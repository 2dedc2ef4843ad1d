/**
 * M-CLOSING: the closing card comes up from the deck; the player who drew it finishes the turn,
 * every other player has one last turn.
 *
 * - **[decided]** The closing card is always set aside and replaced by the next card, whether it
 *   comes up in a one-card draw into the hand, a two-card draw into the market or a refill (the
 *   rules say so for the two-card draw); it is recorded as its own `closing` event, then the draw
 *   or refill event records every card that came with it (before it, or replacing it). If the deck
 *   is empty after it, nothing replaces it: the draw records fewer cards, or "nothing to draw".
 * - **[decided]** The closing card may come up during the very first refill, before any draw; it
 *   then counts as drawn by the first player.
 */
import { says } from '../../game';
import { closingWindow, MARKET_DRAW_CARDS, REFILL_CARDS, specialsLeft } from './card-counts';
import { fault, type Step } from './refusals';
import { playerName } from './state';
import { settle } from './turn-end';
import type { TurnsState } from './types';

/**
 * The closing card comes up during a draw or a refill; the cards of that draw (drawn before it,
 * or replacing it) are recorded by the draw or refill event that follows (`closingPending`).
 */
export function closingCard(s: TurnsState): Step {
  const n = s.config.players.length;
  if (s.closing) {
    return fault('M-CLOSING', says('M-CLOSING.twice', { turn: s.closing.turn, drawer: playerName(s, s.closing.drawer) }));
  }
  if (!(s.phase === 'draw' || s.refillDue)) {
    return fault('M-CLOSING', says('M-CLOSING.when'));
  }
  if (s.pile !== null) {
    // Cards of this draw that may have come before it: the draw's diamonds but one, and any special card left.
    const before = (s.refillDue ? REFILL_CARDS : MARKET_DRAW_CARDS) - 1 + specialsLeft(s);
    const others = s.pile - 1;
    if (s.config.closing === 'deterministic' && others > before) {
      return fault('M-CLOSING-POS', says('M-CLOSING-POS.deterministic-others', { others }));
    }
    const window = closingWindow(n);
    if (s.config.closing === 'standard' && s.pile - before > window) {
      return fault('M-CLOSING-POS', says('M-CLOSING-POS.window', { window, players: n, pile: s.pile }));
    }
    s.pile -= 1;
  }
  s.closing = { drawer: s.seat, turn: s.turn };
  s.closingPending = true;
  if (s.pile === 0) {
    // The deck is known to be empty: nothing else comes with the closing card.
    s.closingPending = false;
    s.refillDue = false;
    if (s.phase === 'draw') s.phase = 'play';
    settle(s);
  }
  return null;
}
