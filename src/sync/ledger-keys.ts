/**
 * What a ledger's secret gives (docs/sync.md): its id on the sync server and the key that seals
 * every value there, both derived one-way (HKDF-SHA-256), so the server, which sees the id, learns
 * nothing of the key. The ledger is spread over SHARDS rooms, `l` + id + two digits, so that no
 * room outgrows what a phone reads at once, and a game always lives in the same one.
 */
import { hkdf } from '@noble/hashes/hkdf.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { fromBase64Url, KEY_PATTERN, toBase64Url, writeToken } from '../live/crypto';

export const SHARDS = 32;

export interface LedgerKeys {
  /** 22 characters: the ledger's name on the server. */
  id: string;
  key: Uint8Array;
  /** What lets this device write the ledger's shards on the relay (../live/crypto.ts, writeToken). */
  token: string;
}

const encoder = new TextEncoder();

export function ledgerKeys(secret: string): LedgerKeys | null {
  const bytes = KEY_PATTERN.test(secret) ? fromBase64Url(secret) : null;
  if (!bytes || bytes.length !== 32) return null;
  return {
    id: toBase64Url(hkdf(sha256, bytes, undefined, encoder.encode('diamond-ledger ledger id'), 16)),
    key: hkdf(sha256, bytes, undefined, encoder.encode('diamond-ledger ledger seal'), 32),
    token: writeToken(bytes, 'diamond-ledger ledger write'),
  };
}

/** The server's name of shard `shard` of ledger `id` (server/room.ts `ledgerOf` reads it back). */
export function shardRoom(id: string, shard: number): string {
  return `l${id}${String(shard).padStart(2, '0')}`;
}

/** The shard a game lives in (FNV-1a of its id). */
export function shardOf(gameId: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < gameId.length; i++) {
    h ^= gameId.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0) % SHARDS;
}

/**
 * The id of the game kept apart when game `id` changed on two devices while apart: the same on
 * every device that keeps the same content apart, so that two of them doing it make one game.
 */
export function forkId(id: string, digest: string): string {
  const hex = Array.from(sha256(encoder.encode(`fork\n${id}\n${digest}`)).subarray(0, 16), (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20)}`;
}
