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

/**
 * A person's whole ledger of games, synced between their devices through the relay, is split into
 * this many shard rooms, so that no room outgrows what a phone can sync at once. A shard room is
 * named `l`, the ledger's id (22 base64url characters), then the shard's number `00`–`31`: 25
 * characters, where a table's room has 22, so the two never meet.
 */
export const LEDGER_SHARDS = 32;

const SHARD_ROOM = /^l([A-Za-z0-9_-]{22})(\d\d)$/;

/** The ledger id of a shard room's name; null for any other name. */
export function ledgerOf(room: string): string | null {
  const match = SHARD_ROOM.exec(room);
  if (!match || Number(match[2]) >= LEDGER_SHARDS) return null;
  return match[1] as string;
}

/** The names of a ledger's shard rooms, in order. */
export function shardRooms(ledger: string): string[] {
  return Array.from({ length: LEDGER_SHARDS }, (_, i) => `l${ledger}${String(i).padStart(2, '0')}`);
}

/** The root types of a table's document (src/live/doc.ts). */
const TABLE_ROOTS: ReadonlySet<string> = new Set(['head', 'events', 'proposals', 'answers']);
/** The root types of a ledger's shard (src/sync/ledger-sync.ts, devices.ts). */
const LEDGER_ROOTS: ReadonlySet<string> = new Set(['games', 'devices', 'moved', 'players']);

/** The root types the app writes in `room`: an update under any other is refused (./frame-check.ts). */
export function rootsOf(room: string): ReadonlySet<string> {
  return ledgerOf(room) === null ? TABLE_ROOTS : LEDGER_ROOTS;
}
