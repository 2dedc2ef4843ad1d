/**
 * The shape of a message catalog: for each key of the rules' messages (src/rules/game.ts
 * `MessageText`), a function that says it with `msg()`, whose English is the source text. An
 * entry reads its parameters through these readers once `sayFrom` has said the messages nested
 * in them, so it only ever sees names, codes, numbers and lists of them.
 *
 * A new message: the rules return `says('M-RULE.variant', { who, count })`, with no English;
 * its one sentence is an entry `'M-RULE.variant': (p) => msg(str`…`, { id: 'rule.M-RULE.variant' })`
 * in its area's catalog (Diamonds: ./diamonds-messages.ts, records and events from outside
 * ./diamonds-record-messages.ts; Diam's: ./diams-messages.ts, ./diams-record-messages.ts; turn by
 * turn: ./market-messages.ts and its parts), a reason in its reasons' catalog (./diamonds-text.ts,
 * ./diams-text.ts, ./market-text.ts), worded with the shared words (./rule-words.ts,
 * ./market-words.ts, `plural` and `formatList` of ./format.ts); the locale modules translate the
 * id; `rejectionText` (./rule-messages.ts) says a rejection anywhere, `recordError` a record's
 * fault, and `saidOutput` (./said-output.ts) the reasons of what `replay` prints.
 */
import type { MessageParam, MessageText } from '../rules/game.js';

export type SaidParam = string | number | readonly string[];
export type SaidParams = Readonly<Record<string, SaidParam>>;
export type Say = (p: SaidParams) => string;
export type Catalog = Readonly<Record<string, Say>>;

/** A name, a code or a message already said. */
export const text = (p: SaidParams, k: string): string => {
  const v = p[k];
  return Array.isArray(v) ? v.join(', ') : String(v ?? '');
};

/** A count or a quality. */
export const num = (p: SaidParams, k: string): number => Number(p[k] ?? 0);

/** A list of names, codes or messages already said. */
export const list = (p: SaidParams, k: string): readonly string[] => {
  const v = p[k];
  return Array.isArray(v) ? (v as readonly string[]) : v === undefined ? [] : [String(v)];
};

/** A parameter with the messages nested in it said first, from the same catalog. */
function said(catalog: Catalog, v: MessageParam): SaidParam {
  if (typeof v === 'string' || typeof v === 'number') return v;
  if (Array.isArray(v)) return (v as readonly (string | MessageText)[]).map((x) => (typeof x === 'string' ? x : (sayFrom(catalog, x) ?? '')));
  return sayFrom(catalog, v as MessageText) ?? '';
}

/** A message in the current language from `catalog`; null for a key the catalog does not have. */
export function sayFrom(catalog: Catalog, t: MessageText): string | null {
  const say = catalog[t.key];
  if (!say) return null;
  const params: Record<string, SaidParam> = {};
  for (const [k, v] of Object.entries(t.params)) params[k] = said(catalog, v);
  return say(params);
}
