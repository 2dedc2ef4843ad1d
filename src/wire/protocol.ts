/**
 * The wire between the app and its relay, written once for both sides (the live table, the ledger
 * and server/ import it): the relay's address contract (docs/live-table.md), one WebSocket per
 * phone at `ws[s]://HOST/sync`, every game a document on it, named by its room: 16 to 64
 * characters of A–Z, a–z, 0–9, `-`, `_`; what the relay says of itself beside the app
 * (`relay.json`); a ledger's shard rooms; and the root types each kind of room holds.
 */

/** The path the relay answers upgrades on. */
export const SYNC_PATH = '/sync';

/** Where the relay's server says what it keeps (`{ keepDays }`), beside the app it serves. */
export const RELAY_INFO = 'relay.json';

/** The relay of the page's own server (`npm run table` serves both): ws://HOST:PORT/sync. */
export function defaultRelay(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${SYNC_PATH}`;
}

/** The longest relay address a link or the settings may carry. */
export const MAX_RELAY_LENGTH = 300;

/**
 * What is wrong with a relay address, if anything: not a ws:// or wss:// URL (never javascript:
 * or http:, no credentials, nothing the room could not be appended to: no query, fragment or
 * space), longer than MAX_RELAY_LENGTH, or, from a page served over https, a plain ws:// one,
 * which the browser would block.
 */
export function relayProblem(value: string, pageProtocol?: string): 'not-relay' | 'too-long' | 'insecure' | null {
  if (value.length > MAX_RELAY_LENGTH) return 'too-long';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    // not a URL: says so
    return 'not-relay';
  }
  if ((url.protocol !== 'ws:' && url.protocol !== 'wss:') || url.hostname === '' || url.username !== '' || url.password !== '' || /[?#\s]/.test(value))
    return 'not-relay';
  if (pageProtocol === 'https:' && url.protocol === 'ws:') return 'insecure';
  return null;
}

/** A relay address a link may carry. */
export function isRelay(value: string): boolean {
  return relayProblem(value) === null;
}

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

/** The name of shard `shard` of ledger `ledger` (`ledgerOf` reads it back). */
export function shardRoom(ledger: string, shard: number): string {
  return `l${ledger}${String(shard).padStart(2, '0')}`;
}

/** The names of a ledger's shard rooms, in order. */
export function shardRooms(ledger: string): string[] {
  return Array.from({ length: LEDGER_SHARDS }, (_, i) => shardRoom(ledger, i));
}

/** The root types of a table's document (src/live/doc.ts). */
const TABLE_ROOTS: ReadonlySet<string> = new Set(['head', 'events', 'proposals', 'answers']);
/** The root types of a ledger's shard (src/sync/ledger-sync.ts, devices.ts). */
const LEDGER_ROOTS: ReadonlySet<string> = new Set(['games', 'devices', 'moved', 'players']);

/** The root types the app writes in `room`: an update under any other is refused (./frame-check.ts). */
export function rootsOf(room: string): ReadonlySet<string> {
  return ledgerOf(room) === null ? TABLE_ROOTS : LEDGER_ROOTS;
}
