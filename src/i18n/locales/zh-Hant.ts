/**
 * 繁體中文 (Taiwan, Hong Kong): every message of the app by id, written for a table in Taiwan with
 * the terms of the original Chinese rules summary (docs/sources/diamonds-zh-hant.txt): 鑽石, 展示區,
 * 保險庫, 供應區, 回合 (a trick), 輪 (a round); and 金庫, 市場 for Diam's. Loaded on first use.
 *
 * Each file of ./zh-Hant/ holds what its namesake in ./ja/ holds: one file per English catalog
 * file of src/i18n, and the components' words by folder (./ja.ts says which).
 */
import type { TemplateMap } from '@lit/localize';
import { app } from './zh-Hant/app';
import { live } from './zh-Hant/live';
import { ledger } from './zh-Hant/ledger';
import { check } from './zh-Hant/check';
import { diamonds } from './zh-Hant/diamonds';
import { diams } from './zh-Hant/diams';
import { turns } from './zh-Hant/turns';
import { ruleBooks } from './zh-Hant/rule-books';
import { screens } from './zh-Hant/screens';
import { share } from './zh-Hant/share';
import { storage } from './zh-Hant/storage';
import { cards } from './zh-Hant/cards';
import { counts } from './zh-Hant/counts';
import { diamondsMessages } from './zh-Hant/diamonds-messages';
import { diamondsRecordMessages } from './zh-Hant/diamonds-record-messages';
import { diamondsText } from './zh-Hant/diamonds-text';
import { diamsMessages } from './zh-Hant/diams-messages';
import { diamsRecordMessages } from './zh-Hant/diams-record-messages';
import { diamsText } from './zh-Hant/diams-text';
import { format } from './zh-Hant/format';
import { turnsMessages } from './zh-Hant/turns-messages';
import { turnsPlayMessages } from './zh-Hant/turns-play-messages';
import { turnsReadMessages } from './zh-Hant/turns-read-messages';
import { turnsText } from './zh-Hant/turns-text';
import { turnsWords } from './zh-Hant/turns-words';
import { ruleMessages } from './zh-Hant/rule-messages';
import { storeMessages } from './zh-Hant/store-messages';
import { turnsSheetMessages } from './zh-Hant/turns-sheet-messages';

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
