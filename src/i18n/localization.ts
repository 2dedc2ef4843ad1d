/**
 * The app's languages, with @lit/localize in runtime mode: English is written in the sources
 * (`msg('…', { id: 'area.key' })`, every id explicit so it never changes with the English text)
 * and the other languages are locale modules of templates keyed by those ids, each loaded on
 * first use. A component that shows text is `@localized()` (see ./index.ts)
 * so it renders again once another language is ready.
 */
import { configureLocalization } from '@lit/localize';
import { templatesOf, type LocaleParts } from './locales/templates';

export type Locale = 'en' | 'zh-Hant' | 'ja';

export const SOURCE_LOCALE: Locale = 'en';
export const TARGET_LOCALES = ['zh-Hant', 'ja'] as const satisfies readonly Locale[];
/** Every language the app speaks, in the order the settings screen offers them. */
export const LOCALES: readonly Locale[] = [SOURCE_LOCALE, ...TARGET_LOCALES];

/** Each language's parts (./locales/ja.ts says which file holds what), loaded on first use. */
const PARTS: Record<(typeof TARGET_LOCALES)[number], () => Promise<LocaleParts>> = {
  'zh-Hant': () => import('./locales/zh-Hant'),
  ja: () => import('./locales/ja'),
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

const runtime = configureLocalization({
  sourceLocale: SOURCE_LOCALE,
  targetLocales: TARGET_LOCALES,
  loadLocale: async (locale) => ({ templates: templatesOf(await PARTS[locale as (typeof TARGET_LOCALES)[number]]()) }),
});

/** The language the screens render in now (the source language until another one is ready). */
export function getLocale(): Locale {
  const locale = runtime.getLocale();
  return isLocale(locale) ? locale : SOURCE_LOCALE;
}

/** Loads a language and makes it current; every localized element then renders again. */
export function setLocale(locale: Locale): Promise<void> {
  return runtime.setLocale(locale);
}
