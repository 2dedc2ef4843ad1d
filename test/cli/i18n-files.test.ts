/**
 * Where each translation lives (the rule at the top of src/i18n/locales/ja.ts): an id that an
 * English catalog file of src/i18n words lives in the locale file of the same name, one locale
 * file per English catalog file in each language; an id only components (or src/live, src/pwa)
 * use lives in the file of the folder of one of its uses; ja and zh-Hant have the same files with
 * the same ids. ./i18n-ids.test.ts checks that every id is translated, and how.
 */
import { basename, dirname } from 'node:path';
import { describe, expect, it } from 'vitest';
import { messageUses } from './i18n-scan';

/** The locale file of the components' words, by folder: the longest folder that holds a use wins. */
const FOLDERS: Readonly<Record<string, string>> = {
  'src/components/about-screen/': 'app',
  'src/components/app-shell/': 'app',
  'src/components/home-screen/': 'app',
  'src/components/settings-screen/': 'app',
  'src/components/shared/': 'app',
  'src/pwa/': 'app',
  'src/components/diamonds/check/': 'check',
  'src/components/diamonds/': 'diamonds',
  'src/components/new-game/': 'diamonds',
  'src/components/session/': 'diamonds',
  'src/components/session-route/': 'diamonds',
  'src/components/diams/': 'diams',
  'src/components/live/': 'live',
  'src/components/settings-screen/relay-setting.ts': 'live',
  'src/live/': 'live',
  'src/components/ledger/': 'ledger',
  'src/components/settings-screen/devices-': 'ledger',
  'src/components/diams/turns/': 'turns',
  'src/components/rules-screen/': 'rule-books',
  'src/components/diams/rules/': 'rule-books',
  'src/components/shared/rule-tag.ts': 'rule-books',
  'src/components/charts/': 'screens',
  'src/components/data-panel/': 'screens',
  'src/components/history/': 'screens',
  'src/components/players/': 'screens',
  'src/components/stats/': 'screens',
  'src/components/share-link/': 'share',
  'src/components/shared/storage-message.ts': 'storage',
};

/** The locale file of a component's (or src/live's, src/pwa's) file, or null when no folder says. */
function folderFile(path: string): string | null {
  let best: string | null = null;
  for (const folder of Object.keys(FOLDERS)) if (path.startsWith(folder) && (best === null || folder.length > best.length)) best = folder;
  return best === null ? null : (FOLDERS[best] ?? null);
}

const modules = import.meta.glob<Record<string, Record<string, unknown>>>('../../src/i18n/locales/*/*.ts', { eager: true });

/** Each language's files by base name, with the ids each holds. */
function localeFiles(language: string): Map<string, Set<string>> {
  const files = new Map<string, Set<string>>();
  for (const [path, module] of Object.entries(modules)) {
    if (basename(dirname(path)) !== language) continue;
    const [templates, ...more] = Object.values(module);
    expect(more, `${path} exports one map`).toEqual([]);
    files.set(basename(path, '.ts'), new Set(Object.keys(templates ?? {})));
  }
  return files;
}

describe('locale files (src/i18n/locales)', () => {
  const uses = messageUses();
  /** Where each id is used: the files of its msg() calls. */
  const where = new Map<string, Set<string>>();
  for (const use of uses) {
    if (!use.id) continue;
    const path = use.where.replace(/:\d+$/, '');
    where.set(use.id, (where.get(use.id) ?? new Set()).add(path));
  }
  /** The English catalog files: the files of src/i18n that word messages with msg(). */
  const catalogs = new Map<string, Set<string>>();
  for (const [id, paths] of where) {
    for (const path of paths) {
      const catalog = /^src\/i18n\/([\w-]+)\.ts$/.exec(path)?.[1];
      if (catalog) catalogs.set(catalog, (catalogs.get(catalog) ?? new Set()).add(id));
    }
  }

  it('finds the English catalog files, the store’s among them', () => {
    expect([...catalogs.keys()]).toEqual(expect.arrayContaining(['rule-messages', 'diamonds-messages', 'diams-text', 'turns-words', 'store-messages']));
    for (const [id, files] of where) {
      const inCatalogs = [...files].filter((path) => path.startsWith('src/i18n/'));
      expect(inCatalogs.length, `${id} is worded in one English catalog file at most`).toBeLessThanOrEqual(1);
    }
  });

  for (const language of ['ja', 'zh-Hant']) {
    describe(language, () => {
      const files = localeFiles(language);

      it('has one file for each English catalog file, with its name and exactly its ids', () => {
        for (const [catalog, ids] of catalogs) {
          expect(files.has(catalog), `${language}/${catalog}.ts`).toBe(true);
          expect([...(files.get(catalog) ?? [])].sort(), `${language}/${catalog}.ts`).toEqual([...ids].sort());
        }
      });

      it('keeps the components’ words in the file of the folder of one of their uses', () => {
        const misplaced: string[] = [];
        for (const [file, ids] of files) {
          if (catalogs.has(file)) continue;
          for (const id of ids) {
            const homes = [...(where.get(id) ?? [])].map(folderFile);
            if (!homes.includes(file)) misplaced.push(`${id} is in ${file}.ts; its uses say ${homes.map((h) => `${h}.ts`).join(' or ')}`);
          }
        }
        expect(misplaced).toEqual([]);
      });

      it('has no other file', () => {
        const known = new Set([...catalogs.keys(), ...Object.values(FOLDERS)]);
        expect([...files.keys()].filter((file) => !known.has(file))).toEqual([]);
      });
    });
  }

  it('gives ja and zh-Hant the same files, each with the same ids', () => {
    const ja = localeFiles('ja');
    const zhHant = localeFiles('zh-Hant');
    expect([...zhHant.keys()].sort()).toEqual([...ja.keys()].sort());
    for (const [file, ids] of ja) expect([...(zhHant.get(file) ?? [])].sort(), file).toEqual([...ids].sort());
  });
});
