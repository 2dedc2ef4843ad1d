/**
 * Bump when what ./session-stats.ts computes changes: cached statistics of other versions are
 * computed again. Apart from it, so that the cache can tell its version without the rules.
 */
export const STATS_VERSION = 2;
