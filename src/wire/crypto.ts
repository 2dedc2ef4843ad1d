/**
 * The live table's cryptography (docs/live-table.md, "What the relay sees"). A table's link carries
 * a 256-bit secret in its fragment, which never reaches a server: the room the relay sees is
 * derived from it, and every value in the room is sealed with a key derived from it
 * (XChaCha20-Poly1305). What a host or a phone says is also signed (Ed25519) inside the seal: the
 * secret lets anyone holding the link write, the signature says who wrote.
 *
 * The audited pure-JS `@noble/*` primitives on one code path everywhere: a page served as plain
 * http at a LAN address (`npm run table`) has no `crypto.subtle`, and one path is one path tested.
 * Only the randomness comes from the platform (`crypto.getRandomValues`, in every context).
 */
import { xchacha20poly1305 } from '@noble/ciphers/chacha.js';
import { ed25519 } from '@noble/curves/ed25519.js';
import { hkdf } from '@noble/hashes/hkdf.js';
import { sha256 } from '@noble/hashes/sha2.js';

/** Base64url without padding: 32 bytes are 43 characters. */
export const KEY_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const encoder = new TextEncoder();
const decoder = new TextDecoder('utf-8', { fatal: true });

export function toBase64Url(bytes: Uint8Array): string {
  let text = '';
  for (const b of bytes) text += String.fromCharCode(b);
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function fromBase64Url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    return Uint8Array.from(binary, (c) => c.charCodeAt(0));
  } catch {
    // not base64: the caller treats null as damaged
    return null;
  }
}

function random(bytes: number): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(bytes));
}

/** A new table secret (the link's key). */
export function newSecret(): string {
  return toBase64Url(random(32));
}

/** What a table's secret gives: the room the relay sees and the key that seals the room's values. */
export interface TableKeys {
  room: string;
  key: Uint8Array;
}

/**
 * What lets a secret's holder write its rooms on the relay (server/write-keys.ts): an Ed25519 key
 * derived from the secret, whose public half the relay keeps as the room's verifier. The phone
 * never shows the key: each connection, the relay sends a challenge of its own (its first frame,
 * `challengeFrame`), and the phone signs it with the room's name (`writeProof`). On a LAN relay's
 * plain ws:// whoever reads the Wi-Fi reads the proof too, and it is good on no other connection.
 */
export interface WriteKey {
  seed: Uint8Array;
  /** The public key: the room's verifier on the relay. */
  key: Uint8Array;
}

export function writeKey(secret: Uint8Array, label: string): WriteKey {
  const seed = hkdf(sha256, secret, undefined, encoder.encode(`${label} key`), 32);
  return { seed, key: ed25519.getPublicKey(seed) };
}

/** What a proof signs: the room, and the connection's challenge. */
export function proofMessage(room: string, challenge: Uint8Array): Uint8Array {
  return encoder.encode(`diamond-ledger write proof\n${room}\n${toBase64Url(challenge)}`);
}

/**
 * A proof that `write`'s holder opens `room` on the connection the relay sent `challenge` on:
 * `w2.<key>.<signature>`, the token Hocuspocus carries. `sign` is Ed25519's (the tests' clients
 * sign with node's).
 */
export function writeProof(
  write: WriteKey,
  room: string,
  challenge: Uint8Array,
  sign: (message: Uint8Array, seed: Uint8Array) => Uint8Array = ed25519.sign,
): string {
  return ['w2', toBase64Url(write.key), toBase64Url(sign(proofMessage(room, challenge), write.seed))].join('.');
}

export interface Proof {
  key: Uint8Array;
  signature: Uint8Array;
}

/** `token`'s parts when it has a proof's shape (its signature is the relay's to check), else null. */
export function readProof(token: string): Proof | null {
  const [tag, key, signature, ...more] = token.split('.');
  if (tag !== 'w2' || more.length > 0 || !KEY_PATTERN.test(key ?? '') || !/^[A-Za-z0-9_-]{86}$/.test(signature ?? '')) return null;
  const keyBytes = fromBase64Url(key as string);
  const signatureBytes = fromBase64Url(signature as string);
  return keyBytes?.length === 32 && signatureBytes?.length === 64 ? { key: keyBytes, signature: signatureBytes } : null;
}

/** The room name of the relay's challenge frame: no room's (ROOM_PATTERN), so a provider passes it over. */
const CHALLENGE_NAME = encoder.encode('challenge');
const CHALLENGE_BYTES = 32;

/** A new connection's first frame from the relay: a varString name, then its challenge as a varUint8Array. */
export function challengeFrame(challenge: Uint8Array): Uint8Array {
  return Uint8Array.of(CHALLENGE_NAME.length, ...CHALLENGE_NAME, challenge.length, ...challenge);
}

/** The challenge `frame` carries, or null when it is no challenge frame. */
export function readChallenge(frame: Uint8Array): Uint8Array | null {
  const start = 2 + CHALLENGE_NAME.length;
  if (frame.length !== start + CHALLENGE_BYTES || frame[0] !== CHALLENGE_NAME.length || frame[start - 1] !== CHALLENGE_BYTES) return null;
  return CHALLENGE_NAME.every((b, i) => frame[1 + i] === b) ? frame.slice(start) : null;
}

