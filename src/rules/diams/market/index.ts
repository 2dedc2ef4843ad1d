/**
 * The Diam's market log: one round played turn by turn (docs/rules/diams.md, "What the
 * app records at a real table", item 2), as a pure reducer over public events.
 */
export * from './types';
export { diamond, cardText, cardsText } from './cards';
export {
  applyMarketLog,
  initialMarketLog,
  replayMarketLog,
  awaitingMarket,
  stillToPlay,
  drawable,
  checkCopies,
  closingWindow,
  HAND_LIMIT,
  REFILL_CARDS,
} from './reducer';
export { readMarketEvent, checkMarketLogConfig, marketLogConfig, deckTotal, START_HAND, SPECIAL_CARDS, CLOSING_CARDS } from './read';
export { sheetDraft, draftSheets } from './sheet-draft';
export { describeMarketEvent, marketLogHistory } from './explain';
