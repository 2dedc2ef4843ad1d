/** Statistics over the stored sessions: per session (cached), per player, per game and variant, CSV. */
export { STATS_VERSION } from './session-stats';
export { sessionStats, statsOf, GAME_STATS, STATS_GAMES } from './games/index';
export type { SessionStats, SeatResult, DiamondsSources, DiamsSeat, GameStats } from './session-stats';
export { GROUPS, groupOf, inGroup, groupsPresent, playerSummary, playerSummaries, groupSummary, resultsOverTime } from './aggregate';
export type { StatsEntry, Group, PlayerSummary, GroupSummary, ResultPoint, DiamondsTotals, DiamsTotals } from './aggregate';
export { csvCell, toCsv, round, statsCsv, historyCsv, variantOf, variantLabel, STATS_CSV_HEADER, HISTORY_CSV_HEADER } from './csv';
export type { Cell } from './csv';
export { readStatsInputs, cachedLibrary, libraryOf, loadLibrary } from './library';
export type { StatsInputs, Library, StatsProgress } from './library';
