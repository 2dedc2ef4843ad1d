/**
 * The statistics of every stored session, for the screens: each session's from the cache
 * (./cache.ts) where it is fresh, else computed from its log and cached, so that opening the
 * statistics screen reads rows, not 5,000 logs.
 */
import type { LedgerDb, PlayerRow, SessionRow, StatsRow } from '../store/db';
import { nameKey, seatPlayerIds } from '../store/players';
import type { StatsEntry } from './aggregate';
import { computeStats, isFresh, type StatsProgress } from './cache';
import type { SessionStats } from './session-stats';

export type { StatsProgress } from './cache';

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

/** Above this many sessions the whole cache is read in one getAll (a get per row costs far more). */
const READ_ALL = 200;

/**
 * The statistics of these sessions: from the cache where it is fresh, else computed from their
 * logs and cached (computeStats). Must not run inside a live query: it writes. `progress` hears
 * about a long computation.
 */
export async function statsFor(
  db: LedgerDb,
  sessions: readonly SessionRow[],
  progress?: (p: StatsProgress) => void,
): Promise<{ stats: Map<string, SessionStats>; computed: number }> {
  const cached = new Map<string, StatsRow | undefined>();
  if (sessions.length > READ_ALL) for (const row of await db.stats.toArray()) cached.set(row.sessionId, row);
  else (await db.stats.bulkGet(sessions.map((s) => s.id))).forEach((row, i) => cached.set(sessions[i]?.id as string, row));
  const out = new Map<string, SessionStats>();
  const stale: string[] = [];
  for (const session of sessions) {
    const row = cached.get(session.id);
    if (isFresh(row, session)) out.set(session.id, row.stats as SessionStats);
    else stale.push(session.id);
  }
  if (stale.length === 0) return { stats: out, computed: 0 };
  const rows = await computeStats(db, stale, progress);
  for (const row of rows) out.set(row.sessionId, row.stats as SessionStats);
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
