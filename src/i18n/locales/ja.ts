/**
 * 日本語: every message of the app by id, with the terms of the original Japanese guide to Diam's
 * (docs/sources/diams-ja.txt: 金庫, 市場, 山札, 品質, コレクション, 閉鎖カード) and the usual
 * Japanese trick-taking terms for Diamonds (トリック, リード, フォロー, ショールーム). Loaded on
 * first use. The module is its parts, one export per file below; the loader makes them one
 * catalog (`templatesOf`, ./templates.ts), so the list of parts is the files, written once here.
 *
 * Where a translation lives (./zh-Hant/ alike; test/cli/i18n-files.test.ts checks it). An id that
 * an English catalog file of src/i18n words (the file with its `msg()`: src/i18n/X.ts) lives in
 * ./ja/X.ts, the file of the same name, one locale file per English catalog file, whatever else
 * uses the id. An id only components use (or src/live, src/pwa) lives with the folder of one of
 * its uses, the most specific folder first:
 *   app.ts         components/about-screen, app-shell, home-screen, settings-screen, shared; src/pwa
 *   check.ts       components/diamonds/check
 *   diamonds.ts    components/diamonds, new-game, session, session-route
 *   diams.ts       components/diams
 *   live.ts        components/live, settings-screen/relay-setting.ts; src/live
 *   ledger.ts      components/ledger, settings-screen/devices-*.ts
 *   turns.ts       components/diams/turns
 *   rule-books.ts  components/rules-screen, diams/rules, shared/rule-tag.ts
 *   screens.ts     components/charts, data-panel, history, players, stats
 *   share.ts       components/share-link
 *   storage.ts     components/shared/storage-message.ts
 */
export { app } from './ja/app';
export { live } from './ja/live';
export { ledger } from './ja/ledger';
export { check } from './ja/check';
export { diamonds } from './ja/diamonds';
export { diams } from './ja/diams';
export { turns } from './ja/turns';
export { ruleBooks } from './ja/rule-books';
export { screens } from './ja/screens';
export { share } from './ja/share';
export { storage } from './ja/storage';
export { cards } from './ja/cards';
export { counts } from './ja/counts';
export { diamondsMessages } from './ja/diamonds-messages';
export { diamondsRecordMessages } from './ja/diamonds-record-messages';
export { diamondsText } from './ja/diamonds-text';
export { diamsMessages } from './ja/diams-messages';
export { diamsRecordMessages } from './ja/diams-record-messages';
export { diamsText } from './ja/diams-text';
export { format } from './ja/format';
export { turnsMessages } from './ja/turns-messages';
export { turnsPlayMessages } from './ja/turns-play-messages';
export { turnsReadMessages } from './ja/turns-read-messages';
export { turnsText } from './ja/turns-text';
export { turnsWords } from './ja/turns-words';
export { ruleMessages } from './ja/rule-messages';
export { storeMessages } from './ja/store-messages';
export { turnsSheetMessages } from './ja/turns-sheet-messages';
