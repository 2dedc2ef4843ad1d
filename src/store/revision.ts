/**
 * A session log's revision (SessionRow.revision): the number a writer names to say which log its
 * state was built on. Appends, undo, redo and config changes compare it with the stored one and
 * write nothing on a difference; each write that succeeds moves it one up.
 */
import type { SessionRow } from './db';

/** The stored revision of a session, or its length for a row that has none (written before version 3). */
export function revisionOf(session: Pick<SessionRow, 'revision' | 'length'>): number {
  const revision = session.revision;
  return typeof revision === 'number' && Number.isSafeInteger(revision) && revision >= session.length ? revision : session.length;
}

/** The revision a write gives the row it changes. */
export function nextRevision(session: Pick<SessionRow, 'revision' | 'length'>): number {
  return revisionOf(session) + 1;
}
