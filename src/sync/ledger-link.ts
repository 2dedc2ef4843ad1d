/**
 * A ledger's keyring and the ways it travels (docs/sync.md): the link another device opens,
 * `…/#/ledger/SECRET/RELAY` (the 256-bit secret in the fragment, which no server receives; the sync
 * server's address URI-encoded beside it), and the recovery kit, a file and a printable code that
 * hold the same secret. Loads no Yjs: Settings and the link's screen use it before any sync starts.
 */
import { isRelay } from '../wire/protocol';
import { fromBase64Url, KEY_PATTERN, toBase64Url } from '../wire/crypto';

/** What a device needs to join a ledger: its secret and the sync server that holds it. */
export interface LedgerKeyring {
  /** 32 random bytes, base64url (43 characters). */
  secret: string;
  /** The sync server, `ws[s]://HOST[:PORT]/sync`. */
  relay: string;
}

export function isKeyring(value: unknown): value is LedgerKeyring {
  const k = value as Partial<LedgerKeyring> | null;
  return typeof k === 'object' && k !== null && typeof k.secret === 'string' && KEY_PATTERN.test(k.secret) && typeof k.relay === 'string' && isRelay(k.relay);
}

/** A new ledger's keyring at `relay`. */
export function newKeyring(relay: string): LedgerKeyring {
  return { secret: toBase64Url(crypto.getRandomValues(new Uint8Array(32))), relay };
}

/** The link that joins another device to the ledger. */
export function ledgerLink(keyring: LedgerKeyring, location: Pick<Location, 'origin' | 'pathname'> = window.location): string {
  return `${location.origin}${location.pathname}#/ledger/${keyring.secret}/${encodeURIComponent(keyring.relay)}`;
}

/** The keyring a link's route parts (after `#/ledger/`) carry, or null when they are not one. */
export function parseLedgerLink(parts: readonly string[]): LedgerKeyring | null {
  if (parts.length !== 2) return null;
  const [secret, encoded] = parts as [string, string];
  let relay: string;
  try {
    relay = decodeURIComponent(encoded);
  } catch {
    // a malformed %-escape is no link
    return null;
  }
  const keyring = { secret, relay };
  return isKeyring(keyring) ? keyring : null;
}

// The recovery code: the secret in Crockford's base32 (no I, L, O, U: nothing to misread), 52
// characters in 13 groups of 4, then a group of 4 that checks them, so a mistyped code is told
// apart from a ledger that is not there.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

function base32(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const b of bytes) {
    value = (value << 8) | b;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

function fromBase32(text: string): Uint8Array | null {
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const c of text) {
    const v = ALPHABET.indexOf(c);
    if (v < 0) return null;
    value = ((value << 5) | v) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Uint8Array.from(out);
}

/** Four characters that check the 52 before them (a Fletcher sum over their values). */
function check(code: string): string {
  let a = 1;
  let b = 0;
  for (const c of code) {
    a = (a + ALPHABET.indexOf(c) + 1) % 1021;
    b = (b + a) % 1021;
  }
  const n = (a * 1021 + b) % 32 ** 4;
  return [3, 2, 1, 0].map((i) => ALPHABET[Math.floor(n / 32 ** i) % 32]).join('');
}

/** The printable recovery code of a secret: 14 groups of 4 characters. */
export function recoveryCode(secret: string): string {
  const bytes = fromBase64Url(secret) as Uint8Array;
  const code = base32(bytes);
  return `${code}${check(code)}`.match(/.{4}/g)?.join('-') ?? '';
}

/**
 * The secret a typed recovery code holds: spaces, dashes and case do not matter, and the letters
 * people confuse with digits (O, I, L) are read as 0, 1, 1. 'short' or 'check' when it is not whole.
 */
export function readRecoveryCode(typed: string): { secret: string } | { problem: 'short' | 'check' } {
  const code = typed.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  if (code.length !== 56) return { problem: 'short' };
  const body = code.slice(0, 52);
  const bytes = fromBase32(body);
  if (!bytes || check(body) !== code.slice(52) || bytes.length !== 32) return { problem: 'check' };
  return { secret: toBase64Url(bytes) };
}

export const KIT_FORMAT = 'diamond-ledger-recovery-kit';
export const KIT_VERSION = 1;
/** A kit is a few hundred bytes: anything much longer is not one. */
export const MAX_KIT_BYTES = 4096;

/** The recovery kit file: the keyring and the code, as JSON. */
export function recoveryKit(keyring: LedgerKeyring, now: number): string {
  return `${JSON.stringify({ format: KIT_FORMAT, version: KIT_VERSION, createdAt: new Date(now).toISOString(), secret: keyring.secret, relay: keyring.relay, code: recoveryCode(keyring.secret) }, null, 2)}\n`;
}

/** The keyring a recovery kit file holds, or what is wrong with it. */
export function readRecoveryKit(text: string): { keyring: LedgerKeyring } | { problem: 'size' | 'not-kit' | 'version' | 'damaged' } {
  if (text.length > MAX_KIT_BYTES) return { problem: 'size' };
  let raw: Record<string, unknown>;
  try {
    raw = JSON.parse(text) as Record<string, unknown>;
  } catch {
    // not JSON: no kit
    return { problem: 'not-kit' };
  }
  if (typeof raw !== 'object' || raw === null || raw.format !== KIT_FORMAT) return { problem: 'not-kit' };
  if (raw.version !== KIT_VERSION) return { problem: 'version' };
  const keyring = { secret: raw.secret, relay: raw.relay };
  return isKeyring(keyring) ? { keyring } : { problem: 'damaged' };
}
