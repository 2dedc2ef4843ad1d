/**
 * Numbers, dates, lists and plurals in the current language, through `Intl`. Formatters are
 * costly to create and a list may format hundreds of values, so each is made once per language.
 */
import { msg, str } from '@lit/localize';
import { getLocale, type Locale } from './localization';

/**
 * The tag `Intl` gets for a language: the browser's own tag when it names the same language
 * (so "en-GB" keeps its day-month dates), else the language itself.
 */
export function intlLocale(locale: Locale = getLocale()): string {
  const languages = typeof navigator === 'undefined' ? [] : (navigator.languages ?? []);
  for (const tag of languages) {
    if (localeOfTag(tag) === locale) {
      try {
        return Intl.getCanonicalLocales(tag)[0] ?? locale;
      } catch {
        break; // not a valid tag: fall back to the language itself
      }
    }
  }
  return locale;
}

/** The app's language for a browser language tag, or null when it speaks none of them. */
export function localeOfTag(tag: string): Locale | null {
  const t = tag.toLowerCase();
  if (t === 'ja' || t.startsWith('ja-')) return 'ja';
  if (t.startsWith('zh-hant') || /^zh-(tw|hk|mo)(-|$)/.test(t)) return 'zh-Hant';
  if (t === 'en' || t.startsWith('en-')) return 'en';
  return null;
}

const cache = new Map<string, unknown>();

function cached<T>(kind: string, options: object | undefined, make: (tag: string) => T): T {
  const tag = intlLocale();
  const key = `${kind}|${tag}|${options ? JSON.stringify(options) : ''}`;
  let made = cache.get(key) as T | undefined;
  if (made === undefined) {
    made = make(tag);
    cache.set(key, made);
  }
  return made;
}

export function formatNumber(n: number, options?: Intl.NumberFormatOptions): string {
  return cached('number', options, (tag) => new Intl.NumberFormat(tag, options)).format(n);
}

const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

export function formatDate(ms: number | Date, options: Intl.DateTimeFormatOptions = DATE_TIME): string {
  return cached('date', options, (tag) => new Intl.DateTimeFormat(tag, options)).format(ms);
}

/**
 * The one list joiner. "Ann, Bob and Cy" / "Ann、Bob和Cy" / "Ann、Bob、Cy" through Intl (British
 * English, no comma before "and"); `disjunction` for "or"; `plain` side by side with no "and"
 * ("4, 5, 7" / "4、5、7"); `clauses` for parts of a sentence ("Bob put in 5; Cy had none").
 */
export function formatList(items: readonly string[], type: 'conjunction' | 'disjunction' | 'plain' | 'clauses' = 'conjunction'): string {
  if (type === 'plain') return items.join(msg(', ', { id: 'list.separator' }));
  if (type === 'clauses') return items.join(msg('; ', { id: 'list.clauses' }));
  const options = { type, style: 'long' } as const;
  const english = getLocale() === 'en';
  return cached(english ? 'list-en' : 'list', options, (tag) => new Intl.ListFormat(english ? 'en-GB' : tag, options)).format(items);
}

/** The plural category of a count in the current language ("one", "other", …). */
export function pluralOf(n: number): Intl.LDMLPluralRule {
  return cached('plural', undefined, (tag) => new Intl.PluralRules(tag)).select(n);
}

/**
 * A message that depends on a count: `one` where the language has a singular for it (English 1),
 * else `other`. Each form is a function, so only the `msg` that is shown gets looked up.
 */
export function plural(n: number, forms: { one: () => string; other: () => string }): string {
  return pluralOf(n) === 'one' ? forms.one() : forms.other();
}

const BYTE_UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;

/** "550 kB", "10 GB": storage sizes as people read them (1 kB = 1000 bytes, as devices show). */
export function formatBytes(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1000 && unit < BYTE_UNITS.length - 1) {
    value /= 1000;
    unit++;
  }
  return formatNumber(value, {
    style: 'unit',
    unit: BYTE_UNITS[unit],
    unitDisplay: 'short',
    maximumFractionDigits: value < 10 && unit > 0 ? 1 : 0,
  });
}

/** "2nd" / "第2" / "2番目": a place in an order, as the current language writes it. */
export function formatOrdinal(n: number): string {
  if (getLocale() === 'en') {
    const suffix =
      { one: 'st', two: 'nd', few: 'rd' }[cached('ordinal', undefined, (tag) => new Intl.PluralRules(tag, { type: 'ordinal' })).select(n) as string] ?? 'th';
    return `${n}${suffix}`;
  }
  return msg(str`${n}.`, { id: 'ordinal' });
}

/** "2nd" / "第2名" / "2位": a place in a ranking. */
export function formatPlace(n: number): string {
  if (getLocale() === 'en') return formatOrdinal(n);
  return msg(str`${n}.`, { id: 'place' });
}
