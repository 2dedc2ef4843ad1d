/**
 * The games the screens know, by the id of the store's registry (src/store/games.ts), each as its
 * own folder states it (./game-screens.ts): a new game is one line here (and one in the
 * statistics' list, src/stats/games/index.ts); test/app/game-screens.test.ts checks that every game
 * of the store is here.
 */
import { byGameId, type GameId } from '../../store/registry';
import { diamondsScreens } from '../diamonds/screens';
import { diamsScreens } from '../diams/screens';
import type { GameScreens } from './game-screens';

export const GAME_SCREENS: Readonly<Record<GameId, GameScreens>> = {
  diamonds: diamondsScreens,
  diams: diamsScreens,
};

/** The games, in the order screens offer them. */
export const SCREEN_GAMES: readonly GameScreens[] = Object.values(GAME_SCREENS);

/** What the screens know of a game id read from storage. */
export function screensOf(game: unknown): GameScreens | undefined {
  return byGameId(GAME_SCREENS, game);
}
