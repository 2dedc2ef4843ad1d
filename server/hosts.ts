/**
 * Which names the table server answers to (the `Host` of a request): a page at another name that
 * resolves to this machine (DNS rebinding: an attacker's name pointed at the laptop's address)
 * would otherwise read the app's pages and open the relay as if it were the app. Answered: this
 * machine's own addresses (every interface, loopback included), `localhost`, and the names set in
 * TABLE_HOSTS (a hosted relay's public name, behind a balancer).
 */
import type { IncomingMessage } from 'node:http';
import { networkInterfaces } from 'node:os';

/** The host name of a `Host` header (no port, IPv6 without its brackets, lower case), or null when it is none. */
export function hostName(header: string | undefined): string | null {
  if (header === undefined || header === '') return null;
  let url: URL;
  try {
    url = new URL(`http://${header}`);
  } catch {
    return null; // not a name and port at all: no Host, refused by the caller
  }
  // A Host is a name and a port only: anything more (a user, a path) is no Host.
  if (url.username || url.password || url.pathname !== '/' || url.search || url.hash) return null;
  return url.hostname.replace(/^\[(.*)\]$/, '$1').toLowerCase();
}

/** The names answered: this machine's addresses now, `localhost`, and `extra`. */
export function allowedHosts(extra: readonly string[] = []): (name: string) => boolean {
  const fixed = new Set(['localhost', ...extra.map((name) => name.toLowerCase())]);
  return (name) => {
    if (fixed.has(name) || name.endsWith('.localhost') || /^127\.\d+\.\d+\.\d+$/.test(name) || name === '::1') return true;
    // Read at each request: a laptop that joins another Wi-Fi gets another address.
    return Object.values(networkInterfaces()).some((addresses) => addresses?.some(({ address }) => address.toLowerCase() === name));
  };
}

/** Whether `request` names a host this server answers to. */
export function hostAllowed(request: IncomingMessage, allowed: (name: string) => boolean): boolean {
  const name = hostName(request.headers.host);
  return name !== null && allowed(name);
}
