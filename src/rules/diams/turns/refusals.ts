/**
 * How the turns log refuses an event: a rule id and the message as a key and parameters, which
 * src/i18n/turns-messages.ts words (in English too), so every step of the reducer refuses the
 * same way and no sentence is written here.
 */
import { says, type Rejection, type MessageText } from '../../game';
import { diamondCodes } from './cards';
import { handOf, playerName } from './state';
import type { TurnsState } from './types';

/** A step of the reducer changes the state in place and returns null, or returns why it cannot. */
export type Step = Rejection | null;

export const fault = (rule: string, text: MessageText): Rejection => ({ rule, text });

/**
 * "Ann holds 2 cards, both seen by the table (4 and 7), so cannot put a 5 into the market":
 * what the hand holds, then `act`, what it cannot do.
 */
export function handShort(s: TurnsState, seat: number, rule: string, act: MessageText): Rejection {
  const who = playerName(s, seat);
  const h = handOf(s, seat);
  const k = h.known.length;
  const held =
    h.size === 0
      ? says('hand.none', { who })
      : k === 0
        ? says('hand.unseen', { who, size: h.size })
        : k === h.size
          ? says('hand.all-seen', { who, size: h.size, known: diamondCodes(h.known) })
          : says('hand.some-seen', { who, size: h.size, seen: k, known: diamondCodes(h.known) });
  return fault(rule, says('hand.short', { rule, held, action: act }));
}
