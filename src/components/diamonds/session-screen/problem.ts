/**
 * What the Diamonds screen says when an action is not recorded: the engine's rejection with its
 * rule id — a revoke (D-FOLLOW) also offers to fix the card that failed to follow, and the rewind
 * to its trick — or what the store answered.
 */
import { msg, str } from '@lit/localize';
import { plural } from '../../../i18n/format';
import { indexOfPlay, nextSeat, type DiamondsEvent, type DiamondsState } from '../../../rules/diamonds/index';
import type { Rejection } from '../../../rules/game';
import type { Outcome, SessionController } from '../../session/session-controller';
import { refusal, writeProblem, type Problem } from '../../session/session-problem';

export interface DiamondsProblem extends Problem {
  /** A revoke (D-FOLLOW): the trick of the current round to rewind to. */
  readonly rewindTrick: number | null;
  /** A revoke (D-FOLLOW): the log position of the card that failed to follow, to fix it. */
  readonly fixIndex: number | null;
}

/**
 * The problem to show for a failed action, or null when there is nothing to say. A followed game
 * offers no rewind: undoing stays with the host's phone.
 */
export function problemFor(
  outcome: Exclude<Outcome<DiamondsState>, { kind: 'ok' }>,
  state: DiamondsState | null,
  followed = false,
  events: readonly DiamondsEvent[] = [],
): DiamondsProblem | null {
  if (outcome.kind === 'rejected') {
    const { rule, trick, round, play } = outcome.rejection;
    const current = state?.round?.index;
    if (rule === 'D-FOLLOW' && trick != null && current !== undefined && current === round) {
      const problem = refusal(outcome.rejection, () => msg(str`Revoke in trick ${trick} (${rule})`, { id: 'diamonds.problem.revoke' }));
      // The rejection names the play that failed to follow (its round and 1-based play).
      const fixIndex = followed || play == null ? null : indexOfPlay(events, current, play);
      return Object.assign(problem, { rewindTrick: followed ? null : trick, fixIndex });
    }
  }
  const problem = writeProblem(outcome, () =>
    msg(
      'Another tab or window recorded something first, so the game was reloaded as it is stored now. Check the last card and tap again if it is missing.',
      { id: 'diamonds.problem.conflict' },
    ),
  );
  return problem && Object.assign(problem, { rewindTrick: null, fixIndex: null });
}

/**
 * The key, in the game's table state, of a revoke shown and not yet dealt with: the rejected card
 * is not in the log, so the notice is kept there, for the log's revision, to survive a reload.
 */
export const REVOKE = 'revoke';

export interface KeptRevoke {
  revision: number;
  rejection: Rejection;
}

/** After a reload, the revoke kept for the log as it is (REVOKE), so the table can still fix it or rewind. */
export function keptProblem(session: SessionController<DiamondsEvent, DiamondsState>): DiamondsProblem | null {
  const view = session.view;
  const kept = session.table.values[REVOKE] as KeptRevoke | undefined;
  if (!view || !kept || kept.revision !== view.revision || typeof kept.rejection?.rule !== 'string') return null;
  return problemFor({ kind: 'rejected', rejection: kept.rejection }, view.state, session.followed, view.events);
}

/** What the news says once the table rewound to `trick`, `count` events undone (`now`: the state after). */
export function rewoundNews(now: DiamondsState, trick: number, count: number): string {
  const who = nextSeat(now);
  const leader = who === null ? null : (now.config.players[who] ?? '');
  const undone = plural(count, {
    one: () => msg(str`Rewound to trick ${trick}: ${count} event undone.`, { id: 'diamonds.news.rewound.one' }),
    other: () => msg(str`Rewound to trick ${trick}: ${count} events undone.`, { id: 'diamonds.news.rewound' }),
  });
  const again = leader === null ? '' : ` ${msg(str`${leader} leads trick ${trick} again.`, { id: 'diamonds.news.leads-again' })}`;
  return `${undone}${again} ${msg('Redo brings the undone cards back one by one.', { id: 'diamonds.news.redo-hint' })}`;
}
