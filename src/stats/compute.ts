/**
 * Computing cache entries (./cache.ts) from logs, with the rules: loaded only when some entry is
 * stale or a game changed, so that the statistics screen's first read loads no rules.
 */
import type { EventRow, LedgerDb, SessionRow } from '../store/db';
import { logOf, readLog } from '../store/log';
import { sessionPart, writeCache, type CachedStats } from './cache';
import { sessionStats, type SessionStats } from './session-stats';
import { run } from '../store/run';

/** The statistics of a session and its log; null when its setup is one the rules no longer accept. */
export function statsOfLog(session: Pick<SessionRow, 'game' | 'config' | 'length'>, events: readonly unknown[]): SessionStats | null {
  try {
    return sessionStats(session.game, session.config, events.slice(0, session.length));
  } catch {
    return null; // that game is left out of the statistics, not the screen
  }
}

type Log = readonly Pick<EventRow, 'event' | 'at'>[];

/** The cache entry of a session and its log (its events with when each was recorded); null as statsOfLog. */
export function entryOfLog(session: SessionRow, log: Log): CachedStats | null {
  const stats = statsOfLog(
    session,
    log.map((row) => row.event),
  );
  const last = log[Math.min(log.length, session.length) - 1];
  return stats && { ...sessionPart(session), stats, endedAt: last?.at ?? session.createdAt };
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
 * Computes the entries of these sessions from their logs and caches them; the entry of an id
 * that is no session any more is removed. The logs are read with their rows in one read-only
 * transaction, so each stamp describes the log it was computed from; the cache is written in a
 * transaction of its own table, which never holds up a writer of a log.
 */
export async function computeStats(db: LedgerDb, ids: readonly string[], progress?: (p: StatsProgress) => void): Promise<CachedStats[]> {
  const read = await run(db, 'r', [db.sessions, db.events], async () => {
    const found = await db.sessions.bulkGet([...ids]);
    const sessions = found.filter((s): s is SessionRow => s !== undefined);
    const logs = new Map<string, Log>();
    if (sessions.length > BULK_SHARE * (await db.sessions.count()) && sessions.length > 20) {
      // One getAll over the whole table: far faster than a query per log.
      const wanted = new Map(sessions.map((s) => [s.id, s]));
      const rows = new Map<string, EventRow[]>();
      for (const row of await db.events.toArray()) {
        if (!wanted.has(row.sessionId)) continue;
        const list = rows.get(row.sessionId);
        if (list) list.push(row);
        else rows.set(row.sessionId, [row]);
      }
      for (const [id, list] of rows) logs.set(id, logOf(list, wanted.get(id)?.length ?? 0));
    } else {
      for (const s of sessions) logs.set(s.id, await readLog(db, s.id));
    }
    return { sessions, logs, gone: ids.filter((_, i) => found[i] === undefined) };
  });

  const entries: CachedStats[] = [];
  const failed: string[] = [];
  for (const [i, session] of read.sessions.entries()) {
    if (i > 0 && i % SLICE === 0) {
      progress?.({ done: i, total: read.sessions.length });
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    const entry = entryOfLog(session, read.logs.get(session.id) ?? []);
    if (entry) entries.push(entry);
    else failed.push(session.id);
  }
  await writeCache(db, entries, [...read.gone, ...failed]);
  return entries;
}
