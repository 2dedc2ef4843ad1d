/// <reference types="mocha" />
import { html } from 'lit';
import '../../../src/components/rules-screen/rules-screen';
import type { RulesScreen } from '../../../src/components/rules-screen/rules-screen';
import { expectAccessible } from '../a11y';
import { expect } from '../expect';
import { cleanup, fixture, textOf } from '../helpers';

/** Every rule id of docs/rules/diamonds.md. */
const IDS = (
  'D-DECK D-CRYSTALS D-ZONES D-SETUP D-ROUNDS D-DEALER D-DEAL D-PASS D-LEAD D-FOLLOW D-WIN D-OFFSUIT D-TAKE ' +
  'D-ROUND-END D-A-DIAMOND D-A-HEART D-A-SPADE D-A-CLUB D-MAJORITY D-NOTRICK D-END-ORDER D-SCORE D-TIE D2-TRICK ' +
  'D2-PASS DT-TEAMS DT-PASS DT-ZONES DT-MAJORITY DT-NOTRICK DT-SCORE DX-THIEF D-REVOKE'
).split(' ');

describe('<rules-screen>', () => {
  afterEach(cleanup);

  it('shows every Diamonds rule by its id', async () => {
    const el = await fixture<RulesScreen>(html`<rules-screen></rules-screen>`);
    const book = el.shadowRoot?.querySelector('section[aria-labelledby="diamonds-title"]');
    const shown = [...(book?.querySelectorAll('dt') ?? [])].map((dt) => dt.textContent?.trim());
    expect(shown.join(' '), 'rule ids in order').toBe(IDS.join(' '));
  });

  it('marks every [decided] point where it applies and lists them all at the top', async () => {
    const el = await fixture<RulesScreen>(html`<rules-screen></rules-screen>`);
    const book = el.shadowRoot?.querySelector('section[aria-labelledby="diamonds-title"]');
    const marks = [...(book?.querySelectorAll('.decided') ?? [])];
    // D-CRYSTALS, D-A-SPADE, D-END-ORDER, DT-ZONES, DT-NOTRICK, the DP deck table and D-REVOKE.
    expect(marks.length, 'decided points').toBe(7);
    expect(
      marks.every((m) => textOf(m).startsWith('Decided')),
      'each is labelled',
    ).toBeTruthy();
    for (const id of ['D-CRYSTALS', 'D-A-SPADE', 'D-END-ORDER', 'DT-ZONES', 'DT-NOTRICK', 'D-REVOKE']) {
      expect(el.shadowRoot?.querySelector(`#rule-${id} .decided`), `${id} is marked`).toBeTruthy();
    }
    expect(book?.querySelectorAll('.decisions li').length, 'the list at the top').toBe(7);
  });

  it('shows the DP deck table with its note', async () => {
    const el = await fixture<RulesScreen>(html`<rules-screen></rules-screen>`);
    const table = el.shadowRoot?.querySelector('table');
    const rows = [...(table?.querySelectorAll('tbody tr') ?? [])].map((r) => textOf(r));
    expect(rows.join(' | '), 'rows').toBe(
      '5 all 60 cards 12 | 4 remove ranks 13–15 (48 cards) 12 | 3 remove ranks 10–15 (36 cards) 12 | 2 keep ranks 1–8 (32 cards) 16 (8 tricks of four, D2-TRICK)',
    );
    const note = textOf(table?.closest('section')?.querySelector('.decided'));
    expect(note, `note: ${note}`).toContain('arithmetically impossible');
  });

  it('is accessible', async () => {
    await expectAccessible(await fixture<RulesScreen>(html`<rules-screen></rules-screen>`));
  });
});
