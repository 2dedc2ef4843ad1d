/**
 * One game in the ledger's document (docs/sync.md): a header any device reads cheaply — the game's
 * version vector, the digest of its content, whether it was deleted — and the game itself,
 * compressed, both sealed with the ledger's key for this game's name in the map (its keyed hash:
 * ./ledger-keys.ts), so the server holds neither names, nor cards, nor the game's id, and a value
 * cannot be moved under another game's name. The id is in the sealed header, and checked: it must
 * be the one the name is the keyed hash of.
 *
 * Value: [header length, 2 bytes][sealed header][sealed body (absent for a deletion)].
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { sealBytes, toBase64Url, unsealBytes } from '../wire/crypto';
import type { LedgerGame } from '../store/ledger';
import type { LedgerSealing } from './ledger-keys';
import type { Versions } from './versions';

export interface Header {
  vv: Versions;
  /** contentDigest() of the game, or DELETED. */
  digest: string;
}

/** A header as read from the ledger: with the id of the game it is of (sealed beside it). */
export type OpenedHeader = Header & { id: string };

export const DELETED = 'deleted';

/** The most a game's body may hold unpacked: a 6-player game of every round is under 100 KB. */
export const MAX_BODY_BYTES = 2 * 1024 * 1024;
/** The most one sealed value in the document may hold. */
export const MAX_VALUE_BYTES = 512 * 1024;

const encoder = new TextEncoder();
const decoder = new TextDecoder('utf-8', { fatal: true });

/** The digest of what a game is (its game, setup and events): equal on two devices that hold the same. */
export function contentDigest(game: Pick<LedgerGame, 'session' | 'events'>): string {
  const text = JSON.stringify([game.session.game, game.session.config, game.events.map((e) => e.event)]);
  return toBase64Url(sha256(encoder.encode(text)).subarray(0, 18));
}

async function pipe(bytes: Uint8Array, stream: CompressionStream | DecompressionStream, most: number): Promise<Uint8Array | null> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  const writer = stream.writable.getWriter();
  void writer.write(bytes as Uint8Array<ArrayBuffer>).catch(() => undefined); // a stream that fails is seen by the reader below
  void writer.close().catch(() => undefined); // a stream that fails is seen by the reader below
  const reader = stream.readable.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.length;
      if (size > most) {
        void reader.cancel().catch(() => undefined); // the reader is done with; null says the size
        return null;
      }
      chunks.push(value);
    }
  } catch {
    // bytes that do not inflate: null, as damaged
    return null;
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

/** The sealed value of game `id` (or of its deletion, `game` null), for its name in the map. */
export async function sealEntry(sealing: LedgerSealing, id: string, header: Header, game: LedgerGame | null): Promise<Uint8Array> {
  const { key } = sealing;
  const name = sealing.name('g', id);
  const head = sealBytes(key, `h:${name}`, encoder.encode(JSON.stringify({ id, vv: header.vv, digest: header.digest })));
  let body: Uint8Array = new Uint8Array(0);
  if (game) {
    const { session, events, players } = game;
    const plain = encoder.encode(
      JSON.stringify({
        session: {
          id,
          game: session.game,
          config: session.config,
          createdAt: session.createdAt,
          updatedAt: session.updatedAt,
          redo: [],
          playerIds: session.playerIds,
          forkOf: session.forkOf,
          forkFrom: session.forkFrom,
          followed: session.followed,
        },
        events,
        players,
      }),
    );
    body = sealBytes(key, `b:${name}`, (await pipe(plain, new CompressionStream('deflate-raw'), Infinity)) as Uint8Array);
  }
  const out = new Uint8Array(2 + head.length + body.length);
  out[0] = head.length >> 8;
  out[1] = head.length & 255;
  out.set(head, 2);
  out.set(body, 2 + head.length);
  return out;
}

const opened = new WeakMap<object, OpenedHeader | null>();

/**
 * The header of the value under `name` in the document, with the game's id, if it is this ledger's
 * and `name` is that id's keyed hash; null otherwise.
 */
export function openHeader(sealing: LedgerSealing, name: string, raw: unknown): OpenedHeader | null {
  if (!(raw instanceof Uint8Array) || raw.length < 2 || raw.length > MAX_VALUE_BYTES) return null;
  if (opened.has(raw)) return opened.get(raw) as OpenedHeader | null;
  const length = ((raw[0] as number) << 8) | (raw[1] as number);
  const plain = unsealBytes(sealing.key, `h:${name}`, raw.subarray(2, 2 + length));
  let header: OpenedHeader | null = null;
  try {
    const h = plain ? (JSON.parse(decoder.decode(plain)) as Partial<OpenedHeader>) : null;
    if (
      h &&
      typeof h.id === 'string' &&
      h.id.length > 0 &&
      h.id.length <= 200 &&
      sealing.name('g', h.id) === name &&
      typeof h.digest === 'string' &&
      h.digest.length <= 64 &&
      isVersions(h.vv)
    )
      header = { id: h.id, vv: h.vv, digest: h.digest };
  } catch {
    // a header that is not JSON: none
    header = null;
  }
  opened.set(raw, header);
  return header;
}

function isVersions(value: unknown): value is Versions {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const entries = Object.entries(value);
  return entries.length > 0 && entries.length <= 64 && entries.every(([k, v]) => k.length <= 32 && Number.isSafeInteger(v) && (v as number) > 0);
}

/** The body of the value under `name`: the game as JSON, unchecked (the caller checks it as a backup's game, and its id); null when it is none. */
export async function openBody(key: Uint8Array, name: string, raw: Uint8Array): Promise<unknown> {
  const length = ((raw[0] as number) << 8) | (raw[1] as number);
  const sealed = raw.subarray(2 + length);
  if (sealed.length === 0) return null;
  const packed = unsealBytes(key, `b:${name}`, sealed);
  if (!packed) return null;
  const plain = await pipe(packed, new DecompressionStream('deflate-raw'), MAX_BODY_BYTES);
  if (!plain) return null;
  try {
    return JSON.parse(decoder.decode(plain)) as unknown;
  } catch {
    // not JSON: null, as damaged
    return null;
  }
}
