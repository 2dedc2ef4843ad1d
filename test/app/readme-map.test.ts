/**
 * The README's "Map of the code" matches the folders: every folder of src/, src/components/ and
 * test/ is named in it, and every path it names exists.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
const map = readme.slice(readme.indexOf('## Map of the code'), readme.indexOf('\n## ', readme.indexOf('## Map of the code') + 1));
/** Every `code` span of the map. */
const named = [...map.matchAll(/`([^`]+)`/g)].map((m) => m[1] ?? '');
const componentsRow = map.split('\n').find((line) => line.startsWith('| `src/components/`')) ?? '';

function folders(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

describe("README's map of the code", () => {
  it('names every folder of src/ and test/', () => {
    const missing = [...folders('src').map((f) => `src/${f}/`), ...folders('test').map((f) => `test/${f}`)].filter(
      (path) => !named.some((n) => n === path || n === path.replace(/\/$/, '') || n.startsWith(`${path.replace(/\/$/, '')}/`)),
    );
    expect(missing).toEqual([]);
  });

  it('names every folder of src/components/ in its components row', () => {
    const row = [...componentsRow.matchAll(/`([^`]+)`/g)].map((m) => m[1]);
    expect(folders('src/components').filter((f) => !row.includes(f))).toEqual([]);
  });

  it('names only paths that exist', () => {
    const paths = named.filter((n) => /^(src|test|bin|server|bench|docs|scripts)\//.test(n));
    expect(paths.length).toBeGreaterThan(10);
    expect(paths.filter((p) => !existsSync(join(ROOT, p)))).toEqual([]);
  });
});
