/** 繁體中文: the words of src/i18n/turns-messages.ts. */
import { str, type TemplateMap } from '@lit/localize';

export const turnsMessages: TemplateMap = {
  // The deck
  'rule.M-REFILL.still': str`牌庫還有${0}：補滿市場要抽${1}張，而不是${2}張（M-REFILL）。`,
  'rule.M-DRAW.still': str`牌庫還有${0}：這次抽牌要抽${1}張，而不是${2}張（M-DRAW）。`,
  'rule.M-REFILL.short': str`補滿市場要抽${0}張牌；只有牌庫抽完時才會比較少，而結束牌還在牌庫裡時，牌庫不可能抽完（M-REFILL）。`,
  'rule.M-DRAW.short': str`抽牌要抽${0}張牌；只有牌庫抽完時才會比較少，而結束牌還在牌庫裡時，牌庫不可能抽完（M-DRAW）。`,
  'rule.M-REFILL.empty': '牌庫已經空了：不能再抽任何牌（M-REFILL）。',
  'rule.M-DRAW.empty': '牌庫已經空了：不能再抽任何牌（M-DRAW）。',

  // A hand that cannot do what was recorded
  'rule.hand.short': str`${0}，所以無法${1}（${2}）。`,
  'rule.hand.none': str`${0}手上沒有牌`,
  'rule.hand.unseen': str`${0}手上只有${1}`,
  'rule.hand.all-seen': str`${0}手上有${1}，全都被牌桌上的人看過（${2}）`,
  'rule.hand.some-seen': str`${0}手上有${1}，其中${2}張被牌桌上的人看過（${3}）`,
  'rule.act.market': str`把${0}放進市場`,
  'rule.act.convoy': str`打出裝甲運鈔車並存入${0}`,
  'rule.act.secure': str`存入${0}`,
  'rule.act.sale': str`打出特殊牌並把${0}放進市場`,
  'rule.act.sold': str`把${0}放進市場`,
  'rule.act.special': '打出特殊牌',
  'rule.act.limit.market': str`把${0}放進市場`,
  'rule.act.limit.discard': str`棄掉${0}`,

  // The order of a turn
  'rule.M-CLOSING.over': '這一輪已經結束：結束牌出現後，每位玩家都已進行最後一個回合（M-CLOSING）。請填寫這一輪的計分表。',
  'rule.M-REFILL.closing-first': '市場空了，而牌庫只剩下結束牌：請先記錄結束牌（M-CLOSING、M-REFILL）。',
  'rule.M-REFILL.first': str`市場空了：請先記錄從牌庫抽進市場的${0}（M-REFILL）。`,
  'rule.M-REFILL.not-empty': str`市場不是空的（裡面有${0}）：只有市場空了才補牌（M-REFILL）。`,
  'rule.M-LIMIT.due': str`${0}手上有${1}：回合結束前要放掉${2}張——多出的鑽石牌面朝上放進市場，多出的特殊牌棄掉（M-LIMIT）。`,
  'rule.M-LIMIT.early': str`手牌上限在${0}的回合結束時、抽牌和行動之後才適用（M-LIMIT）。`,
  'rule.M-DRAW.first': str`${0}要先抽牌：抽1張加入手牌，或抽2張牌面朝上放進市場（M-DRAW）。`,
  'rule.M-DRAW.done': str`${0}這個回合已經抽過牌了（或牌庫已空）；現在輪到${1}行動：放一張牌到市場、存入金庫，或打出特殊牌（M-DRAW、M-PLAY）。`,
  'rule.M-PLAY.pass': str`${0}手上有${1}：一定有行動可做（把鑽石放進市場而不拿牌，M-EMPTY；存入金庫；打出特殊牌），所以只有手牌空了才能跳過（M-PLAY）。`,

  // The closing card
  'rule.M-CLOSING.only-closing': '牌庫只剩下結束牌：請先記錄它（M-CLOSING）。',
  'rule.M-CLOSING.comes-up': str`牌庫除了結束牌只剩${0}，所以${1}時會翻出結束牌：請先記錄它（M-CLOSING）。`,
  'rule.M-CARD-DECK.pile': str`牌庫只剩${0}，所以${1}不可能抽到${2}張（M-CARD-DECK）。`,
  'rule.M-CLOSING-POS.deterministic-follow': str`採用固定規則時，結束牌是牌庫的最後一張，但它後面還會有${0}（M-CLOSING-POS）。`,
  'rule.M-CLOSING-POS.window-follow': str`結束牌洗入牌庫的最後${0}張牌中，所以它後面最多只有${1}張牌，但這樣會有${2}張（M-CLOSING-POS）。`,
  'rule.M-CLOSING-POS.deterministic-nothing': str`採用固定規則時，結束牌是牌庫的最後一張：它後面沒有牌了，所以${0}不會再抽到任何牌（M-CLOSING-POS）。`,
  'rule.M-CLOSING-POS.deterministic-before': str`採用固定規則時，結束牌是牌庫的最後一張：它後面沒有牌了，所以${0}最多只會有在它之前抽到的${1}（M-CLOSING-POS）。`,
  'rule.M-CLOSING-POS.window-drawn': str`結束牌在牌庫的最後${0}張牌中，所以它後面最多只有${1}張牌；之後已經抽了${2}張，所以${3}不可能抽到${4}張（M-CLOSING-POS）。`,
  'rule.M-CLOSING.twice': str`結束牌已經在第${0}回合由${1}翻出：結束牌只有一張（M-CLOSING）。`,
  'rule.M-CLOSING.when': '結束牌是從牌庫翻出來的：請在抽牌（階段1）或補滿市場時、翻到它的當下記錄（M-CLOSING）。',
  'rule.M-CLOSING-POS.deterministic-others.one': str`採用固定規則時，結束牌是牌庫的最後一張，但牌庫裡還有${0}（M-CLOSING-POS）。`,
  'rule.M-CLOSING-POS.deterministic-others': str`採用固定規則時，結束牌是牌庫的最後一張，但牌庫裡還有${0}（M-CLOSING-POS）。`,
  'rule.M-CLOSING-POS.window': str`${1}人遊戲時，結束牌洗入牌庫的最後${0}張牌中，但牌庫裡還有${2}張牌（包括結束牌）（M-CLOSING-POS）。`,
  'rule.format.seat': '這個座位沒有玩家。',
  'rule.format.victim': '被指定的座位沒有玩家。',
  'rule.M-DRAW.market-none': '抽進市場要抽2張牌；如果牌庫已空，請記錄「沒有牌可抽」（M-DRAW）。',
  'rule.M-DRAW.market-many': str`抽進市場是從牌庫抽2張牌，而不是${0}張（M-DRAW）。`,
  'rule.M-SPECIALS.up': str`只剩${0}還可能翻出來（這一輪已打出${1}張、棄掉${2}張），不可能是${3}張（M-SPECIALS）。`,
  'rule.M-REFILL.many': str`補滿市場是從牌庫抽3張牌放進市場，而不是${0}張（M-REFILL）。`,
};
