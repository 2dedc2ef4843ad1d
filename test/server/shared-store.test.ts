/**
 * Relay processes that scale out on Redis share one data folder (docs/live-table.md): both write
 * the same SQLite file, at the same moments when a busy table night opens and leaves rooms on both
 * at once. Every room written through one process must open from the file on the other, and no
 * room may fail to open because the other process was writing.
 *
 * Needs Debian's redis-server (scripts/ensure-redis.sh, run by `npm test`).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appRoot, phone, startRedis, startRelayProcess, stopAll, tempFolder, until, type Phone, type RelayProcess } from '../support/scale-out';

let a: RelayProcess;
let b: RelayProcess;
const phones = new Set<Phone>();

beforeAll(async () => {
  const redis = await startRedis();
  const dataDir = tempFolder('shared-store-tables-');
  const root = appRoot();
  [a, b] = await Promise.all([startRelayProcess({ root, dataDir, redisUrl: redis.url }), startRelayProcess({ root, dataDir, redisUrl: redis.url })]);
}, 30_000);

afterAll(async () => {
  for (const p of phones) p.destroy();
  phones.clear();
  await stopAll();
});

/** One phone per room, each on A or B as `where` says; resolves once every phone is synced. */
async function openAll(rooms: readonly string[], where: (i: number) => RelayProcess, what: string): Promise<Phone[]> {
  const opened = rooms.map((room, i) => phone(where(i).url, room));
  for (const p of opened) phones.add(p);
  await until(() => opened.every((p) => p.provider.isSynced), what, 25_000);
  return opened;
}

async function leaveAll(opened: readonly Phone[]): Promise<void> {
  for (const p of opened) {
    p.destroy();
    phones.delete(p);
  }
  // Both processes store what they hold and free every room.
  await until(async () => (await a.stats()).rooms === 0 && (await b.stats()).rooms === 0, 'both processes to free their rooms', 15_000);
}

describe('two relay processes on one data folder', () => {
  it('store rooms into one SQLite file at once, and each opens the other’s, round after round', async () => {
    const rooms = Array.from({ length: 24 }, (_, i) => `sharedStore_${Date.now().toString(36)}_${i}`);
    const entry = (i: number) => ({ room: i, written: 'once' });

    // Half the rooms are written through A, half through B, all at the same moment; every phone
    // then leaves at once, so both processes store into the file together.
    const writers = await openAll(rooms, (i) => (i % 2 === 0 ? a : b), 'the writers to sync');
    expect(await a.stats()).toMatchObject({ rooms: 12 });
    expect(await b.stats()).toMatchObject({ rooms: 12 });
    writers.forEach((w, i) => w.log.push([entry(i)]));
    await until(() => writers.every((w) => !w.provider.hasUnsyncedChanges), 'the writes to reach the relays', 25_000);
    await leaveAll(writers);

    // Then the table comes back, on the other processes, several times: each room can only come
    // from the file (no process holds it), and opening a room writes to the file too (its last use).
    for (let round = 1; round <= 8; round++) {
      const readers = await openAll(rooms, (i) => ((i + round) % 2 === 0 ? a : b), `every room from the store, round ${round}`);
      expect(readers.map((r) => r.log.toArray())).toEqual(rooms.map((_, i) => [entry(i)]));
      await leaveAll(readers);
    }
  }, 60_000);
});
