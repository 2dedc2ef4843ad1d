/**
 * What the screen says when an action is not recorded: the engine's rejection with its rule id
 * (a revoke, D-FOLLOW, also offers the rewind to its trick), or what the store answered.
 */
import { msg, str } from '@lit/localize';
import type { DiamondsState } from '../../../rules/diamonds/index.js';
import { rejectionText } from '../../../i18n/rule-messages.js';
import type { Outcome } from './session-log.js';

/** Its texts are getters: a problem left on screen follows a change of language. */
export interface Problem {
  readonly title: string;
  readonly message: string;
  /** A revoke (D-FOLLOW): the trick of the current round to rewind to. */
  rewindTrick: number | null;
}

/** The problem to show for a failed action, or null when there is nothing to say. */
export function problemFor(outcome: Exclude<Outcome, { kind: 'ok' }>, state: DiamondsState | null): Problem | null {
  switch (outcome.kind) {
    case 'rejected': {
      const rejection = outcome.rejection;
      const { rule, trick, round } = rejection;
      const revoke = rule === 'D-FOLLOW' && trick != null && state?.round?.index === round;
      return {
        get title() {
          return revoke
            ? msg(str`Revoke in trick ${trick ?? ''} (${rule})`, { id: 'diamonds.problem.revoke' })
            : msg(str`Not recorded (${rule})`, { id: 'problem.not-recorded' });
        },
        get message() {
          return rejectionText(rejection);
        },
        rewindTrick: revoke ? (trick ?? null) : null,
      };
    }
    case 'conflict':
      return {
        get title() {
          return msg('This game changed elsewhere', { id: 'problem.conflict.title' });
        },
        get message() {
          return msg(
            'Another tab or window recorded something first, so the game was reloaded as it is stored now. Check the last card and tap again if it is missing.',
            { id: 'diamonds.problem.conflict' },
          );
        },
        rewindTrick: null,
      };
    case 'failed': {
      const why = outcome.message;
      return {
        get title() {
          return msg('Not saved', { id: 'problem.not-saved' });
        },
        get message() {
          return msg(str`The device could not save this: ${why}. Nothing was recorded; try again.`, { id: 'problem.save-failed' });
        },
        rewindTrick: null,
      };
    }
    case 'missing':
    case 'empty':
    case 'dropped':
      // A missing game shows its own screen; nothing to undo or redo, or a dropped tap, says nothing.
      return null;
  }
}
