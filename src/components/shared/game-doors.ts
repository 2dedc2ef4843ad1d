/**
 * The doors (src/lazy-doors.ts) to each game's own screens, by the id of the store's registry: a
 * game's element is named here and its module loaded only when one is shown. Apart from what the
 * screens need of a game (./games.ts) because those screens read that list: a door there would
 * lead back to it, a cycle (.dependency-cruiser.cjs). Only the routes that open a game's screens
 * import this. test/app/game-screens.test.ts checks that every game of the store has its doors.
 */
import { byGameId, type GameId } from '../../store/registry';

/** An element of a game's own, and the door that defines it. */
export interface LazyElement {
  tag: string;
  load(): Promise<unknown>;
}

export interface GameDoors {
  /** The session screen (`#/session/<id>`) of its games. */
  screen: LazyElement;
  /** Its set-up form on the new-game screen, loaded when the game is chosen there (or was kept chosen). */
  newGame: LazyElement;
}

export const GAME_DOORS: Readonly<Record<GameId, GameDoors>> = {
  diamonds: {
    screen: { tag: 'diamonds-session-screen', load: () => import('../diamonds/session-screen/session-screen') },
    newGame: { tag: 'diamonds-new-game', load: () => import('../diamonds/new-game/new-game') },
  },
  diams: {
    screen: { tag: 'diams-session-screen', load: () => import('../diams/session-screen/session-screen') },
    newGame: { tag: 'diams-new-game', load: () => import('../diams/new-game/new-game') },
  },
};

/** The doors of a game id read from storage. */
export function doorsOf(game: unknown): GameDoors | undefined {
  return byGameId(GAME_DOORS, game);
}
