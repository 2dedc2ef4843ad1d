/**
 * The games the app knows (the store's registry, ../store/games.ts), with the words of their
 * rejections: the store words a damaged backup or a refused record with them, in the current
 * language (../i18n/rule-messages.ts).
 */
import { rejectionText } from '../i18n/rule-messages';
import { games as rules } from '../store/games';
import type { GameRegistry } from '../store/registry';

export const games: GameRegistry = {
  diamonds: { ...rules.diamonds, sayRejection: rejectionText },
  diams: { ...rules.diams, sayRejection: rejectionText },
};
