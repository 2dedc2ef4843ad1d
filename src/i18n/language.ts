/**
 * Which language the app speaks: the one chosen in the settings (the store's `language`
 * setting), else the first of the browser's languages the app knows (`navigator.languages`:
 * zh-TW, zh-HK, zh-Hant… → 繁體中文, ja → 日本語, en → English), else English. The page's
 * `<html lang>` follows, so screen readers and fonts pick the right language too.
 */
import { getSetting, setSetting, type LedgerDb } from '../store/index.js';
import { localeOfTag } from './format.js';
import { getLocale, isLocale, setLocale, type Locale } from './localization.js';

/** The first language of the list the app speaks, else English. */
export function browserLocale(languages: readonly string[] = navigator.languages ?? [navigator.language]): Locale {
  for (const tag of languages) {
    const locale = localeOfTag(tag);
    if (locale) return locale;
  }
  return 'en';
}

let started: Promise<Locale> | null = null;

/**
 * Sets the language at start-up: the remembered choice, else the browser's. Never fails: a
 * device whose storage cannot be read follows the browser.
 */
export function startLanguage(db: LedgerDb): Promise<Locale> {
  started = (async () => {
    let saved: unknown;
    try {
      saved = await getSetting(db, 'language');
    } catch {
      saved = undefined;
    }
    const locale = isLocale(saved) ? saved : browserLocale();
    await useLocale(locale);
    return locale;
  })();
  return started;
}

/** Resolves once the start-up language is ready (at once when nothing started one). */
export function languageReady(): Promise<unknown> {
  return started ?? Promise.resolve();
}

/** The settings' language choice: remembered on this device, and shown at once. */
export async function chooseLanguage(db: LedgerDb, locale: Locale): Promise<void> {
  await useLocale(locale);
  await setSetting(db, 'language', locale);
}

/** Makes a language current and tells the page (`<html lang>`). */
export async function useLocale(locale: Locale): Promise<void> {
  try {
    await setLocale(locale);
  } catch {
    // Its module could not load (offline before it was ever cached): stay in the current one.
  }
  document.documentElement.lang = getLocale();
}

/** How each language names itself, for the chooser (never translated). */
export const LANGUAGE_NAMES: Record<Locale, string> = {
  en: 'English',
  'zh-Hant': '繁體中文',
  ja: '日本語',
};
