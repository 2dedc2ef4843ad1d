/**
 * The statistics' registry of games (src/stats/games/index.ts) against the store's
 * (src/store/games.ts): a game the store records but the statistics half know would be counted
 * under no group, written in no CSV, sent to BG Stats under no name.
 */
import { describe, expect, it } from 'vitest';
import { games } from '../../src/store/games';
import { GAME_STATS, GROUPS, STATS_GAMES, statsOf, variantLabel, variantOf } from '../../src/stats/index';
import { RATED_GAMES } from '../../src/stats/rating-chain';

const FIELDS = ['id', 'name', 'bggId', 'allLabel', 'variants', 'variantOf', 'stats', 'startSeat'] as const;

describe('the statistics know every game of the store', () => {
  it('has one entry per game of the store, under its id, with every field', () => {
    expect(Object.keys(GAME_STATS).sort()).toEqual(Object.keys(games).sort());
    for (const [id, entry] of Object.entries(GAME_STATS)) {
      expect(entry.id).toBe(id);
      for (const field of FIELDS) expect(entry[field], `${id}.${field}`).not.toBeUndefined();
      expect(entry.name.trim(), `${id}.name`).not.toBe('');
      expect(entry.variants.length, `${id}.variants`).toBeGreaterThan(0);
      for (const v of entry.variants) expect(v.label.trim(), `${id}/${v.id}`).not.toBe('');
    }
  });

  it('groups, rates and names every game, and reads each variant back from a config', () => {
    for (const entry of STATS_GAMES) {
      expect(GROUPS.filter((g) => g.game === entry.id).map((g) => g.variant)).toEqual([null, ...entry.variants.map((v) => v.id)]);
      expect(RATED_GAMES).toContain(entry.id);
      const fresh = entry.variantOf(null);
      expect(entry.variants.map((v) => v.id)).toContain(fresh);
      expect(variantLabel({ game: entry.id, config: null })).toBe(entry.variants.find((v) => v.id === fresh)?.label);
    }
  });

  it('knows nothing of an unknown id, nor of names on Object.prototype', () => {
    for (const id of ['chess', 'constructor', '__proto__', 7]) expect(statsOf(id)).toBeUndefined();
    expect(variantOf({ game: 'chess', config: {} } as unknown as Parameters<typeof variantOf>[0])).toBe('');
  });
});
