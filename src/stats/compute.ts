/**
 * Computing cache entries (./cache.ts) from logs, with the rules: loaded only when some entry is
 * stale or a game changed, so that the statistics screen's first read loads no rules.
 */
import type { EventRow, DeviceDb, SessionRow } from '../store/db';
import { logOf, readLog } from '../store/log';
import { isFresh, sessionPart, writeCache, type CachedStats } from './cache';
import type { SessionStats } from './session-stats';
import { sessionStats } from './games/index';
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
 * The computations under way, by database and session id: the keeper counting games that just
 * arrived (./keeper.ts) and a statistics screen opened meanwhile ask for the same games, and each
 * is computed once rather than by both at the same time.
 */
const underWay = new WeakMap<DeviceDb, Map<string, Promise<CachedStats | null>>>();

/**
 * Computes the entries of these sessions from their logs and caches them; the entry of an id
 * that is no session any more is removed. The logs are read with their rows in one read-only
 * transaction, so each stamp describes the log it was computed from; the cache is written in a
 * transaction of its own table, which never holds up a writer of a log. A session another caller
 * is computing already is taken from it, unless that one read it before its latest change.
 */
export async function computeStats(db: DeviceDb, ids: readonly string[], progress?: (p: StatsProgress) => void): Promise<CachedStats[]> {
  let running = underWay.get(db);
  if (!running) underWay.set(db, (running = new Map<string, Promise<CachedStats | null>>()));
  const theirs: Promise<CachedStats | null>[] = [];
  const mine: string[] = [];
  for (const id of ids) {
    const other = running.get(id);
    if (other) theirs.push(other);
    else mine.push(id);
  }
  const own = computeNow(db, mine, progress);
  const byId = own.then((entries) => new Map(entries.map((e) => [e.sessionId, e])));
  for (const id of mine) {
    const one = byId.then(
      (entries) => entries.get(id) ?? null,
      () => null, // the caller that owns it hears the failure; the others compute nothing for it
    );
    running.set(id, one);
    void one.then(() => {
      if (running.get(id) === one) running.delete(id);
    });
  }
  const [entries, shared] = await Promise.all([own, Promise.all(theirs)]);
  const taken = shared.filter((e): e is CachedStats => e !== null);
  if (taken.length === 0) return entries;
  // Taken as they are only when they still describe their game: the other caller may have read it before a change this one has seen.
  const now = await run(db, 'r', [db.sessions], () => db.sessions.bulkGet(taken.map((e) => e.sessionId)));
  const current: CachedStats[] = [];
  const behind: string[] = [];
  taken.forEach((e, i) => {
    const session = now[i];
    if (session && isFresh(e, session)) current.push(e);
    else if (session) behind.push(e.sessionId);
  });
  return [...entries, ...current, ...(await computeNow(db, behind))];
}

async function computeNow(db: DeviceDb, ids: readonly string[], progress?: (p: StatsProgress) => void): Promise<CachedStats[]> {
  if (ids.length === 0) return [];
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
