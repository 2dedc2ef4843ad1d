/// <reference types="mocha" />
import { html } from 'lit';
import '../../../src/components/diamonds/deal-form/deal-form.js';
import type { DealDetail, DiamondsDealForm } from '../../../src/components/diamonds/deal-form/deal-form.js';
import { initialState } from '../../../src/rules/diamonds/index.js';
import { expectAccessible } from '../a11y.js';
import { assert, cleanup, equal, fixture, textOf } from '../helpers.js';

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
});
