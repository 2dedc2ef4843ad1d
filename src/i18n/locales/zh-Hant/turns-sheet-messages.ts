/** 繁體中文: the words of src/i18n/turns-sheet-messages.ts. */
import { str, type TemplateMap } from '@lit/localize';

export const turnsSheetMessages: TemplateMap = {
  // A round played turn by turn in the session (after "第2輪：")
  'rule.format.turns.fields': '「turns」事件只有「type」、「first」（先開始的座位）和「closing」（「standard」或「deterministic」）。',
  'rule.format.turns.already': '這一輪已經在逐回合記錄了：最後一個回合結束後，以這一輪的計分表作結。',
  'rule.format.turns.none': '目前沒有逐回合記錄的一輪：請先開始一輪（「逐回合進行這一輪」）再記錄回合。',
  'rule.format.turn.fields': '「turn」事件只有「type」和「event」（市場紀錄中的一個事件）。',
  'rule.M-CLOSING.sheets-early': '這一輪正在逐回合記錄，而結束牌還沒翻出：計分表要等結束牌之後的最後幾個回合都結束才填寫（M-CLOSING）。',
  'rule.M-CLOSING.sheets-still': str`這一輪正在逐回合記錄，還沒結束：結束牌之後還要進行回合的是${0}（M-CLOSING）。`,
  'rule.M-SECURE.sheet-missing': str`${0}的金庫中有一組${1}的收藏，是這一輪當著大家的面存入的：${2}的計分表必須列出它（M-SECURE）。`,
  'rule.M-SECURE.sheet-count': str`依照這一輪記錄的回合，${0}品質${1}的收藏有${2}，而不是${3}顆（M-SECURE）。`,
  'rule.M-PURITY.sheet': str`依照存入時公開的內容，${0}品質${1}的收藏有${2}帶放大鏡，而不是${3}顆（M-PURITY）。`,
  'rule.M-SECURE.sheet-extra': str`${0}的計分表列出了品質${1}的收藏，但這一輪記錄的回合中，沒有品質${2}的鑽石進入${3}的金庫（M-SECURE）。`,
  'rule.M-HAND.seen.one': str`${0}手上還有${1}，是記錄的回合中大家看到拿進手牌的：計分表上${2}的手牌必須包括它（M-HAND）。`,
  'rule.M-HAND.seen': str`${0}手上還有${1}，是記錄的回合中大家看到拿進手牌的：計分表上${2}的手牌必須包括它們（M-HAND）。`,
  'rule.M-HAND.size': str`依照記錄的回合，${0}在這一輪結束時手上有${1}，但計分表上的手牌列了${2}（M-HAND）。`,
  'rule.M-HAND.specials': str`依照記錄的回合，${0}在這一輪結束時手上有${1}；計分表列了${2}，所以會有${3}張是特殊牌，但手牌中最多只可能還有${4}張（已打出${5}張、棄掉${6}張）：請列出手上所有剩下的鑽石（M-HAND）。`,
  'rule.M-HAND.unlisted': str`計分表中有${0}手牌沒有列出，這些都會是特殊牌，但這一輪手牌中最多只可能還有${1}張：請列出手上所有剩下的鑽石（M-HAND）。`,
  'rule.M-CARD-DECK.market': str`計分表加上市場中剩下的${0}（品質${1}）共有${2}顆，但牌組中只有${3}張（M-CARD-DECK）。`,
  'rule.M-CARD-DECK.market-pure': str`金庫和市場中共有${0}顆帶放大鏡的品質${1}鑽石，但牌組中只有${2}張（M-CARD-DECK）。`,
};
