/**
 * The live table's addresses (docs/live-table.md): a room id of 128 random bits, the relay's base
 * address, and the link a host shares, `…/#/live/ROOM/RELAY` (RELAY URI-encoded). Light on
 * purpose: the share button and the router read it without loading Yjs.
 */
import { randomToken } from '../store/ids.js';
import { getSetting } from '../store/settings.js';
import type { LedgerDb } from '../store/db.js';

export const ROOM_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

export function newRoom(): string {
  return randomToken(128);
}

/** The relay of the page's own server (`npm run table` serves both): ws://HOST:PORT/sync. */
export function defaultRelay(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/sync`;
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
    return 'not-relay';
  }
  if ((url.protocol !== 'ws:' && url.protocol !== 'wss:') || url.hostname === '' || url.username !== '' || url.password !== '' || /[?#\s]/.test(value)) return 'not-relay';
  if (pageProtocol === 'https:' && url.protocol === 'ws:') return 'insecure';
  return null;
}

/** A relay address a link may carry. */
export function isRelay(value: string): boolean {
  return relayProblem(value) === null;
}

/** The relay to share a game at: the one set in Settings, else the page's own server's. */
export async function chosenRelay(db: LedgerDb): Promise<string> {
  const chosen = await getSetting(db, 'liveRelay').catch(() => undefined);
  return chosen && isRelay(chosen) ? chosen : defaultRelay();
}

/**
 * What the page's own server says it keeps (`npm run table` answers at this path, beside the app):
 * the days a table no phone opens is kept. Null when it says nothing a screen could print (no
 * relay there, or an answer of another shape: it is untrusted like anything from the network).
 */
export async function relayKeepDays(fetcher: typeof fetch = fetch): Promise<number | null> {
  try {
    const response = await fetcher('relay.json', { cache: 'no-cache' });
    if (!response.ok) return null;
    const body = (await response.json()) as { keepDays?: unknown };
    const days = body?.keepDays;
    return typeof days === 'number' && Number.isFinite(days) && days > 0 && days <= 3650 ? days : null;
  } catch {
    return null;
  }
}

/** The link that opens the game on another phone. */
export function tableLink(room: string, relay: string, location: Pick<Location, 'origin' | 'pathname'> = window.location): string {
  return `${location.origin}${location.pathname}#/live/${room}/${encodeURIComponent(relay)}`;
}
