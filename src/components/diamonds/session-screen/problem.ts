/**
 * What the screen says when an action is not recorded: the engine's rejection with its rule id
 * (a revoke, D-FOLLOW, also offers the rewind to its trick), or what the store answered.
 */
import type { DiamondsState } from '../../../rules/diamonds/index.js';
import type { Outcome } from './session-log.js';

export interface Problem {
  title: string;
  message: string;
  /** A revoke (D-FOLLOW): the trick of the current round to rewind to. */
  rewindTrick: number | null;
}

/** The problem to show for a failed action, or null when there is nothing to say. */
export function problemFor(outcome: Exclude<Outcome, { kind: 'ok' }>, state: DiamondsState | null): Problem | null {
  switch (outcome.kind) {
    case 'rejected': {
      const { rule, message, trick, round } = outcome.rejection;
      const revoke = rule === 'D-FOLLOW' && trick != null && state?.round?.index === round;
      return {
        title: revoke ? `Revoke in trick ${trick ?? ''} (${rule})` : `Not recorded (${rule})`,
        message,
        rewindTrick: revoke ? (trick ?? null) : null,
      };
    }
    case 'conflict':
      return {
        title: 'This game changed elsewhere',
        message:
          'Another tab or window recorded something first, so the game was reloaded as it is stored now. Check the last card and tap again if it is missing.',
        rewindTrick: null,
      };
    case 'failed':
      return {
        title: 'Not saved',
        message: `The device could not save this: ${outcome.message}. Nothing was recorded; try again.`,
        rewindTrick: null,
      };
    case 'missing':
    case 'empty':
    case 'dropped':
      // A missing game shows its own screen; nothing to undo or redo, or a dropped tap, says nothing.
      return null;
  }
}
