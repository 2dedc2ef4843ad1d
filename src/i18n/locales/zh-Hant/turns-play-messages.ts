/** 繁體中文: the words of src/i18n/turns-play-messages.ts. */
import { str, type TemplateMap } from '@lit/localize';

export const turnsPlayMessages: TemplateMap = {
  // A card into the market
  'rule.M-SAME.other': str`M-SAME只拿和放下的牌同品質（${0}）的鑽石；${1}不是（M-SAME）。`,
  'rule.M-SAME.back': str`${0}必須拿回剛放下的${1}：它是市場中唯一品質${2}的鑽石（M-SAME）。`,
  'rule.M-SAME.all': str`${0}必須拿走市場中全部的${1}，包括剛放下的那張：${2}（M-SAME）。`,
  'rule.M-SUM.nothing': str`M-SUM要拿走加總為${0}的市場牌；如果什麼都不拿，請選M-EMPTY（M-SUM）。`,
  'rule.M-SUM.none-in-market': str`市場中沒有品質${0}的鑽石可拿（剛放下的牌留在市場）：市場中有${1}（M-SUM）。`,
  'rule.M-SUM.not-enough.pure': str`市場中沒有那麼多有放大鏡的品質${0}鑽石可拿：市場中有${1}（M-SUM）。`,
  'rule.M-SUM.not-enough': str`市場中沒有那麼多品質${0}的鑽石可拿：市場中有${1}（M-SUM）。`,
  'rule.M-SUM.total.one': str`${0}加總是${1}，不是${2}：拿走的牌加總必須剛好等於放下的牌（M-SUM）。`,
  'rule.M-SUM.total': str`${0}加總是${1}，不是${2}：拿走的牌加總必須剛好等於放下的牌（M-SUM）。`,
  'rule.M-EMPTY.taken': str`選M-EMPTY時什麼都不拿，放下的${0}留在市場；要拿牌，請選M-SAME或M-SUM（M-EMPTY）。`,

  // Securing and the Armored convoy
  'rule.M-SECURE.none': str`存入金庫至少要放進一組新的收藏：3到5顆同品質的鑽石，而且${0}的金庫中還沒有這種品質（M-SECURE）。`,
  'rule.M-SECURE.over-max': str`${0}品質${1}的收藏會有${2}顆鑽石（金庫中${3}顆＋${4}顆）：一組收藏最多${5}顆（M-SECURE）。`,
  'rule.M-SPECIALS.convoy-new': str`${0}的金庫中沒有品質${1}的收藏：裝甲運鈔車只能把鑽石加到金庫中已有的收藏，所以品質${2}的鑽石一顆都不會存入——請把它們拿掉（M-SPECIALS）。`,
  'rule.M-SECURE.too-many': str`一組收藏最多${0}顆鑽石：不能存入${1}顆品質${2}的鑽石（M-SECURE）。`,
  'rule.M-SECURE.too-few': str`${0}不能開始一組收藏：新的收藏需要3到${1}顆同品質的鑽石，而且${2}的金庫中還沒有這種品質（M-SECURE）。`,
  'rule.M-SECURE.no-new': str`存入金庫需要一組新的收藏：至少3顆同品質的鑽石，而且${0}的金庫中還沒有這種品質；要加到金庫中已有的品質${1}，只能和新的收藏一起進行（M-SECURE）。`,

  // The special cards
  'rule.M-SPECIALS.played': str`這一輪已經打出過${0}了：每種特殊牌只有一張（M-SPECIALS）。`,
  'rule.M-SPECIALS.gone': str`這一輪三張特殊牌都已離場（打出${0}張，因手牌上限棄掉${1}張）：沒有特殊牌可以打了（M-SPECIALS）。`,
  'rule.M-SPECIALS.sale-own': str`${0}發動強制出售：只有對手要放入鑽石，所以${1}自己那一欄保持空白（M-SPECIALS）。`,
  'rule.M-SPECIALS.sale-quality': str`品質${0}的強制出售中，${1}只放入品質${2}的鑽石，不能放${3}（M-SPECIALS）。`,
  'rule.M-SPECIALS.sale-seen.one': str`大家看到${0}把${1}拿進手牌：${3}手上所有品質${2}的鑽石都要放進市場，所以這次出售也包括它（M-SPECIALS）。`,
  'rule.M-SPECIALS.sale-seen': str`大家看到${0}把${1}拿進手牌：${3}手上所有品質${2}的鑽石都要放進市場，所以這次出售也包括它們（M-SPECIALS）。`,
  'rule.M-SPECIALS.cracker-own': str`金庫大盜是從對手的金庫拿，不能從${0}自己的金庫拿（M-SPECIALS）。`,
  'rule.M-SPECIALS.cracker-none': str`${0}的金庫中沒有品質${1}的鑽石，所以金庫大盜什麼也找不到：請記錄為「沒有」（M-SPECIALS）。`,
  'rule.M-SPECIALS.cracker-purity.pure': str`已知${0}品質${1}的收藏中沒有帶放大鏡的鑽石，所以金庫大盜什麼也找不到：請記錄為「沒有」（M-SPECIALS）。`,
  'rule.M-SPECIALS.cracker-purity': str`已知${0}品質${1}的收藏中沒有不帶放大鏡的鑽石，所以金庫大盜什麼也找不到：請記錄為「沒有」（M-SPECIALS）。`,
  'rule.M-SPECIALS.cracker-known': str`已知${0}的金庫中有${1}：金庫大盜會拿走它，請記錄為「找到了」（M-SPECIALS）。`,
  'rule.M-SPECIALS.sleight-name': str`妙手空空從市場拿走一顆鑽石：請指定是哪一顆（市場中有${0}）（M-SPECIALS）。`,
  'rule.M-SPECIALS.sleight-missing': str`市場中沒有${0}可拿：市場中有${1}（M-SPECIALS）。`,

  // The hand limit
  'rule.M-LIMIT.count.one': str`${0}手上有${1}：必須剛好放掉${2}張（多出的鑽石牌面朝上放進市場，多出的特殊牌棄掉），但記錄的是${3}張（M-LIMIT）。`,
  'rule.M-LIMIT.count': str`${0}手上有${1}：必須剛好放掉${2}張（多出的鑽石牌面朝上放進市場，多出的特殊牌棄掉），但記錄的是${3}張（M-LIMIT）。`,
  'rule.M-LIMIT.specials': str`手牌中最多只可能還有${0}（這一輪已打出${1}張、棄掉${2}張）：${3}不能棄掉${4}張（M-LIMIT）。`,

  // The copies of each quality
  'rule.M-CARD-DECK.seen': str`這樣場上看得到的品質${1}鑽石就有${0}顆（市場中${2}顆、看到拿進手牌的${3}顆、金庫中${4}顆），但牌組中只有${5}張（M-CARD-DECK）。`,
  'rule.M-CARD-DECK.seen-pure': str`這樣場上看得到的帶放大鏡的品質${1}鑽石就有${0}顆，但牌組中帶放大鏡的只有${2}張（M-CARD-DECK）。`,
  'rule.M-CARD-DECK.too-small': str`規則卡上的牌組連同特殊牌和結束牌共${0}張，不夠發給${2}位玩家每人${1}張，並讓結束牌留在牌庫中（M-START、M-CARD-DECK）。`,
};
