/** 繁體中文: the refusals of Diam's played turn by turn (src/i18n/market-messages.ts). */
import { str, type TemplateMap } from '@lit/localize';

export const marketRules: TemplateMap = {
  // Counts and cards inside the messages
  'rule.market.cards.one': str`${0}張牌`,
  'rule.market.cards': str`${0}張牌`,
  'rule.market.diamonds.one': str`${0}顆鑽石`,
  'rule.market.diamonds': str`${0}顆鑽石`,
  'rule.market.other-cards.one': str`其他${0}張牌`,
  'rule.market.other-cards': str`其他${0}張牌`,
  'rule.market.count-of': str`${0}顆品質${1}的鑽石`,
  'rule.market.what.refill': '補滿市場',
  'rule.market.what.draw': '抽牌',

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
