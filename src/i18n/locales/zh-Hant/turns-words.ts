/** 繁體中文: the words of src/i18n/turns-words.ts. */
import { str, type TemplateMap } from '@lit/localize';

export const turnsWords: TemplateMap = {
  // Cards and the card pad
  'market.card.pure': str`${0}（放大鏡）`,
  'market.card.name.pure': str`有放大鏡的${0}`,
  'market.nothing': '什麼都沒有',
  'market.count.card': str`${0}張牌`,
  'market.count.cards': str`${0}張牌`,
  'market.count.diamond': str`${0}顆鑽石`,
  'market.count.diamonds': str`${0}顆鑽石`,
  'market.count.special': str`${0}張特殊牌`,
  'market.count.specials': str`${0}張特殊牌`,
  'market.count.other-card': str`其他${0}張牌`,
  'market.count.other-cards': str`其他${0}張牌`,
  'market.count-of.one': str`${0}顆品質${1}的鑽石`,
  'market.count-of': str`${0}顆品質${1}的鑽石`,
  'market.a-card': str`${0}`,
  'market.a-card.an': str`${0}`,
  'market.a-card.pure': str`${0}（放大鏡）`,
  'market.a-card.an.pure': str`${0}（放大鏡）`,
  'market.what.refill': '補滿市場',
  'market.what.draw': '抽牌',

  // Special cards
  'market.special.convoy': '裝甲運鈔車',
  'market.special.cracker': '金庫大盜',
  'market.special.sleight': '妙手空空',
  'market.safe.no-pure': '，沒有放大鏡',
  'market.safe.pure': str`，${0}顆有放大鏡`,
  'market.quality-plural': str`${0}`,
};
