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
  /**
   * When the last event of the log was recorded (ms since the epoch; the session's createdAt for
   * an empty log): a finished game's finish time, which orders the ratings (./rating-chain.ts). A fix
   * of an old game keeps when its later events were recorded, so the game keeps its place.
   */
  endedAt: number;
  /** The ratings this finished game gave its seats (./rating-chain.ts); absent until they are worked out. */
  rated?: GameRatings;
}

/**
 * What a game did to its seats' ratings: a check of the ratings that went in (./rating-chain.ts
 * `inputCheck`), then μ and σ coming out for each seat in turn. The ratings going in are not
 * kept: they are what the games before gave out, and the check says whether they still are.
 */
export type GameRatings = number[];
