/**
 * The statistics of every stored session, with a cache: each session's statistics are computed
 * from its log once and kept in the `stats` table, stamped with the session's `length` and
 * `updatedAt`. Any append, undo or redo changes both (the stamp needs both: an undo followed by a
 * different append gives the same length), so a stale row is recomputed on the next read and
 * opening the statistics screen reads rows, not 1,000 logs.
 */
import type { LedgerDb, PlayerRow, SessionRow, StatsRow } from '../store/db';
import { readLog } from '../store/log';
import { nameKey, seatPlayerIds } from '../store/players';
import type { StatsEntry } from './aggregate';
import { STATS_VERSION, sessionStats, type SessionStats } from './session-stats';

/** What the statistics screens read together (one read-only transaction; a live query's body). */
export interface StatsInputs {
  sessions: SessionRow[];
  players: PlayerRow[];
}

export function readStatsInputs(db: LedgerDb): Promise<StatsInputs> {
  return db.transaction('r', db.sessions, db.players, async () => ({
    sessions: await db.sessions.toArray(),
    players: await db.players.toArray(),
  }));
}

export interface Library {
  entries: StatsEntry[];
  /** The players of the entries: the stored ones, and one per name no stored player has yet. */
  players: PlayerRow[];
  /** How many sessions had to be computed from their logs (the others came from the cache). */
  computed: number;
}

function fresh(row: StatsRow | undefined, session: SessionRow): boolean {
  return !!row && row.version === STATS_VERSION && row.length === session.length && row.updatedAt === session.updatedAt;
}

/** Above this share of stale sessions, all events are read in one go rather than log by log. */
const BULK_SHARE = 0.25;
/** Sessions computed between two yields to the page, so a first count never freezes the screen. */
const SLICE = 50;

export interface StatsProgress {
  /** Sessions computed from their logs so far, and how many need it. */
  done: number;
  total: number;
}

/**
 * The statistics of these sessions: from the cache where it is fresh, else computed from the logs
 * (read together with their rows, so a stamp always matches the log it describes) and cached.
 * Must not run inside a live query: it writes. `progress` hears about a long computation.
 */
export async function statsFor(
  db: LedgerDb,
  sessions: readonly SessionRow[],
  progress?: (p: StatsProgress) => void,
): Promise<{ stats: Map<string, SessionStats>; computed: number }> {
  const cached = await db.stats.bulkGet(sessions.map((s) => s.id));
  const out = new Map<string, SessionStats>();
  const stale: string[] = [];
  sessions.forEach((session, i) => {
    const row = cached[i];
    if (row && fresh(row, session)) out.set(session.id, row.stats as SessionStats);
    else stale.push(session.id);
  });
  if (stale.length === 0) return { stats: out, computed: 0 };

  const read = await db.transaction('r', db.sessions, db.events, async () => {
    const current = (await db.sessions.bulkGet(stale)).filter((s): s is SessionRow => s !== undefined);
    const logs = new Map<string, unknown[]>();
    if (stale.length > BULK_SHARE * sessions.length && stale.length > 20) {
      // One getAll over the whole table: far faster than a cursor or a query per log.
      const wanted = new Set(stale);
      for (const row of await db.events.toArray()) {
        if (!wanted.has(row.sessionId)) continue;
        const log = logs.get(row.sessionId);
        if (log) log.push(row.event);
        else logs.set(row.sessionId, [row.event]);
      }
    } else {
      for (const session of current) logs.set(session.id, (await readLog(db, session.id)).map((r) => r.event));
    }
    return { current, logs };
  });

  const rows: StatsRow[] = [];
  for (const [i, session] of read.current.entries()) {
    if (i > 0 && i % SLICE === 0) {
      progress?.({ done: i, total: read.current.length });
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    const events = read.logs.get(session.id) ?? [];
    let stats: SessionStats | null;
    try {
      stats = sessionStats(session.game, session.config, events.slice(0, session.length));
    } catch {
      stats = null; // a setup the rules no longer accept: that game is left out, not the screen
    }
    if (!stats) continue;
    out.set(session.id, stats);
    rows.push({ sessionId: session.id, length: session.length, updatedAt: session.updatedAt, version: STATS_VERSION, stats });
  }
  await db.transaction('rw', db.stats, db.sessions, async () => {
    // Only rows whose session is unchanged since it was read: a stamp must describe its log.
    const now = await db.sessions.bulkGet(rows.map((r) => r.sessionId));
    await db.stats.bulkPut(rows.filter((r, i) => now[i]?.length === r.length && now[i]?.updatedAt === r.updatedAt));
    // Rows of deleted sessions go too (deleteSession does not know this table).
    const kept = new Set(await db.sessions.toCollection().primaryKeys());
    const orphans = (await db.stats.toCollection().primaryKeys()).filter((id) => !kept.has(id));
    if (orphans.length) await db.stats.bulkDelete(orphans);
  });
  return { stats: out, computed: rows.length };
}

/**
 * The entries of the aggregation for these inputs. A session not matched to player rows yet
 * (see syncPlayers) counts under its names, as the players syncPlayers will make of them.
 */
export async function libraryOf(db: LedgerDb, inputs: StatsInputs, progress?: (p: StatsProgress) => void): Promise<Library> {
  const { stats, computed } = await statsFor(db, inputs.sessions, progress);
  const byId = new Map(inputs.players.map((p) => [p.id, p]));
  const idByName = new Map(inputs.players.map((p) => [p.name, p.id]));
  const extra = new Map<string, PlayerRow>();
  const entries: StatsEntry[] = [];
  for (const session of inputs.sessions) {
    const s = stats.get(session.id);
    if (!s) continue;
    const playerIds = seatPlayerIds(session, byId, idByName);
    playerIds.forEach((id, seat) => {
      if (!byId.has(id) && !extra.has(id)) {
        extra.set(id, { id, name: nameKey(session.players[seat] ?? ''), colour: 'slate', createdAt: session.createdAt });
      }
    });
    entries.push({ sessionId: session.id, at: session.createdAt, playerIds, stats: s });
  }
  return { entries, players: [...inputs.players, ...extra.values()], computed };
}

/** Everything at once: read, compute what the cache lacks, aggregate-ready entries. */
export async function loadLibrary(db: LedgerDb): Promise<Library> {
  return libraryOf(db, await readStatsInputs(db));
}
