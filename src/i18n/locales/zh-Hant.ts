/**
 * 繁體中文 (Taiwan, Hong Kong): every message of the app by id, written for a table in Taiwan with
 * the terms of the original Chinese rules summary (docs/sources/diamonds-zh-hant.txt): 鑽石, 展示區,
 * 保險庫, 供應區, 回合 (a trick), 輪 (a round); and 金庫, 市場 for Diam's. Loaded on first use.
 */
import type { TemplateMap } from '@lit/localize';
import { app } from './zh-Hant/app.js';
import { check } from './zh-Hant/check.js';
import { diamonds } from './zh-Hant/diamonds.js';
import { diams } from './zh-Hant/diams.js';
import { market } from './zh-Hant/market.js';
import { marketRules } from './zh-Hant/market-rules.js';
import { ruleBooks } from './zh-Hant/rule-books.js';
import { recordMessages } from './zh-Hant/record-messages.js';
import { ruleMessages } from './zh-Hant/rule-messages.js';
import { screens } from './zh-Hant/screens.js';
import { share } from './zh-Hant/share.js';
import { storage } from './zh-Hant/storage.js';
import { live } from './zh-Hant/live.js';

export const templates: TemplateMap = { ...app, ...live, ...check, ...diamonds, ...diams, ...market, ...marketRules, ...recordMessages, ...ruleBooks, ...ruleMessages, ...screens, ...share, ...storage };
