/** 日本語: the words of src/i18n/cards.ts. */
import { str, type TemplateMap } from '@lit/localize';

export const cards: TemplateMap = {
  'suit.D': 'ダイヤ',
  'suit.H': 'ハート',
  'suit.S': 'スペード',
  'suit.C': 'クラブ',
  'suit.label': str`${0}${1}`,
  'card.name.D': str`ダイヤの${0}`,
  'card.name.H': str`ハートの${0}`,
  'card.name.S': str`スペードの${0}`,
  'card.name.C': str`クラブの${0}`,
};
