/// <reference types="mocha" />
import { html } from 'lit';
import '../../../src/components/diamonds-check/check-form.js';
import type { CheckDetail, DiamondsCheckForm } from '../../../src/components/diamonds-check/check-form.js';
import { apply, initialState, type DiamondsEvent, type DiamondsState } from '../../../src/rules/diamonds/index.js';
import { expectAccessible } from '../a11y.js';
import { assert, cleanup, deepActiveElement, equal, fixture, textOf } from '../helpers.js';
import { setTrick, setWon, setZones, statusOf } from './check-helpers.js';
import { rejectionText } from '../../../src/i18n/rule-messages.js';

const PLAYERS = ['Ann', 'Bob', 'Cy', 'Dee'];

function game(events: DiamondsEvent[] = [], variant: 'standard' | 'teams' = 'standard'): DiamondsState {
  let state = initialState({ players: PLAYERS, variant, thief: null });
  for (const e of events) {
    const next = apply(state, e);
    if (!next.ok) throw new Error(rejectionText(next.rejection));
    state = next.state;
  }
  return state;
}

// Round 1 of test/rules/diamonds/round-check.test.ts: Ann 5 2 1 4, Bob 3 6 1 2, Cy nothing, Dee 2 2 8 4.
const WON = [[5, 2, 1, 4], [3, 6, 1, 2], [0, 0, 0, 0], [2, 2, 8, 4]];

describe('<diamonds-check-form>', () => {
  afterEach(cleanup);

  it('asks for the first dealer, then says what is missing as the counts are typed', async () => {
    const form = await fixture<DiamondsCheckForm>(html`<diamonds-check-form .state=${game()}></diamonds-check-form>`);
    const text = textOf(form.shadowRoot);
    assert(text.includes('Round 1 of 4') && text.includes('check at its end'), text);
    equal(statusOf(form), 'Choose who dealt round 1.', 'status without a dealer');
    form.shadowRoot?.querySelectorAll<HTMLInputElement>('input[name="dealer"]')[0]?.click();
    await form.updateComplete;
    assert(statusOf(form).includes('the counts add up to 0 cards') && statusOf(form).includes('(D-ROUND-END)'), statusOf(form));
    await setWon(form, WON);
    // Cy has no cards, so her box follows: unticked. Everything adds up.
    equal(statusOf(form), 'These counts can happen: ready to settle round 1.', 'ready');
    assert(textOf(form.shadowRoot).includes('40 of 40 cards'), 'totals');
    await setTrick(form, 2, true);
    assert(statusOf(form).includes('Cy is marked as winning a trick, but won no cards') && statusOf(form).includes('(D-NOTRICK)'), statusOf(form));
    await expectAccessible(form);
  });

  it('emits the check with the zones counted at the table, and focuses the reason when it cannot be settled', async () => {
    const state = game([{ type: 'check', dealer: 0, won: WON, tricks: [true, true, false, true] }]);
    const form = await fixture<DiamondsCheckForm>(html`<diamonds-check-form .state=${state}></diamonds-check-form>`);
    assert(textOf(form.shadowRoot).includes('Bob dealt this round: the player to the left of the last dealer (D-DEALER)'), 'fixed dealer');
    const sent: CheckDetail[] = [];
    form.addEventListener('dl-check', (e) => sent.push((e as CustomEvent<CheckDetail>).detail));
    const settle = form.shadowRoot?.querySelector<HTMLButtonElement>('button.settle');
    settle?.click();
    equal(sent.length, 0, 'nothing sent for impossible counts');
    equal(deepActiveElement()?.id, 'check-status', 'focus on the reason');

    await setZones(form.shadowRoot, [[4, 1], [2, 3], [0, 2], [5, 0]]);
    await setWon(form, WON);
    const pass = form.shadowRoot?.querySelector('select');
    assert(pass, 'pass select');
    pass.value = '2';
    pass.dispatchEvent(new Event('change'));
    settle?.click();
    equal(sent.length, 1, 'one check sent');
    equal(
      JSON.stringify(sent[0]?.event),
      JSON.stringify({
        type: 'check',
        dealer: 1,
        won: WON,
        tricks: [true, true, false, true],
        zones: [{ showroom: 4, vault: 1 }, { showroom: 2, vault: 3 }, { showroom: 0, vault: 2 }, { showroom: 5, vault: 0 }],
        pass: 2,
      }),
      'the event',
    );
  });

  it('asks each team member about tricks, partners’ cards together (DT-NOTRICK)', async () => {
    const form = await fixture<DiamondsCheckForm>(
      html`<diamonds-check-form .state=${game([], 'teams')} .firstDealer=${3}></diamonds-check-form>`,
    );
    equal(form.shadowRoot?.querySelectorAll('fieldset.side').length, 2, 'one card per team');
    assert(textOf(form.shadowRoot).includes('Ann & Cy'), 'team names');
    await setWon(form, [[6, 4, 4, 2], [4, 6, 6, 8]]);
    equal(statusOf(form), 'These counts can happen: ready to settle round 1.', 'both members ticked by default');
    await setTrick(form, 2, false);
    equal(form.draft()?.tricks.join(), 'true,true,false,true', 'Cy won no trick');
    await expectAccessible(form);
  });
});
