/**
 * What the Diamonds screen says when an action is not recorded: the engine's rejection with its
 * rule id — a revoke (D-FOLLOW) also offers the rewind to its trick — or what the store answered.
 */
import { msg, str } from '@lit/localize';
import type { DiamondsState } from '../../../rules/diamonds/index.js';
import type { Outcome } from '../../session/session-controller.js';
import { refusal, writeProblem, type Problem } from '../../session/session-problem.js';

export interface DiamondsProblem extends Problem {
  /** A revoke (D-FOLLOW): the trick of the current round to rewind to. */
  readonly rewindTrick: number | null;
}

/**
 * The problem to show for a failed action, or null when there is nothing to say. A followed game
 * offers no rewind: undoing stays with the host's phone.
 */
export function problemFor(outcome: Exclude<Outcome<DiamondsState>, { kind: 'ok' }>, state: DiamondsState | null, followed = false): DiamondsProblem | null {
  if (outcome.kind === 'rejected') {
    const { rule, trick, round } = outcome.rejection;
    if (rule === 'D-FOLLOW' && trick != null && state?.round?.index === round) {
      const problem = refusal(outcome.rejection, () => msg(str`Revoke in trick ${trick} (${rule})`, { id: 'diamonds.problem.revoke' }));
      return Object.assign(problem, { rewindTrick: followed ? null : trick });
    }
  }
  const problem = writeProblem(outcome, () =>
    msg(
      'Another tab or window recorded something first, so the game was reloaded as it is stored now. Check the last card and tap again if it is missing.',
      { id: 'diamonds.problem.conflict' },
    ),
  );
  return problem && Object.assign(problem, { rewindTrick: null });
}
