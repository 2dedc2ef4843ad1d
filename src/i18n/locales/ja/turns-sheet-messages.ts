/** 日本語: the words of src/i18n/turns-sheet-messages.ts. */
import { str, type TemplateMap } from '@lit/localize';

export const turnsSheetMessages: TemplateMap = {
  // A round played turn by turn in the session (after "第2ラウンド：")
  'rule.format.turns.fields':
    '「turns」イベントの項目は「type」、「first」（最初に手番を行う席）、「closing」（「standard」または「deterministic」）だけです。',
  'rule.format.turns.already': 'このラウンドはすでに手番ごとに記録しています：最後の手番が終わったら、ラウンドシートで締めくくります。',
  'rule.format.turns.none': '手番ごとに記録しているラウンドはありません：手番を記録する前に開始してください（「このラウンドを手番ごとに始める」）。',
  'rule.format.turn.fields': '「turn」イベントの項目は「type」と「event」（市場ログのイベント1つ）だけです。',
  'rule.M-CLOSING.sheets-early':
    'このラウンドは手番ごとに記録中で、閉鎖カードはまだ出ていません：ラウンドシートは、閉鎖カードのあとの最後の手番が終わってからです（M-CLOSING）。',
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
