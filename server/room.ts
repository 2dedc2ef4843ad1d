/**
 * The relay's address contract (docs/live-table.md): one WebSocket per phone at `ws[s]://HOST/sync`,
 * every game a document on it, named by its room: 16 to 64 characters of A–Z, a–z, 0–9, `-`, `_`.
 */

/** The path the relay answers upgrades on. */
export const SYNC_PATH = '/sync';

export const ROOM_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/** Whether an upgrade request's URL is the relay's (a query is ignored; nothing else is). */
export function isSyncPath(url: string | undefined): boolean {
  const path = (url ?? '').split('?')[0] ?? '';
  return path === SYNC_PATH || path === `${SYNC_PATH}/`;
}
