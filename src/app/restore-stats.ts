/**
 * The statistics a restore writes with its games (../store/db.ts `RestoreStats`): each new game's
 * computed from its checked log, then cached in the restore's transaction with the ratings of
 * every game. Its own module, which ./open.ts loads with the first restore: the statistics code
 * (the rules it replays with, the rating library) stays out of the first load.
 */
import type { RestoreStats } from '../store/db';
import { sessionPart, writeCache, type CachedStats } from '../stats/cache';
import { entryOfLog } from '../stats/compute';
import { refreshRatings } from '../stats/library';
import { rateChains } from '../stats/rate-games';

/** What is worked out of a game's log; its row's part is taken at writing, once its seats have their players. */
type Counted = Pick<CachedStats, 'stats' | 'endedAt'>;

export const restoreStats: RestoreStats<Counted> = {
  of: (session, log) => {
    const entry = entryOfLog(session, log);
    return entry && { stats: entry.stats, endedAt: entry.endedAt };
  },
  // The ratings too, so that the first open of the statistics finds them worked out.
  write: async (db, added) => {
    await writeCache(
      db,
      added.map(({ session, stats }) => ({ ...sessionPart(session), ...stats })),
    );
    await refreshRatings(db, rateChains);
  },
};
