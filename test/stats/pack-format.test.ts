/** The cache's compact text gives back exactly the entries written, for every kind of game. */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { readCache } from '../../src/stats/cache';
import { loadLibrary } from '../../src/stats/index';
import { decodePack, encodePack } from '../../src/stats/pack-format';
import { games } from '../../src/app/games';
import { freshDb, tickingClock } from '../store/helpers';
import { DIAMS_QUICK, THREE_PLAYER_BEGUN, TWO_PLAYER, example, store } from './games';

describe('the pack format', () => {
  it('round-trips the entries of finished and unfinished Diamonds and Diam’s games, with and without player ids', async () => {
    const db = freshDb({ games, now: tickingClock() });
    for (const record of [TWO_PLAYER, THREE_PLAYER_BEGUN, DIAMS_QUICK]) await store(db, record);
    for (const name of ['diamonds-6p-teams-thief', 'diamonds-3p-all-cards', 'diams-4p', 'diamonds-5p-in-progress']) await store(db, example(name));
    await loadLibrary(db);
    const entries = [...(await readCache(db)).values()];
    expect(entries).toHaveLength(7);
    expect(new Set(entries.map((e) => `${e.stats.game} ${e.stats.finished}`))).toEqual(new Set(['diamonds true', 'diamonds false', 'diams true']));
    expect(decodePack(encodePack(entries))).toEqual(entries);
    const unsynced = entries.map(({ playerIds: _, ...rest }) => rest);
    expect(decodePack(encodePack(unsynced))).toEqual(unsynced);
  });
});
