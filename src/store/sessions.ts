/**
 * Reading, listing and deleting sessions (one transaction per verb). Creating one is in
 * ./create-session, which the first screen does not load.
 */
import Dexie from 'dexie';
import type { EventRow, DeviceDb, PlayerRow, SessionRow, DraftRow } from './db';
import { readGame, type LoadedSession } from './game-log';
import { isConstraintError, readLog } from './log';
import type { Conflict } from './results';
import { draftRows } from './drafts';
import { run } from './run';

export type { LoadedSession };

/** A session, its log and its state (./game-log.ts, the one reader of a game); undefined when there is no such id. */
export function loadSession<E = unknown, S = unknown>(db: DeviceDb, id: string): Promise<LoadedSession<E, S> | undefined> {
  return readGame<E, S>(db, id);
}

/** A session's row alone (which game it is, its summary), without reading its log; undefined when there is none. */
export function findSession(db: DeviceDb, id: string): Promise<SessionRow | undefined> {
  return run(db, 'r', [db.sessions], () => db.sessions.get(id));
}

export interface ListOptions {
  status?: SessionRow['status'];
  offset?: number;
  limit?: number;
}

export const DEFAULT_PAGE_SIZE = 50;

/**
 * One page of sessions, newest first. Walks the `updatedAt` (or `[status+updatedAt]`) index
 * backwards and stops after `offset + limit` entries; events are never read, so a page costs the
 * same with 10 or 10,000 games stored.
 */
export function listSessions(db: DeviceDb, options: ListOptions = {}): Promise<SessionRow[]> {
  const offset = wholeNumber(options.offset, 0);
  const limit = wholeNumber(options.limit, DEFAULT_PAGE_SIZE);
  return byRecency(db, options.status).reverse().offset(offset).limit(limit).toArray();
}

/** How many sessions there are (with that status), for "page 3 of 20" and empty states. */
export function countSessions(db: DeviceDb, options: Pick<ListOptions, 'status'> = {}): Promise<number> {
  return byRecency(db, options.status).count();
}

function byRecency(db: DeviceDb, status: SessionRow['status'] | undefined) {
  return status === undefined
    ? db.sessions.orderBy('updatedAt')
    : db.sessions.where('[status+updatedAt]').between([status, Dexie.minKey], [status, Dexie.maxKey], true, true);
}

function wholeNumber(value: number | undefined, fallback: number): number {
  return value !== undefined && Number.isFinite(value) && value >= 0 ? Math.floor(value) : fallback;
}

/**
 * Everything deleteSession removed: the row as it was, and its log as readLog reads it (a packed
 * log comes back one row per event). Hand it to restoreDeleted to undo.
 */
/** The first rows of the history, how many games there are, and the players (recentSessions). */
export interface RecentSessions {
  rows: SessionRow[];
  total: number;
  players: PlayerRow[];
}

/**
 * The `limit` games played most recently (createdAt, then updatedAt, newest first: the history's
 * order), the number of games and the players, in one read. It reads those rows only, so that the history
 * shows its first page at once on a device of thousands of games; the filters need every row.
 */
export function recentSessions(db: DeviceDb, limit: number): Promise<RecentSessions> {
  return run(db, 'r', [db.sessions, db.players], async () => ({
    rows: await db.sessions.orderBy('[createdAt+updatedAt]').reverse().limit(limit).toArray(),
    total: await db.sessions.count(),
    players: await db.players.toArray(),
  }));
}

export interface DeletedSession {
  session: SessionRow;
  events: EventRow[];
  /** Its drafts (optional: a deletion handed over by older code has none). */
  table?: DraftRow[];
}

/** Deletes a session and its whole log; undefined when there is no such id. */
export async function deleteSession(db: DeviceDb, id: string): Promise<DeletedSession | undefined> {
  const deleted = await run(db, 'rw', [db.sessions, db.events, db.tableState], async () => {
    const session = await db.sessions.get(id);
    if (!session) return undefined;
    const events = await readLog(db, id);
    const table = await draftRows(db, id).toArray();
    // Every row of the log, a packed one too (./log.ts): readLog gives its events, not its key.
    await db.events.where('[sessionId+seq]').between([id, Dexie.minKey], [id, Dexie.maxKey], true, true).delete();
    await draftRows(db, id).delete();
    await db.sessions.delete(id);
    return { session, events, table };
  });
  return deleted;
}

/**
 * Puts a deleted session back with its log, unchanged (same id, same updatedAt, so it returns to
 * its place in the list). `add`, not `put`: if the id exists again nothing is overwritten.
 */
export async function restoreDeleted(db: DeviceDb, deleted: DeletedSession): Promise<{ ok: true } | Conflict> {
  try {
    await run(db, 'rw', [db.sessions, db.events, db.tableState], async () => {
      await db.sessions.add(deleted.session);
      await db.events.bulkAdd(deleted.events);
      await db.tableState.bulkAdd(deleted.table ?? []);
    });
    return { ok: true };
  } catch (error) {
    if (isConstraintError(error)) return { ok: false, conflict: true };
    throw error;
  }
}
