/**
 * The reducer is a pure function (style: `(state, event) => state | rejection`): it never changes
 * the state it is given, however it builds the next one. Every state of random games of every
 * variant is deep-frozen before the next event is applied to it; a write to it would throw.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apply, initialState, type DiamondsState, type Variant } from '../../../src/rules/diamonds/index';
import { randomGame } from '../../support/random-diamonds';

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

describe('Diamonds reducer purity', () => {
  it('never changes the state it is given, over whole random games (every variant, a thief, a revoke)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 2, max: 6 }),
        fc.constantFrom<Variant>('standard', 'teams', 'perfect'),
        fc.boolean(),
        fc.boolean(),
        (seed, players, variant, thief, revoke) => {
          const teams = variant === 'teams' && players % 2 === 0 && players >= 4;
          const game = randomGame(seed, {
            players,
            variant: teams || variant !== 'teams' ? variant : 'standard',
            thief,
            ...(revoke ? { revokeFromRound: 1 } : {}),
          });
          let state: DiamondsState = deepFreeze(initialState(game.config));
          const before = JSON.stringify(state);
          for (const event of game.events) {
            const seen = JSON.stringify(state);
            const next = apply(state, event);
            expect(JSON.stringify(state)).toBe(seen);
            if (!next.ok) break;
            state = deepFreeze(next.state);
          }
          expect(before).toBe(JSON.stringify(deepFreeze(initialState(game.config))));
        },
      ),
      { numRuns: 150 },
    );
    // 150 whole games, every state frozen and copied: seconds of work, more on a busy machine.
  }, 120_000);
});
