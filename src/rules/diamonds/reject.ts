import type { Applied, Rejection } from '../game';

/** A refused event: the rule id it breaks and a message a player can act on. */
export function reject<S>(
  rule: string,
  message: string,
  where: Omit<Rejection, 'rule' | 'message'> = {},
): Applied<S> {
  return { ok: false, rejection: { rule, message, ...where } };
}
