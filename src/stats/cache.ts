/**
 * The statistics cache, the `statsPacks` table: each session's statistics computed from its log,
 * with what the statistics screen shows of the session (its date and players), stamped with the
 * session's `length` and `updatedAt` (any append, undo or redo changes both; the stamp needs both,
 * as an undo followed by a different append gives the same length). An entry whose stamp is not
 * the session's is stale, whoever changed the session, and is computed again.
 *
 * Entries are spread over PACKS rows by session id. Opening the statistics screen with 5,000
 * games reads those few rows (IndexedDB's cost is per row and per object: 5,000 rows of objects
 * take about 5 times as long), and a changed game rewrites one pack. Entries are written when a
 * session changes (./keeper.ts), in bulk by a restore, and by the screen for any it finds stale;
 * computing them is ./compute.ts, apart so that reading the cache loads no rules.
 */
import type { DeviceDb, SessionRow, StatsPackRow } from '../store/db';
import type { CachedStats } from './cached-stats';
import { decodePack, encodePack } from './pack-format';
import { STATS_VERSION } from './stats-version';
import { run } from '../store/run';

export type { CachedStats } from './cached-stats';

export const PACKS = 64;

/** The pack of a session id (FNV-1a: the same on every device and every run). */
export function packOf(sessionId: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < sessionId.length; i++) h = Math.imul(h ^ sessionId.charCodeAt(i), 0x01000193);
  return (h >>> 0) % PACKS;
}

export function isFresh(entry: CachedStats | undefined, session: Pick<SessionRow, 'length' | 'updatedAt'>): entry is CachedStats {
  return !!entry && entry.length === session.length && entry.updatedAt === session.updatedAt;
}

/** What an entry copies of its session. */
export type SessionPart = Omit<CachedStats, 'stats' | 'endedAt' | 'rated'>;

export function sessionPart(session: SessionRow): SessionPart {
  const part: SessionPart = {
    sessionId: session.id,
    length: session.length,
    updatedAt: session.updatedAt,
    createdAt: session.createdAt,
    players: session.players,
  };
  if (session.playerIds) part.playerIds = session.playerIds;
  return part;
}

function entriesOf(row: StatsPackRow | undefined): CachedStats[] {
  return row && row.version === STATS_VERSION ? decodePack(row.entries) : [];
}

/** Every entry of the cache, by session id. Joins the caller's transaction when it has `statsPacks`. */
export async function readCache(db: DeviceDb): Promise<Map<string, CachedStats>> {
  const out = new Map<string, CachedStats>();
  for (const row of await db.statsPacks.toArray()) for (const entry of entriesOf(row)) out.set(entry.sessionId, entry);
  return out;
}

/**
 * Puts these entries in the cache and removes those of `drop`, rewriting only the packs they are
 * in, in one transaction (the caller's, when it has `statsPacks`: a restore writes them with its games).
 */
export function writeCache(db: DeviceDb, put: readonly CachedStats[], drop: readonly string[] = []): Promise<void> {
  const changes = new Map<number, { put: CachedStats[]; drop: Set<string> }>();
  const at = (id: string) => {
    const pack = packOf(id);
    let change = changes.get(pack);
    if (!change) changes.set(pack, (change = { put: [], drop: new Set() }));
    return change;
  };
  for (const entry of put) at(entry.sessionId).put.push(entry);
  for (const id of drop) at(id).drop.add(id);
  if (changes.size === 0) return Promise.resolve();
  return run(db, 'rw', [db.statsPacks], async () => {
    const packs = [...changes.keys()];
    const rows = await db.statsPacks.bulkGet(packs);
    await db.statsPacks.bulkPut(
      packs.map((pack, i) => {
        const change = changes.get(pack) as { put: CachedStats[]; drop: Set<string> };
        const byId = new Map(entriesOf(rows[i]).map((e) => [e.sessionId, e]));
        for (const id of change.drop) byId.delete(id);
        for (const entry of change.put) byId.set(entry.sessionId, entry);
        return { pack, version: STATS_VERSION, entries: encodePack([...byId.values()]) };
      }),
    );
  });
}
