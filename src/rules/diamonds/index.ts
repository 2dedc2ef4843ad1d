/** The Diamonds rules module (docs/rules/diamonds.md) as the app and the store use it. */
import type { GameModule, SessionProgress, SessionSummary } from '../game';
import { diamondsActor } from './actor';
import { correct } from './correct';
import { parseDiamondsEvent } from './event-shape';
import { apply } from './reducer';
import { diamondsRecord, readDiamondsRecord } from './record';
import { result, standings } from './scoring';
import { initialState, type DiamondsState } from './state';
import type { DiamondsConfig, DiamondsEvent } from './types';

function summary(state: DiamondsState): SessionSummary {
  const over = state.phase === 'over';
  return {
    status: over ? 'finished' : 'in-progress',
    standings: standings(state).map(({ players, score }) => ({ players, score })),
    winners: over ? result(state).winners : [],
    progress: over ? undefined : progress(state),
  };
}

/** The round, and while its cards are played the trick and who leads it; between rounds the next round. */
function progress(state: DiamondsState): SessionProgress {
  const { round, seating: seating } = state;
  const rounds = seating.rounds;
  if (state.phase === 'deal' || !round) return { round: Math.min(state.roundsDone + 1, rounds), rounds };
  return { round: round.index, rounds, trick: round.trickNo, tricks: seating.playsPerRound / seating.trickSize, leader: round.leader };
}

export const diamondsGame: GameModule<DiamondsConfig, DiamondsEvent, DiamondsState> = {
  id: 'diamonds',
  initial: initialState,
  apply,
  summary,
  parseRecord(raw) {
    const read = readDiamondsRecord(raw);
    return read.ok ? { ok: true, config: read.config, events: read.events } : read;
  },
  toRecord: diamondsRecord,
  parseEvent: parseDiamondsEvent,
  actor: diamondsActor,
  correct(config, events, index, event) {
    if (event.type !== 'play') throw new RangeError('Only a card played can be fixed.');
    return correct(config, events, index, event.card);
  },
};

export * from './types';
export * from './cards';
export { apply, expectedDealer, nextSeat } from './reducer';
export { initialState, toArray } from './state';
export { isCard } from './types';
export type { Chain, DiamondsState, KeptRevoke, Majority, Move, PendingSteal, Place, PlayedCard, RoundEnd, RoundState, TrickRecord, Zones } from './state';
export { seatingOf, seatAt } from './seating';
export type { Seating } from './seating';
export { standings, result, score } from './scoring';
export type { Standing, Result } from './scoring';
export { moveSaid, effectSaid, actionRule, keptSaid } from './explain';
export { seatName, sideName } from './names';
export { readDiamondsRecord, diamondsRecord, isRecordable, NotARecordError } from './record';
export { parseDiamondsEvent } from './event-shape';
export { diamondsActor } from './actor';
export { replayDiamonds, diamondsOutput } from './replay';
export { clubTargets } from './actions';
export { countsProblem } from './round-check';
export { readZones } from './check-input';
export { endReport, afterMove } from './end-report';
export type { EndReport, EndStep } from './end-report';
export { tally } from './tally';
export type { Tally, Placed } from './tally';
export { suitCounts, majorityOf, suitStanding } from './round-end';
export { undoCountForTrick } from './rewind';
export { correct, indexOfPlay, placeOf } from './correct';
export type { Corrected, DroppedEvent, Place as EventPlace } from './correct';
