/**
 * Which turns the round in progress was played with (diams.md "What the app records at a real
 * table", item 2). Sheets pre-filled from the turns (sheetDraft) belong to those turns: after an
 * undo or one more turn the turns tell something else, so sheets typed against other turns must be
 * told apart from them.
 */
import type { DiamsSessionEvent, DiamsState } from './types';

/** null: a round entered as sheets; 'playing': its turns go on; a number: its turns, once the last is over. */
export type PlayedTurns = null | 'playing' | number;

export function playedTurns(state: DiamsState): PlayedTurns {
  const turns = state.turns;
  if (!turns) return null;
  return turns.state.phase === 'over' ? turns.events.length : 'playing';
}

/**
 * What `playedTurns` said before the last event of `events` (a round's sheets) was recorded: the
 * turns of the round those sheets closed, counted back from it to its `turns` event.
 */
export function playedTurnsBefore(events: readonly DiamsSessionEvent[]): PlayedTurns {
  let turns = 0;
  for (let i = events.length - 2; i >= 0; i--) {
    const type = events[i]?.type;
    if (type === 'turn') turns++;
    else if (type === 'turns') return turns;
    else return null;
  }
  return null;
}
