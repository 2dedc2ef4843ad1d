/** 日本語: the words of src/i18n/turns-words.ts. */
import { str, type TemplateMap } from '@lit/localize';

export const turnsWords: TemplateMap = {
  // Cards and the card pad
  'market.card.pure': str`${0}（虫眼鏡）`,
  'market.card.name.pure': str`虫眼鏡ありの${0}`,
  'market.nothing': 'なし',
  'market.count.card': str`${0}枚`,
  'market.count.cards': str`${0}枚`,
  'market.count.diamond': str`ダイヤ${0}個`,
  'market.count.diamonds': str`ダイヤ${0}個`,
  'market.count.special': str`スペシャルカード${0}枚`,
  'market.count.specials': str`スペシャルカード${0}枚`,
  'market.count.other-card': str`ほかのカード${0}枚`,
  'market.count.other-cards': str`ほかのカード${0}枚`,
  'market.count-of.one': str`品質${1}のダイヤ${0}個`,
  'market.count-of': str`品質${1}のダイヤ${0}個`,
  'market.a-card': str`${0}`,
  'market.a-card.an': str`${0}`,
  'market.a-card.pure': str`${0}（虫眼鏡）`,
  'market.a-card.an.pure': str`${0}（虫眼鏡）`,
  'market.what.refill': '補充',
  'market.what.draw': 'ドロー',

  // Special cards
  'market.special.convoy': '護送列車',
  'market.special.cracker': '金庫破り',
  'market.special.sleight': '手品',
  'market.safe.no-pure': '、虫眼鏡なし',
  'market.safe.pure': str`、虫眼鏡あり${0}枚`,
  'market.quality-plural': str`${0}`,
};
