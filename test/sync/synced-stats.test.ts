/**
 * Statistics of synced games (docs/sync.md): a device that got its games from the ledger keeps its
 * statistics cache fresh for them as for games recorded on it, and they say what the sending
 * device's say, game by game and player by player.
 */
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { restoreBackup } from '../../src/store/index';
import { cachedLibrary, GROUPS, loadLibrary, playerSummaries } from '../../src/stats/index';
import { keepStatsFresh } from '../../src/stats/keeper';
import { bigBackup } from '../../bench/big-backup';
import { dropDbs, phoneDb, startRelay, until } from '../live/helpers';
import { device, keyringAt, type Device } from './helpers';

const running: Device[] = [];
let relay: Awaited<ReturnType<typeof startRelay>> | undefined;
let stopKeeping = (): void => undefined;

afterEach(async () => {
  stopKeeping();
  for (const d of running.splice(0)) d.sync.stop();
  await relay?.close();
  relay = undefined;
  await dropDbs();
});

describe('statistics of synced games', () => {
  it('a linked device computes the statistics of the 60 games it got from the ledger, equal to the sending device’s', async () => {
    relay = await startRelay();
    const keyring = keyringAt(relay.port);
    const dbA = phoneDb();
    expect((await restoreBackup(dbA, bigBackup(60).text)).ok).toBe(true);
    running.push(device(dbA, keyring));
    const dbB = phoneDb();
    // A quiet time no test waits for: the games a join brings are counted as they arrive, not once it is over.
    stopKeeping = keepStatsFresh(dbB, 600_000);
    running.push(device(dbB, keyring));
    // The keeper computes B's statistics as the games arrive, without any screen asking.
    await until(async () => (await cachedLibrary(dbB))?.entries.length === 60, "B's statistics of 60 games cached", 30_000);
    const mine = await loadLibrary(dbA);
    const theirs = (await cachedLibrary(dbB))!;
    const byId = (entries: typeof mine.entries) => new Map(entries.map((e) => [e.sessionId, { players: e.players, stats: e.stats }]));
    expect(byId(theirs.entries)).toEqual(byId(mine.entries));
    const byName = (library: typeof mine) => {
      const names = new Map(library.players.map((p) => [p.id, p.name]));
      return GROUPS.flatMap((group) => playerSummaries(library.entries, group))
        .map((s) => ({ ...s, playerId: names.get(s.playerId) }))
        .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
    };
    expect(byName(theirs)).toEqual(byName(mine));
    expect(byName(mine).length).toBeGreaterThan(5);
  });
});
