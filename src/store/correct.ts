/**
 * Fixing one recorded event (a Diamonds card tapped wrong): one read-write transaction that reads
 * the log, asks the game's rules for the corrected log (GameModule.correct: the event replaced,
 * the later events that still fit), replays it from the start, and writes the changed tail with
 * the new row. Nothing is written when the rules refuse the new event or the revision moved on.
 *
 * Undo. The log is rewritten in place, so "undo drops the last event" cannot take a fix back by
 * itself. The row keeps, in SessionRow.fixes, the tail the fix replaced (and the redo list it
 * cleared) next to the tail it wrote; `undo` (./events.ts) checks whether the log from the fix's
 * position on is still exactly that written tail and, if so, puts the old tail back in one
 * transaction — one Undo per fix. Otherwise (cards recorded since) Undo drops the last event as
 * ever, and a fix whose tail an undo has cut into is forgotten.
 */
import type { FixEntry, DeviceDb, SessionRow } from './db';
import { remember } from './last-state';
import { readLog, replay, type Replayed } from './log';
import { changesBefore } from './live';
import { gameFor } from './registry';
import { UnknownGameError, type LogResult } from './results';
import { nextRevision, revisionOf } from './revision';
import { run } from './run';

/** How many fixes a row remembers for Undo. */
export const MAX_FIXES = 10;

/**
 * Replaces the event at `index` with `event` and keeps the later events the rules say still fit.
 * Resolves with the new row, state and whole log (`events`), or refusal / conflict / missing.
 */
export async function correctEvent<S = unknown>(db: DeviceDb, id: string, index: number, event: unknown, expectedRevision: number): Promise<LogResult<S>> {
  await db.rules();
  const result = await run(db, 'rw', [db.sessions, db.events], async (): Promise<LogResult<S>> => {
    const session = await db.sessions.get(id);
    if (!session) return { ok: false, missing: true };
    if (revisionOf(session) !== expectedRevision) return { ok: false, conflict: true };
    const module = gameFor(db.games, session.game);
    // A programmer's mistake, never a player's (a screen offers a fix only where its game has one): English.
    if (!module?.correct) throw new Error(`A ${session.game} game has no event to fix.`);
    const rows = await readLog(db, id);
    if (rows.length !== session.length || index < 0 || index >= rows.length) return { ok: false, conflict: true };
    const before = changesBefore(session, index);
    if (before) return before;
    const events = rows.map((row) => row.event);
    const fixed = module.correct(session.config, events, index, event);
    if (!fixed.ok) return { ok: false, rejection: fixed.rejection };
    // The rules check the corrected log as a whole, from its first event.
    const replayed = replay(module, session.config, fixed.events);
    if (!replayed.ok) return { ok: false, rejection: replayed.rejection };
    const now = db.now();
    const dropped = new Set(fixed.dropped.map((d) => d.index));
    // When each kept event was recorded stays as it was; the fixed card is recorded now.
    const kept = rows.slice(index + 1).filter((row) => !dropped.has(row.seq));
    const tail = [{ event: fixed.events[index], at: now }, ...kept.map((row) => ({ event: row.event, at: row.at }))];
    const fix: FixEntry = {
      at: index,
      before: rows.slice(index).map((row) => ({ event: row.event, at: row.at })),
      after: fixed.events.slice(index),
      redo: session.redo,
    };
    const fixes = [...(session.fixes ?? []), fix].slice(-MAX_FIXES);
    return rewrite<S>(db, session, index, tail, replayed, { redo: [], fixes }, fixed.events);
  });
  if (result.ok) {
    remember(db, result.session, result.events?.at(-1), result.state, result.events);
  }
  return result;
}

/** Whether the log (`events`) is still what `fix` wrote, so Undo may put back what it replaced. */
export function undoesFix(fix: FixEntry | undefined, events: readonly unknown[]): fix is FixEntry {
  if (!fix || fix.at + fix.after.length !== events.length) return false;
  return fix.after.every((event, i) => JSON.stringify(event) === JSON.stringify(events[fix.at + i]));
}

/** Undo of a fix: the log before it, the redo list before it, one fix fewer. */
export function unfix<S>(db: DeviceDb, session: SessionRow, events: readonly unknown[], fix: FixEntry): Promise<LogResult<S>> {
  const log = [...events.slice(0, fix.at), ...fix.before.map((row) => row.event)];
  const module = gameFor(db.games, session.game);
  if (!module) throw new UnknownGameError(session.game);
  // The log before the fix was stored and legal; only a rules change could make it fail here, and
  // the derived fields then describe its legal part (as an undo does).
  const replayed = replay(module, session.config, log);
  return rewrite<S>(db, session, fix.at, fix.before, replayed, { redo: fix.redo, fixes: (session.fixes ?? []).slice(0, -1) }, log);
}

/** Writes `tail` at positions `from` on (the old rows there deleted first) and the new row. */
async function rewrite<S>(
  db: DeviceDb,
  session: SessionRow,
  from: number,
  tail: readonly { event: unknown; at: number }[],
  replayed: Replayed,
  fields: Pick<SessionRow, 'redo' | 'fixes'>,
  log: unknown[],
): Promise<LogResult<S>> {
  const updated: SessionRow = {
    ...session,
    ...replayed.derived,
    length: from + tail.length,
    revision: nextRevision(session),
    redo: fields.redo,
    fixes: fields.fixes,
    updatedAt: db.now(),
  };
  if (!updated.fixes?.length) delete updated.fixes;
  const stale = Array.from({ length: Math.max(0, session.length - from) }, (_, i): [string, number] => [session.id, from + i]);
  await db.events.bulkDelete(stale);
  await db.events.bulkAdd(tail.map((row, i) => ({ sessionId: session.id, seq: from + i, event: row.event, at: row.at })));
  await db.sessions.put(updated);
  return { ok: true, session: updated, revision: revisionOf(updated), state: replayed.state as S, events: log };
}
