/** 日本語: the words of src/i18n/counts.ts. */
import { str, type TemplateMap } from '@lit/localize';

export const counts: TemplateMap = {
  'count.card.one': str`${0}枚`,
  'count.card': str`${0}枚`,
};
