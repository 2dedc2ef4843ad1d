/**
 * The games this app knows, by the id stored in sessions and written in records: a new game is one
 * line here. Their rejections are keys and values, which the store's own messages nest as they are.
 */
import { diamondsGame } from '../rules/diamonds/index';
import { diamsGame } from '../rules/diams/index';
import type { GameRegistry } from './registry';

export const games: GameRegistry = {
  diamonds: diamondsGame,
  diams: diamsGame,
};
