/**
 * Which turns the round in progress was played with (src/rules/diams/played-turns.ts): the sheets
 * pre-filled from a round's turns are told apart by it, before and after the round's sheets.
 */
import { describe, expect, it } from 'vitest';
import { replayLog } from '../../../src/rules/game';
import { diamsGame, playedTurns, playedTurnsBefore, type DiamsSessionEvent, type DiamsState } from '../../../src/rules/diams';
import { config, sheet } from './fixtures';
import { MARKET, SHEETS, TURNS, roundOf } from './turns-fixtures';

const table = config(['Ann', 'Bob', 'Cy']);

function play(events: readonly DiamsSessionEvent[]): DiamsState {
  const r = replayLog(diamsGame, table, events);
  if (!r.ok) throw new Error(`event ${r.index + 1} refused: ${r.rejection.rule}`);
  return r.state;
}

describe('playedTurns: the turns a round is played with (M-CLOSING ends them)', () => {
  it('is null for a round entered as sheets, "playing" while turns go on, their count once over', () => {
    expect(playedTurns(play([]))).toBeNull();
    expect(playedTurns(play(TURNS.slice(0, 5)))).toBe('playing');
    expect(playedTurns(play(TURNS))).toBe(MARKET.length);
    // One turn fewer (an undo) is other turns: the round is not over.
    expect(playedTurns(play(TURNS.slice(0, -1)))).toBe('playing');
  });

  it('counts the turns back from the round sheets that closed them', () => {
    const log = [...TURNS, roundOf(...SHEETS)];
    expect(playedTurnsBefore(log)).toBe(MARKET.length);
    expect(playedTurnsBefore(log)).toBe(playedTurns(play(TURNS)));
    const sheets = [roundOf(sheet([]), sheet([]), sheet([]))];
    expect(playedTurnsBefore(sheets)).toBeNull();
    expect(playedTurnsBefore([...sheets, ...TURNS, roundOf(...SHEETS)])).toBe(MARKET.length);
    expect(playedTurnsBefore([...TURNS, roundOf(...SHEETS), ...sheets])).toBeNull();
  });
});
