/**
 * The games the statistics know, by the id of the store's registry (src/store/games.ts): each
 * game's module says all the statistics need of it, so a new game is one line here (and one in
 * the screens' registry, src/components/shared/games.ts); test/stats/game-stats.test.ts
 * checks that every game of the store is here.
 */
import { byGameId, type GameId } from '../../store/registry';
import type { GameStats, SessionStats } from '../session-stats';
import { diamondsStats } from './diamonds';
import { diamsStats } from './diams';

export const GAME_STATS: Readonly<Record<GameId, GameStats>> = {
  diamonds: diamondsStats,
  diams: diamsStats,
};

/** The games, in the order screens list them. */
export const STATS_GAMES: readonly GameStats[] = Object.values(GAME_STATS);

/** What the statistics know of a game id read from storage. */
export function statsOf(game: unknown): GameStats | undefined {
  return byGameId(GAME_STATS, game);
}

/** Statistics of a session from its config and log; null for a game this code does not know. */
export function sessionStats(game: string, config: unknown, events: readonly unknown[]): SessionStats | null {
  return statsOf(game)?.stats(config, events) ?? null;
}
