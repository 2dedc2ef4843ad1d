/**
 * 繁體中文 (Taiwan, Hong Kong): every message of the app by id, written for a table in Taiwan with
 * the terms of the original Chinese rules summary (docs/sources/diamonds-zh-hant.txt): 鑽石, 展示區,
 * 保險庫, 供應區, 回合 (a trick), 輪 (a round); and 金庫, 市場 for Diam's. Loaded on first use.
 *
 * Each file of ./zh-Hant/ holds what its namesake in ./ja/ holds: one file per English catalog
 * file of src/i18n, and the components' words by folder (./ja.ts says which). Like ./ja.ts, the
 * module is its parts, one export per file, made one catalog by `templatesOf` (./templates.ts).
 */
export { app } from './zh-Hant/app';
export { live } from './zh-Hant/live';
export { ledger } from './zh-Hant/ledger';
export { check } from './zh-Hant/check';
export { diamonds } from './zh-Hant/diamonds';
export { diams } from './zh-Hant/diams';
export { turns } from './zh-Hant/turns';
export { ruleBooks } from './zh-Hant/rule-books';
export { screens } from './zh-Hant/screens';
export { share } from './zh-Hant/share';
export { storage } from './zh-Hant/storage';
export { cards } from './zh-Hant/cards';
export { counts } from './zh-Hant/counts';
export { diamondsMessages } from './zh-Hant/diamonds-messages';
export { diamondsRecordMessages } from './zh-Hant/diamonds-record-messages';
export { diamondsText } from './zh-Hant/diamonds-text';
export { diamsMessages } from './zh-Hant/diams-messages';
export { diamsRecordMessages } from './zh-Hant/diams-record-messages';
export { diamsText } from './zh-Hant/diams-text';
export { format } from './zh-Hant/format';
export { turnsMessages } from './zh-Hant/turns-messages';
export { turnsPlayMessages } from './zh-Hant/turns-play-messages';
export { turnsReadMessages } from './zh-Hant/turns-read-messages';
export { turnsText } from './zh-Hant/turns-text';
export { turnsWords } from './zh-Hant/turns-words';
export { ruleMessages } from './zh-Hant/rule-messages';
export { storeMessages } from './zh-Hant/store-messages';
export { turnsSheetMessages } from './zh-Hant/turns-sheet-messages';
