/**
 * The live table's addresses (docs/live-table.md): a room id of 128 random bits, the relay's base
 * address, and the link a host shares, `…/#/live/ROOM/RELAY` (RELAY URI-encoded). Light on
 * purpose: the share button and the router read it without loading Yjs.
 */
import { randomToken } from '../store/ids.js';

export const ROOM_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

export function newRoom(): string {
  return randomToken(128);
}

/** The relay of the page's own server (`npm run table` serves both): ws://HOST:PORT/sync. */
export function defaultRelay(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/sync`;
}

/** A relay address a link may carry: ws:// or wss://, nothing else (never javascript: or http:). */
export function isRelay(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'ws:' || url.protocol === 'wss:') && url.username === '' && url.password === '' && value.length <= 300;
  } catch {
    return false;
  }
}

/** The link that opens the game on another phone. */
export function tableLink(room: string, relay: string, location: Pick<Location, 'origin' | 'pathname'> = window.location): string {
  return `${location.origin}${location.pathname}#/live/${room}/${encodeURIComponent(relay)}`;
}
