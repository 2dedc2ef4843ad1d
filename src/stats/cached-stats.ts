/**
 * One session in the statistics cache (./cache.ts), as its packs hold it (./pack-format.ts): apart,
 * so that the cache and the format of its packs each import it and not each other.
 */
import type { SessionStats } from './session-stats';

/** One session in the cache. */
export interface CachedStats {
  sessionId: string;
  /** The session's stamp when computed. */
  length: number;
  updatedAt: number;
  /** The session's, as the screen shows them (kept up to date with renames by the screen). */
  createdAt: number;
  players: string[];
  playerIds?: string[];
  stats: SessionStats;
}
