/// <reference types="mocha" />
import { html } from 'lit';
import '../../../src/components/diamonds/deal-form/deal-form.js';
import type { DealDetail, DiamondsDealForm } from '../../../src/components/diamonds/deal-form/deal-form.js';
import { initialState } from '../../../src/rules/diamonds/index.js';
import { TWO, TWO_ROUND_1, stateOf } from './states.js';
import { expectAccessible } from '../a11y.js';
import { BRACKETED_RULE, assert, cleanup, equal, fixture, ruleTagLinks, spokenText, textOf, visibleText } from '../helpers.js';

const state = initialState({ players: ['Ann', 'Bob', 'Cy'], variant: 'standard', thief: null });

describe('<diamonds-deal-form>', () => {
  afterEach(cleanup);

  it('does not ask again for the dealer chosen on the new-game screen: one tap on a pass deals (D-DEALER)', async () => {
    const form = await fixture<DiamondsDealForm>(html`<diamonds-deal-form .state=${state} .firstDealer=${2}></diamonds-deal-form>`);
    equal(form.shadowRoot?.querySelectorAll('input[type="radio"]').length, 0, 'no dealer radios');
    assert(textOf(form.shadowRoot?.querySelector('h2')).includes('Cy deals'), 'Cy deals');
    const sent: DealDetail[] = [];
    form.addEventListener('dl-deal', (e) => sent.push((e as CustomEvent<DealDetail>).detail));
    form.shadowRoot?.querySelector<HTMLButtonElement>('button[data-pass="2"]')?.click();
    equal(JSON.stringify(sent), JSON.stringify([{ dealer: 2, pass: 2 }]), 'dealt by Cy, pass 2');
    await expectAccessible(form);
  });

  it('still lets the table pick another dealer, and asks when none was chosen', async () => {
    const form = await fixture<DiamondsDealForm>(html`<diamonds-deal-form .state=${state} .firstDealer=${2}></diamonds-deal-form>`);
    [...(form.shadowRoot?.querySelectorAll('button') ?? [])].find((b) => b.textContent?.includes('Another dealer'))?.click();
    await form.updateComplete;
    const radios = form.shadowRoot?.querySelectorAll<HTMLInputElement>('input[type="radio"]');
    equal(radios?.length, 3, 'the radios');
    equal(radios?.[2]?.checked, true, 'Cy ticked');
    cleanup();
    const unset = await fixture<DiamondsDealForm>(html`<diamonds-deal-form .state=${state}></diamonds-deal-form>`);
    equal(unset.shadowRoot?.querySelectorAll('input[type="radio"]').length, 3, 'asked when nobody was chosen');
  });

  it('names its rules with tags that open them, not with ids in the sentences', async () => {
    // Round 1: who deals first is asked, "(chosen at random)" stays in words and D-DEALER is a tag.
    const first = await fixture<DiamondsDealForm>(html`<diamonds-deal-form .state=${state}></diamonds-deal-form>`);
    const legend = first.shadowRoot?.querySelector('legend');
    // (Text nodes joined with spaces, as textOf joins them.)
    equal(visibleText(legend), 'Who deals first? ( chosen at random ) D-DEALER', 'the legend as seen');
    equal(legend?.querySelector('a.rule-tag')?.getAttribute('href'), '#/rules/D-DEALER', 'the tag opens D-DEALER');
    cleanup();
    // Round 2 of a 2-player game: the dealer is fixed (D-DEALER) and the pass goes to the other player (D2-PASS).
    const form = await fixture<DiamondsDealForm>(html`<diamonds-deal-form .state=${stateOf(TWO, TWO_ROUND_1)}></diamonds-deal-form>`);
    const seen = visibleText(form.shadowRoot);
    assert(seen.includes('Ann is on the left of the last dealer'), seen);
    assert(!BRACKETED_RULE.test(seen), `no rule id in brackets on screen: ${seen}`);
    equal(ruleTagLinks(form.shadowRoot).join(' '), '#/rules/D-DEALER #/rules/D2-PASS', 'the tags, in reading order');
    // Read out and copied, the sentences still say their rules in brackets.
    assert(spokenText(form.shadowRoot).includes('Ann is on the left of the last dealer (D-DEALER).'), spokenText(form.shadowRoot));
    assert(spokenText(form.shadowRoot).includes('everyone passes to the other player (D2-PASS):'), spokenText(form.shadowRoot));
    await expectAccessible(form);
  });
});
