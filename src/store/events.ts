/**
 * Changing a session's log: append, undo, redo. Each is one read-write transaction over sessions
 * and events, so the log and the row that summarises it always change together or not at all.
 *
 * Every verb takes the revision of the log its caller's state was built on (`expectedRevision`,
 * from LoadedSession.revision or the last LogResult): if the stored log has another one (another
 * tab or a double tap wrote first, even a write that left the length as it was) nothing is written
 * and `{ok:false, conflict:true}` comes back.
 */
import Dexie from 'dexie';
import type { DeviceDb, SessionRow } from './db';
import { holds, lastState, remember, type LastState } from './last-state';
import { extend, isConstraintError, readLog, replay, type Replayed } from './log';
import { gameFor } from './registry';
import { UnknownGameError, type LogResult } from './results';
import { nextRevision, revisionOf } from './revision';
import { undoesFix, unfix } from './correct';
import { changesBefore } from './live';
import { run } from './run';

/**
 * Appends an event the rules accept, and resolves once it is committed. A rejected event writes
 * nothing. An append clears the redo stack.
 */
export function appendEvent<S = unknown>(db: DeviceDb, id: string, event: unknown, expectedRevision: number): Promise<LogResult<S>> {
  return commitEvent<S>(db, id, expectedRevision, () => ({ event, redo: [] }));
}

/**
 * Re-applies the last undone event (checked by the rules again, since they may have changed).
 * Without `expectedRevision` it redoes whatever is on top of the stored redo stack.
 */
export function redo<S = unknown>(db: DeviceDb, id: string, expectedRevision?: number): Promise<LogResult<S>> {
  return commitEvent<S>(db, id, expectedRevision, (session) =>
    session.redo.length === 0 ? undefined : { event: session.redo.at(-1), redo: session.redo.slice(0, -1) },
  );
}

/**
 * Removes the last event and pushes it on the redo stack. Without `expectedRevision` it undoes
 * whatever event is last in the store. When the last change was a fix of an earlier event and the
 * log is still the one it wrote, it takes the whole fix back instead (./correct.ts).
 */
export async function undo<S = unknown>(db: DeviceDb, id: string, expectedRevision?: number): Promise<LogResult<S>> {
  await db.rules();
  const result = await run(db, 'rw', [db.sessions, db.events], async (): Promise<LogResult<S>> => {
    const session = await db.sessions.get(id);
    if (!session) return { ok: false, missing: true };
    if (expectedRevision !== undefined && revisionOf(session) !== expectedRevision) return { ok: false, conflict: true };
    if (session.length === 0) return { ok: false, empty: true };
    const rows = await readLog(db, id);
    const last = rows.at(-1);
    if (!last || rows.length !== session.length) return { ok: false, conflict: true };
    // The last change was a fix of an earlier event (./correct.ts): one Undo puts the log back as it was.
    const fix = session.fixes?.at(-1);
    const undoes = undoesFix(
      fix,
      rows.map((row) => row.event),
    );
    const before = changesBefore(session, undoes ? fix.at : rows.length - 1);
    if (before) return before;
    if (undoes)
      return unfix<S>(
        db,
        session,
        rows.map((row) => row.event),
        fix,
      );
    const kept = rows.slice(0, -1).map((row) => row.event);
    // A fix whose tail this undo cuts into can no longer be undone as a whole: it is forgotten.
    const fixes = session.fixes?.filter((f) => f.at + f.after.length <= kept.length);
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
    if (fixes?.length) updated.fixes = fixes;
    else delete updated.fixes;
    await db.events.delete([id, last.seq]);
    await db.sessions.put(updated);
    if (replayed.ok) remember(db, updated, kept.at(-1), replayed.state, kept);
    return { ok: true, session: updated, revision: revisionOf(updated), state: replayed.state as S };
  });
  return result;
}

/**
 * Shared by append and redo: validate against the replayed log, then add at position `length`.
 * When the last append's state is at hand, the event is checked against it and the write goes out
 * with the reads that prove the store still holds that state (one round trip instead of two); if
 * they do not, that transaction is abandoned and the usual one reads the log first.
 */
