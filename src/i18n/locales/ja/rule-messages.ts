/** 日本語: the words of src/i18n/rule-messages.ts. */
import { str, type TemplateMap } from '@lit/localize';

export const ruleMessages: TemplateMap = {
  // The wrappers, the kinds of a value, a refused name, a file that is no record
  'rule.wrap.play': str`第${0}ラウンド、${1}枚目：${2}`,
  'rule.kind.missing': 'ありません',
  'rule.name.blank': 'がありません：名前には見える文字が1文字以上必要です',
  'rule.name.hidden': str`に見えない文字または制御文字 ${0} が含まれています：名前には読める文字だけを使えます`,
  'rule.name.long': str`は${0}文字です：名前は${1}文字までです`,
  'rule.format.record.game': 'ゲームの記録ではありません："game" は "diamonds" か "diams" でなければなりません。',
  'rule.format.record.json': str`このファイルは有効な JSON ではありません：${0}`,
  'rule.format.record.unread': str`この記録を読み取れませんでした：${0}`,
  'rule.wrap.round': str`第${0}ラウンド：${1}`,
  'rule.wrap.safe': str`${0}の金庫：${1}`,
  'rule.kind.null': 'null',
  'rule.kind.list': 'リスト',
  'rule.kind.number': str`数値 ${0}`,
  'rule.kind.fraction': str`整数でない数値 ${0}`,
  'rule.kind.text': str`テキスト ${0}`,
  'rule.kind.object': 'オブジェクト',
};
