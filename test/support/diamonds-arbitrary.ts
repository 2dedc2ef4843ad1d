/** Every table the Diamonds engine supports, as fast-check picks one for a random game (./random-diamonds.ts). */
import fc from 'fast-check';
import type { Variant } from '../../src/rules/diamonds/index';

export const SETUPS: [number, Variant][] = [
  [2, 'standard'],
  [3, 'standard'],
  [4, 'standard'],
  [5, 'standard'],
  [6, 'standard'],
  [4, 'teams'],
  [6, 'teams'],
  [2, 'perfect'],
  [3, 'perfect'],
  [4, 'perfect'],
  [5, 'perfect'],
];

/** A seed, a table and whether the thief token is in play. */
export const gameArb = fc.record({
  seed: fc.integer({ min: 1, max: 2 ** 31 - 1 }),
  setup: fc.constantFrom(...SETUPS),
  thief: fc.boolean(),
});