async function commitEvent<S>(
  db: DeviceDb,
  id: string,
  expectedRevision: number | undefined,
  next: (session: SessionRow) => { event: unknown; redo: unknown[] } | undefined,
): Promise<LogResult<S>> {
  await db.rules();
  let appended: unknown;
  /** The whole log after the append, when the write knew the log it extended (./game-log.ts reads it from the cache). */
  let log: readonly unknown[] | undefined;
  const readFirst = (): Promise<LogResult<S>> =>
    run(db, 'rw', [db.sessions, db.events], async (): Promise<LogResult<S>> => {
      const hit = lastState(db, id);
      // The row and the last event the cache expects are asked for together.
      const [session, last] = await Promise.all([db.sessions.get(id), hit ? db.events.get([id, hit.row.length - 1]) : undefined]);
      if (!session) return { ok: false, missing: true };
      if (expectedRevision !== undefined && revisionOf(session) !== expectedRevision) return { ok: false, conflict: true };
      const step = next(session);
      if (!step) return { ok: false, empty: true };
      const module = moduleOf(db, session);
      const cached = hit && holds(hit, session, last);
      const before = cached ? hit.events : (await readLog(db, session.id)).map((row) => row.event);
      const replayed = cached
        ? extend(module, session.config, hit.state, session.length, step.event)
        : replay(module, session.config, [...(before ?? []), step.event]);
      if (!replayed.ok) {
        // Usually the new event is at fault. If an older one is (a rules fix made the stored log
        // illegal), its rejection comes back instead: the log cannot grow past a broken event.
        return { ok: false, rejection: replayed.rejection };
      }
      appended = step.event;
      log = before && [...before, step.event];
      return write<S>(db, session, step, replayed);
    });
  const writeAhead = (plan: Plan): Promise<LogResult<S>> =>
    run(db, 'rw', [db.sessions, db.events], async (): Promise<LogResult<S>> => {
      const checks = Promise.all([db.sessions.get(id), db.events.get([id, plan.hit.row.length - 1])]);
      const written = write<S>(db, plan.hit.row, plan.step, plan.replayed);
      const [stored, last] = await checks;
      if (!holds(plan.hit, stored, last)) {
        written.catch(() => undefined); // aborted with the transaction
        throw new StaleState();
      }
      // Nothing more to ask: the database may commit as soon as the writes are done, without
      // waiting for the page to hear back from each of them first.
      commitNow(db);
      appended = plan.step.event;
      log = plan.hit.events && [...plan.hit.events, plan.step.event];
      return written;
    });
  const plan = planAhead(db, id, expectedRevision, next);
  let result: LogResult<S> | undefined;
  try {
    if (plan)
      result = await writeAhead(plan).catch((error: unknown) => {
        if (error instanceof StaleState) return undefined;
        throw error;
      });
    result ??= await readFirst();
  } catch (error) {
    if (isConstraintError(error)) return { ok: false, conflict: true };
    throw error;
  }
  if (result.ok) {
    remember(db, result.session, appended, result.state, log);
  }
  return result;
}

interface Plan {
  hit: LastState;
  step: { event: unknown; redo: unknown[] };
  replayed: Replayed & { ok: true };
}

/** The write an append makes on top of the last append's state, if the rules accept the event there. */
function planAhead(
  db: DeviceDb,
  id: string,
  expectedRevision: number | undefined,
  next: (session: SessionRow) => { event: unknown; redo: unknown[] } | undefined,
): Plan | undefined {
  const hit = lastState(db, id);
  if (!hit || (expectedRevision !== undefined && revisionOf(hit.row) !== expectedRevision)) return undefined;
  const step = next(hit.row);
  if (!step) return undefined;
  const replayed = extend(moduleOf(db, hit.row), hit.row.config, hit.state, hit.row.length, step.event);
  // A refusal is worded against the stored log, so it is left to the transaction that reads it.
  return replayed.ok ? { hit, step, replayed } : undefined;
}

/** Asks the current transaction to commit once its requests are done (where the browser can). */
function commitNow(db: DeviceDb): void {
  const idb = Dexie.currentTransaction?.idbtrans as (IDBTransaction & { commit?: () => void }) | undefined;
  if (db.isOpen() && typeof idb?.commit === 'function') idb.commit();
}

/** The stored state is not the remembered one: the write sent ahead is abandoned. */
class StaleState extends Error {}

/**
 * Adds the event at the session's `length` and puts its new row, both sent at once (the database
 * runs them in order). `add`, never `put`: if this position is taken, the add fails and the
 * transaction aborts, the row's put with it.
 */
async function write<S>(
  db: DeviceDb,
  session: SessionRow,
  step: { event: unknown; redo: unknown[] },
  replayed: Replayed & { ok: true },
): Promise<LogResult<S>> {
  const now = db.now();
  const updated: SessionRow = { ...session, ...replayed.derived, revision: nextRevision(session), redo: step.redo, updatedAt: now };
  await Promise.all([db.events.add({ sessionId: session.id, seq: session.length, event: step.event, at: now }), db.sessions.put(updated)]);
  return { ok: true, session: updated, revision: revisionOf(updated), state: replayed.state as S };
}

function moduleOf(db: DeviceDb, session: SessionRow) {
  const module = gameFor(db.games, session.game);
  if (!module) throw new UnknownGameError(session.game);
  return module;
}
