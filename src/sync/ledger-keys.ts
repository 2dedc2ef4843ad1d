/**
 * What a ledger's secret gives (docs/sync.md): its id on the sync server, the key that seals
 * every value there, and the key that names them, all derived one-way (HKDF-SHA-256), so the
 * server, which sees the id and the names, learns nothing of the keys. The ledger is spread over
 * SHARDS rooms, `l` + id + two digits, so that no room outgrows what a phone reads at once, and a
 * game always lives in the same one.
 *
 * Keys that say nothing (issue 35): no map of the ledger's documents is keyed by a game's, a
 * player's or a device's id, but by its keyed hash (`named`: HMAC-SHA-256 with the naming key, 16
 * bytes), which every device of the ledger computes alike and the server cannot invert or test a
 * guess against. The id itself travels only sealed, inside the value (./entry.ts, ./players.ts,
 * ./devices.ts, ./key-change.ts), and a value opens only under its own name (its associated data).
 */
import { hkdf } from '@noble/hashes/hkdf.js';
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { fromBase64Url, KEY_PATTERN, toBase64Url, writeKey, type TableKeys, type WriteKey } from '../wire/crypto';

export const SHARDS = 32;

/** What a map key names: a game, a player, a device's entry, a device's key change. */
export type NameKind = 'g' | 'p' | 'd' | 'm';

/**
 * The ledger's key in the shape ../wire/crypto.ts seals JSON with, and the map key of each id
 * (`name`): its keyed hash, or, for the rooms of the previous version (`legacySealing`), the id.
 */
export interface LedgerSealing extends TableKeys {
  name: (kind: NameKind, id: string) => string;
}

export interface LedgerKeys {
  /** 22 characters: the ledger's name on the server. */
  id: string;
  key: Uint8Array;
  /** What lets this device write the ledger's shards on the relay (../wire/crypto.ts, writeProof). */
  write: WriteKey;
  /** The key of the keyed hashes that name every entry (`named`). */
  names: Uint8Array;
}

const encoder = new TextEncoder();

function secretBytes(secret: string): Uint8Array | null {
  const bytes = KEY_PATTERN.test(secret) ? fromBase64Url(secret) : null;
  return bytes && bytes.length === 32 ? bytes : null;
}

/**
 * The ledger of `secret`. Its id is derived with the label `… ledger rooms 2`: the rooms of the
 * previous version, which named every entry by its id in clear (`legacyLedgerId`), are never
 * written again, so no room this version writes ever held an id (docs/sync.md, "A ledger of the
 * previous version").
 */
export function ledgerKeys(secret: string): LedgerKeys | null {
  const bytes = secretBytes(secret);
  if (!bytes) return null;
  return {
    id: toBase64Url(hkdf(sha256, bytes, undefined, encoder.encode('diamond-ledger ledger rooms 2'), 16)),
    key: hkdf(sha256, bytes, undefined, encoder.encode('diamond-ledger ledger seal'), 32),
    write: writeKey(bytes, 'diamond-ledger ledger write'),
    names: hkdf(sha256, bytes, undefined, encoder.encode('diamond-ledger ledger names'), 32),
  };
}

/** The id of the rooms the previous version kept the ledger of `secret` in (map keys in clear). */
export function legacyLedgerId(secret: string): string | null {
  const bytes = secretBytes(secret);
  return bytes ? toBase64Url(hkdf(sha256, bytes, undefined, encoder.encode('diamond-ledger ledger id'), 16)) : null;
}

/** Names already computed, by naming key: a device looks a game up by its name at every change. */
const namesByKey = new WeakMap<Uint8Array, Map<string, string>>();

/** The map key of id `id` of kind `kind` in the ledger whose naming key is `names`: 22 characters. */
export function named(names: Uint8Array, kind: NameKind, id: string): string {
  let cache = namesByKey.get(names);
  if (!cache) namesByKey.set(names, (cache = new Map<string, string>()));
  const slot = `${kind}:${id}`;
  let name = cache.get(slot);
  if (name === undefined) {
    name = toBase64Url(hmac(sha256, names, encoder.encode(slot)).subarray(0, 16));
    // A device names its games, players and devices: bounded by what it holds, but not kept past a flood.
    if (cache.size > 100_000) cache.clear();
    cache.set(slot, name);
  }
  return name;
}

/** How the ledger's values are sealed and named (its rooms of this version). */
export function sealingOf(keys: LedgerKeys): LedgerSealing {
  return { room: keys.id, key: keys.key, name: (kind, id) => named(keys.names, kind, id) };
}

/** How the previous version sealed and named the values of its rooms: every key the id itself. */
export function legacySealing(secret: string): LedgerSealing | null {
  const keys = ledgerKeys(secret);
  const room = legacyLedgerId(secret);
  return keys && room ? { room, key: keys.key, name: (_kind, id) => id } : null;
}

/** The server's name of shard `shard` of ledger `id` (./protocol.ts `ledgerOf` reads it back). */
export function shardRoom(id: string, shard: number): string {
  return `l${id}${String(shard).padStart(2, '0')}`;
}

/** The shard a game lives in: FNV-1a of its name (its keyed hash, so the shard says nothing of the id either). */
export function shardOf(name: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < name.length; i++) {
    h ^= name.charCodeAt(i);
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
