/**
 * A game in a link's fragment (docs/share-link.md): `#/shared/<kind>1.<data>`, where `data` is the
 * base64url of the deflate-raw of the game's compact JSON (./compact.ts). The fragment never
 * reaches a server, so the link works offline, from any copy of the app, with no server at all.
 *
 * A link is untrusted: `readShared` bounds its size before anything decompresses it and the size
 * it decompresses to while it does (a small link can unfold to gigabytes), checks its nesting
 * before anything walks it, and gives the record or backup file text for the import verbs to
 * check completely. Every fault is a `SharedProblem` the screen words; nothing here throws.
 */
import { deeperThan } from '../rules/json-depth';
import { compactBackup, compactRecord, expandBackup, expandRecord } from './compact';

/** `r`: a game record (docs/records.md); `b`: a backup of one game (src/store/backup-format.ts). */
export type SharedKind = 'record' | 'backup';

const KIND_LETTER: Record<SharedKind, string> = { record: 'r', backup: 'b' };
export const LINK_VERSION = 1;
/** What a link's fragment starts with, before the payload: the router's route for it. */
export const SHARED_ROUTE = '#/shared/';

/** The most a payload may be, read before anything else: a QR code holds 2,953 bytes at most. */
export const MAX_PAYLOAD_CHARS = 32 * 1024;
/** The most a payload may decompress to: a game's compact JSON is a few kilobytes. */
export const MAX_SHARED_BYTES = 256 * 1024;
/** Record: the record, `rounds`, a round, `plays`; Diam's 6; a backup's event 10, as files. */
const MAX_DEPTH = 10;

export type SharedProblem =
  /** Not a link of this app (no kind, unknown kind, or not base64url). */
  | { problem: 'not-a-link' }
  /** Made by a newer version of the app (a higher link version). */
  | { problem: 'newer'; version: number }
  /** Longer than MAX_PAYLOAD_CHARS, or unfolding to more than MAX_SHARED_BYTES. */
  | { problem: 'too-big'; limit: number }
  /** Cut short or changed: it does not decompress, or is not the JSON of a game. */
  | { problem: 'damaged' };

export type ReadShared = { ok: true; kind: SharedKind; text: string } | ({ ok: false } & SharedProblem);

/** The payload of a link for a record or backup file's text (the JSON of docs/records.md or a backup). */
export async function sharePayload(kind: SharedKind, text: string): Promise<string> {
  const raw: unknown = JSON.parse(text);
  const compact = JSON.stringify(kind === 'record' ? compactRecord(raw) : compactBackup(raw));
  const packed = await collect(new Blob([compact]).stream().pipeThrough(new CompressionStream('deflate-raw')));
  return `${KIND_LETTER[kind]}${LINK_VERSION}.${toBase64Url(packed as Uint8Array)}`;
}

/** The link: this page's address with the payload as its fragment. */
export function shareUrl(payload: string, page: string): string {
  return `${page.split('#')[0]}${SHARED_ROUTE}${payload}`;
}

/** The record or backup file a payload carries, or what is wrong with it. */
export async function readShared(payload: string): Promise<ReadShared> {
  if (payload.length > MAX_PAYLOAD_CHARS) return { ok: false, problem: 'too-big', limit: MAX_PAYLOAD_CHARS };
  const head = /^([rb])(\d{1,4})\.([A-Za-z0-9_-]+)$/.exec(payload);
  if (!head) return { ok: false, problem: 'not-a-link' };
  const kind: SharedKind = head[1] === 'r' ? 'record' : 'backup';
  const version = Number(head[2]);
  if (version > LINK_VERSION) return { ok: false, problem: 'newer', version };
  if (version !== LINK_VERSION) return { ok: false, problem: 'not-a-link' };
  const bytes = fromBase64Url(head[3] as string);
  if (!bytes) return { ok: false, problem: 'not-a-link' };

  let text: string;
  try {
    const unpacked = await collect(new Blob([bytes]).stream().pipeThrough(new DecompressionStream('deflate-raw')), MAX_SHARED_BYTES);
    if (unpacked === null) return { ok: false, problem: 'too-big', limit: MAX_SHARED_BYTES };
    text = new TextDecoder('utf-8', { fatal: true }).decode(unpacked);
  } catch {
    // not deflate or not UTF-8: the link is damaged
    return { ok: false, problem: 'damaged' };
  }
  try {
    const raw: unknown = JSON.parse(text);
    if (deeperThan(raw, MAX_DEPTH)) return { ok: false, problem: 'damaged' };
    return { ok: true, kind, text: JSON.stringify(kind === 'record' ? expandRecord(raw) : expandBackup(raw)) };
  } catch {
    // Not JSON, or a compact form that does not expand (./compact.ts CompactError).
    return { ok: false, problem: 'damaged' };
  }
}

/**
 * The bytes of a stream; null as soon as they pass `limit`, the rest unread (a decompressor
 * stops with its reader, so a bomb never unfolds further).
 */
async function collect(stream: ReadableStream<Uint8Array>, limit = Infinity): Promise<Uint8Array | null> {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.byteLength;
  }
  return out;
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  if (text.length % 4 === 1) return null;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    return Uint8Array.from(binary, (c) => c.charCodeAt(0));
  } catch {
    // not base64: the caller treats null as damaged
    return null;
  }
}
