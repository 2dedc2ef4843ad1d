/**
 * The games the app knows: the store's registry (../store/games.ts), as it is. Their rejections,
 * like every message of the store, are keys and values that the screens say in the current
 * language from the one catalog (../i18n/rule-messages.ts). The catalog loads with the rules, so
 * this is where the screens' `failureText` is handed it for the store's failures (a setup
 * refused, a game this version does not know), which only verbs that load the rules throw.
 */
import { messageText } from '../i18n/rule-messages';
import { sayStoreFailuresWith } from '../components/shared/storage-message';
import { games as rules } from '../store/games';
import type { GameRegistry } from '../store/registry';

sayStoreFailuresWith(messageText);

export const games: GameRegistry = rules;
