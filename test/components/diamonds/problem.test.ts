/// <reference types="mocha" />
/**
 * What the Diamonds screen says when a card is not recorded (src/components/diamonds/session-screen/problem.ts):
 * a revoke offers the rewind to its trick only where this phone can undo, and a change made first
 * elsewhere is told as it happened, in another tab or on another phone at a live table.
 */
import { problemFor } from '../../../src/components/diamonds/session-screen/problem.js';
import { apply } from '../../../src/rules/diamonds/index.js';
import { assert, equal } from '../helpers.js';
import { TWO, plays, stateOf } from './states.js';

// Ann leads ♥1, Lou shows out of ♥ with ♦1, Ann plays ♥2, and Lou's ♥3 proves his revoke (D-FOLLOW).
const state = stateOf(TWO, [{ type: 'deal', dealer: 0, pass: 1 }, ...plays('H1', 'D1', 'H2')]);
const revoke = apply(state, { type: 'play', card: 'H3' });

describe('the Diamonds problem', () => {
  it('offers the rewind to the revoke’s trick on this phone’s own game, and not on a followed one (D-FOLLOW)', () => {
    assert(!revoke.ok, 'the rules refuse the revoking card');
    const own = problemFor({ kind: 'rejected', rejection: revoke.rejection }, state);
    equal(own?.title, 'Revoke in trick 1 (D-FOLLOW)', 'title');
    equal(own?.rewindTrick, 1, 'rewind offered');
    const followed = problemFor({ kind: 'rejected', rejection: revoke.rejection }, state, true);
    equal(followed?.title, 'Revoke in trick 1 (D-FOLLOW)', 'the same title on a follower');
    equal(followed?.message, own?.message, 'the same reason');
    equal(followed?.rewindTrick, null, 'no rewind: undoing stays with the host');
  });

  it('says which writer came first: another tab of this device, or another phone at the live table', () => {
    const here = problemFor({ kind: 'conflict', atTable: false }, state);
    equal(here?.title, 'This game changed elsewhere', 'title');
    assert(here?.message.startsWith('Another tab or window recorded something first'), `this device only: ${here?.message}`);
    const table = problemFor({ kind: 'conflict', atTable: true }, state);
    equal(table?.title, 'This game changed elsewhere', 'the same title at a table');
    assert(table?.message.startsWith('Another phone at the table (or another tab) recorded first'), `at a live table: ${table?.message}`);
  });
});
