/**
 * `says` takes only the keys of the message catalog (src/rules/message-keys.ts), and each English
 * catalog file of src/i18n words exactly the keys listed for it, no fewer and no more: a message
 * without its English sentence does not compile. The type check (`npx tsc --noEmit`, which
 * compiles test/) proves it here: each `@ts-expect-error` line must meet its error, or the check
 * fails. At run time, every catalog answers for its keys.
 */
import { describe, expect, it } from 'vitest';
import { says, type KeyAfter, type MessageKey } from '../../src/rules/game';
import type { Catalog } from '../../src/i18n/catalog';
import { RULE_MESSAGES, messageText } from '../../src/i18n/rule-messages';
import { DIAMS_REASONS } from '../../src/i18n/diams-text';

describe('message keys', () => {
  it('are the keys the English catalog words', () => {
    expect(says('D-FOLLOW', { suit: 'H' })).toEqual({ key: 'D-FOLLOW', params: { suit: 'H' } });
    expect(messageText(says('store.backup.not-backup'))).toBe('This file is not a Diamond Ledger backup.');
    // @ts-expect-error: a key that no English catalog file words does not compile
    says('D-FOLLOW.no-such-variant');
    // @ts-expect-error: the store's messages too
    says('store.backup.no-such-fault');
    // @ts-expect-error: nor does a message built by hand
    const byHand: { key: MessageKey } = { key: 'This file is not a Diamond Ledger backup.' };
    expect(byHand.key in RULE_MESSAGES).toBe(false);
  });

  it('checks a key made of its area’s prefix', () => {
    const variant: KeyAfter<'format.sheet.'> = 'twice';
    expect(says(`format.sheet.${variant}`).key).toBe('format.sheet.twice');
    // @ts-expect-error: a variant its area does not have
    const wrong: KeyAfter<'format.sheet.'> = 'no-such-variant';
    expect(wrong).toBe('no-such-variant');
  });

  it('are each worded by the one catalog file they are listed for', () => {
    // @ts-expect-error: a catalog file that leaves out one of its keys does not compile
    const partial: Catalog<'diams-text'> = { 'diams.purity.nobody': () => '' };
    const extra: Catalog<'diams-text'> = {
      ...DIAMS_REASONS,
      // @ts-expect-error: nor one that words a key listed for another file
      'D-FOLLOW': () => '',
    };
    expect(Object.keys(partial)).toEqual(['diams.purity.nobody']);
    expect(Object.keys(extra)).toContain('D-FOLLOW');
  });
});
