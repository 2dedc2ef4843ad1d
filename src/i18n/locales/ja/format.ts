/** 日本語: the words of src/i18n/format.ts. */
import { str, type TemplateMap } from '@lit/localize';

export const format: TemplateMap = {
  'list.separator': '、',
  'list.clauses': '／',
  ordinal: str`${0}番目`,
  place: str`${0}位`,
};
