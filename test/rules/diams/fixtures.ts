/** Shared builders for the Diam's tests: a complete rules card, configs and sheets. */
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { CardValues, Collection, DiamsConfig, DiamsOptions, RulesCard, Sheet } from '../../../src/rules/diams';
import { QUALITY_KEYS } from '../../../src/rules/diams';

/**
 * A complete card for hand-worked tests: quality q is worth [q, q + 10, q + 20] for 3, 4, 5
 * diamonds (made-up numbers, easy to add up in comments; not the real card).
 */
export function simpleCard(): RulesCard {
  const values = {} as CardValues;
  for (const key of QUALITY_KEYS) {
    const q = Number(key);
    values[key] = [q, q + 10, q + 20];
  }
  return { values };
}

export function config(players: string[], options: Partial<DiamsOptions> = {}, card: RulesCard = simpleCard()): DiamsConfig {
  return { players, options: { rounds: 3, handTie: 'none', winBy: 'chips', ...options }, card };
}

/** A sheet from `[quality, count, pure]` triples and a hand. */
export function sheet(safe: [number, number, number][], hand: number[] = []): Sheet {
  return { safe: safe.map(([quality, count, pure]): Collection => ({ quality, count, pure })), hand };
}

/** The example records of the repository (examples/). */
export const examplesDir = new URL('../../../examples/', import.meta.url);

export function readExample(name: string): unknown {
  return JSON.parse(readFileSync(new URL(name, examplesDir), 'utf8')) as unknown;
}

export function diamsExamples(): string[] {
  return readdirSync(fileURLToPath(examplesDir))
    .filter((f) => f.startsWith('diams-') && f.endsWith('.json') && !f.endsWith('.expected.json'))
    .map((f) => f.slice(0, -'.json'.length))
    .sort();
}
