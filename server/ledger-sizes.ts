/**
 * What a ledger's shard rooms weigh together, for its cap (`maxLedgerBytes`, ./guard.ts). A
 * ledger's 32 shards are seldom all loaded: a device that writes one game opens the shards it
 * changes. The cap must hold across the others too, and across restarts, else a ledger would
 * grow by a shard's worth each time its shards were unloaded. So when the first shard of a
 * ledger loads, what its shards weigh in the store is read once and kept while any of its shards
 * stays loaded; a loaded shard counts by the relay's own measure of it (its `sizes`), a shard not
 * loaded by what was stored, or what it weighed when it was unloaded here since.
 *
 * With several processes on one Redis server this is approximate: each process reads the store
 * when a ledger first loads there, and does not hear of shards another process loads or stores
 * later, so a ledger written on two processes at once may pass its cap by what the other wrote
 * meanwhile (at most a few shards). It is a cap against filling the disk, not an exact quota.
 */
import { ledgerOf, shardRooms } from '../src/wire/protocol';

export interface LedgerSizes {
  /** A shard room has loaded: resolves once its ledger's stored sizes are known. */
  loaded(room: string): Promise<void>;
  /** A shard room has been unloaded, having been stored at `bytes`. */
  unloaded(room: string, bytes: number): void;
  /** What the shards of `room`'s ledger but `room` weigh now (0 for a room of no ledger). */
  others(room: string): number;
}

interface Ledger {
  /** Bytes of its shards as stored, by room: read from the store, then updated at each unload. */
  stored: Map<string, number>;
  /** Its shards loaded now (or loading). */
  open: Set<string>;
  ready: Promise<void>;
}

/**
 * `read` gives what a ledger's shards weigh in the store (RoomStore.ledgerSizes); `loadedSize`
 * what a loaded room weighs now, or undefined when it is not loaded.
 */
export function ledgerSizes(read: (ledger: string) => Promise<Map<string, number>>, loadedSize: (room: string) => number | undefined): LedgerSizes {
  const ledgers = new Map<string, Ledger>();

  return {
    async loaded(room) {
      const id = ledgerOf(room);
      if (id === null) return;
      let ledger = ledgers.get(id);
      if (!ledger) {
        const fresh: Ledger = { stored: new Map(), open: new Set(), ready: Promise.resolve() };
        fresh.ready = read(id).then(
          (stored) => {
            // An unload while the store was read knows better than the row read before it.
            for (const [name, bytes] of fresh.stored) stored.set(name, bytes);
            fresh.stored = stored;
          },
          (error: unknown) => {
            // Not knowing the others, the shard is not opened (its phone tries again): counting
            // them as empty would let a restart reset the ledger's budget.
            if (ledgers.get(id) === fresh) ledgers.delete(id);
            throw error;
          },
        );
        ledgers.set(id, fresh);
        ledger = fresh;
      }
      ledger.open.add(room);
      await ledger.ready;
    },

    unloaded(room, bytes) {
      const id = ledgerOf(room);
      const ledger = id === null ? undefined : ledgers.get(id);
      if (id === null || !ledger) return;
      ledger.stored.set(room, bytes);
      ledger.open.delete(room);
      if (ledger.open.size === 0) ledgers.delete(id);
    },

    others(room) {
      const id = ledgerOf(room);
      const ledger = id === null ? undefined : ledgers.get(id);
      if (id === null || !ledger) return 0;
      let sum = 0;
      for (const shard of shardRooms(id)) if (shard !== room) sum += loadedSize(shard) ?? ledger.stored.get(shard) ?? 0;
      return sum;
    },
  };
}
