/**
 * One game in the ledger's document (docs/sync.md): a header any device reads cheaply — the game's
 * version vector, the digest of its content, whether it was deleted — and the game itself,
 * compressed, both sealed with the ledger's key for this game's name in the map (its keyed hash:
 * ./ledger-keys.ts), so the server holds neither names, nor cards, nor the game's id, and a value
 * cannot be moved under another game's name. The id is in the sealed header, and checked: it must
 * be the one the name is the keyed hash of.
 *
 * Signed (issue 35, point 4): the sealed header also names the device that wrote the value (`by`)
 * and carries its signature (./key-change.ts `sign`) over the header and the hash of the sealed
 * body, for the game's name in this ledger's rooms. The ledger's key lets anyone who holds (or
 * held) the secret seal a value; only a device's signing key signs one, and a reader takes a value
 * only when its signer is on the signed device list it follows (`signedBy`, ./ledger-sync.ts).
 *
 * Value: [header length, 2 bytes][sealed header][sealed body (absent for a deletion)].
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { sealBytes, toBase64Url, unsealBytes } from '../wire/crypto';
import { sign, verify } from './key-change';
import type { LedgerGame } from '../store/ledger';
import type { LedgerSealing } from './ledger-keys';
import type { Versions } from './versions';

export interface Header {
  vv: Versions;
  /** contentDigest() of the game, or DELETED. */
  digest: string;
}

/** A header as read from the ledger: with the id of the game it is of (sealed beside it), the device that wrote it and its signature ('' when unsigned). */
export type OpenedHeader = Header & { id: string; by: string; sig: string };

/** Who writes a value: a device's id and its signing key (base64url secret). */
export interface Signer {
  device: string;
  sign: string;
}

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

/** What a game's signature covers: its header and its sealed body (by hash), for its name in this ledger. */
function signedPart(id: string, header: Header, by: string, body: Uint8Array): unknown {
  return { id, vv: header.vv, digest: header.digest, by, body: toBase64Url(sha256(body)) };
}

/** The sealed value of game `id` (or of its deletion, `game` null), for its name in the map, signed by `signer`. */
export async function sealEntry(sealing: LedgerSealing, id: string, header: Header, game: LedgerGame | null, signer: Signer): Promise<Uint8Array> {
  const { key } = sealing;
  const name = sealing.name('g', id);
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
  const sig = sign(signer.sign, sealing.room, `g:${name}`, signedPart(id, header, signer.device, body));
  const head = sealBytes(key, `h:${name}`, encoder.encode(JSON.stringify({ id, vv: header.vv, digest: header.digest, by: signer.device, sig })));
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
      header = {
        id: h.id,
        vv: h.vv,
        digest: h.digest,
        by: typeof h.by === 'string' && h.by.length <= 32 ? h.by : '',
        sig: typeof h.sig === 'string' && h.sig.length <= 100 ? h.sig : '',
      };
  } catch {
    // a header that is not JSON: none
    header = null;
  }
  opened.set(raw, header);
  return header;
}

/** Signatures checked already, by the value's bytes: true when its signer signed it (a device's id is the hash of its key, so the answer never changes). */
const verdicts = new WeakMap<object, boolean>();

/**
 * Whether the value under `name` is signed by a device of `signers` (public signing keys by id:
 * the list the reader follows). False for a value not signed, signed by a device not listed (not
 * yet, or no longer), or not by the device it names; each value is checked once.
 */
export function signedBy(sealing: LedgerSealing, name: string, raw: unknown, signers: ReadonlyMap<string, string>): boolean {
  const header = openHeader(sealing, name, raw);
  const signPublic = header && header.by ? signers.get(header.by) : undefined;
  if (!header || signPublic === undefined || !(raw instanceof Uint8Array)) return false;
  const known = verdicts.get(raw);
  if (known !== undefined) return known;
  const length = ((raw[0] as number) << 8) | (raw[1] as number);
  const ok = verify(header.by, signPublic, header.sig, sealing.room, `g:${name}`, signedPart(header.id, header, header.by, raw.subarray(2 + length)));
  verdicts.set(raw, ok);
  return ok;
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
