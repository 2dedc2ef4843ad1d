/// <reference types="mocha" />
import { html } from 'lit';
import '../../../src/components/diamonds/steal-chooser/steal-chooser';
import type { DiamondsStealChooser } from '../../../src/components/diamonds/steal-chooser/steal-chooser';
import { expectAccessible } from '../a11y';
import { expect } from '../expect';
import { BRACKETED_RULE, cleanup, fixture, ruleTagLinks, spokenText, textOf, visibleText } from '../helpers';
import { FOUR, plays, stateOf } from './states';

// Ann deals, Gus leads H1, Kai throws an off-suit C5: Kai must rob Ann, Gus or Eve (D-OFFSUIT).
const offSuitClub = () => stateOf(FOUR, [{ type: 'deal', dealer: 0, pass: 1 }, ...plays('H1', 'C5')]);

describe('<diamonds-steal-chooser>', () => {
  afterEach(cleanup);

  it('asks whom to rob, offering only the possible victims with their Showroom counts', async () => {
    const state = offSuitClub();
    expect(state.phase, 'the engine waits for a choice').toBe('steal');
    const el = await fixture<DiamondsStealChooser>(html`<diamonds-steal-chooser .state=${state}></diamonds-steal-chooser>`);
    const text = textOf(el.shadowRoot);
    expect(text, `question: ${text}`).toContain('Whose Showroom does Kai rob?');
    expect(text, `reason: ${text}`).toContain('Kai played an off-suit ♣ in trick 1');
    const options = [...(el.shadowRoot?.querySelectorAll('button') ?? [])].map((b) => textOf(b));
    expect(options.join(' | '), 'options').toBe('Ann 3 in Showroom | Gus 3 in Showroom | Eve 3 in Showroom');
  });

  it('says why with a tag that opens the rule, not with its id in the sentence', async () => {
    const el = await fixture<DiamondsStealChooser>(html`<diamonds-steal-chooser .state=${offSuitClub()}></diamonds-steal-chooser>`);
    const seen = visibleText(el.shadowRoot?.querySelector('p'));
    expect(seen.startsWith('Kai played an off-suit ♣ in trick 1 D-OFFSUIT .'), seen).toBeTruthy();
    expect(visibleText(el.shadowRoot), `no rule id in brackets on screen: ${seen}`).not.toMatch(BRACKETED_RULE);
    expect(ruleTagLinks(el.shadowRoot).join(' '), 'the tag').toBe('#/rules/D-OFFSUIT');
    expect(el.shadowRoot?.querySelector('a.rule-tag')?.getAttribute('aria-label'), 'the tag says what it opens').toBe('Rule D-OFFSUIT');
    expect(spokenText(el.shadowRoot?.querySelector('p')).startsWith('Kai played an off-suit ♣ in trick 1 (D-OFFSUIT).'), 'read out whole').toBeTruthy();
    // The first choice is still a victim, not the tag.
    el.focusFirst();
    expect(el.shadowRoot?.activeElement?.getAttribute('data-victim'), 'first choice focused').toBe('0');
  });

  it('emits dl-steal with the chosen seat', async () => {
    const el = await fixture<DiamondsStealChooser>(html`<diamonds-steal-chooser .state=${offSuitClub()}></diamonds-steal-chooser>`);
    let victim = -1;
    el.addEventListener('dl-steal', (e) => (victim = (e as CustomEvent<{ victim: number }>).detail.victim));
    el.shadowRoot?.querySelector<HTMLButtonElement>('button[data-victim="3"]')?.click();
    expect(victim, 'Eve chosen').toBe(3);
  });

  it('offers teams by their members and robs through the first member (DT-ZONES)', async () => {
    const six = { players: ['A', 'B', 'C', 'D', 'E', 'F'], variant: 'teams' as const, thief: null };
    // A deals, B leads H1, C throws C5: team C & F may rob A & D or B & E.
    const state = stateOf(six, [{ type: 'deal', dealer: 0, pass: 1 }, ...plays('H1', 'C5')]);
    const el = await fixture<DiamondsStealChooser>(html`<diamonds-steal-chooser .state=${state}></diamonds-steal-chooser>`);
    const options = [...(el.shadowRoot?.querySelectorAll('button') ?? [])];
    expect(options.map((b) => textOf(b)).join(' | '), 'team options').toBe('A & D 3 in Showroom | B & E 3 in Showroom');
    expect(options.map((b) => b.dataset.victim).join(), 'victim seats').toBe('0,1');
  });

  it('is accessible, and can focus its first choice', async () => {
    const el = await fixture<DiamondsStealChooser>(html`<diamonds-steal-chooser .state=${offSuitClub()}></diamonds-steal-chooser>`);
    el.focusFirst();
    expect(el.shadowRoot?.activeElement?.textContent?.includes('Ann'), 'first choice focused').toBe(true);
    await expectAccessible(el);
  });
});
