/**
 * Which language the app speaks: the one chosen in the settings (the store's `language`
 * setting), else the first of the browser's languages the app knows (`navigator.languages`:
 * zh-TW, zh-HK, zh-Hant… → 繁體中文, ja → 日本語, en → English), else English. The page's
 * `<html lang>` follows, so screen readers and fonts pick the right language too.
 */
import { localeOfTag } from './format';
import { getLocale, isLocale, setLocale, type Locale } from './localization';

/**
 * Where the choice is remembered on this device: the app gives the store's `language` setting
 * (../app/language.ts), so that this module knows no store. `read` may answer anything (only a
 * language the app speaks is used); either may fail.
 */
export interface LanguageMemory {
  read(): Promise<unknown>;
  write(locale: Locale): Promise<unknown>;
}

/** The first language of the list the app speaks, else English. */
export function browserLocale(languages: readonly string[] = navigator.languages ?? [navigator.language]): Locale {
  for (const tag of languages) {
    const locale = localeOfTag(tag);
    if (locale) return locale;
  }
  return 'en';
}

let started: Promise<Locale> | null = null;
/** Set once the player picks a language: a late answer from the store must not undo it. */
let chosen = false;

/**
 * How long the start-up waits for the remembered language. The store answers in milliseconds; when
 * it hangs (a known WebKit fault) or is slow, the shell shows in the browser's language instead
 * (the page must not stay blank), and switches if the remembered one arrives later.
 */
export const LANGUAGE_WAIT_MS = 300;

/**
 * Sets the language at start-up: the remembered choice, else the browser's. Never fails: a
 * device whose storage cannot be read follows the browser.
 */
export function startLanguage(memory: LanguageMemory, waitMs: number = LANGUAGE_WAIT_MS): Promise<Locale> {
  chosen = false;
  started = (async () => {
    const saved = memory.read().catch(() => undefined); // storage that cannot be read: the browser's language is used
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = Symbol('late');
    const first = await Promise.race([saved, new Promise<typeof late>((resolve) => (timer = setTimeout(() => resolve(late), waitMs)))]);
    clearTimeout(timer);
    if (first === late) {
      void saved.then((value) => {
        if (isLocale(value) && !chosen && value !== getLocale()) void useLocale(value);
      });
    }
    const locale = first !== late && isLocale(first) ? first : browserLocale();
    await useLocale(locale);
    return locale;
  })();
  return started;
}

/** Resolves once the start-up language is ready (at once when nothing started one). */
export function languageReady(): Promise<unknown> {
  return started ?? Promise.resolve();
}

/**
 * The settings' language choice: shown at once, and remembered on this device. False when it could
 * not be remembered (the storage failed): it then lasts until the page is left.
 */
export async function chooseLanguage(memory: LanguageMemory, locale: Locale): Promise<boolean> {
  chosen = true;
  await useLocale(locale);
  try {
    await memory.write(locale);
    return true;
  } catch {
    // the language is in use; the caller says it is not remembered
    return false;
  }
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
