/// <reference types="mocha" />
/**
 * The rules modules' refusals as the screens show them (src/i18n/rule-messages.ts `rejectionText`)
 * in 繁體中文 and 日本語: every key met — Diam's turn by turn from random walks
 * (test/cli/turns-walks.ts), Diam's sheets with their "Round 1: Ann's safe: …" wrappers, and a
 * Diamonds refusal — reads in the language, unlike its English, with no English left but names,
 * rule ids and JSON field names, and nothing missing (no "undefined", no empty placeholder).
 */
import type { Rejection } from '../../../src/rules/game';
import * as diams from '../../../src/rules/diams/index';
import { apply, initialState } from '../../../src/rules/diamonds/index';
import { rejectionText } from '../../../src/i18n/rule-messages';
import { setLocale } from '../../../src/i18n/localization';
import { turnsRejections } from '../../cli/turns-walks';
import { englishRun } from '../../support/english-run';
import { expect } from '../expect';

const NAMES = ['Ann', 'Bob', 'Cy', 'Dee', 'Eve'];

/** One refusal per key (nested keys included), so each message is read once. */
function samples(): Rejection[] {
  const out = new Map<string, Rejection>();
  const add = (r: Rejection | undefined) => {
    if (!r?.text) return;
    const key = (t: { key: string; params: Record<string, unknown> }): string =>
      [t.key, ...Object.values(t.params).flatMap((v) => (v && typeof v === 'object' && 'key' in v ? [key(v as never)] : []))].join('+');
    const k = key(r.text);
    if (!out.has(k)) out.set(k, r);
  };
  for (const r of turnsRejections(150)) add(r);
  const players = ['Ann', 'Bob', 'Cy'];
  const blank = { safe: [], hand: [] };
  const config = { players, options: { rounds: 1, handTie: 'none', winBy: 'chips' }, card: diams.publicRulesCard() } as const;
  const sheets = diams.scoreSheets(config, [{ safe: [{ quality: 9, count: 4, pure: 0 }], hand: [] }, blank, blank], 1);
  if (!sheets.ok) add(sheets.rejection);
  const early = apply(initialState({ players: ['Ann', 'Bob', 'Cy'], variant: 'standard', thief: null }), {
    type: 'play',
    card: 'H3',
  } as never);
  if (!early.ok) add(early.rejection);
  return [...out.values()];
}

describe('rules refusals in every language', function () {
  this.timeout(30_000);
  const rejections = samples();

  after(async () => {
    await setLocale('en');
  });

  it('finds refusals to read', () => {
    expect(rejections.length, `${rejections.length} refusals`).toBeGreaterThan(60);
  });

  for (const locale of ['zh-Hant', 'ja'] as const) {
    it(`says every refusal in ${locale}`, async () => {
      await setLocale('en');
      const english = rejections.map((r) => rejectionText(r));
      await setLocale(locale);
      const problems: string[] = [];
      for (const [i, r] of rejections.entries()) {
        const said = rejectionText(r);
        const run = englishRun(said, NAMES);
        if (said === english[i]) problems.push(`${r.text?.key}: still English: ${said}`);
        else if (run) problems.push(`${r.text?.key}: "${run}" in ${said}`);
        else if (/undefined|NaN|\[object|\$\{|（）|\(\)/.test(said)) problems.push(`${r.text?.key}: ${said}`);
      }
      expect(problems.length, problems.slice(0, 8).join('\n')).toBe(0);
    });
  }
});
