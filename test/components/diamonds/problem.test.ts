/// <reference types="mocha" />
/**
 * What the Diamonds screen says when a card is not recorded (src/components/diamonds/session-screen/session-screen.ts):
 * a revoke offers the rewind to its trick only where this phone can undo, and a change made first
 * elsewhere is told as it happened, in another tab or on another phone at a live table.
 */
import { problemFor } from '../../../src/components/diamonds/session-screen/session-screen';
import { apply } from '../../../src/rules/diamonds/index';
import { expect } from '../expect';
import { TWO, plays, stateOf } from './states';

// Ann leads ♥1, Lou shows out of ♥ with ♦1, Ann plays ♥2, and Lou's ♥3 proves his revoke (D-FOLLOW).
const state = stateOf(TWO, [{ type: 'deal', dealer: 0, pass: 1 }, ...plays('H1', 'D1', 'H2')]);
const revoke = apply(state, { type: 'play', card: 'H3' });

describe('the Diamonds problem', () => {
  it('offers the rewind to the revoke’s trick on this phone’s own game, and not on a followed one (D-FOLLOW)', () => {
    expect(revoke.ok, 'the rules refuse the revoking card').toBe(false);
    if (revoke.ok) return;
    const own = problemFor({ kind: 'rejected', rejection: revoke.rejection }, state);
    expect(own?.title, 'title').toBe('Revoke in trick 1 (D-FOLLOW)');
    expect(own?.rewindTrick, 'rewind offered').toBe(1);
    const followed = problemFor({ kind: 'rejected', rejection: revoke.rejection }, state, true);
    expect(followed?.title, 'the same title on a follower').toBe('Revoke in trick 1 (D-FOLLOW)');
    expect(followed?.message, 'the same reason').toBe(own?.message);
    expect(followed?.rewindTrick, 'no rewind: undoing stays with the host').toBe(null);
  });

  it('offers to keep the revoke as played with the refused card, and not on a followed game (D-REVOKE)', () => {
    if (revoke.ok) throw new Error('the rules refuse the revoking card');
    const own = problemFor({ kind: 'rejected', rejection: revoke.rejection }, state, false, [], 'H3');
    expect(own?.keepCard, 'the card the keep records').toBe('H3');
    const followed = problemFor({ kind: 'rejected', rejection: revoke.rejection }, state, true, [], 'H3');
    expect(followed?.keepCard, "no keep: the table's call stays with the host").toBe(null);
    const other = problemFor({ kind: 'conflict', atTable: false }, state, false, [], 'H3');
    expect(other?.keepCard, 'nothing to keep in a conflict').toBe(null);
  });

  it('says which writer came first: another tab of this device, or another phone at the live table', () => {
    const here = problemFor({ kind: 'conflict', atTable: false }, state);
    expect(here?.title, 'title').toBe('This game changed elsewhere');
    expect(here?.message.startsWith('Another tab or window recorded something first'), `this device only: ${here?.message}`).toBeTruthy();
    const table = problemFor({ kind: 'conflict', atTable: true }, state);
    expect(table?.title, 'the same title at a table').toBe('This game changed elsewhere');
    expect(table?.message.startsWith('Another phone at the table (or another tab) recorded first'), `at a live table: ${table?.message}`).toBeTruthy();
  });
});
