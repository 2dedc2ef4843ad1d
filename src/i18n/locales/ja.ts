/**
 * 日本語: every message of the app by id, with the terms of the original Japanese guide to Diam's
 * (docs/sources/diams-ja.txt: 金庫, 市場, 山札, 品質, コレクション, 閉鎖カード) and the usual
 * Japanese trick-taking terms for Diamonds (トリック, リード, フォロー, ショールーム). Loaded on
 * first use.
 */
import type { TemplateMap } from '@lit/localize';
import { app } from './ja/app.js';
import { check } from './ja/check.js';
import { diamonds } from './ja/diamonds.js';
import { diams } from './ja/diams.js';
import { market } from './ja/market.js';
import { marketRules } from './ja/market-rules.js';
import { ruleBooks } from './ja/rule-books.js';
import { recordMessages } from './ja/record-messages.js';
import { ruleMessages } from './ja/rule-messages.js';
import { screens } from './ja/screens.js';
import { share } from './ja/share.js';
import { storage } from './ja/storage.js';
import { live } from './ja/live.js';

export const templates: TemplateMap = { ...app, ...live, ...check, ...diamonds, ...diams, ...market, ...marketRules, ...recordMessages, ...ruleBooks, ...ruleMessages, ...screens, ...share, ...storage };
