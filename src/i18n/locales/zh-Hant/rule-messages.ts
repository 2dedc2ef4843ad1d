/** 繁體中文: the words of src/i18n/rule-messages.ts. */
import { str, type TemplateMap } from '@lit/localize';

export const ruleMessages: TemplateMap = {
  // The wrappers, the kinds of a value, a refused name, a file that is no record
  'rule.wrap.play': str`第${0}輪，第${1}張：${2}`,
  'rule.kind.missing': '缺少',
  'rule.name.blank': '缺少：名稱至少需要一個看得見的字元',
  'rule.name.hidden': str`含有看不見的字元或控制字元 ${0}：名稱只能包含讀者看得見的字元`,
  'rule.name.long': str`有${0}個字元：名稱最多${1}個字元`,
  'rule.format.record.game': '這不是遊戲紀錄："game" 必須是 "diamonds" 或 "diams"。',
  'rule.format.record.json': str`這個檔案不是有效的 JSON：${0}`,
  'rule.format.record.unread': str`無法讀取這份紀錄：${0}`,
  'rule.wrap.round': str`第${0}輪：${1}`,
  'rule.wrap.safe': str`${0}的金庫：${1}`,
  'rule.kind.null': 'null',
  'rule.kind.list': '一個列表',
  'rule.kind.number': str`數字${0}`,
  'rule.kind.fraction': str`非整數${0}`,
  'rule.kind.text': str`文字${0}`,
  'rule.kind.object': '一個物件',
};
