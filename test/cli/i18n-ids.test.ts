/**
 * Every message id used in src/ exists in every locale module, no locale keeps an id nothing uses,
 * and every translation uses exactly the values its English names (no placeholder lost or made
 * up). The sources are read with the TypeScript compiler: each `msg(…)` call must give its id as a
 * string literal, so ids stay stable when the English changes.
 */
import { describe, expect, it } from 'vitest';
import * as jaParts from '../../src/i18n/locales/ja';
import { templatesOf } from '../../src/i18n/locales/templates';
import * as zhHantParts from '../../src/i18n/locales/zh-Hant';
import { messageUses, type MessageUse } from './i18n-scan';

const ja = templatesOf(jaParts);
const zhHant = templatesOf(zhHantParts);

type Translation = string | { strTag: true; strings: readonly string[]; values: readonly number[] } | { values: readonly number[] };

/** The value indices a translation uses. */
function indices(t: Translation): number[] {
  return typeof t === 'string' ? [] : [...t.values];
}

/** Ids whose translation may read exactly as the English (names, symbols, codes). */
const SAME_AS_ENGLISH = new Set(['game.diams', 'games.diamonds.credit', 'games.diams.credit', 'suit.label', 'rules.DP.hand2', 'rule.kind.null']);

describe('message ids (src/i18n/locales)', () => {
  const uses = messageUses();
  const byId = new Map<string, MessageUse>();
  for (const use of uses) if (use.id) byId.set(use.id, use);

  it('finds the messages of the sources', () => {
    expect(uses.length).toBeGreaterThan(100);
  });

  it('gives every msg() call a literal id', () => {
    expect(uses.filter((u) => u.id === null).map((u) => `${u.where}: ${u.english}`)).toEqual([]);
  });

  it('gives each id one English text', () => {
    const clashes = uses.filter((u) => u.id && byId.get(u.id)?.shape !== u.shape);
    expect(clashes.map((u) => `${u.where}: ${u.id} is also "${byId.get(u.id!)?.english}"`)).toEqual([]);
  });

  for (const [name, locale] of [
    ['zh-Hant', zhHant],
    ['ja', ja],
  ] as const) {
    describe(name, () => {
      const templates = locale as Record<string, Translation>;

      it('has every id the sources use', () => {
        expect([...byId.keys()].filter((id) => !(id in templates))).toEqual([]);
      });

      it('has no id the sources no longer use', () => {
        expect(Object.keys(templates).filter((id) => !byId.has(id))).toEqual([]);
      });

      it('uses exactly the values each English names', () => {
        const wrong: string[] = [];
        for (const [id, t] of Object.entries(templates)) {
          const use = byId.get(id);
          if (!use) continue;
          const used = indices(t);
          const named = new Set(used.map((i) => use.values[i]));
          const bad = used.some((i) => i < 0 || i >= use.values.length) || new Set(use.values).size !== named.size;
          if (bad) wrong.push(`${id}: "${use.english}" has ${use.values.length} values, the translation uses ${JSON.stringify(used)}`);
        }
        expect(wrong).toEqual([]);
      });

      it('translates every text that has words', () => {
        const same = Object.entries(templates).filter(([id, t]) => {
          const use = byId.get(id);
          return typeof t === 'string' && use && t === use.english && /[A-Za-z]{3}/.test(t) && !SAME_AS_ENGLISH.has(id);
        });
        expect(same.map(([id]) => id)).toEqual([]);
      });
    });
  }
});
