/**
 * The Diam's rules module (docs/rules/diams.md): the GameModule the store and screens use,
 * and the pure functions behind it.
 */
import type { GameModule } from '../game';
import { diamsActor } from './actor';
import { parseDiamsEvent } from './event-shape';
import { apply, initial, summary } from './game';
import { parseRecord, toRecord } from './record';
import type { DiamsConfig, DiamsSessionEvent, DiamsState } from './types';

/** Its log holds round sheets, and the turns of rounds played turn by turn (./turns/round.ts). */
export const diamsGame: GameModule<DiamsConfig, DiamsSessionEvent, DiamsState> = {
  id: 'diams',
  initial,
  apply,
  summary,
  parseRecord,
  toRecord,
  parseEvent: parseDiamsEvent,
  actor: diamsActor,
};

export * from './types';
export { initial, apply, summary, scoreSheets, checkRound, isComplete, totals, winDecision } from './game';
export { readRecord, parseRecord, toRecord, type DiamsRecord } from './record';
export { parseDiamsEvent } from './event-shape';
export { diamsActor } from './actor';
export { replayDiams, replayOutput, type DiamsReplayOutput, type DiamsPlayerDetail } from './replay';
export {
  publicRulesCard,
  valueOf,
  missingValues,
  fillHoles,
  withValue,
  copyCard,
  readValues,
  readDeck,
  rulesCardToFile,
  parseRulesCardFile,
  RULES_CARD_FILE,
  MAX_CARD_VALUE,
  MAX_DECK_COPIES,
  type RulesCardFile,
} from './rules-card';
export { readSheet, checkDeck, copiesUsed } from './sheet';
export { scoreRound, scoreCollection, purityBonuses, handBonuses, puritySaid, handSaid, collectionSaid } from './score';
export { places, chipsForPlace, roundChips } from './chips';
export { decideWinners, winSaid } from './winner';
export { readPlayers, readOptions, checkConfig } from './config';
export { playedTurns, playedTurnsBefore, type PlayedTurns } from './played-turns';
export * from './turns/index';
