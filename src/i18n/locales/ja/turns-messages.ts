/** 日本語: the words of src/i18n/turns-messages.ts. */
import { str, type TemplateMap } from '@lit/localize';

export const turnsMessages: TemplateMap = {
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
};
