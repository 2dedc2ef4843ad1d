/** 日本語: the words of src/i18n/turns-play-messages.ts. */
import { str, type TemplateMap } from '@lit/localize';

export const turnsPlayMessages: TemplateMap = {
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
};
