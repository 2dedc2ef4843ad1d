/**
 * 繁體中文 (Taiwan, Hong Kong): every message of the app by id, written for a table in Taiwan with
 * the terms of the original Chinese rules summary (docs/sources/diamonds-zh-hant.txt): 鑽石, 展示區,
 * 保險庫, 供應區, 回合 (a trick), 輪 (a round); and 金庫, 市場 for Diam's. Loaded on first use.
 *
 * Each file of ./zh-Hant/ holds what its namesake in ./ja/ holds: one file per English catalog
 * file of src/i18n, and the components' words by folder (./ja.ts says which).
 */
import type { TemplateMap } from '@lit/localize';
import { app } from './zh-Hant/app.js';
import { live } from './zh-Hant/live.js';
import { ledger } from './zh-Hant/ledger.js';
import { check } from './zh-Hant/check.js';
import { diamonds } from './zh-Hant/diamonds.js';
import { diams } from './zh-Hant/diams.js';
import { market } from './zh-Hant/market.js';
import { ruleBooks } from './zh-Hant/rule-books.js';
import { screens } from './zh-Hant/screens.js';
import { share } from './zh-Hant/share.js';
import { storage } from './zh-Hant/storage.js';
import { cards } from './zh-Hant/cards.js';
import { counts } from './zh-Hant/counts.js';
import { diamondsMessages } from './zh-Hant/diamonds-messages.js';
import { diamondsRecordMessages } from './zh-Hant/diamonds-record-messages.js';
import { diamondsText } from './zh-Hant/diamonds-text.js';
import { diamsMessages } from './zh-Hant/diams-messages.js';
import { diamsRecordMessages } from './zh-Hant/diams-record-messages.js';
import { diamsText } from './zh-Hant/diams-text.js';
import { format } from './zh-Hant/format.js';
import { marketMessages } from './zh-Hant/market-messages.js';
import { marketPlayMessages } from './zh-Hant/market-play-messages.js';
import { marketReadMessages } from './zh-Hant/market-read-messages.js';
import { marketText } from './zh-Hant/market-text.js';
import { marketWords } from './zh-Hant/market-words.js';
import { ruleMessages } from './zh-Hant/rule-messages.js';
import { storeMessages } from './zh-Hant/store-messages.js';
import { turnsMessages } from './zh-Hant/turns-messages.js';

// Every part, on one line: the list is the same in every language.
export const templates: TemplateMap = {
  ...app, ...live, ...ledger, ...check, ...diamonds, ...diams, ...market, ...ruleBooks, ...screens, ...share, ...storage, ...cards, ...counts, ...diamondsMessages, ...diamondsRecordMessages, ...diamondsText, ...diamsMessages, ...diamsRecordMessages, ...diamsText, ...format, ...marketMessages, ...marketPlayMessages, ...marketReadMessages, ...marketText, ...marketWords, ...ruleMessages, ...storeMessages, ...turnsMessages,
};
