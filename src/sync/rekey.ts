/**
 * Unlinking a device (docs/sync.md): the ledger moves to a new secret, which every device but the
 * unlinked one gets sealed to its own X25519 public key (published in its device entry) in shard
 * 0's `moved` map. The unlinked device finds no entry of its own there: it keeps its copy, and
 * what it may still write goes to the old ledger, which no device reads any more.
 */
import { xchacha20poly1305 } from '@noble/ciphers/chacha.js';
import { x25519 } from '@noble/curves/ed25519.js';
import { hkdf } from '@noble/hashes/hkdf.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { fromBase64Url, KEY_PATTERN, toBase64Url } from '../wire/crypto';

const encoder = new TextEncoder();
const decoder = new TextDecoder('utf-8', { fatal: true });

/** A new box key pair: the secret kept in the setting, the public key in the device entry. */
export function newBox(): { secret: string; public: string } {
  const secret = x25519.utils.randomSecretKey();
  return { secret: toBase64Url(secret), public: toBase64Url(x25519.getPublicKey(secret)) };
}

export function boxPublic(secret: string): string | null {
  const bytes = fromBase64Url(secret);
  return bytes && bytes.length === 32 ? toBase64Url(x25519.getPublicKey(bytes)) : null;
}

function boxKey(shared: Uint8Array, ephemeral: Uint8Array, recipient: Uint8Array): Uint8Array {
  const info = new Uint8Array([...encoder.encode('diamond-ledger rekey'), ...ephemeral, ...recipient]);
  return hkdf(sha256, shared, undefined, info, 32);
}

/** `secret` sealed to the device whose box public key is `to` (base64url); null for a bad key. */
export function sealTo(to: string, secret: string): string | null {
  const recipient = KEY_PATTERN.test(to) ? fromBase64Url(to) : null;
  if (!recipient || recipient.length !== 32) return null;
  const ephemeral = x25519.utils.randomSecretKey();
  const ephemeralPublic = x25519.getPublicKey(ephemeral);
  let shared: Uint8Array;
  try {
    shared = x25519.getSharedSecret(ephemeral, recipient);
  } catch {
    // a malformed public key: no box
    return null;
  }
  const nonce = crypto.getRandomValues(new Uint8Array(24));
  const sealed = xchacha20poly1305(boxKey(shared, ephemeralPublic, recipient), nonce).encrypt(encoder.encode(secret));
  return [ephemeralPublic, nonce, sealed].map(toBase64Url).join('.');
}

/** The secret sealed to this device's box (`mine`, its secret key), or null. */
export function openSealed(mine: string, raw: unknown): string | null {
  const secretKey = fromBase64Url(mine);
  if (typeof raw !== 'string' || raw.length > 400 || !secretKey || secretKey.length !== 32) return null;
  const [e, n, c] = raw.split('.').map(fromBase64Url);
  if (!e || !n || !c || e.length !== 32 || n.length !== 24) return null;
  try {
    const recipient = x25519.getPublicKey(secretKey);
    const shared = x25519.getSharedSecret(secretKey, e);
    const secret = decoder.decode(xchacha20poly1305(boxKey(shared, e, recipient), n).decrypt(c));
    return KEY_PATTERN.test(secret) ? secret : null;
  } catch {
    // not ours or damaged: null
    return null;
  }
}
