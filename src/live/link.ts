/**
 * The live table's addresses (docs/live-table.md): the relay's base address, and the link a host
 * shares, `…/#/live/SECRET/HOST/RELAY` — the table's secret (256 bits) and its host's public key,
 * each 43 characters, in the fragment, which no server receives; RELAY (URI-encoded) is left out
 * when it is the page's own server's, to keep the QR code small.
 */
import { getSetting } from '../store/settings';
import type { DeviceDb } from '../store/db';
import { defaultRelay, isRelay, RELAY_INFO } from '../wire/protocol';

/** The relay to share a game at: the one set in Settings, else the page's own server's. */
export async function chosenRelay(db: DeviceDb): Promise<string> {
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
    const response = await fetcher(RELAY_INFO, { cache: 'no-cache' });
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
