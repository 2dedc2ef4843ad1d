/** 日本語: the round-end check (a round counted at its end), the end of a round and the tally (src/components/diamonds/check/). */
import { str, type TemplateMap } from '@lit/localize';

export const check: TemplateMap = {
  'check.choose-dealer': str`第${0}ラウンドのディーラーを選んでください。`,
  'check.zones': '最後のトリックのあとのダイヤモンド',
  'check.title': str`第${0}ラウンド／全${1}ラウンド：終了時に確認`,
  'check.intro':
    'すべてのカードがプレイされた今、テーブルで見えるものを入力してください。そのあとアプリがラウンド終了時の処理を行います（D-MAJORITY、D-NOTRICK、D-END-ORDERの順）。',
  'check.zones.how':
    'ラウンド終了時のアクションの前に、各ショールームと金庫を数えてください：トリックの間に、アプリが見ていないダイヤモンドの移動がありました。',
  'check.won': '獲得したカード（スートごと）',
  'check.won.how.teams.ticks':
    '各チーム（パートナーの分を合わせて）が獲得したカードをスートごとに分けてください。チームにカードがあると、パートナー2人のチェックが自動で入ります：トリックを1回も取らなかったパートナーはチェックを外してください。その人は♦のアクションを2回行います（D-NOTRICK）。',
  'check.won.how.ticks':
    '各プレイヤーが獲得したカードをスートごとに分けてください。カードがあるプレイヤーには自動でチェックが入ります。カードのないプレイヤーはトリックを1回も取らなかったので、♦のアクションを2回行います（D-NOTRICK）。',
  'check.entered': str`${1}枚中${0}枚`,
  'check.ready': str`ありうる枚数です：第${0}ラウンドを確定できます。`,
  'check.settle': str`第${0}ラウンドを確定`,
  'check.dealer.fixed': str`このラウンドのディーラーは${0}です：前のディーラーの左隣のプレイヤー（D-DEALER）。`,
  'check.dealer': str`第${0}ラウンドのディーラーは誰？（D-DEALER）`,
  'check.dealer.chosen': str`第1ラウンドのディーラーは${0}です（ゲーム開始時に選んだとおり）。`,
  'check.dealer.change': '別のディーラーにする',
  'check.pass': '渡した枚数（D-PASS）',
  'check.pass.none': '記録なし',
  'check.thief': '最後のトリックのあとの泥棒トークン（DX-THIEF）',
  'check.suit-won': str`${1}が獲得した${0}`,
  'check.won-trick': str`${0}はトリックを1回以上取った`,
  'check.tricks.one': str`${0}トリック`,
  'check.tricks': str`${0}トリック`,
  'check.standings': '現在の順位（D-SCORE）',
  'check.mid-round': str`第${0}ラウンドは1枚ずつ記録中です（あと${1}枚）。ラウンド終了時の確認はラウンドの区切りで始めます：このラウンドを終えるか、配札の前まで元に戻してください。`,
  'check.news.choose': str`第${0}ラウンド：クラブのマジョリティでショールームから奪います。相手を選んでください。`,
  'check.news.over': str`第${0}ラウンドを確定しました：ゲーム終了です。最終集計をご覧ください。`,
  'check.news.settled': str`第${0}ラウンドを確定しました：ラウンド終了時のアクションをご覧ください。`,
  'check.news.counts': '数を記録しました：今後はこの数を使います。',
  'check.problem.rejected': str`記録されませんでした：${0}（${1}）`,
  'check.problem.failed': str`保存されませんでした：この端末に保存できませんでした（${0}）。何も記録されていません。もう一度お試しください。`,
  'check.showroom-of': str`${0}のショールーム`,
  'check.vault-of': str`${0}の金庫`,
  'stepper.fewer': str`1つ減らす：${0}`,
  'stepper.more': str`1つ増やす：${0}`,

  // The end of a round
  'end.title': str`第${0}ラウンドの終了`,
  'end.from-check': 'テーブルで入力した数から。',
  'end.from-cards': '記録したカードから。',
  'end.order': 'D-END-ORDERの順にアクションを行います：♦、♥、♠、♣のマジョリティ、そのあとトリックなしのボーナス。',
  'end.after': 'ラウンド終了後のダイヤモンド',
  'end.so-far': 'ここまでのダイヤモンド',
  'end.now': str`現在：${0}。`,
  'end.nothing': '何も動きません。',
  'end.before': '終了前',
  'end.zones.side': str`${0}：ショールーム${1}、金庫${2}`,
  'end.zones': str`ショールーム${0}、金庫${1}`,

  // The tally
  'tally.final': '最終集計',
  'tally.after': str`第${0}ラウンド終了時点の順位（全${1}ラウンド）`,
  'tally.how': 'ショールームのダイヤモンドは1個1点、金庫は1個2点です（D-SCORE）。テーブルのクリスタルに合わせて数を変えると、順位も変わります。',
  'tally.zones': '集計のために数えたダイヤモンド',
  'tally.ranking': '順位',
  'tally.ranking.now': '今ゲームが終わった場合の順位',
  'tally.leading': 'リード中',
  'tally.row': str`ショールーム${0} + 2 × 金庫${1}`,
  'tally.edited': 'アプリの数と違います。今後もこの数を使うには記録してください。',
  'tally.record': 'この数を記録',
  'tally.reset': 'アプリの数を使う',
};
