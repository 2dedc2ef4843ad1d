/**
 * The live table's addresses (docs/live-table.md): the relay's base address, and the link a host
 * shares, `…/#/live/SECRET/HOST/RELAY` — the table's secret (256 bits) and its host's public key,
 * each 43 characters, in the fragment, which no server receives; RELAY (URI-encoded) is left out
 * when it is the page's own server's, to keep the QR code small.
 */
import { getSetting } from '../store/settings';
import type { LedgerDb } from '../store/db';

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

/** The relay to share a game at: the one set in Settings, else the page's own server's. */
export async function chosenRelay(db: LedgerDb): Promise<string> {
  const chosen = await getSetting(db, 'liveRelay').catch(() => undefined); // a setting that cannot be read: the default relay
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
    // no answer or no JSON: the keep days are unknown (null)
    return null;
  }
}

/** The link that opens the game on another phone. */
export function tableLink(
  link: { secret: string; hostKey: string; relay: string },
  location: Pick<Location, 'origin' | 'pathname' | 'protocol' | 'host'> = window.location,
): string {
  const relay = link.relay === defaultRelay(location) ? '' : `/${encodeURIComponent(link.relay)}`;
  return `${location.origin}${location.pathname}#/live/${link.secret}/${link.hostKey}${relay}`;
}
