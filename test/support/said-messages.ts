/**
 * What a message said from the catalog must never show, in any language: a raw key, "undefined"
 * or "NaN", a number of its parameters left out, or (in another language) English left untranslated
 * (a missing id falls back to its English). Used by the catalog tests of test/cli.
 */
import type { MessageParam, MessageText } from '../../src/rules/game';
import type { Locale } from '../../src/i18n/localization';
import { formatCount } from '../../src/i18n/turns-words';
import { englishRun } from './english-run';

/** Every key of a message and of the messages nested in it. */
export function keysOf(t: MessageText): string[] {
  const nested = Object.values(t.params).flatMap((v: MessageParam) =>
    Array.isArray(v) ? v.flatMap((x) => (typeof x === 'object' ? keysOf(x as MessageText) : [])) : typeof v === 'object' ? keysOf(v as MessageText) : [],
  );
  return [t.key, ...nested];
}

/** Every number a message and its nested messages name, with the key that names it. */
export function numbersOf(t: MessageText): { key: string; name: string; value: number }[] {
  return Object.entries(t.params).flatMap(([name, v]: [string, MessageParam]) => {
    if (typeof v === 'number') return [{ key: t.key, name, value: v }];
    if (Array.isArray(v)) return v.flatMap((x) => (typeof x === 'object' ? numbersOf(x as MessageText) : []));
    return typeof v === 'object' ? numbersOf(v as MessageText) : [];
  });
}

export interface SaidRules {
  /** Player names in the messages, set aside when looking for English words. */
  names: readonly string[];
  /** Parameters that choose a wording rather than being said, by key. */
  choosers?: Readonly<Record<string, readonly string[]>>;
}

/** Parameters said verbatim from outside (a name quoted from a file, the platform's JSON error). */
const VERBATIM = ['why', 'field', 'name', 'entry', 'example'];

/** The verbatim texts of a message and its nested messages. */
function verbatimOf(t: MessageText): string[] {
  return Object.entries(t.params).flatMap(([name, v]: [string, MessageParam]) => {
    if (typeof v === 'string') return VERBATIM.includes(name) ? [v] : [];
    if (Array.isArray(v)) return v.flatMap((x) => (typeof x === 'object' ? verbatimOf(x as MessageText) : []));
    return typeof v === 'object' ? verbatimOf(v as MessageText) : [];
  });
}

/** What is wrong with `said`, the text of `t` in `locale` (`english` is its English), or null. */
export function saidProblem(t: MessageText, said: string, locale: Locale, english: string, rules: SaidRules): string | null {
  if (/undefined|NaN|\[object|\$\{|（）|\(\)/.test(said)) return `missing value: ${said}`;
  // A key is never shown; a rule id in brackets is the message citing its rule.
  const raw = keysOf(t).find((k) => said.replace(/\((?:[A-Z0-9]+-[A-Z0-9-]+(?:, )?)+\)/g, '').includes(k));
  if (raw) return `raw key ${raw}: ${said}`;
  for (const n of numbersOf(t)) {
    if (rules.choosers?.[n.key]?.includes(n.name) || n.value === 0) continue;
    const words = locale === 'en' ? [String(n.value), formatCount(n.value), formatCount(n.value, 'none')] : [String(n.value)];
    if (!words.some((w) => said.toLowerCase().includes(w))) return `${n.key}: ${n.name} = ${n.value} is not in ${said}`;
  }
  if (locale !== 'en') {
    if (said === english) return `still English: ${said}`;
    const outside = verbatimOf(t);
    const run = englishRun(
      outside.reduce((text, v) => text.split(v).join('·'), said),
      rules.names,
    );
    if (run) return `"${run}" in ${said}`;
  }
  return null;
}

/** One message per distinct text, so each wording is read once per language. */
export function distinct(texts: readonly MessageText[]): MessageText[] {
  return [...new Map(texts.map((t) => [JSON.stringify(t), t])).values()];
}
