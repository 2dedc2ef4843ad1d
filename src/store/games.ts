/** The games this app knows, by the id stored in sessions and written in records. */
import { diamondsGame } from '../rules/diamonds/index';
import { diamsGame } from '../rules/diams/index';
import type { GameRegistry } from './registry';

export const games: GameRegistry = {
  diamonds: diamondsGame,
  diams: diamsGame,
};
