/**
 * The games this app knows, by the id stored in sessions and written in records: a new game is one
 * line here. Their rejections are worded by the app's registry (src/app/games.ts), which brings the
 * message catalog; the store words them with their keys without it (./registry.ts `rejectionWords`).
 */
import { diamondsGame } from '../rules/diamonds/index';
import { diamsGame } from '../rules/diams/index';
import type { GameRegistry } from './registry';

export const games: GameRegistry = {
  diamonds: diamondsGame,
  diams: diamsGame,
};
