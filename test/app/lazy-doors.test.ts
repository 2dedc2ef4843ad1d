/**
 * The guard of the lazy doors (scripts/lazy-doors.mjs, run by every `vite build`), broken on
 * purpose on a small graph: a door not stated, a door stated that the code no longer has, a door
 * bypassed by a static import, a first load over its limit. And the list itself (src/lazy-doors.ts).
 */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { doorProblems, sizeProblem } from '../../scripts/lazy-doors.mjs';
import { FIRST_LOAD_LIMIT_KB, LAZY_DOORS } from '../../src/lazy-doors';

const door = { from: 'src/app/start.ts', to: './database', why: 'after the first paint', target: '/r/src/app/database.ts' };
const opened = { from: 'src/app/start.ts', target: '/r/src/app/database.ts' };
const clean = { doors: [door], dynamic: [opened], firstLoad: new Map([['/r/src/main.ts', 'index.js']]), importers: () => [] };

describe('the lazy doors guard', () => {
  it('finds nothing wrong with a door stated, in the code and out of the first load', () => {
    expect(doorProblems(clean)).toEqual([]);
  });

  it('fails an import() that src/lazy-doors.ts does not state', () => {
    const problems = doorProblems({ ...clean, dynamic: [opened, { from: 'src/main.ts', target: '/r/src/pwa/register.ts' }] });
    expect(problems).toEqual([
      expect.stringMatching(/^src\/main\.ts imports \/r\/src\/pwa\/register\.ts lazily, and src\/lazy-doors\.ts does not state that door/),
    ]);
  });

  it('fails a door stated that the code no longer opens, or that resolves to nothing', () => {
    expect(doorProblems({ ...clean, dynamic: [] })).toEqual([expect.stringContaining('which src/app/start.ts no longer imports lazily')]);
    expect(doorProblems({ ...clean, doors: [{ ...door, target: null }], dynamic: [] })).toEqual([expect.stringContaining('resolves to no module')]);
  });

  it('fails a door bypassed: what it opens is in the first load, and says who imports it statically', () => {
    const firstLoad = new Map([...clean.firstLoad, [door.target, 'index.js']]);
    const problems = doorProblems({ ...clean, firstLoad, importers: () => ['/r/src/components/home-screen/home-screen.ts'] });
    expect(problems).toEqual([
      'The door src/app/start.ts → ./database is bypassed: /r/src/app/database.ts is in the first load (index.js), imported statically by /r/src/components/home-screen/home-screen.ts.',
    ]);
  });

  it('fails a first load over its limit, and not one at it', () => {
    expect(sizeProblem(FIRST_LOAD_LIMIT_KB * 1000)).toBeNull();
    expect(sizeProblem(FIRST_LOAD_LIMIT_KB * 1000 + 1)).toMatch(/^The first load is 50\.00 KB gzipped, over its limit of 50 KB/);
  });
});

describe('src/lazy-doors.ts', () => {
  it('states each door once, from a module that exists, with why it waits', () => {
    const keys = LAZY_DOORS.map((d) => `${d.from} → ${d.to}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const d of LAZY_DOORS) {
      expect(existsSync(d.from), d.from).toBe(true);
      expect(d.why.length, `${d.from} → ${d.to}`).toBeGreaterThan(10);
    }
  });

  it('keeps the goal of issue 37: a first load of at most 50 KB', () => {
    expect(FIRST_LOAD_LIMIT_KB).toBeLessThanOrEqual(50);
  });
});
