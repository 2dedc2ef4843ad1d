/**
 * A failure the store throws that a player may read: why, as a key and values of the catalog (as
 * every message of the store is; src/i18n/store-messages.ts words it). Its `message` is the key,
 * for a log; a screen says `text`. Its own module, with nothing else, because the first screen's
 * `failureText` (src/components/shared/storage-message.ts) tells it apart.
 */
import type { MessageText } from '../rules/game';

export class StoreFailure extends Error {
  override name = 'StoreFailure';
  constructor(
    readonly text: MessageText,
    options?: ErrorOptions,
  ) {
    super(text.key, options);
  }
}
