/** 繁體中文: the words of src/i18n/cards.ts. */
import { str, type TemplateMap } from '@lit/localize';

export const cards: TemplateMap = {
  'suit.D': '方塊',
  'suit.H': '紅心',
  'suit.S': '黑桃',
  'suit.C': '梅花',
  'suit.label': str`${0}${1}`,
  'card.name.D': str`方塊${0}`,
  'card.name.H': str`紅心${0}`,
  'card.name.S': str`黑桃${0}`,
  'card.name.C': str`梅花${0}`,
};
