/**
 * The statistics of every stored session, for the screens: each session's from the cache
 * (./cache.ts) where it is fresh, else computed from its log and cached. The screen shows the
 * cached library first (cachedLibrary: a few rows read), then the one checked against every
 * session (libraryOf), which is the same unless a game changed unseen by the cache's keeper.
 * The ratings each finished game gave (./rating-chain.ts) are brought in step and cached with it.
 */
import type { DeviceDb, PlayerRow, SessionRow } from '../store/db';
import { nameKey, seatPlayerIds } from '../store/players';
import { isSoundPlayer } from '../store/rows';
import type { StatsEntry } from './aggregate';
import { isFresh, readCache, sessionPart, writeCache, type CachedStats } from './cache';
import type { StatsProgress } from './compute';
import { chainsInStep } from './rating-chain';
import { run } from '../store/run';

export type { StatsProgress } from './compute';

/** What the statistics screens read together (one read-only transaction; a live query's body). */
export interface StatsInputs {
  sessions: SessionRow[];
  players: PlayerRow[];
}

export function readStatsInputs(db: DeviceDb): Promise<StatsInputs> {
  return run(db, 'r', [db.sessions, db.players], async () => ({
    sessions: await db.sessions.toArray(),
    players: await db.players.toArray(),
  }));
}

export interface Library {
  /** Oldest game first (then by session id). */
  entries: StatsEntry[];
  /** The players of the entries: the stored ones, and one per name no stored player has yet. */
  players: PlayerRow[];
  /** How many sessions had to be computed from their logs (the others came from the cache). */
  computed: number;
}

/**
 * The library as cached, without reading a single session: what the statistics screen shows at
 * once (libraryOf then checks it against the sessions). Undefined when nothing is cached. Its
 * ratings are brought in step from the cache alone when they are not (and cached): games that
 * arrived together, as a device joins its ledger, are counted as they come but rated once the
 * table is quiet (./keeper.ts), and a screen opened before that would otherwise wait for every
 * session to be read to show them.
 */
export async function cachedLibrary(db: DeviceDb): Promise<Library | undefined> {
  const { cached, players } = await readCached(db);
  if (!cached.length) return undefined;
  const library = assemble(cached, players, 0);
  await rateStale(db, library, cached);
  return library;
}

/** The cache's entries and the sound players, in one read. */
async function readCached(db: DeviceDb): Promise<{ cached: CachedStats[]; players: PlayerRow[] }> {
  return run(db, 'r', [db.statsPacks, db.players], async () => ({
    cached: [...(await readCache(db)).values()],
    players: (await db.players.toArray()).filter(isSoundPlayer),
  }));
}

/**
 * The library of these inputs: each session's statistics from the cache where they are fresh,
 * else computed from its log; and the cache set right (stale and missing entries computed,
 * renamed seats copied, deleted games dropped). Must not run inside a live query: it writes.
 * `progress` hears about a long computation.
 */
export async function libraryOf(db: DeviceDb, inputs: StatsInputs, progress?: (p: StatsProgress) => void): Promise<Library> {
  const cache = await readCache(db);
  const entries: CachedStats[] = [];
  const stale: string[] = [];
  const renamed: CachedStats[] = [];
  for (const session of inputs.sessions) {
    const entry = cache.get(session.id);
    cache.delete(session.id);
    if (!isFresh(entry, session)) {
      stale.push(session.id);
      continue;
    }
    const current: CachedStats = { ...sessionPart(session), stats: entry.stats, endedAt: entry.endedAt, ...(entry.rated ? { rated: entry.rated } : {}) };
    if (JSON.stringify({ ...entry, stats: null }) !== JSON.stringify({ ...current, stats: null })) renamed.push(current);
    entries.push(current);
  }
  // The rules load here, when something is to be computed: not when the cache was enough.
  const computed = stale.length ? await (await import('./compute')).computeStats(db, stale, progress) : [];
  // What is left in the cache are the entries of deleted games.
  if (renamed.length || cache.size) await writeCache(db, renamed, [...cache.keys()]);
  const all = [...entries, ...computed];
  const library = assemble(all, inputs.players, computed.length);
  await rateStale(db, library, all);
  return library;
}

/**
 * Works out the ratings of the games not in step with the games before them (a game changed,
 * finished, deleted or renamed seats since) and caches them: the rating library is loaded only then.
 */
async function rateStale(db: DeviceDb, library: Library, cached: readonly CachedStats[]): Promise<void> {
  if (chainsInStep(library.entries)) return;
  const rated = (await import('./rate-games')).rateChains(library.entries);
  const byId = new Map(cached.map((c) => [c.sessionId, c]));
  await writeCache(
    db,
    rated.flatMap((e) => {
      const entry = byId.get(e.sessionId);
      return entry && e.rated ? [{ ...entry, rated: e.rated }] : [];
    }),
  );
}

/** The ratings brought in step from the cache alone: the keeper's, once the table is quiet (./keeper.ts). */
export async function refreshRatings(db: DeviceDb): Promise<void> {
  const { cached, players } = await readCached(db);
  await rateStale(db, assemble(cached, players, 0), cached);
}

/**
 * The entries of the aggregation, oldest game first. A session not matched to player rows yet
 * (see syncPlayers) counts under its names, as the players syncPlayers will make of them.
 */
function assemble(cached: readonly CachedStats[], stored: readonly PlayerRow[], computed: number): Library {
  const byId = new Map(stored.map((p) => [p.id, p]));
  const idByName = new Map(stored.map((p) => [p.name, p.id]));
  const extra = new Map<string, PlayerRow>();
  const entries: StatsEntry[] = [];
  for (const c of cached) {
    const playerIds = seatPlayerIds(c, byId, idByName);
    playerIds.forEach((id, seat) => {
      if (!byId.has(id) && !extra.has(id)) {
        extra.set(id, { id, name: nameKey(c.players[seat] ?? ''), colour: 'slate', createdAt: c.createdAt });
      }
    });
    entries.push({
      sessionId: c.sessionId,
      at: c.createdAt,
      playerIds,
      players: c.players,
      stats: c.stats,
      endedAt: c.endedAt,
      ...(c.rated ? { rated: c.rated } : {}),
    });
  }
  entries.sort((a, b) => a.at - b.at || (a.sessionId < b.sessionId ? -1 : a.sessionId > b.sessionId ? 1 : 0));
  return { entries, players: [...stored, ...extra.values()], computed };
}

/** Everything at once: read, compute what the cache lacks, aggregate-ready entries. */
export async function loadLibrary(db: DeviceDb): Promise<Library> {
  return libraryOf(db, await readStatsInputs(db));
}
