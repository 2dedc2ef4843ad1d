/**
 * 日本語: every message of the app by id, with the terms of the original Japanese guide to Diam's
 * (docs/sources/diams-ja.txt: 金庫, 市場, 山札, 品質, コレクション, 閉鎖カード) and the usual
 * Japanese trick-taking terms for Diamonds (トリック, リード, フォロー, ショールーム). Loaded on
 * first use.
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
import type { TemplateMap } from '@lit/localize';
import { app } from './ja/app';
import { live } from './ja/live';
import { ledger } from './ja/ledger';
import { check } from './ja/check';
import { diamonds } from './ja/diamonds';
import { diams } from './ja/diams';
import { turns } from './ja/turns';
import { ruleBooks } from './ja/rule-books';
import { screens } from './ja/screens';
import { share } from './ja/share';
import { storage } from './ja/storage';
import { cards } from './ja/cards';
import { counts } from './ja/counts';
import { diamondsMessages } from './ja/diamonds-messages';
import { diamondsRecordMessages } from './ja/diamonds-record-messages';
import { diamondsText } from './ja/diamonds-text';
import { diamsMessages } from './ja/diams-messages';
import { diamsRecordMessages } from './ja/diams-record-messages';
import { diamsText } from './ja/diams-text';
import { format } from './ja/format';
import { turnsMessages } from './ja/turns-messages';
import { turnsPlayMessages } from './ja/turns-play-messages';
import { turnsReadMessages } from './ja/turns-read-messages';
import { turnsText } from './ja/turns-text';
import { turnsWords } from './ja/turns-words';
import { ruleMessages } from './ja/rule-messages';
import { storeMessages } from './ja/store-messages';
import { turnsSheetMessages } from './ja/turns-sheet-messages';

// Every part, on one line: the list is the same in every language.
export const templates: TemplateMap = {
  ...app,
  ...live,
  ...ledger,
  ...check,
  ...diamonds,
  ...diams,
  ...turns,
  ...ruleBooks,
  ...screens,
  ...share,
  ...storage,
  ...cards,
  ...counts,
  ...diamondsMessages,
  ...diamondsRecordMessages,
  ...diamondsText,
  ...diamsMessages,
  ...diamsRecordMessages,
  ...diamsText,
  ...format,
  ...turnsMessages,
  ...turnsPlayMessages,
  ...turnsReadMessages,
  ...turnsText,
  ...turnsWords,
  ...ruleMessages,
  ...storeMessages,
  ...turnsSheetMessages,
};
