/**
 * The shape of a message catalog: for each key of the rules' messages (src/rules/game.ts
 * `MessageText`), a function that says it with `msg()`, whose English is the source text. An
 * entry reads its parameters through these readers once `sayFrom` has said the messages nested
 * in them, so it only ever sees names, codes, numbers and lists of them.
 *
 * A new message: the rules (or the store) return `says('M-RULE.variant', { who, count })`, with
 * no English; its key is listed under its catalog file in src/rules/message-keys.ts (`says` takes
 * no other), and its one sentence is an entry `'M-RULE.variant': (p) => msg(str`…`, { id:
 * 'rule.M-RULE.variant' })` in that file (Diamonds: ./diamonds-messages.ts, records and events
 * from outside ./diamonds-record-messages.ts; Diam's: ./diams-messages.ts,
 * ./diams-record-messages.ts; turn by turn: ./turns-messages.ts and its parts; the store's own:
 * ./store-messages.ts), a reason in its reasons' catalog (./diamonds-text.ts, ./diams-text.ts,
 * ./turns-text.ts), worded with the shared words (./rule-words.ts, ./turns-words.ts, `plural`
 * and `formatList` of ./format.ts). Each file is a `Catalog` of its own keys, so a key without
 * its sentence does not compile. The locale modules translate the id, in the file of the same
 * name (./locales/ja/diams-text.ts translates ./diams-text.ts); `rejectionText`
 * (./rule-messages.ts) says a rejection anywhere, `messageText` any message, `recordError` a
 * record's fault, and `saidOutput` (./said-output.ts) the reasons of what `replay` prints.
 */
import type { CatalogKeys, MessageKey, MessageParam, MessageText } from '../rules/game';

export type SaidParam = string | number | readonly string[];
export type SaidParams = Readonly<Record<string, SaidParam>>;
export type Say = (p: SaidParams) => string;
/**
 * The entries of one or more English catalog files, exactly the keys src/rules/message-keys.ts
 * lists for them: `Catalog<'diams-text'>` is src/i18n/diams-text.ts. A key missing, or one not
 * listed, does not compile.
 */
export type Catalog<F extends keyof CatalogKeys> = { readonly [K in CatalogKeys[F]]: Say };
/** Any part of the catalog, for saying a message from it (a key it does not have says nothing). */
export type Wording = { readonly [K in MessageKey]?: Say };

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
function said(catalog: Wording, v: MessageParam): SaidParam {
  if (typeof v === 'string' || typeof v === 'number') return v;
  if (Array.isArray(v)) return (v as readonly (string | MessageText)[]).map((x) => (typeof x === 'string' ? x : (sayFrom(catalog, x) ?? '')));
  return sayFrom(catalog, v as MessageText) ?? '';
}

/** A message in the current language from `catalog`; null for a key the catalog does not have. */
export function sayFrom(catalog: Wording, t: MessageText): string | null {
  const say = catalog[t.key];
  if (!say) return null;
  const params: Record<string, SaidParam> = {};
  for (const [k, v] of Object.entries(t.params)) params[k] = said(catalog, v);
  return say(params);
}
