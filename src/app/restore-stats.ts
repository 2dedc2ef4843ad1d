/**
 * The statistics a restore writes with its games (../store/db.ts `RestoreStats`): each new game's
 * computed from its checked log, then cached in the restore's transaction. Its own module, which
 * ./open.ts loads with the first restore: the statistics code (and the rules it replays with)
 * stays out of the first load.
 */
import type { RestoreStats } from '../store/db';
import { sessionPart, writeCache } from '../stats/cache';
import { statsOfLog } from '../stats/compute';
import type { SessionStats } from '../stats/session-stats';

export const restoreStats: RestoreStats<SessionStats> = {
  of: statsOfLog,
  write: (db, added) =>
    writeCache(
      db,
      added.map(({ session, stats }) => ({ ...sessionPart(session), stats })),
    ),
};
