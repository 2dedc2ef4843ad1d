/** The games this app knows, by the id stored in sessions and written in records, with the words of their rejections. */
import { rejectionText } from '../i18n/rule-messages';
import { diamondsGame } from '../rules/diamonds/index';
import { diamsGame } from '../rules/diams/index';
import type { GameRegistry } from './registry';

export const games: GameRegistry = {
  diamonds: { ...diamondsGame, sayRejection: rejectionText },
  diams: { ...diamsGame, sayRejection: rejectionText },
};
