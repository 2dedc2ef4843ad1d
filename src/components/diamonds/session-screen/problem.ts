/**
 * What the Diamonds screen says when an action is not recorded: the engine's rejection with its
 * rule id — a revoke (D-FOLLOW) also offers to fix the card that failed to follow, the rewind
 * to its trick, and to keep it as played (D-REVOKE) — or what the store answered.
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
  /** A revoke (D-FOLLOW): the refused card that proved it, to record it with the revoke kept as played (D-REVOKE). */
  readonly keepCard: string | null;
}

/**
 * The problem to show for a failed action, or null when there is nothing to say. A followed game
 * offers no rewind, fix or keep: undoing stays with the host's phone, and so does the table's call.
 * `card`: the card whose play was refused, if the action was one.
 */
export function problemFor(
  outcome: Exclude<Outcome<DiamondsState>, { kind: 'ok' }>,
  state: DiamondsState | null,
  followed = false,
  events: readonly DiamondsEvent[] = [],
  card: string | null = null,
): DiamondsProblem | null {
  if (outcome.kind === 'rejected') {
    const { rule, trick, round, play } = outcome.rejection;
    const current = state?.round?.index;
    if (rule === 'D-FOLLOW' && trick != null && current !== undefined && current === round) {
      const problem = refusal(outcome.rejection, () => msg(str`Revoke in trick ${trick} (${rule})`, { id: 'diamonds.problem.revoke' }));
      // The rejection names the play that failed to follow (its round and 1-based play).
      const fixIndex = followed || play == null ? null : indexOfPlay(events, current, play);
      return Object.assign(problem, { rewindTrick: followed ? null : trick, fixIndex, keepCard: followed ? null : card });
    }
  }
  const problem = writeProblem(outcome, () =>
    msg('Another tab or window recorded something first, so the game was reloaded as it is stored now. Check the last card and tap again if it is missing.', {
      id: 'diamonds.problem.conflict',
    }),
  );
  return problem && Object.assign(problem, { rewindTrick: null, fixIndex: null, keepCard: null });
}

/**
 * The key, in the game's drafts, of a revoke shown and not yet dealt with: the rejected card
 * is not in the log, so the notice is kept there, for the log's revision, to survive a reload.
 */
export const REVOKE = 'revoke';

export interface ShownRevoke {
  revision: number;
  rejection: Rejection;
  /** The refused card that proved it (absent in what an older version stored). */
  card?: string;
}

/** After a reload, the revoke shown for the log as it is (REVOKE), so the table can still fix it, rewind or keep it. */
export function shownRevoke(session: SessionController<DiamondsEvent, DiamondsState>): DiamondsProblem | null {
  const view = session.view;
  const shown = session.drafts.values[REVOKE] as ShownRevoke | undefined;
  if (!view || !shown || shown.revision !== view.revision || typeof shown.rejection?.rule !== 'string') return null;
  const card = typeof shown.card === 'string' ? shown.card : null;
  return problemFor({ kind: 'rejected', rejection: shown.rejection }, view.state, session.followed, view.events, card);
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
