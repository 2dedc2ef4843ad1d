/**
 * Who may write a room (docs/live-table.md, "Who can do what"). Every frame names its room, in
 * clear on a LAN relay's plain ws://, so a name cannot be what lets a client write. The app derives
 * a write key from the table's or the ledger's secret (src/wire/crypto.ts, writeKey) and, each time
 * it opens a room, sends a fresh proof signed with it as Hocuspocus's token (writeProof). The
 * room's first writer leaves the key's public half in the store (./room-store.ts, `claim`), beside
 * the document, so that it outlives a restart and every process sharing the store checks the same
 * one. A proof is good once and for a while (PROOF_WINDOW_MS): whoever reads a proof off the Wi-Fi
 * finds it used.
 *
 * - a proof by the room's key, or any proof for a room with no key yet: the connection writes (the
 *   first one claims the room);
 * - a proof by another key, a proof used before or out of its time, or none, for a room that
 *   exists: it reads only (Hocuspocus's readOnly: its updates are answered as refused and never
 *   applied);
 * - no good proof for a room that does not exist: refused, so a name alone opens nothing new.
 *
 * A room the previous version claimed keeps the SHA-256 of the token it showed in clear; a proof
 * carries that token too (WriteKey.legacy), and the first proof that matches it moves the room to
 * its key, after which the old token writes nothing.
 */
import { createHash, createPublicKey, timingSafeEqual, verify } from 'node:crypto';
import type IORedis from 'ioredis';
import { PROOF_WINDOW_MS, proofMessage, readProof, type Proof } from '../src/wire/crypto';
import type { RoomStore } from './room-store';

export type Access = 'write' | 'read' | 'refused';

/** A stored verifier of a write key: a tag, so that no key is taken for the previous version's token hash (32 bytes). */
const KEY_VERIFIER = 1;

const verifierOf = (key: Uint8Array): Uint8Array => Uint8Array.of(KEY_VERIFIER, ...key);
const same = (a: Uint8Array, b: Uint8Array): boolean => a.length === b.length && timingSafeEqual(a, b);

/** Whether `proof` is signed by its key over `room` and its time and nonce (node's Ed25519: ~0.1 ms, a tenth of @noble's). */
function signed(room: string, proof: Proof): boolean {
  try {
    const key = createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(proof.key).toString('base64url') }, format: 'jwk' });
    return verify(null, proofMessage(room, proof.at, proof.nonce), key, proof.signature);
  } catch {
    // not a point on the curve: no key signed it
    return false;
  }
}

/** Proofs kept for each room: past it, its oldest are forgotten (only the room's own key adds any). */
const PROOFS_PER_ROOM = 256;

/**
 * The proofs each room took in the last 2 × PROOF_WINDOW_MS, each good once. Behind Redis, one
 * list for every process (a sorted set a room), so that a proof read off the Wi-Fi is not good on
 * another process; with Redis down, this process's own list meanwhile. Only a proof by the room's
 * own key is listed, and a room keeps its newest PROOFS_PER_ROOM: a key of one's own signs proofs
 * without end, and listed for any room they would fill the relay's memory.
 */
export class UsedProofs {
  private readonly here = new Map<string, Map<string, number>>();
  private swept = 0;

  constructor(
    private readonly now: () => number,
    private readonly redis?: IORedis,
  ) {}

  /** Lists `nonce` as taken in `room`; resolves with whether it was not listed before. */
  async take(room: string, nonce: string): Promise<boolean> {
    const at = this.now();
    const until = at + 2 * PROOF_WINDOW_MS;
    if (at - this.swept > PROOF_WINDOW_MS / 4) this.sweep(at);
    const taken = this.here.get(room) ?? new Map<string, number>();
    if (taken.has(nonce)) return false;
    taken.set(nonce, until);
    // A Map keeps its keys in the order set: the first is the oldest.
    if (taken.size > PROOFS_PER_ROOM) taken.delete(taken.keys().next().value as string);
    this.here.set(room, taken);
    if (!this.redis) return true;
    const key = `diamond-ledger:proofs:${room}`;
    try {
      const replies = await this.redis
        .multi()
        .zremrangebyscore(key, '-inf', at)
        .zadd(key, 'NX', until, nonce)
        .zremrangebyrank(key, 0, -PROOFS_PER_ROOM - 1)
        .pexpire(key, 2 * PROOF_WINDOW_MS)
        .exec();
      return replies?.[1]?.[1] === 1;
    } catch {
      // Redis down: this process's own list, until it is back
      return true;
    }
  }

  private sweep(at: number): void {
    for (const [room, taken] of this.here) {
      for (const [nonce, until] of taken) if (until <= at) taken.delete(nonce);
      if (taken.size === 0) this.here.delete(room);
    }
    this.swept = at;
  }
}

/** What a connection showing `token` (the empty string: none) may do in `room`; `exists`: the room is open, stored or claimed. */
export async function access(store: RoomStore, used: UsedProofs, room: string, token: string, exists: boolean, now: number): Promise<Access> {
  const proof = readProof(token);
  if (proof === null || Math.abs(now - proof.at) > PROOF_WINDOW_MS || !signed(room, proof)) return exists ? 'read' : 'refused';
  const verifier = verifierOf(proof.key);
  const legacy = new Uint8Array(createHash('sha256').update(proof.legacy).digest());
  if (!same(await store.claim(room, verifier, legacy), verifier)) return 'read';
  // A proof shown again reads only: whoever read it off the Wi-Fi finds it used.
  return (await used.take(room, proof.nonce)) ? 'write' : 'read';
}
