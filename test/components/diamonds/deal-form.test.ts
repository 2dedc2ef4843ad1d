/// <reference types="mocha" />
import { html } from 'lit';
import '../../../src/components/diamonds/deal-form/deal-form';
import type { DealDetail, DiamondsDealForm } from '../../../src/components/diamonds/deal-form/deal-form';
import { initialState } from '../../../src/rules/diamonds/index';
import { TWO, TWO_ROUND_1, stateOf } from './states';
import { expectAccessible } from '../a11y';
import { expect } from '../expect';
import { BRACKETED_RULE, cleanup, fixture, ruleTagLinks, spokenText, textOf, visibleText } from '../helpers';

const state = initialState({ players: ['Ann', 'Bob', 'Cy'], variant: 'standard', thief: null });

describe('<diamonds-deal-form>', () => {
  afterEach(cleanup);

  it('does not ask again for the dealer chosen on the new-game screen: one tap on a pass deals (D-DEALER)', async () => {
    const form = await fixture<DiamondsDealForm>(html`<diamonds-deal-form .state=${state} .firstDealer=${2}></diamonds-deal-form>`);
    expect(form.shadowRoot?.querySelectorAll('input[type="radio"]').length, 'no dealer radios').toBe(0);
    expect(textOf(form.shadowRoot?.querySelector('h2')), 'Cy deals').toContain('Cy deals');
    const sent: DealDetail[] = [];
    form.addEventListener('dl-deal', (e) => sent.push((e as CustomEvent<DealDetail>).detail));
    form.shadowRoot?.querySelector<HTMLButtonElement>('button[data-pass="2"]')?.click();
    expect(JSON.stringify(sent), 'dealt by Cy, pass 2').toBe(JSON.stringify([{ dealer: 2, pass: 2 }]));
    await expectAccessible(form);
  });

  it('still lets the table pick another dealer, and asks when none was chosen', async () => {
    const form = await fixture<DiamondsDealForm>(html`<diamonds-deal-form .state=${state} .firstDealer=${2}></diamonds-deal-form>`);
    [...(form.shadowRoot?.querySelectorAll('button') ?? [])].find((b) => b.textContent?.includes('Another dealer'))?.click();
    await form.updateComplete;
    const radios = form.shadowRoot?.querySelectorAll<HTMLInputElement>('input[type="radio"]');
    expect(radios?.length, 'the radios').toBe(3);
    expect(radios?.[2]?.checked, 'Cy ticked').toBe(true);
    cleanup();
    const unset = await fixture<DiamondsDealForm>(html`<diamonds-deal-form .state=${state}></diamonds-deal-form>`);
    expect(unset.shadowRoot?.querySelectorAll('input[type="radio"]').length, 'asked when nobody was chosen').toBe(3);
  });

  it('names its rules with tags that open them, not with ids in the sentences', async () => {
    // Round 1: who deals first is asked, "(chosen at random)" stays in words and D-DEALER is a tag.
    const first = await fixture<DiamondsDealForm>(html`<diamonds-deal-form .state=${state}></diamonds-deal-form>`);
    const legend = first.shadowRoot?.querySelector('legend');
    // (Text nodes joined with spaces, as textOf joins them.)
    expect(visibleText(legend), 'the legend as seen').toBe('Who deals first? ( chosen at random ) D-DEALER');
    expect(legend?.querySelector('a.rule-tag')?.getAttribute('href'), 'the tag opens D-DEALER').toBe('#/rules/D-DEALER');
    cleanup();
    // Round 2 of a 2-player game: the dealer is fixed (D-DEALER) and the pass goes to the other player (D2-PASS).
    const form = await fixture<DiamondsDealForm>(html`<diamonds-deal-form .state=${stateOf(TWO, TWO_ROUND_1)}></diamonds-deal-form>`);
    const seen = visibleText(form.shadowRoot);
    expect(seen, seen).toContain('Ann is on the left of the last dealer');
    expect(seen, `no rule id in brackets on screen: ${seen}`).not.toMatch(BRACKETED_RULE);
    expect(ruleTagLinks(form.shadowRoot).join(' '), 'the tags, in reading order').toBe('#/rules/D-DEALER #/rules/D2-PASS');
    // Read out and copied, the sentences still say their rules in brackets.
    expect(spokenText(form.shadowRoot), spokenText(form.shadowRoot)).toContain('Ann is on the left of the last dealer (D-DEALER).');
    expect(spokenText(form.shadowRoot), spokenText(form.shadowRoot)).toContain('everyone passes to the other player (D2-PASS):');
    await expectAccessible(form);
  });
});
