/**
 * Changing a session's log: append, undo, redo. Each is one read-write transaction over sessions
 * and events, so the log and the row that summarises it always change together or not at all.
 *
 * Every verb takes the revision of the log its caller's state was built on (`expectedRevision`,
 * from LoadedSession.revision or the last LogResult): if the stored log has another one (another
 * tab or a double tap wrote first, even a write that left the length as it was) nothing is written
 * and `{ok:false, conflict:true}` comes back.
 */
import { sessionChanged } from './changes';
import type { LedgerDb, SessionRow } from './db';
import { extend, isConstraintError, readLog, replay, type Replayed } from './log';
import { gameFor, type AnyGame } from './registry';
import type { LogResult } from './results';
import { nextRevision, revisionOf } from './revision';
import { reconnecting } from './connection';

/**
 * Appends an event the rules accept, and resolves once it is committed. A rejected event writes
 * nothing. An append clears the redo stack.
 */
export function appendEvent<S = unknown>(
  db: LedgerDb,
  id: string,
  event: unknown,
  expectedRevision: number,
): Promise<LogResult<S>> {
  return commitEvent<S>(db, id, expectedRevision, () => ({ event, redo: [] }));
}

/**
 * Re-applies the last undone event (checked by the rules again, since they may have changed).
 * Without `expectedRevision` it redoes whatever is on top of the stored redo stack.
 */
export function redo<S = unknown>(db: LedgerDb, id: string, expectedRevision?: number): Promise<LogResult<S>> {
  return commitEvent<S>(db, id, expectedRevision, (session) =>
    session.redo.length === 0 ? undefined : { event: session.redo.at(-1), redo: session.redo.slice(0, -1) },
  );
}

/**
 * Removes the last event and pushes it on the redo stack. Without `expectedRevision` it undoes
 * whatever event is last in the store.
 */
export async function undo<S = unknown>(db: LedgerDb, id: string, expectedRevision?: number): Promise<LogResult<S>> {
  await db.rules();
  const result = await reconnecting(db, () =>
    db.transaction('rw', db.sessions, db.events, async (): Promise<LogResult<S>> => {
      const session = await db.sessions.get(id);
      if (!session) return { ok: false, missing: true };
      if (expectedRevision !== undefined && revisionOf(session) !== expectedRevision) return { ok: false, conflict: true };
      if (session.length === 0) return { ok: false, empty: true };
      const rows = await readLog(db, id);
      const last = rows.at(-1);
      if (!last || rows.length !== session.length) return { ok: false, conflict: true };
      const kept = rows.slice(0, -1).map((row) => row.event);
      // A shorter prefix of a legal log is legal, so only a rules change could make this replay fail;
      // the derived fields then describe the legal part, which is still the honest summary.
      const replayed = replay(moduleOf(db, session), session.config, kept);
      const updated: SessionRow = {
        ...session,
        ...replayed.derived,
        length: kept.length,
        revision: nextRevision(session),
        redo: [...session.redo, last.event],
        updatedAt: db.now(),
      };
      await db.events.delete([id, last.seq]);
      await db.sessions.put(updated);
      return { ok: true, session: updated, revision: revisionOf(updated), state: replayed.state as S };
    }),
  );
  if (result.ok) sessionChanged(db, id);
  return result;
}

/** Shared by append and redo: validate against the replayed log, then add at position `length`. */
async function commitEvent<S>(
  db: LedgerDb,
  id: string,
  expectedRevision: number | undefined,
  next: (session: SessionRow) => { event: unknown; redo: unknown[] } | undefined,
): Promise<LogResult<S>> {
  await db.rules();
  let result: LogResult<S>;
  let appended: unknown;
  const write = (): Promise<LogResult<S>> =>
    db.transaction('rw', db.sessions, db.events, async (): Promise<LogResult<S>> => {
      const session = await db.sessions.get(id);
      if (!session) return { ok: false, missing: true };
      if (expectedRevision !== undefined && revisionOf(session) !== expectedRevision) return { ok: false, conflict: true };
      const step = next(session);
      if (!step) return { ok: false, empty: true };
      const module = moduleOf(db, session);
      const replayed = (await fromCache(db, session, module, step.event)) ?? (await replayAll(db, session, module, step.event));
      if (!replayed.ok) {
        // Usually the new event is at fault. If an older one is (a rules fix made the stored log
        // illegal), its rejection comes back instead: the log cannot grow past a broken event.
        return { ok: false, rejection: replayed.rejection };
      }
      const now = db.now();
      // `add`, never `put`: if this position is taken, the add fails and the transaction aborts.
      await db.events.add({ sessionId: id, seq: session.length, event: step.event, at: now });
      appended = step.event;
      const updated: SessionRow = { ...session, ...replayed.derived, revision: nextRevision(session), redo: step.redo, updatedAt: now };
      await db.sessions.put(updated);
      return { ok: true, session: updated, revision: revisionOf(updated), state: replayed.state as S };
    });
  try {
    result = await reconnecting(db, write);
  } catch (error) {
    if (isConstraintError(error)) return { ok: false, conflict: true };
    throw error;
  }
  if (result.ok) {
    remember(db, result.session, appended, result.state);
    sessionChanged(db, id);
  }
  return result;
}

/**
 * The state after the last append, per session, so the next append applies one event instead of
 * reading and replaying the whole log (a recorded card must show within a frame). It is used only
 * when the stored row is exactly the one that append wrote: same revision, same config, same last
 * event. Any other writer (undo, another tab, a rename) changes one of them, and the next append
 * replays the log from the store as before.
 */
interface Cached {
  revision: number;
  config: string;
  /** The last event of the log, as JSON: a session deleted and restored from a backup differs here. */
  last: string;
  state: unknown;
}
const lastStates = new WeakMap<LedgerDb, Map<string, Cached>>();

function remember(db: LedgerDb, session: SessionRow, event: unknown, state: unknown): void {
  let cache = lastStates.get(db);
  if (!cache) lastStates.set(db, (cache = new Map()));
  cache.set(session.id, {
    revision: revisionOf(session),
    config: JSON.stringify(session.config),
    last: JSON.stringify(event),
    state,
  });
}

async function fromCache(db: LedgerDb, session: SessionRow, module: AnyGame, event: unknown): Promise<Replayed | undefined> {
  const hit = lastStates.get(db)?.get(session.id);
  if (!hit || hit.revision !== revisionOf(session)) return undefined;
  if (hit.config !== JSON.stringify(session.config)) return undefined;
  const last = await db.events.get([session.id, session.length - 1]);
  if (!last || JSON.stringify(last.event) !== hit.last) return undefined;
  return extend(module, session.config, hit.state, session.length, event);
}

async function replayAll(db: LedgerDb, session: SessionRow, module: AnyGame, event: unknown): Promise<Replayed> {
  const rows = await readLog(db, session.id);
  return replay(module, session.config, [...rows.map((row) => row.event), event]);
}

function moduleOf(db: LedgerDb, session: SessionRow) {
  const module = gameFor(db.games, session.game);
  if (!module) throw new Error(`Session ${session.id} is a game this version does not know: ${session.game}.`);
  return module;
}
