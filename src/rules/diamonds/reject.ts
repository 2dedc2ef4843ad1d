import { says, type Applied, type MessageText, type Rejection } from '../game';
import { seatName } from './names';
import type { DiamondsState, PendingSteal } from './state';

/** A refused event: the rule id it breaks and why, as a key and parameters of the catalog. */
export function reject<S>(rule: string, text: MessageText, where: Omit<Rejection, 'rule' | 'text'> = {}): Applied<S> {
  return { ok: false, rejection: { rule, text, ...where } };
}

/** Anything but the victim while a Clubs action waits for one (D-A-CLUB). */
export function chooseVictimFirst<S>(state: DiamondsState, pending: PendingSteal): Applied<S> {
  return reject('D-A-CLUB', says('D-A-CLUB.choose-first', { player: seatName(state, pending.actor) }), {
    round: state.round?.index ?? null,
    play: pending.play,
  });
}
