/**
 * A follower's write: the session controller's append on a followed session (a SessionVerb). It
 * asks the host through the table and answers as the store would, so the controller and the
 * screen treat it as any other write: `ok` with the stored row once this phone has the host's new
 * log, a conflict when the host's log had moved on, the rules' rejection as the host gave it.
 */
import type { LedgerDb } from '../store/db.js';
import type { LogResult } from '../store/results.js';
import { loadSession } from '../store/sessions.js';
import { parseRejection } from './rejection.js';
import { attach, tableOf } from './tables.js';
import { TableUnreachable } from './table.js';

export async function propose<S>(db: LedgerDb, id: string, event: unknown, revision: number): Promise<LogResult<S>> {
  const row = await db.sessions.get(id);
  const table = tableOf(id) ?? (row ? attach(db, row) : null);
  if (!table) throw new TableUnreachable('offline');
  const answer = await table.propose(event, revision);
  if ('conflict' in answer) return { ok: false, conflict: true };
  if ('rejection' in answer) return { ok: false, rejection: parseRejection(answer.rejection) };
  if ('refused' in answer) throw new TableUnreachable('refused');
  const loaded = await loadSession<unknown, S>(db, id);
  if (!loaded) return { ok: false, missing: true };
  return { ok: true, session: loaded.session, revision: loaded.revision, state: loaded.state };
}
