/** 繁體中文: the words of src/i18n/format.ts. */
import { str, type TemplateMap } from '@lit/localize';

export const format: TemplateMap = {
  'list.separator': '、',
  'list.clauses': '；',
  ordinal: str`第${0}`,
  place: str`第${0}名`,
};
