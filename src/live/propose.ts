/**
 * A follower's write: the session controller's append on a followed session (a SessionVerb). It
 * asks the host through the table and answers as the store would, so the controller and the
 * screen treat it as any other write: `ok` with the stored row once this phone has the host's new
 * log, a conflict when the host's log had moved on, the rules' rejection as the host gave it, and
 * a refusal in words (another seat's turn, no seat, the host gone or not confirming).
 */
import type { DeviceDb } from '../store/db';
import { readGame, type LogWriter } from '../store/game-log';
import type { LogResult } from '../store/results';
import { revisionOf } from '../store/revision';
import { parseRejection } from './rejection';
import { attach, tableOf } from './tables';
import { answerWords, NotThisSeat, TableUnreachable } from './unreachable';

/**
 * A followed game's writer (../store/game-log.ts): a card is proposed to the host; an undo, a redo
 * or a fix is the host's (docs/live-table.md), and is refused here in words, never dropped unsaid.
 */
export const followerWriter: LogWriter = {
  append: propose,
  undo: hostUndoes,
  redo: hostUndoes,
  correct: hostUndoes,
};

function hostUndoes(): Promise<never> {
  return Promise.reject(new TableUnreachable('host-undoes'));
}

export async function propose<S>(db: DeviceDb, id: string, event: unknown, revision: number): Promise<LogResult<S>> {
  const row = await db.sessions.get(id);
  const table = tableOf(db, id) ?? (row ? attach(db, row) : null);
  if (!table) throw new TableUnreachable('offline');
  const answer = await table.propose(event, revision);
  if ('conflict' in answer) return { ok: false, conflict: true };
  if ('rejection' in answer) return { ok: false, rejection: parseRejection(answer.rejection) };
  if ('turn' in answer) {
    const players = row?.players ?? [];
    const name = (seat: unknown): string | null => (typeof seat === 'number' ? (players[seat] ?? `#${seat + 1}`) : null);
    throw new NotThisSeat(name(answer.turn) ?? '?', name(answer.seat));
  }
  if (!('ok' in answer) || !answer.ok) throw new TableUnreachable('refused', answerWords(answer));
  // The log the host's answer produced, as this phone stored and replayed it: no second replay.
  const mirrored = table.mirrored;
  if (mirrored && mirrored.session.id === id && revisionOf(mirrored.session) >= answer.revision) {
    return { ok: true, session: mirrored.session, revision: revisionOf(mirrored.session), state: mirrored.state as S };
  }
  const loaded = await readGame<unknown, S>(db, id);
  if (!loaded) return { ok: false, missing: true };
  return { ok: true, session: loaded.session, revision: loaded.revision, state: loaded.state };
}
