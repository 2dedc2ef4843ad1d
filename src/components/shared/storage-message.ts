/**
 * The one wording of storage failures (src/store/storage-problem.ts names them): what happened
 * and what the player can do, in plain words, instead of the browser's "QuotaExceededError" or
 * Dexie's "MissingAPIError IndexedDB API missing. Please visit https://…".
 */
import { html, type TemplateResult } from 'lit';
import { msg } from '@lit/localize';
import type { MessageText } from '../../rules/game';
import { StoreFailure } from '../../store/failure';
import { storageProblemOf, type StorageProblem } from '../../store/storage-problem';

/** What a storage problem means for the player, and what to do about it. */
export function storageProblemText(problem: StorageProblem): string {
  switch (problem) {
    case 'missing':
      return msg(
        'This browser gives Diamond Ledger no storage for games, so nothing can be kept on this device. Open the app in a normal (not private) window of an up-to-date browser.',
        { id: 'storage.missing' },
      );
    case 'refused':
      return msg(
        'This browser does not let Diamond Ledger keep games on this device, as in a private window or when site data is blocked. Leave private mode, or allow this site to store data in the browser’s settings, then reload the page.',
        { id: 'storage.refused' },
      );
    case 'timeout':
      return msg(
        'The storage of your games did not open. Close the other tabs of Diamond Ledger and reload this page; if that does not help, restart the browser. Your games stay on this device.',
        { id: 'storage.timeout' },
      );
    case 'blocked':
      return msg(
        'Another tab of Diamond Ledger, of an older version, keeps the storage of your games from opening. Close the other tabs of Diamond Ledger, then reload this page.',
        { id: 'storage.blocked' },
      );
    case 'full':
      return msg(
        'The storage of this device is full, so this was not saved. Free some space (delete old games, or other apps’ data), and export a backup in Settings to keep your games safe.',
        { id: 'storage.full' },
      );
    case 'lost':
      return msg('The browser lost the connection to the storage of your games. Reload the page: what was recorded before is safe.', { id: 'storage.lost' });
    case 'newer':
      return msg('A newer version of Diamond Ledger has updated the storage of your games. Reload this page to use the new version.', { id: 'storage.newer' });
    case 'unreadable-file':
      return msg('That file could not be read: it may have been moved or changed since it was chosen. Choose it again, or copy it onto this device first.', {
        id: 'storage.unreadable-file',
      });
  }
}

/**
 * How the store's own failures (StoreFailure: a setup refused, a game this version does not know)
 * are said: from the message catalog, which loads with the rules rather than with the first screen.
 * src/app/games.ts hands it in as the rules load, and every verb that throws one loads them first.
 */
let sayStoreText: ((text: MessageText) => string | null) | undefined;

export function sayStoreFailuresWith(say: (text: MessageText) => string | null): void {
  sayStoreText = say;
}

/**
 * The plain words of a storage failure, the store's own words for its failures, else the error's
 * own message (a rules or format error says what it is).
 */
export function failureText(error: unknown): string {
  const problem = storageProblemOf(error);
  if (problem) return storageProblemText(problem);
  if (error instanceof StoreFailure) return sayStoreText?.(error.text) ?? error.message;
  return error instanceof Error ? error.message : String(error);
}

/** A screen's alert that its data could not be read: its own first sentence, then why and what to do. */
export function readFailed(lead: string, error: unknown): TemplateResult {
  return html`<p class="card warning" role="alert">${lead} ${failureText(error)}</p>`;
}
