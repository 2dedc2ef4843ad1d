/**
 * The screens' registry of games (src/components/shared/games.ts) and their doors
 * (src/components/shared/game-doors.ts), and the rule books, against the store's registry
 * (src/store/games.ts): a game the store records but the screens half know would open on no
 * screen, or show no name, no statistics group, no variant, no rules.
 */
import { describe, expect, it } from 'vitest';
import { games } from '../../src/store/games';
import { GAME_SCREENS, screensOf } from '../../src/components/shared/games';
import { GAME_DOORS, doorsOf } from '../../src/components/shared/game-doors';
import { GROUPS, statsOf } from '../../src/stats/index';
import { RULE_BOOKS } from '../../src/components/rules-screen/books';

const FIELDS = ['id', 'name', 'hint', 'notThisGame', 'broken', 'totalsIn', 'resultHeading', 'groupLabel', 'variantText', 'rematchTable', 'fixesCards'] as const;

describe('the screens know every game of the store', () => {
  it('has one entry per game of the store, under its id, with every field', () => {
    expect(Object.keys(GAME_SCREENS).sort()).toEqual(Object.keys(games).sort());
    for (const [id, entry] of Object.entries(GAME_SCREENS)) {
      expect(entry.id).toBe(id);
      for (const field of FIELDS) expect(entry[field], `${id}.${field}`).not.toBeUndefined();
      for (const text of [entry.name(), entry.hint(), entry.notThisGame().title, entry.notThisGame().message, entry.resultHeading()]) {
        expect(text.trim(), id).not.toBe('');
      }
      expect(entry.broken(3, 'why', 'R-1'), id).toContain('3');
      expect(['points', 'chips']).toContain(entry.totalsIn(null));
    }
  });

  it('names every statistics group and variant of its game, each group differently', () => {
    const labels = GROUPS.filter((g) => g.game !== null).map((g) => screensOf(g.game)?.groupLabel(g.variant));
    expect(labels.every((l) => typeof l === 'string' && l.trim() !== '')).toBe(true);
    expect(new Set(labels).size).toBe(labels.length);
    for (const [id, entry] of Object.entries(GAME_SCREENS)) {
      for (const v of statsOf(id)?.variants ?? []) expect(entry.variantText(v.id), `${id}/${v.id}`).toBeTruthy();
      expect(entry.variantText('no such variant')).toBeUndefined();
    }
  });

  it('has the doors of every game of the store, each its own element', () => {
    expect(Object.keys(GAME_DOORS).sort()).toEqual(Object.keys(games).sort());
    const tags = Object.values(GAME_DOORS).map((d) => d.screen.tag);
    for (const tag of tags) expect(tag).toMatch(/^[a-z]+(-[a-z]+)+$/);
    expect(new Set(tags).size).toBe(tags.length);
    for (const door of Object.values(GAME_DOORS)) expect(typeof door.screen.load).toBe('function');
  });

  it('has the rule book of every game of the store, under its id', () => {
    expect(RULE_BOOKS.map((book) => book.id).sort()).toEqual(Object.keys(games).sort());
  });

  it('knows nothing of an unknown id, nor of names on Object.prototype', () => {
    for (const id of ['chess', 'constructor', '__proto__', 7]) {
      expect(screensOf(id)).toBeUndefined();
      expect(doorsOf(id)).toBeUndefined();
    }
  });
});
