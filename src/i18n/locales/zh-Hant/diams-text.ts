/** 繁體中文: the words of src/i18n/diams-text.ts. */
import { str, type TemplateMap } from '@lit/localize';

export const diamsText: TemplateMap = {
  'diams.purity.nobody': '沒有人有極致純度的鑽石：沒有純度獎勵（M-PURITY）。',
  'diams.purity.fewer.one': str`${0}顆極致純度的鑽石，少於最多的${1}顆：沒有純度獎勵（M-PURITY）。`,
  'diams.purity.fewer': str`${0}顆極致純度的鑽石，少於最多的${1}顆：沒有純度獎勵（M-PURITY）。`,
  'diams.purity.most': str`極致純度的鑽石最多（${0}顆）：+${1}（M-PURITY）。`,
  'diams.purity.tied': str`與${1}並列極致純度鑽石最多（${0}顆）：各+${2}（M-PURITY）。`,
  'diams.hand.all-empty': '每個人的手牌都是空的：總和0永遠不能獲得手牌獎勵（M-HAND）。',
  'diams.hand.below': str`手牌總和${0}，低於最高的${1}：沒有手牌獎勵（M-HAND）。`,
  'diams.hand.highest': str`手牌總和最高（${0}）：+${1}（M-HAND）。`,
  'diams.hand.tie-all': str`與${1}並列手牌總和最高（${0}）；選項「全部」：每位平手的玩家都獲得${2}分（M-HAND）。`,
  'diams.hand.tie-none': str`與${1}並列手牌總和最高（${0}）；選項「無人」：沒有人獲得手牌獎勵（M-HAND）。`,
  'diams.win.nobody': '沒有玩家。',
  'diams.win.alone.chips': str`${0}的勝利籌碼最多（${1}個），獲勝（M-WIN）。`,
  'diams.win.alone.points': str`${0}的總分最高（${1}分），獲勝（M-WIN）。`,
  'diams.win.round2.chips': str`${0}同為${1}個勝利籌碼；其中只有${2}在第2輪得到第一名，獲勝（M-WIN）。`,
  'diams.win.round2.points': str`${0}同為${1}分；其中只有${2}在第2輪得到第一名，獲勝（M-WIN）。`,
  'diams.win.no-round2': '一輪制的遊戲沒有第2輪',
  'diams.win.none-first': '他們都沒有在第2輪得到第一名',
  'diams.win.all-first': str`${0}都在第2輪得到第一名`,
  'diams.win.shared.chips': str`${0}同為${1}個勝利籌碼；${2}，所以共享勝利（M-WIN）。`,
  'diams.win.shared.points': str`${0}同為${1}分；${2}，所以共享勝利（M-WIN）。`,
  'diams.collection.few.one': str`品質${1}的鑽石${0}顆：2顆以下得0分（M-ROUND-SCORE）。`,
  'diams.collection.few': str`品質${1}的鑽石${0}顆：2顆以下得0分（M-ROUND-SCORE）。`,
  'diams.collection.scored': str`品質${1}的鑽石${0}顆：依規則卡得${2}分（M-CARD-VALUES）。`,
};
