/**
 * The Diam's turns log: one round played turn by turn (docs/rules/diams.md, "What the
 * app records at a real table", item 2), as a pure reducer over public events.
 */
export * from './types';
export { diamond, diamondCode, diamondCodes, fromDiamondCode } from './cards';
export { applyTurnStep, replayTurns } from './reducer';
export { initialTurns } from './state';
export { awaitingTurn, stillToPlay } from './awaiting';
export { drawable } from './pile';
export { checkCopies } from './copies';
export {
  closingWindow,
  deckTotal,
  specialsLeft,
  START_HAND,
  MARKET_DRAW_CARDS,
  REFILL_CARDS,
  HAND_LIMIT,
  NEW_COLLECTION,
  SPECIAL_CARDS,
  CLOSING_CARDS,
} from './card-counts';
export { readTurnStep, checkTurnsConfig, turnsConfig } from './read';
export { sheetDraft, draftSheets } from './sheet-draft';
export { describeTurnStep, turnsHistory } from './explain';
