/**
 * The theme's tokens (src/components/shared/theme.css): every `var(--dl-…)` a component uses is
 * defined there, each colour in the light set and in the dark one, so nothing falls back to a
 * colour written in a component; and the text colours keep 4.5:1 on both backgrounds.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('../../src/', import.meta.url));
const theme = readFileSync(join(SRC, 'components/shared/theme.css'), 'utf8');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    // The files test/app/layers.test.ts writes into src/ for a moment, in a test running beside this one: no part of the app.
    if (/^zz-(layer|cycle)-probe-/.test(name)) return [];
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : /\.(ts|css)$/.test(name) ? [path] : [];
  });
}

/** The tokens a block of theme.css defines, with their values. */
function tokens(block: string): Map<string, string> {
  return new Map([...block.matchAll(/(--dl-[a-z-]+):\s*([^;]+);/g)].map((m) => [m[1] as string, (m[2] as string).trim()]));
}

const light = tokens(theme.slice(theme.indexOf(':root {'), theme.indexOf('}', theme.indexOf(':root {'))));
const darkStart = theme.indexOf('@media (prefers-color-scheme: dark)');
const dark = tokens(theme.slice(darkStart, theme.indexOf('}', theme.indexOf(':root {', darkStart))));

/** WCAG relative luminance of "#rrggbb". */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * (r as number) + 0.7152 * (g as number) + 0.0722 * (b as number);
}
const contrast = (a: string, b: string): number => {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
  return ((x as number) + 0.05) / ((y as number) + 0.05);
};

describe('theme tokens (theme.css)', () => {
  it('defines every token a component uses', () => {
    // The player colours (--dl-player-<key>) are declared by src/components/players/colours.ts itself.
    const used = new Set(files(SRC).flatMap((f) => [...readFileSync(f, 'utf8').matchAll(/var\((--dl-(?!player-)[a-z-]+)/g)].map((m) => m[1] as string)));
    expect(used.size).toBeGreaterThan(10);
    expect([...used].filter((t) => !light.has(t))).toEqual([]);
  });

  it('gives every colour a dark value too', () => {
    const colours = [...light].filter(([, v]) => v.startsWith('#')).map(([t]) => t);
    expect(colours).toContain('--dl-danger');
    expect(colours.filter((t) => !dark.has(t))).toEqual([]);
  });

  it('keeps the danger and warning colours readable on both backgrounds, light and dark', () => {
    for (const set of [light, dark]) {
      for (const text of ['--dl-danger', '--dl-warning', '--dl-text', '--dl-muted']) {
        for (const bg of ['--dl-bg', '--dl-surface']) expect(contrast(set.get(text)!, set.get(bg)!), `${text} on ${bg}`).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it('gives the four suits four colours, each readable on both backgrounds, light and dark', () => {
    const suits = ['--dl-suit-s', '--dl-suit-h', '--dl-suit-d', '--dl-suit-c'];
    for (const set of [light, dark]) {
      expect(new Set(suits.map((t) => set.get(t))).size, 'four different colours').toBe(4);
      for (const suit of suits) {
        for (const bg of ['--dl-bg', '--dl-surface']) expect(contrast(set.get(suit)!, set.get(bg)!), `${suit} on ${bg}`).toBeGreaterThanOrEqual(4.5);
      }
    }
  });
});
