/** 日本語: the words of src/i18n/diams-text.ts. */
import { str, type TemplateMap } from '@lit/localize';

export const diamsText: TemplateMap = {
  'diams.purity.nobody': '特別な純度のダイヤを持っている人はいません：純度ボーナスなし（M-PURITY）。',
  'diams.purity.fewer.one': str`特別な純度のダイヤ${0}個、最多（${1}個）より少ない：純度ボーナスなし（M-PURITY）。`,
  'diams.purity.fewer': str`特別な純度のダイヤ${0}個、最多（${1}個）より少ない：純度ボーナスなし（M-PURITY）。`,
  'diams.purity.most': str`特別な純度のダイヤが最多（${0}個）：+${1}（M-PURITY）。`,
  'diams.purity.tied': str`${1}と特別な純度のダイヤが最多で同数（${0}個）：各+${2}（M-PURITY）。`,
  'diams.hand.all-empty': '全員の手札が空です：合計0では手札ボーナスを得られません（M-HAND）。',
  'diams.hand.below': str`手札の合計${0}、最大（${1}）より小さい：手札ボーナスなし（M-HAND）。`,
  'diams.hand.highest': str`手札の合計が最大（${0}）：+${1}（M-HAND）。`,
  'diams.hand.tie-all': str`${1}と手札の合計が最大で同点（${0}）。オプション「全員」：同点の全員が${2}点を得ます（M-HAND）。`,
  'diams.hand.tie-none': str`${1}と手札の合計が最大で同点（${0}）。オプション「なし」：誰も手札ボーナスを得ません（M-HAND）。`,
  'diams.win.nobody': 'プレイヤーがいません。',
  'diams.win.alone.chips': str`${0}が勝利チップ最多（${1}枚）で勝利です（M-WIN）。`,
  'diams.win.alone.points': str`${0}が合計得点最多（${1}点）で勝利です（M-WIN）。`,
  'diams.win.round2.chips': str`${0}が勝利チップ${1}枚で同数。その中で第2ラウンド1位は${2}だけなので、${2}の勝利です（M-WIN）。`,
  'diams.win.round2.points': str`${0}が合計${1}点で同点。その中で第2ラウンド1位は${2}だけなので、${2}の勝利です（M-WIN）。`,
  'diams.win.no-round2': '1ラウンドのゲームには第2ラウンドがない',
  'diams.win.none-first': '誰も第2ラウンドで1位になっていない',
  'diams.win.all-first': str`${0}がそろって第2ラウンドで1位になっている`,
  'diams.win.shared.chips': str`${0}が勝利チップ${1}枚で同数。${2}ため、勝利を分け合います（M-WIN）。`,
  'diams.win.shared.points': str`${0}が合計${1}点で同点。${2}ため、勝利を分け合います（M-WIN）。`,
  'diams.collection.few.one': str`品質${1}のダイヤ${0}個：2個以下は0点（M-ROUND-SCORE）。`,
  'diams.collection.few': str`品質${1}のダイヤ${0}個：2個以下は0点（M-ROUND-SCORE）。`,
  'diams.collection.scored': str`品質${1}のダイヤ${0}個：ルールカードで${2}点（M-CARD-VALUES）。`,
};
