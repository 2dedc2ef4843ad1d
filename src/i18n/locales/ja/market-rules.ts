/** 日本語: the refusals of Diam's played turn by turn (src/i18n/market-messages.ts), with the seed's terms. */
import { str, type TemplateMap } from '@lit/localize';

export const marketRules: TemplateMap = {
  // Counts and cards inside the messages
  'rule.market.cards.one': str`${0}枚`,
  'rule.market.cards': str`${0}枚`,
  'rule.market.diamonds.one': str`ダイヤ${0}個`,
  'rule.market.diamonds': str`ダイヤ${0}個`,
  'rule.market.other-cards.one': str`ほかのカード${0}枚`,
  'rule.market.other-cards': str`ほかのカード${0}枚`,
  'rule.market.count-of': str`品質${1}のダイヤ${0}個`,
  'rule.market.what.refill': '補充',
  'rule.market.what.draw': 'ドロー',

  // The deck
  'rule.M-REFILL.still': str`山札にはまだ${0}残っています：補充で出るのは${1}枚で、${2}枚ではありません（M-REFILL）。`,
  'rule.M-DRAW.still': str`山札にはまだ${0}残っています：ドローで出るのは${1}枚で、${2}枚ではありません（M-DRAW）。`,
  'rule.M-REFILL.short': str`補充では${0}枚を出します。少なくなるのは山札が尽きたときだけで、閉鎖カードが山札に残っている間は尽きることはありません（M-REFILL）。`,
  'rule.M-DRAW.short': str`ドローでは${0}枚を引きます。少なくなるのは山札が尽きたときだけで、閉鎖カードが山札に残っている間は尽きることはありません（M-DRAW）。`,
  'rule.M-REFILL.empty': '山札は空です：もうカードは引けません（M-REFILL）。',
  'rule.M-DRAW.empty': '山札は空です：もうカードは引けません（M-DRAW）。',

  // A hand that cannot do what was recorded
  'rule.hand.short': str`${0}ので、${1}ことはできません（${2}）。`,
  'rule.hand.none': str`${0}の手札にはカードがない`,
  'rule.hand.unseen': str`${0}の手札は${1}しかない`,
  'rule.hand.all-seen': str`${0}の手札は${1}で、すべてテーブルで見えている（${2}）`,
  'rule.hand.some-seen': str`${0}の手札は${1}で、そのうち${2}枚がテーブルで見えている（${3}）`,
  'rule.act.market': str`${0}を市場に置く`,
  'rule.act.convoy': str`護送列車を使って${0}を保管する`,
  'rule.act.secure': str`${0}を保管する`,
  'rule.act.sale': str`スペシャルカードを使って${0}を市場に置く`,
  'rule.act.sold': str`${0}を市場に出す`,
  'rule.act.special': 'スペシャルカードを使う',
  'rule.act.limit.market': str`${0}を市場に出す`,
  'rule.act.limit.discard': str`${0}を捨てる`,

  // The order of a turn
  'rule.M-CLOSING.over': 'ラウンドは終了しています：閉鎖カードのあと、全員が最後の手番を終えました（M-CLOSING）。ラウンドシートを入力してください。',
  'rule.M-REFILL.closing-first': '市場は空で、山札に残っているのは閉鎖カードだけです：先に閉鎖カードを記録してください（M-CLOSING、M-REFILL）。',
  'rule.M-REFILL.first': str`市場は空です：先に山札から市場に出した${0}を記録してください（M-REFILL）。`,
  'rule.M-REFILL.not-empty': str`市場は空ではありません（${0}があります）：補充するのは市場が空になったときだけです（M-REFILL）。`,
  'rule.M-LIMIT.due': str`${0}の手札は${1}です：手番が終わる前に${2}枚減らします。余分なダイヤは表向きで市場へ、余分なスペシャルカードは捨て札にします（M-LIMIT）。`,
  'rule.M-LIMIT.early': str`手札上限は${0}の手番の終わり、ドローとアクションのあとに適用されます（M-LIMIT）。`,
  'rule.M-DRAW.first': str`${0}はまずドローします：1枚を手札に引くか、2枚を表向きで市場に出します（M-DRAW）。`,
  'rule.M-DRAW.done': str`${0}はこの手番ですでにドローしました（または山札が空です）。次は${1}のアクションです：カードを1枚市場へ、保管、またはスペシャルカード（M-DRAW、M-PLAY）。`,
  'rule.M-PLAY.pass': str`${0}の手札は${1}です：アクションは必ずできます（何も取らずにダイヤを市場に置くM-EMPTY、保管、スペシャルカード）。パスできるのは手札が空のときだけです（M-PLAY）。`,

  // The closing card
  'rule.M-CLOSING.only-closing': '山札に残っているのは閉鎖カードだけです：先に記録してください（M-CLOSING）。',
  'rule.M-CLOSING.comes-up': str`山札には閉鎖カードのほかに${0}しか残っていないので、閉鎖カードは${1}の途中で出ます：先に記録してください（M-CLOSING）。`,
  'rule.M-CARD-DECK.pile': str`山札には${0}しか残っていないので、${1}で${2}枚は出せません（M-CARD-DECK）。`,
  'rule.M-CLOSING-POS.deterministic-follow': str`固定ルールでは閉鎖カードは山札の最後の1枚ですが、そのあとにまだ${0}残ることになります（M-CLOSING-POS）。`,
  'rule.M-CLOSING-POS.window-follow': str`閉鎖カードは山札の最後の${0}枚の中にシャッフルされるので、そのあとに続くのは最大${1}枚ですが、${2}枚になってしまいます（M-CLOSING-POS）。`,
  'rule.M-CLOSING-POS.deterministic-nothing': str`固定ルールでは閉鎖カードは山札の最後の1枚です：そのあとには何もないので、${0}でこれ以上カードは出ません（M-CLOSING-POS）。`,
  'rule.M-CLOSING-POS.deterministic-before': str`固定ルールでは閉鎖カードは山札の最後の1枚です：そのあとには何もないので、${0}で出るのは閉鎖カードより前に引いた最大${1}です（M-CLOSING-POS）。`,
  'rule.M-CLOSING-POS.window-drawn': str`閉鎖カードは山札の最後の${0}枚の中にあったので、そのあとに続くのは最大${1}枚です。すでに${2}枚引かれているので、${3}で${4}枚は出せません（M-CLOSING-POS）。`,
  'rule.M-CLOSING.twice': str`閉鎖カードは第${0}手番ですでに出ています（${1}が引きました）：閉鎖カードは1枚だけです（M-CLOSING）。`,
  'rule.M-CLOSING.when': '閉鎖カードは山札から出てきます：ドロー（フェーズ1）か市場の補充の途中、引いたときに記録してください（M-CLOSING）。',
  'rule.M-CLOSING-POS.deterministic-others.one': str`固定ルールでは閉鎖カードは山札の最後の1枚ですが、山札にはまだ${0}が残っています（M-CLOSING-POS）。`,
  'rule.M-CLOSING-POS.deterministic-others': str`固定ルールでは閉鎖カードは山札の最後の1枚ですが、山札にはまだ${0}が残っています（M-CLOSING-POS）。`,
  'rule.M-CLOSING-POS.window': str`${1}人のゲームでは閉鎖カードは山札の最後の${0}枚の中にシャッフルされますが、山札には閉鎖カードを含めてまだ${2}枚あります（M-CLOSING-POS）。`,
  'rule.format.seat': 'この席にはプレイヤーがいません。',
  'rule.format.victim': '狙った席にはプレイヤーがいません。',
  'rule.M-DRAW.market-none': '市場へのドローでは2枚を出します。山札が空なら「引くカードがない」と記録してください（M-DRAW）。',
  'rule.M-DRAW.market-many': str`市場へのドローで山札から出すのは2枚で、${0}枚ではありません（M-DRAW）。`,
  'rule.M-SPECIALS.up': str`まだ出てくる可能性があるのは${0}だけです（このラウンドで使用${1}枚、捨て札${2}枚）。${3}枚ではありません（M-SPECIALS）。`,
  'rule.M-REFILL.many': str`補充で山札から市場に出すのは3枚で、${0}枚ではありません（M-REFILL）。`,

  // A card into the market
  'rule.M-SAME.other': str`M-SAMEで取れるのは置いた品質（${0}）のダイヤだけです。${1}は違います（M-SAME）。`,
  'rule.M-SAME.back': str`${0}は置いたばかりの${1}を取り戻さなければなりません：市場にある品質${2}のダイヤはそれだけです（M-SAME）。`,
  'rule.M-SAME.all': str`${0}は置いたものも含めて、市場から${1}をすべて取らなければなりません：${2}（M-SAME）。`,
  'rule.M-SUM.nothing': str`M-SUMでは合計が${0}になる市場のカードを取ります。何も取らないならM-EMPTYを選んでください（M-SUM）。`,
  'rule.M-SUM.none-in-market': str`市場に取れる${0}のダイヤはありません（置いたカードは市場に残ります）：市場にあるのは${1}です（M-SUM）。`,
  'rule.M-SUM.not-enough.pure': str`市場には虫眼鏡ありの${0}のダイヤがそれほどありません：市場にあるのは${1}です（M-SUM）。`,
  'rule.M-SUM.not-enough': str`市場には${0}のダイヤがそれほどありません：市場にあるのは${1}です（M-SUM）。`,
  'rule.M-SUM.total.one': str`${0}の合計は${1}で、${2}ではありません：取るカードの合計は、置いたカードとちょうど同じでなければなりません（M-SUM）。`,
  'rule.M-SUM.total': str`${0}の合計は${1}で、${2}ではありません：取るカードの合計は、置いたカードとちょうど同じでなければなりません（M-SUM）。`,
  'rule.M-EMPTY.taken': str`M-EMPTYでは何も取らず、置いた${0}は市場に残ります。カードを取るならM-SAMEかM-SUMを選んでください（M-EMPTY）。`,

  // Securing and the Armored convoy
  'rule.M-SECURE.none': str`保管では少なくとも1つの新しいコレクションを金庫に移します：${0}の金庫にまだない品質のダイヤ3〜5個です（M-SECURE）。`,
  'rule.M-SECURE.over-max': str`${0}の品質${1}のコレクションがダイヤ${2}個になってしまいます（金庫の${3}個＋${4}個）：コレクションは最大${5}個です（M-SECURE）。`,
  'rule.M-SPECIALS.convoy-new': str`${0}の金庫には品質${1}のコレクションがありません：護送列車で加えられるのは金庫にあるコレクションだけなので、品質${2}は何も保管されません。外してください（M-SPECIALS）。`,
  'rule.M-SECURE.too-many': str`コレクションは最大${0}個です：品質${2}のダイヤ${1}個は保管できません（M-SECURE）。`,
  'rule.M-SECURE.too-few': str`${0}では新しいコレクションを始められません：新しいコレクションには、${2}の金庫にまだない品質のダイヤが3〜${1}個必要です（M-SECURE）。`,
  'rule.M-SECURE.no-new': str`保管には新しいコレクションが必要です：${0}の金庫にまだない品質のダイヤ3個以上です。すでにある品質${1}に加えられるのは、新しいコレクションと一緒のときだけです（M-SECURE）。`,

  // The special cards
  'rule.M-SPECIALS.played': str`${0}はこのラウンドですでに使われています：スペシャルカードは各1枚です（M-SPECIALS）。`,
  'rule.M-SPECIALS.gone': str`このラウンドのスペシャルカード3枚はすべて場を離れました（使用${0}枚、手札上限で捨て札${1}枚）：使えるものは残っていません（M-SPECIALS）。`,
  'rule.M-SPECIALS.sale-own': str`${0}が強制販売を行います：ダイヤを出すのは相手だけなので、${1}自身の欄は空のままです（M-SPECIALS）。`,
  'rule.M-SPECIALS.sale-quality': str`品質${0}の強制販売では、${1}が出すのは品質${2}のダイヤだけです。${3}ではありません（M-SPECIALS）。`,
  'rule.M-SPECIALS.sale-seen.one': str`${0}が${1}を手札に取ったのをテーブルが見ています：${3}の手札にある品質${2}のダイヤはすべて市場に出るので、販売にはそれも含まれます（M-SPECIALS）。`,
  'rule.M-SPECIALS.sale-seen': str`${0}が${1}を手札に取ったのをテーブルが見ています：${3}の手札にある品質${2}のダイヤはすべて市場に出るので、販売にはそれらも含まれます（M-SPECIALS）。`,
  'rule.M-SPECIALS.cracker-own': str`金庫破りは相手の金庫から取ります。${0}自身の金庫からではありません（M-SPECIALS）。`,
  'rule.M-SPECIALS.cracker-none': str`${0}の金庫には品質${1}がないので、金庫破りは何も見つけられません：「なかった」と記録してください（M-SPECIALS）。`,
  'rule.M-SPECIALS.cracker-purity.pure': str`${0}の品質${1}には虫眼鏡ありのダイヤがないことがわかっているので、金庫破りは何も見つけられません：「なかった」と記録してください（M-SPECIALS）。`,
  'rule.M-SPECIALS.cracker-purity': str`${0}の品質${1}には虫眼鏡なしのダイヤがないことがわかっているので、金庫破りは何も見つけられません：「なかった」と記録してください（M-SPECIALS）。`,
  'rule.M-SPECIALS.cracker-known': str`${0}の金庫に${1}があることはわかっています：金庫破りはそれを取るので、「あった」と記録してください（M-SPECIALS）。`,
  'rule.M-SPECIALS.sleight-name': str`手品では市場からダイヤを1枚取ります：どれか指定してください（市場にあるのは${0}）（M-SPECIALS）。`,
  'rule.M-SPECIALS.sleight-missing': str`市場に${0}はないので取れません：市場にあるのは${1}です（M-SPECIALS）。`,

  // The hand limit
  'rule.M-LIMIT.count.one': str`${0}の手札は${1}です：ちょうど${2}枚減らさなければなりません（余分なダイヤは表向きで市場へ、余分なスペシャルカードは捨て札）が、${3}枚になっています（M-LIMIT）。`,
  'rule.M-LIMIT.count': str`${0}の手札は${1}です：ちょうど${2}枚減らさなければなりません（余分なダイヤは表向きで市場へ、余分なスペシャルカードは捨て札）が、${3}枚になっています（M-LIMIT）。`,
  'rule.M-LIMIT.specials': str`まだ手札にある可能性があるのは${0}だけです（このラウンドで使用${1}枚、捨て札${2}枚）：${3}は${4}枚捨てることはできません（M-LIMIT）。`,

  // The copies of each quality
  'rule.M-CARD-DECK.seen': str`これで品質${1}のダイヤが${0}個場に見えていることになります（市場に${2}個、手札に入るのが見えたもの${3}個、金庫に${4}個）が、山札には${5}個しかありません（M-CARD-DECK）。`,
  'rule.M-CARD-DECK.seen-pure': str`これで虫眼鏡ありの品質${1}のダイヤが${0}個場に見えていることになりますが、山札には虫眼鏡ありは${2}個しかありません（M-CARD-DECK）。`,
  'rule.M-CARD-DECK.too-small': str`ルールカードの山札はスペシャルカードと閉鎖カードを含めて${0}枚で、${2}人に${1}枚ずつ配って閉鎖カードを山札に残すには足りません（M-START、M-CARD-DECK）。`,

  // A round played turn by turn in the session (after "第2ラウンド：")
  'rule.format.turns.fields': '「turns」イベントの項目は「type」、「first」（最初に手番を行う席）、「closing」（「standard」または「deterministic」）だけです。',
  'rule.format.turns.already': 'このラウンドはすでに手番ごとに記録しています：最後の手番が終わったら、ラウンドシートで締めくくります。',
  'rule.format.turns.none': '手番ごとに記録しているラウンドはありません：手番を記録する前に開始してください（「このラウンドを手番ごとに始める」）。',
  'rule.format.turn.fields': '「turn」イベントの項目は「type」と「event」（市場ログのイベント1つ）だけです。',
  'rule.M-CLOSING.sheets-early': 'このラウンドは手番ごとに記録中で、閉鎖カードはまだ出ていません：ラウンドシートは、閉鎖カードのあとの最後の手番が終わってからです（M-CLOSING）。',
  'rule.M-CLOSING.sheets-still': str`このラウンドは手番ごとに記録中で、まだ終わっていません：閉鎖カードのあとの手番が残っているのは${0}です（M-CLOSING）。`,
  'rule.M-SECURE.sheet-missing': str`${0}の金庫には${1}のコレクションがあり、このラウンドにテーブルの前で保管されました：${2}のシートにも記入してください（M-SECURE）。`,
  'rule.M-SECURE.sheet-count': str`記録された手番によると、${0}の品質${1}のコレクションは${2}で、${3}個ではありません（M-SECURE）。`,
  'rule.M-PURITY.sheet': str`保管したときに見せたとおり、${0}の品質${1}のコレクションには虫眼鏡ありの${2}があり、${3}個ではありません（M-PURITY）。`,
  'rule.M-SECURE.sheet-extra': str`${0}のシートには品質${1}のコレクションがありますが、このラウンドに記録された手番では、${3}の金庫に品質${2}のダイヤは入っていません（M-SECURE）。`,
  'rule.M-HAND.seen.one': str`${0}は、記録された手番の中で手札に入るのが見えた${1}をまだ持っています：シートの${2}の手札にはそれを含めてください（M-HAND）。`,
  'rule.M-HAND.seen': str`${0}は、記録された手番の中で手札に入るのが見えた${1}をまだ持っています：シートの${2}の手札にはそれらを含めてください（M-HAND）。`,
  'rule.M-HAND.size': str`記録された手番によると、ラウンド終了時の${0}の手札は${1}ですが、シートには手札として${2}が記入されています（M-HAND）。`,
  'rule.M-HAND.specials': str`記録された手番によると、ラウンド終了時の${0}の手札は${1}です。シートには${2}が記入されているので、${3}枚がスペシャルカードになりますが、手札にある可能性があるのは最大${4}枚です（使用${5}枚、捨て札${6}枚）：手札に残っているダイヤはすべて記入してください（M-HAND）。`,
  'rule.M-HAND.unlisted': str`シートでは手札の${0}が記入されておらず、それがすべてスペシャルカードということになりますが、このラウンドで手札にある可能性があるのは最大${1}枚です：手札に残っているダイヤはすべて記入してください（M-HAND）。`,
  'rule.M-CARD-DECK.market': str`シートと、市場に残った品質${1}の${0}を合わせると${2}個になりますが、山札には${3}個しかありません（M-CARD-DECK）。`,
  'rule.M-CARD-DECK.market-pure': str`金庫と市場にある虫眼鏡ありの品質${1}のダイヤは${0}個ですが、山札には${2}個しかありません（M-CARD-DECK）。`,
};
