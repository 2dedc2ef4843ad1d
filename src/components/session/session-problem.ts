/**
 * What a game screen says when a write did not go through: the rules' refusal with its rule id,
 * another tab that wrote first, or a device that could not save. Texts are getters, read at each
 * render, so a problem left on screen follows a change of language.
 */
import { msg, str } from '@lit/localize';
import { rejectionText } from '../../i18n/rule-messages';
import type { Rejection } from '../../rules/game';
import { LIVE_TABLE_RULE } from '../../store/index';
import { emit } from '../shared/events';
import type { Outcome } from './session-controller';

export interface Problem {
  readonly title: string;
  readonly message: string;
  /** A live table's refusal (the host gone, the phone offline): stale once the table is live again. */
  readonly atTable?: boolean;
}

export interface ProblemDetail {
  problem: Problem | null;
}

/**
 * What a panel inside a game screen does to show why its write did not go through (null: it went
 * through): the screen around it owns the one problem box (../session/session-screen.ts).
 */
export function askToShow(panel: EventTarget, problem: Problem | null): void {
  emit<ProblemDetail>(panel, 'dl-problem', { problem });
}

export function problemOf(title: () => string, message: () => string, atTable = false): Problem {
  return {
    atTable,
    get title() {
      return title();
    },
    get message() {
      return message();
    },
  };
}

/** "Not recorded (D-FOLLOW)" and the rules' own words. */
export function refusal(rejection: Rejection, title = (): string => msg(str`Not recorded (${rejection.rule})`, { id: 'problem.not-recorded' })): Problem {
  return problemOf(title, () => rejectionText(rejection));
}

/**
 * The problem to show for a write that failed, or null when there is nothing to say (nothing to
 * undo, a tap dropped behind a failed one; a missing game shows its own screen). `conflict` is the
 * game's explanation of a change made elsewhere.
 */
export function writeProblem<S>(outcome: Exclude<Outcome<S>, { kind: 'ok' }>, conflict: () => string): Problem | null {
  switch (outcome.kind) {
    case 'rejected':
      // Not the rules' refusal but the live table's (src/store/live.ts, changesBefore): no rule id to cite.
      if (outcome.rejection.rule === LIVE_TABLE_RULE)
        return problemOf(
          () => msg('Not changed', { id: 'problem.not-changed' }),
          () => rejectionText(outcome.rejection),
        );
      return refusal(outcome.rejection);
    case 'conflict': {
      const { atTable } = outcome;
      return problemOf(
        () => msg('This game changed elsewhere', { id: 'problem.conflict.title' }),
        () => conflictText(atTable, conflict),
      );
    }
    case 'failed': {
      const why = outcome.message;
      if (outcome.atTable) {
        return problemOf(
          () => msg('Not recorded', { id: 'problem.table-refused.title' }),
          () => msg(str`The table did not record this: ${why}.`, { id: 'problem.table-refused' }),
          true,
        );
      }
      return problemOf(
        () => msg('Not saved', { id: 'problem.not-saved' }),
        () => msg(str`The device could not save this: ${why}. Nothing was recorded; try again.`, { id: 'problem.save-failed' }),
      );
    }
    case 'missing':
    case 'empty':
    case 'dropped':
      return null;
  }
}

/**
 * Who changed the game first, in the words of the screen that asked (`onDevice`: another tab or
 * window of this device), or, for a game shared at a live table, another phone at it.
 */
export function conflictText(atTable: boolean, onDevice: () => string): string {
  if (!atTable) return onDevice();
  return msg('Another phone at the table (or another tab) recorded first, so this phone now shows the game as the table has it. Check it and try again.', {
    id: 'problem.conflict.table',
  });
}

/** The one-line account of a conflict in a panel (the round-end check, the market), which has no title line. */
export function panelConflictText(atTable: boolean): string {
  return conflictText(atTable, () =>
    msg('This game changed elsewhere (another tab or screen recorded first). It now shows what is stored: check it and try again.', {
      id: 'check.problem.conflict',
    }),
  );
}

/**
 * Brings a refusal just shown into view: it sits under the control that was tapped, which may be
 * at the bottom of the screen, and a tap answered off screen seems to do nothing.
 */
export function revealProblem(root: ParentNode): void {
  const box = root.querySelector('.problem');
  if (box?.textContent?.trim()) box.scrollIntoView({ block: 'nearest' });
}
