/**
 * Who may write a room (docs/live-table.md, "Who can do what"). Every frame names its room, in
 * clear on a LAN relay's plain ws://, so a name cannot be what lets a client write. The app derives
 * a write token from the table's or the ledger's secret (src/wire/crypto.ts, writeToken) and sends
 * it as Hocuspocus's token with each room it opens; the room's first writer leaves the token's
 * SHA-256 in the store (./room-store.ts, `claim`), beside the document, so that it outlives a
 * restart and every process sharing the store checks the same one.
 *
 * - the token matches the room's verifier, or the room has none yet: the connection writes (the
 *   first one claims the room);
 * - another token, or none, for a room that exists: it reads only (Hocuspocus's readOnly: its
 *   updates are answered as refused and never applied);
 * - no token for a room that does not exist: refused, so a name alone opens nothing new.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { RoomStore } from './room-store';

export type Access = 'write' | 'read' | 'refused';

/** What a connection showing `token` (the empty string: none) may do in `room`; `exists`: the room is open, stored or claimed. */
export async function access(store: RoomStore, room: string, token: string, exists: boolean): Promise<Access> {
  if (token === '') return exists ? 'read' : 'refused';
  const verifier = createHash('sha256').update(token).digest();
  const kept = await store.claim(room, verifier);
  return kept.length === verifier.length && timingSafeEqual(kept, verifier) ? 'write' : 'read';
}
