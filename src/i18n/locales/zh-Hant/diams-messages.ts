/** 繁體中文: the words of src/i18n/diams-messages.ts. */
import { str, type TemplateMap } from '@lit/localize';

export const diamsMessages: TemplateMap = {
  // The rules card's values and deck
  'rule.format.card.values': str`"values"（規則卡，M-CARD-VALUES）必須是以品質 "1" 到 "10" 為鍵的物件，但它是${0}。`,
  'rule.format.card.values-entry': str`"values" 有一個項目 ${0}：規則卡只有品質 "1" 到 "10"（M-CARD-VALUES）。`,
  'rule.format.card.values-missing': str`"values" 沒有品質${0}的項目：請給出3、4、5顆鑽石的數值，未知的用 null（M-CARD-VALUES）。`,
  'rule.format.card.values-row': str`品質${0}的 "values" 必須是3個項目的列表（3、4、5顆鑽石的分數），但它是${1}（M-CARD-VALUES）。`,
  'rule.format.card.values-row-length': str`品質${0}的 "values" 必須是3個項目的列表（3、4、5顆鑽石的分數），但它是有${1}個項目的列表（M-CARD-VALUES）。`,
  'rule.format.card.values-value': str`品質${1}、${0}顆鑽石的 "values" 必須是0到${2}的整數或 null，但它是${3}（M-CARD-VALUES）。`,
  'rule.format.card.deck': str`"deck"（M-CARD-DECK）必須是以品質 "1" 到 "10" 為鍵的物件，但它是${0}。`,
  'rule.format.card.deck-entry': str`"deck" 有一個項目 ${0}：牌組只有品質 "1" 到 "10"（M-CARD-DECK）。`,
  'rule.format.card.deck-quality': str`品質${0}的 "deck" 必須是物件 {"cards": n, "pure": n}，但它是${1}（M-CARD-DECK）。`,
  'rule.format.card.deck-field': str`品質${0}的 "deck" 有不明的欄位 ${1}：只能有 "cards" 和 "pure"（M-CARD-DECK）。`,
  'rule.format.card.deck-cards': str`品質${0}的 "deck"："cards" 必須是0到${1}的整數，但它是${2}（M-CARD-DECK）。`,
  'rule.format.card.deck-pure': str`品質${0}的 "deck"："pure" 必須是0到 "cards"（${1}）的整數，但它是${2}（M-CARD-DECK）。`,
  'rule.M-QUALITY.none': str`沒有品質${0}的鑽石：品質是1到10（M-QUALITY）。`,
  'rule.M-SECURE.too-big': str`不可能有${0}顆鑽石的收藏：一組收藏最多${1}顆（M-SECURE）。`,
  'rule.M-CARD-VALUES.missing': str`規則卡沒有品質${1}、${0}顆鑽石的數值：請在規則卡上填寫（M-CARD-VALUES）。`,
  'rule.M-CARD-VALUES.priced': str`規則卡只為品質1到10、3、4或5顆鑽石的收藏定價，而不是品質${1}的${0}顆（M-CARD-VALUES）。`,
  'rule.M-CARD-VALUES.value': str`收藏的數值必須是0到${0}的整數，而不是${1}（M-CARD-VALUES）。`,
  'rule.M-CARD-DECK.cards': str`計分表使用了${0}顆品質${1}的鑽石（金庫和手牌合計），但牌組中只有${2}張（M-CARD-DECK）。`,
  'rule.M-CARD-DECK.pure': str`金庫中有${0}顆品質${1}的極致純度鑽石，但牌組中只有${2}張有放大鏡（M-CARD-DECK）。`,
  'rule.M-GAME.over.one': str`遊戲已經結束：共${0}輪（M-GAME）。`,
  'rule.M-GAME.over': str`遊戲已經結束：共${0}輪（M-GAME）。`,
  'rule.format.diams-event': '《Diam\'s》的事件是一輪的計分表：{"type": "round", "sheets": [每位玩家一張]}。',
  'rule.format.card-file.object': str`規則卡檔案必須是 JSON 物件，但這是${0}。`,
  'rule.format.card-file.game': str`這不是《Diam's》的規則卡檔案："game" 必須是 "${0}"，但它是${1}。`,
  'rule.format.card-file.field': str`規則卡檔案有不明的欄位 ${0}。`,
  'rule.format.card-file.size': '這個檔案太大，不可能是規則卡（規則卡不到1KB）。',
  'rule.format.card-file.json': '這個檔案不是規則卡：它不是有效的 JSON。',
};
