/**
 * Who may write a room (docs/live-table.md, "Who can do what"). Every frame names its room, in
 * clear on a LAN relay's plain ws://, so a name cannot be what lets a client write. The app derives
 * a write key from the table's or the ledger's secret (src/wire/crypto.ts, writeKey). The relay
 * sends each connection a challenge of its own as its first frame (challengeFrame), and the phone
 * opens a room with a proof, the challenge and the room's name signed with the key (writeProof),
 * as Hocuspocus's token. The room's first writer leaves the key's public half in the store
 * (./room-store.ts, `claim`), beside the document, so that it outlives a restart and every process
 * sharing the store checks the same one. Whoever reads a proof off the Wi-Fi holds a proof for a
 * challenge its own connection was never sent.
 *
 * - a proof by the room's key, or any proof for a room with no key yet: the connection writes (the
 *   first one claims the room; a ledger's shards are claimed together, by its first writer);
 * - a proof by another key, for another room or another connection, or none, for a room that
 *   exists: it reads only (Hocuspocus's readOnly: its updates are answered as refused and never
 *   applied);
 * - no good proof for a room that does not exist: refused, so a name alone opens nothing new.
 */
import { createPublicKey, randomBytes, timingSafeEqual, verify } from 'node:crypto';
import { proofMessage, readProof, type Proof } from '../src/wire/crypto';
import { ledgerOf, shardRooms } from '../src/wire/protocol';
import type { RoomStore } from './room-store';

export type Access = 'write' | 'read' | 'refused';

const same = (a: Uint8Array, b: Uint8Array): boolean => a.length === b.length && timingSafeEqual(a, b);

/** A new connection's challenge: 32 random bytes, never sent to another. */
export const newChallenge = (): Uint8Array => new Uint8Array(randomBytes(32));

/** Whether `proof` is signed by its key over `room` and `challenge` (node's Ed25519: ~0.1 ms, a tenth of @noble's). */
function signed(room: string, challenge: Uint8Array, proof: Proof): boolean {
  try {
    const key = createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(proof.key).toString('base64url') }, format: 'jwk' });
    return verify(null, proofMessage(room, challenge), key, proof.signature);
  } catch {
    // not a point on the curve: no key signed it
    return false;
  }
}

/**
 * What a connection sent `challenge` may do in `room`, showing `token` (the empty string: none);
 * `exists`: the room is open, stored or claimed.
 */
export async function access(store: RoomStore, room: string, token: string, challenge: Uint8Array, exists: boolean): Promise<Access> {
  const proof = readProof(token);
  if (proof === null || !signed(room, challenge, proof)) return exists ? 'read' : 'refused';
  // A ledger is claimed whole, by the first writer of any of its shards: each shard's name gives
  // all 32, and a device opens them one after another, so whoever read shard 00's name off the
  // Wi-Fi claimed the others, not yet opened, with a key of its own (found in review).
  const ledger = ledgerOf(room);
  const first = ledger === null ? room : (shardRooms(ledger)[0] as string);
  if (first !== room && !same(await store.claim(first, proof.key), proof.key)) return exists ? 'read' : 'refused';
  return same(await store.claim(room, proof.key), proof.key) ? 'write' : 'read';
}