export function tableKeys(secret: string): (TableKeys & { write: WriteKey }) | null {
  const bytes = KEY_PATTERN.test(secret) ? fromBase64Url(secret) : null;
  if (!bytes || bytes.length !== 32) return null;
  const room = toBase64Url(hkdf(sha256, bytes, undefined, encoder.encode('diamond-ledger live room'), 16));
  const key = hkdf(sha256, bytes, undefined, encoder.encode('diamond-ledger live seal'), 32);
  return { room, key, write: writeKey(bytes, 'diamond-ledger live write') };
}

/** A phone's signing key: `phone` (its public key) names it at the table. */
export interface Signer {
  phone: string;
  secretKey: string;
}

export function newSigner(): Signer {
  const secretKey = ed25519.utils.randomSecretKey();
  return { phone: toBase64Url(ed25519.getPublicKey(secretKey)), secretKey: toBase64Url(secretKey) };
}

/** Whether a stored signer is whole: its public key is the one its secret key gives. */
export function isSigner(value: unknown): value is Signer {
  const s = value as Partial<Signer> | null;
  if (typeof s?.phone !== 'string' || typeof s.secretKey !== 'string' || !KEY_PATTERN.test(s.secretKey)) return false;
  const secret = fromBase64Url(s.secretKey);
  return secret !== null && secret.length === 32 && toBase64Url(ed25519.getPublicKey(secret)) === s.phone;
}

/** The most a sealed value may hold: a whole 6-player game's head is under 40 KB. */
export const MAX_SEALED_BYTES = 160 * 1024;

/** `plain` sealed with `key` for `slot`: a random 24-byte nonce, then the ciphertext and its tag. */
export function sealBytes(key: Uint8Array, slot: string, plain: Uint8Array): Uint8Array {
  const nonce = random(24);
  const sealed = xchacha20poly1305(key, nonce, encoder.encode(slot)).encrypt(plain);
  const out = new Uint8Array(24 + sealed.length);
  out.set(nonce);
  out.set(sealed, 24);
  return out;
}

/** The bytes sealed with `key` for `slot`, or null: another key or slot, or damaged. */
export function unsealBytes(key: Uint8Array, slot: string, raw: Uint8Array): Uint8Array | null {
  if (raw.length < 24 + 16) return null;
  try {
    return xchacha20poly1305(key, raw.subarray(0, 24), encoder.encode(slot)).decrypt(raw.subarray(24));
  } catch {
    // another key or damaged bytes: null, as documented
    return null;
  }
}

/** Seals `value` (as JSON) for slot `slot` (which part of the room it is, so it cannot be moved to another). */
export function seal(keys: TableKeys, slot: string, value: unknown): Uint8Array {
  return sealBytes(keys.key, slot, encoder.encode(JSON.stringify(value)));
}

/** The value sealed for `slot`, or null: not sealed with this table's key, for this slot, or not JSON. */
export function unseal(keys: TableKeys, slot: string, raw: unknown): unknown {
  if (!(raw instanceof Uint8Array) || raw.length > MAX_SEALED_BYTES) return null;
  const plain = unsealBytes(keys.key, slot, raw);
  if (!plain) return null;
  try {
    return JSON.parse(decoder.decode(plain)) as unknown;
  } catch {
    // not JSON: null, as damaged
    return null;
  }
}

/** A signed statement: what `by` (a public key) says, and its signature over the slot and the JSON of `says`. */
export interface Signed<T> {
  says: T;
  by: string;
  sig: string;
}

function signedBytes(slot: string, says: unknown): Uint8Array {
  return encoder.encode(`${slot}\n${JSON.stringify(says)}`);
}

export function sign<T>(signer: Signer, slot: string, says: T): Signed<T> {
  const secret = fromBase64Url(signer.secretKey) as Uint8Array;
  return { says, by: signer.phone, sig: toBase64Url(ed25519.sign(signedBytes(slot, says), secret)) };
}

/** What a signed statement says, if `raw` is one for `slot` whose signature checks; null otherwise. Who signed is `by`: the caller checks it may. */
export function verify(slot: string, raw: unknown): Signed<unknown> | null {
  const s = raw as Partial<Signed<unknown>> | null;
  if (typeof s !== 'object' || s === null || typeof s.by !== 'string' || typeof s.sig !== 'string' || !KEY_PATTERN.test(s.by)) return null;
  const pub = fromBase64Url(s.by);
  const sig = fromBase64Url(s.sig);
  if (!pub || !sig || sig.length !== 64 || !('says' in s)) return null;
  try {
    return ed25519.verify(sig, signedBytes(slot, s.says), pub) ? { says: s.says, by: s.by, sig: s.sig } : null;
  } catch {
    // a malformed key or signature does not verify
    return null;
  }
}

/** A signed statement sealed for its slot. */
export function sealSigned<T>(keys: TableKeys, signer: Signer, slot: string, says: T): Uint8Array {
  return seal(keys, slot, sign(signer, slot, says));
}

/** A sealed signed statement opened and checked, or null. */
export function openSigned(keys: TableKeys, slot: string, raw: unknown): Signed<unknown> | null {
  const opened = unseal(keys, slot, raw);
  return opened === null ? null : verify(slot, opened);
}

/** The digest of a log's events, which the host signs in its head. */
export function digest(events: readonly unknown[]): string {
  return toBase64Url(sha256(encoder.encode(JSON.stringify(events))));
}
