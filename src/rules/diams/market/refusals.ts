/**
 * How the market log refuses an event: a rule id, plain English and the same message as a key and
 * parameters, so every step of the reducer says its refusals the same way.
 */
import { says, type MessageText, type Rejection } from '../../game';
import { cardsText, diamondCodes, numberWord, plural } from './cards';
import { handOf, playerName } from './state';
import type { MarketLogState } from './types';

/** A step of the reducer changes the state in place and returns null, or returns why it cannot. */
export type Step = Rejection | null;

/** A rejection; `text` says it as a key and parameters for screens in other languages (src/i18n/rule-messages.ts). */
export const fault = (rule: string, message: string, text: MessageText): Rejection => ({ rule, message, text });

/**
 * "Ann holds 2 cards, both seen by the table (4 and 7), so cannot put a 5 into the market".
 * `act` is `action` as a message key and parameters (src/rules/game.ts `MessageText`).
 */
export function handShort(s: MarketLogState, seat: number, action: string, rule: string, act: MessageText): Rejection {
  const who = playerName(s, seat);
  const h = handOf(s, seat);
  const k = h.known.length;
  let held: string;
  let heldText: MessageText;
  if (h.size === 0) {
    held = `${who} has no card in hand`;
    heldText = says('hand.none', { who });
  } else if (k === 0) {
    held = `${who} holds only ${plural(h.size, 'card')}`;
    heldText = says('hand.unseen', { who, size: h.size });
  } else if (k === h.size) {
    held = `${who} holds ${plural(h.size, 'card')}, all seen by the table (${cardsText(h.known)})`;
    heldText = says('hand.all-seen', { who, size: h.size, known: diamondCodes(h.known) });
  } else {
    held = `${who} holds ${plural(h.size, 'card')}, ${numberWord(k)} of them seen by the table (${cardsText(h.known)})`;
    heldText = says('hand.some-seen', { who, size: h.size, seen: k, known: diamondCodes(h.known) });
  }
  return fault(rule, `${held}, so cannot ${action} (${rule}).`, says('hand.short', { rule, held: heldText, action: act }));
}
