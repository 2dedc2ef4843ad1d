/**
 * Who may move the ledger to a new key (docs/sync.md, "Unlinking a device"). The secret alone
 * makes no device: every device also holds an Ed25519 key of its own, its id is a hash of that
 * key's public half, and its entry in the device list is signed with it. A key change (an unlink)
 * is a record in shard 0's `moved` map under its signer's keyed hash (./ledger-keys.ts; the
 * previous version's rooms: under its id), sealed for that name and signed by that device, naming the
 * devices it keeps and the ones it removes, with the new secret sealed to each kept device.
 *
 * A device obeys a key change only when it is signed by a listed device that no other key change
 * removes; an unsigned mark or a forged one is ignored and counted as a problem. Two key changes
 * that disagree, or a record deleted or overwritten (honest devices write one record each and
 * never touch another's), stop the sync: the person says which device they trust.
 */
import * as Y from 'yjs';
import { ed25519 } from '@noble/curves/ed25519.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { fromBase64Url, seal, toBase64Url, unseal } from '../wire/crypto';
import type { LedgerSealing } from './ledger-keys';

const encoder = new TextEncoder();

/** A new signing key (base64url secret) for a device. */
export function newSigner(): string {
  return toBase64Url(ed25519.utils.randomSecretKey());
}

/** The public half of a signing key, or null for a key that is not one. */
export function signerPublic(secret: string | undefined): string | null {
  const bytes = secret ? fromBase64Url(secret) : null;
  return bytes && bytes.length === 32 ? toBase64Url(ed25519.getPublicKey(bytes)) : null;
}

/** A device's id: 16 characters of the hash of its public signing key, so no one else can claim it. */
export function deviceIdOf(signPublic: string): string {
  return toBase64Url(sha256(encoder.encode(`diamond-ledger device\n${signPublic}`)).subarray(0, 12));
}

/** The bytes a signature covers: the ledger, the slot, and the value in one canonical JSON. */
function signed(ledger: string, slot: string, body: unknown): Uint8Array {
  return encoder.encode(JSON.stringify([ledger, slot, body]));
}

export function sign(secret: string, ledger: string, slot: string, body: unknown): string {
  return toBase64Url(ed25519.sign(signed(ledger, slot, body), fromBase64Url(secret) as Uint8Array));
}

/** Whether `sig` is the device's (id `device`, public key `signPublic`) signature of `body` in this ledger's `slot`. */
export function verify(device: string, signPublic: unknown, sig: unknown, ledger: string, slot: string, body: unknown): boolean {
  if (typeof signPublic !== 'string' || typeof sig !== 'string' || deviceIdOf(signPublic) !== device) return false;
  const key = fromBase64Url(signPublic);
  const bytes = fromBase64Url(sig);
  if (!key || key.length !== 32 || !bytes || bytes.length !== 64) return false;
  try {
    return ed25519.verify(bytes, signed(ledger, slot, body), key);
  } catch {
    // a malformed key or signature: not signed
    return false;
  }
}

/** A key change as its signer wrote it. */
export interface KeyChange {
  by: string;
  at: number;
  keeps: string[];
  removes: string[];
  /** The new secret sealed to each kept device's box (./rekey.ts). */
  boxes: Record<string, string>;
}

const isIds = (v: unknown): v is string[] => Array.isArray(v) && v.length <= 64 && v.every((x) => typeof x === 'string' && x.length <= 32);

/** Writes this device's key change, signed; resolves the value written (for the server's check). */
export function writeKeyChange(doc: Y.Doc, keys: LedgerSealing, signer: string, change: KeyChange, origin: unknown): Uint8Array {
  const name = keys.name('m', change.by);
  const value = seal(keys, `m:${name}`, { ...change, sig: sign(signer, keys.room, `m:${change.by}`, change) });
  doc.transact(() => doc.getMap<unknown>('moved').set(name, value), origin);
  return value;
}

/** What the `moved` map says to this device. */
export type MoveVerdict =
  /** Nothing to obey (no key change, or only ones ignored). */
  | { kind: 'none' }
  /** One key change to obey: signed by a listed device no other change removes. */
  | { kind: 'move'; change: KeyChange }
  /** Key changes that disagree, or one deleted or overwritten: the person says which device they trust. */
  | { kind: 'conflict'; changes: KeyChange[] };

/**
 * Reads the `moved` map. `signers` are the listed devices' public signing keys by id (./devices.ts);
 * `ignored` counts the values obeyed by no one: not sealed with the key, not signed by a listed device.
 */
export function readMoves(doc: Y.Doc | undefined, keys: LedgerSealing, signers: ReadonlyMap<string, string>): { verdict: MoveVerdict; ignored: number } {
  const moved = doc?.getMap<unknown>('moved');
  if (!moved) return { verdict: { kind: 'none' }, ignored: 0 };
  let ignored = 0;
  let tampered = false;
  const changes: KeyChange[] = [];
  // Yjs keeps the item of a deleted or overwritten key (its content dropped): honest devices write
  // one record each and never touch another's, so either is a record someone wanted gone.
  for (const item of (moved as unknown as { _map: Map<string, { deleted: boolean; left: unknown }> })._map.values()) {
    if (item.deleted || item.left !== null) tampered = true;
  }
  for (const [name, raw] of moved.entries()) {
    const said = unseal(keys, `m:${name}`, raw) as (Partial<KeyChange> & { sig?: unknown }) | null;
    const { sig, ...change } = said ?? {};
    const id = typeof change.by === 'string' && change.by.length <= 32 ? change.by : null;
    const whole =
      said !== null &&
      id !== null &&
      keys.name('m', id) === name &&
      typeof change.at === 'number' &&
      isIds(change.keeps) &&
      isIds(change.removes) &&
      typeof change.boxes === 'object' &&
      change.boxes !== null &&
      verify(id, signers.get(id), sig, keys.room, `m:${id}`, change);
    if (whole) changes.push(change as KeyChange);
    else ignored++;
  }
  if (changes.length === 0) return { verdict: tampered ? { kind: 'conflict', changes } : { kind: 'none' }, ignored };
  const removed = new Set(changes.flatMap((c) => c.removes));
  const standing = changes.filter((c) => !removed.has(c.by));
  // A change by a device another change removes is that device's, and never obeyed; shown, though.
  ignored += changes.length - standing.length;
  if (!tampered && standing.length === 1) return { verdict: { kind: 'move', change: standing[0] as KeyChange }, ignored };
  return { verdict: { kind: 'conflict', changes }, ignored };
}
