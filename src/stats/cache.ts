/**
 * The statistics cache, the `stats` table: each session's statistics computed from its log and
 * stamped with the session's `length` and `updatedAt` (any append, undo or redo changes both; the
 * stamp needs both, as an undo followed by a different append gives the same length). A row whose
 * stamp is not the session's is stale, whoever changed the session, and is never used.
 *
 * Rows are written when a session changes (./keeper.ts, after the change is committed and while
 * the page is idle), in bulk by a restore, and by the statistics screen for any row it
 * finds stale, so that opening it with 5,000 games reads rows instead of computing logs.
 */
import type { EventRow, LedgerDb, SessionRow, StatsRow } from '../store/db';
import { logOf, readLog } from '../store/log';
import { STATS_VERSION, sessionStats, type SessionStats } from './session-stats';

export function isFresh(row: StatsRow | undefined, session: Pick<SessionRow, 'length' | 'updatedAt'>): row is StatsRow {
  return !!row && row.version === STATS_VERSION && row.length === session.length && row.updatedAt === session.updatedAt;
}

/** The row of a session and its log; null when its setup is one the rules no longer accept. */
export function statsRow(session: Pick<SessionRow, 'id' | 'game' | 'config' | 'length' | 'updatedAt'>, events: readonly unknown[]): StatsRow | null {
  let stats: SessionStats | null;
  try {
    stats = sessionStats(session.game, session.config, events.slice(0, session.length));
  } catch {
    stats = null; // that game is left out of the statistics, not the screen
  }
  return stats && { sessionId: session.id, length: session.length, updatedAt: session.updatedAt, version: STATS_VERSION, stats };
}

/** Above this share of the sessions, all events are read in one go rather than log by log. */
const BULK_SHARE = 0.25;
/** Sessions computed between two yields to the page, so a long count never freezes the screen. */
const SLICE = 50;

export interface StatsProgress {
  /** Sessions computed from their logs so far, and how many need it. */
  done: number;
  total: number;
}

/**
 * Computes the rows of these sessions from their logs and stores them. The logs are read with
 * their rows in one transaction, so each stamp describes the log it was computed from; the rows
 * are written in a transaction of the `stats` table alone, which never holds up a writer of a log.
 * Also drops the rows of deleted sessions (deleteSession does not know this table).
 */
export async function computeStats(db: LedgerDb, ids: readonly string[], progress?: (p: StatsProgress) => void): Promise<StatsRow[]> {
  const read = await db.transaction('r', db.sessions, db.events, db.stats, async () => {
    const sessions = (await db.sessions.bulkGet([...ids])).filter((s): s is SessionRow => s !== undefined);
    const all = await db.sessions.count();
    const logs = new Map<string, unknown[]>();
    if (sessions.length > BULK_SHARE * all && sessions.length > 20) {
      // One getAll over the whole table: far faster than a query per log.
      const wanted = new Map(sessions.map((s) => [s.id, s]));
      const rows = new Map<string, EventRow[]>();
      for (const row of await db.events.toArray()) {
        if (!wanted.has(row.sessionId)) continue;
        const list = rows.get(row.sessionId);
        if (list) list.push(row);
        else rows.set(row.sessionId, [row]);
      }
      for (const [id, list] of rows) logs.set(id, logOf(list, wanted.get(id)?.length ?? 0).map((r) => r.event));
    } else {
      for (const s of sessions) logs.set(s.id, (await readLog(db, s.id)).map((r) => r.event));
    }
    const kept = new Set(await db.sessions.toCollection().primaryKeys());
    const orphans = (await db.stats.toCollection().primaryKeys()).filter((id) => !kept.has(id));
    return { sessions, logs, orphans };
  });

  const rows: StatsRow[] = [];
  for (const [i, session] of read.sessions.entries()) {
    if (i > 0 && i % SLICE === 0) {
      progress?.({ done: i, total: read.sessions.length });
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    const row = statsRow(session, read.logs.get(session.id) ?? []);
    if (row) rows.push(row);
  }
  await db.transaction('rw', db.stats, async () => {
    await db.stats.bulkPut(rows);
    if (read.orphans.length) await db.stats.bulkDelete(read.orphans);
  });
  return rows;
}
