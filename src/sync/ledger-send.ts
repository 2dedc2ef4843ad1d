/**
 * How a device writes its games into the ledger's documents (./ledger-sync.ts): a few hundred KB a
 * transaction, since the server takes frames of at most a shard's size, and no faster than the
 * server's budget for a ledger's frames, so a first upload of thousands of games is never cut off.
 */
import type * as Y from 'yjs';
import type { Pace } from '../store/pace';
import { readLedgerGames, type LedgerGame, type LedgerView } from '../store/ledger';
import { revisionOf } from '../store/revision';
import type { DeviceDb } from '../store/index';
import { SHARDS, shardOf } from './ledger-keys';

/** The most one transaction on a document sends (the server takes frames of a shard's size). */
const MAX_SEND_BYTES = 192 * 1024;
/** What this device sends per second at most, under the server's budget for a ledger's frames. */
const SEND_BYTES_PER_SECOND = 1024 * 1024;

/** One sealed value for a game's name (its id's keyed hash) in a shard. */
export type Send = { shard: number; name: string; value: Uint8Array };

/** What may be sent now: refilled with time, at most two seconds' worth. One per drain of the sync. */
export type SendBudget = { bytes: number; at: number };

export function sendBudget(): SendBudget {
  return { bytes: SEND_BYTES_PER_SECOND, at: Date.now() };
}

/** Writes the values to their documents (in transactions of `origin`), waiting for the budget, breathing when the pace says. */
export async function sendPaced(docs: readonly Y.Doc[], sends: readonly Send[], budget: SendBudget, pace: Pace, origin: unknown): Promise<void> {
  for (let shard = 0; shard < SHARDS; shard++) {
    const mine = sends.filter((s) => s.shard === shard);
    while (mine.length > 0) {
      const chunk: Send[] = [];
      let size = 0;
      while (mine.length > 0 && (chunk.length === 0 || size + (mine[0] as Send).value.length <= MAX_SEND_BYTES)) {
        const next = mine.shift() as Send;
        size += next.value.length;
        chunk.push(next);
      }
      budget.bytes = Math.min(budget.bytes + ((Date.now() - budget.at) / 1000) * SEND_BYTES_PER_SECOND, 2 * SEND_BYTES_PER_SECOND);
      budget.at = Date.now();
      if (budget.bytes < size) await new Promise((resolve) => setTimeout(resolve, ((size - budget.bytes) / SEND_BYTES_PER_SECOND) * 1000));
      budget.bytes -= size;
      const doc = docs[shard] as Y.Doc;
      const games = doc.getMap<Uint8Array>('games');
      doc.transact(() => {
        for (const { name, value } of chunk) games.set(name, value);
      }, origin);
      if (pace.due) await pace.breathe();
    }
  }
}

/**
 * The games of a batch that the sync's settle() is to read whole (to send, or to compare with the
 * ledger's): those changed here, and those the ledger lacks. Read together, in one transaction; a
 * game missing here is read alone when it is needed.
 */
export async function readToSend(
  db: DeviceDb,
  docs: readonly Y.Doc[],
  ids: readonly string[],
  views: readonly LedgerView[],
  nameOf: (id: string) => string,
): Promise<Map<string, LedgerGame>> {
  const wanted = ids.filter((id, i) => {
    const { session, meta } = views[i] ?? {};
    if (session === undefined) return false;
    const name = nameOf(id);
    return meta?.revision !== revisionOf(session) || !(docs[shardOf(name)] as Y.Doc).getMap('games').has(name);
  });
  if (wanted.length === 0) return new Map();
  const games = await readLedgerGames(db, wanted).catch(() => []); // games that cannot be read now are sent on their next change
  return new Map(wanted.flatMap((id, i) => (games[i] ? [[id, games[i]] as const] : [])));
}
