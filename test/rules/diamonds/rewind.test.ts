import { describe, expect, it } from 'vitest';
import { apply, undoCountForTrick, type DiamondsEvent } from '../../../src/rules/diamonds/index';
import { eventIndexOfPlay, firstPlayOfTrick } from '../../../src/rules/diamonds/rewind';
import { cards, config, deal, run } from '../../support/diamonds-helpers';

// Ann (seat 0) deals, so Bob leads. Trick 1: Bob H5, Cy S1 (fails to follow ♥), Dee H7, Ann H2;
// Dee leads trick 2: D1, D2, D3. Cy's H9 would prove the revoke of trick 1.
const LOG: DiamondsEvent[] = [deal(0), ...cards('H5 S1 H7 H2 D1 D2 D3')];

describe('D-FOLLOW: rewinding to the trick of a proven revoke', () => {
  it('undoes every event from the first card of the revoked trick on', () => {
    const state = run(config(4), LOG);
    const refused = apply(state, { type: 'play', card: 'H9' });
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    expect(refused.rejection.trick).toBe(1);
    // Trick 1 starts with the first card of the round, right after the deal: seven events go.
    expect(undoCountForTrick(state, LOG, 1)).toBe(7);
    // The trick being played rewinds to its own first card (D1, the 5th play, event 5).
    expect(undoCountForTrick(state, LOG, 2)).toBe(3);
  });

  it('finds the first card of a finished trick and of the trick in progress', () => {
    const state = run(config(4), LOG);
    expect(firstPlayOfTrick(state, 1)).toBe(1);
    expect(firstPlayOfTrick(state, 2)).toBe(5);
    expect(firstPlayOfTrick(state, 3)).toBeNull();
    expect(eventIndexOfPlay(LOG, 5)).toBe(5);
  });

  it('counts only the plays after the last deal (the round the log ends in)', () => {
    const log = [deal(0), ...cards('H5 S3 H6 H2'), deal(1), ...cards('C6')];
    expect(eventIndexOfPlay(log, 1)).toBe(6);
    expect(eventIndexOfPlay(log, 2)).toBeNull();
  });

  it('has nothing to rewind to in a round counted at its end', () => {
    const log: DiamondsEvent[] = [
      {
        type: 'check',
        dealer: 0,
        won: [
          [8, 0, 4, 0],
          [0, 4, 0, 4],
        ],
        tricks: [true, true],
      },
    ];
    const state = run(config(2), log);
    expect(eventIndexOfPlay(log, 1)).toBeNull();
    expect(undoCountForTrick(state, log, 1)).toBe(0);
  });
});
