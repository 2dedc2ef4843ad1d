/// <reference types="mocha" />
import { html } from 'lit';
import '../../../../src/components/diamonds/check/check-form';
import type { CheckDetail, DiamondsCheckForm } from '../../../../src/components/diamonds/check/check-form';
import type { DiamondsCountStepper } from '../../../../src/components/diamonds/check/count-stepper';
import type { DraftChange, DraftRequest } from '../../../../src/components/session/form-drafts';
import { apply, initialState, type DiamondsEvent, type DiamondsState } from '../../../../src/rules/diamonds/index';
import { expectAccessible } from '../../a11y';
import { expect } from '../../expect';
import { cleanup, deepActiveElement, fixture, found, spokenText, textOf } from '../../helpers';
import { setTrick, setWon, setZones, statusOf } from './check-helpers';
import { rejectionText } from '../../../../src/i18n/rule-messages';

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
const WON = [
  [5, 2, 1, 4],
  [3, 6, 1, 2],
  [0, 0, 0, 0],
  [2, 2, 8, 4],
];

describe('<diamonds-check-form>', () => {
  afterEach(cleanup);

  it('asks for the first dealer, then says what is missing as the counts are typed', async () => {
    const form = await fixture<DiamondsCheckForm>(html`<diamonds-check-form .state=${game()}></diamonds-check-form>`);
    const text = textOf(form.shadowRoot);
    expect(text.includes('Round 1 of 4') && text.includes('check at its end'), text).toBeTruthy();
    expect(statusOf(form), 'status without a dealer').toBe('Choose who dealt round 1.');
    form.shadowRoot?.querySelectorAll<HTMLInputElement>('input[name="dealer"]')[0]?.click();
    await form.updateComplete;
    expect(statusOf(form).includes('the counts add up to 0 cards') && statusOf(form).includes('(D-ROUND-END)'), statusOf(form)).toBeTruthy();
    await setWon(form, WON);
    // Cy has no cards, so her box follows: unticked. Everything adds up.
    expect(statusOf(form), 'ready').toBe('These counts can happen: ready to settle round 1.');
    expect(textOf(form.shadowRoot), 'totals').toContain('40 of 40 cards');
    await setTrick(form, 2, true);
    expect(statusOf(form).includes('Cy is marked as winning a trick, but won no cards') && statusOf(form).includes('(D-NOTRICK)'), statusOf(form)).toBeTruthy();
    await expectAccessible(form);
  });

  it('emits the check with the zones counted at the table, and focuses the reason when it cannot be settled', async () => {
    const state = game([{ type: 'check', dealer: 0, won: WON, tricks: [true, true, false, true] }]);
    const form = await fixture<DiamondsCheckForm>(html`<diamonds-check-form .state=${state}></diamonds-check-form>`);
    expect(spokenText(form.shadowRoot), 'fixed dealer').toContain('Bob dealt this round: the player to the left of the last dealer (D-DEALER)');
    const sent: CheckDetail[] = [];
    form.addEventListener('dl-check', (e) => sent.push((e as CustomEvent<CheckDetail>).detail));
    const settle = form.shadowRoot?.querySelector<HTMLButtonElement>('button.settle');
    settle?.click();
    expect(sent.length, 'nothing sent for impossible counts').toBe(0);
    expect(deepActiveElement()?.id, 'focus on the reason').toBe('check-status');

    await setZones(form.shadowRoot, [
      [4, 1],
      [2, 3],
      [0, 2],
      [5, 0],
    ]);
    await setWon(form, WON);
    const pass = found(form.shadowRoot?.querySelector('select'), 'pass select');
    pass.value = '2';
    pass.dispatchEvent(new Event('change'));
    settle?.click();
    expect(sent.length, 'one check sent').toBe(1);
    expect(JSON.stringify(sent[0]?.event), 'the event').toBe(
      JSON.stringify({
        type: 'check',
        dealer: 1,
        won: WON,
        tricks: [true, true, false, true],
        zones: [
          { showroom: 4, vault: 1 },
          { showroom: 2, vault: 3 },
          { showroom: 0, vault: 2 },
          { showroom: 5, vault: 0 },
        ],
        pass: 2,
      }),
    );
  });

  it('asks each team member about tricks, partners’ cards together (DT-NOTRICK)', async () => {
    const form = await fixture<DiamondsCheckForm>(html`<diamonds-check-form .state=${game([], 'teams')} .firstDealer=${3}></diamonds-check-form>`);
    expect(form.shadowRoot?.querySelectorAll('fieldset.side').length, 'one card per team').toBe(2);
    expect(textOf(form.shadowRoot), 'team names').toContain('Ann & Cy');
    await setWon(form, [
      [6, 4, 4, 2],
      [4, 6, 6, 8],
    ]);
    expect(statusOf(form), 'both members ticked by default').toBe('These counts can happen: ready to settle round 1.');
    await setTrick(form, 2, false);
    expect(form.draft()?.tricks.join(), 'Cy won no trick').toBe('true,true,false,true');
    await expectAccessible(form);
  });

  it('ticks a "won a trick" box while the count is typed, so the tap that leaves the field flips what it showed', async () => {
    const form = await fixture<DiamondsCheckForm>(html`<diamonds-check-form .state=${game()} .firstDealer=${0}></diamonds-check-form>`);
    const box = (): HTMLInputElement | null | undefined => form.shadowRoot?.querySelector<HTMLInputElement>('input[type="checkbox"][data-seat="1"]');
    expect(box()?.checked, 'Bob has no cards yet: unticked, as the instruction says').toBe(false);
    const field = found(
      form.shadowRoot?.querySelector<DiamondsCountStepper>('fieldset[data-side="1"] diamonds-count-stepper[data-suit="H"]')?.shadowRoot?.querySelector('input'),
      "Bob's Hearts field",
    );
    field.focus();
    field.value = '4';
    field.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    await form.updateComplete;
    expect(box()?.checked, 'ticked as the count is typed, before the field is left').toBe(true);
    // The tap lands on the box: the field is left (its change), then the box is clicked.
    const shown = box()?.checked;
    field.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
    await form.updateComplete;
    box()?.click();
    await form.updateComplete;
    expect(box()?.checked, 'the tap flips what the box showed').toBe(!shown);
    expect(textOf(form.shadowRoot), 'the instruction says how the boxes start').toContain('A box ticks itself once its player has cards');
  });

  it('does not ask again for the dealer chosen on the new-game screen, and can still change it', async () => {
    const form = await fixture<DiamondsCheckForm>(html`<diamonds-check-form .state=${game()} .firstDealer=${2}></diamonds-check-form>`);
    expect(form.shadowRoot?.querySelectorAll('input[name="dealer"]').length, 'no dealer radios').toBe(0);
    expect(textOf(form.shadowRoot), textOf(form.shadowRoot)).toContain('Cy dealt round 1, as chosen when the game was started.');
    expect(form.draft()?.dealer, 'Cy is the dealer').toBe(2);
    const change = [...(form.shadowRoot?.querySelectorAll('button') ?? [])].find((b) => b.textContent?.includes('Another dealer'));
    change?.click();
    await form.updateComplete;
    const radios = form.shadowRoot?.querySelectorAll<HTMLInputElement>('input[name="dealer"]');
    expect(radios?.length, 'the radios, once asked for').toBe(4);
    expect(radios?.[2]?.checked, 'Cy still ticked').toBe(true);
  });

  it('hands every change on to be kept, and starts again from what was kept', async () => {
    const state = game([], 'standard');
    const drafts: unknown[] = [];
    const hear = (e: Event): void => {
      const { name, value } = (e as CustomEvent<DraftChange>).detail;
      if (name === 'check-form') drafts.push(value);
    };
    document.addEventListener('dl-draft', hear);
    const form = await fixture<DiamondsCheckForm>(html`<diamonds-check-form .state=${state}></diamonds-check-form>`);
    form.shadowRoot?.querySelectorAll<HTMLInputElement>('input[name="dealer"]')[3]?.click();
    await setZones(form.shadowRoot, [
      [4, 1],
      [2, 3],
      [3, 2],
      [5, 0],
    ]);
    await setWon(form, WON);
    await setTrick(form, 1, false);
    const pass = found(form.shadowRoot?.querySelector('select'), 'pass select');
    pass.value = '3';
    pass.dispatchEvent(new Event('change'));
    await form.updateComplete;
    document.removeEventListener('dl-draft', hear);
    const last = drafts.at(-1);
    const event = JSON.stringify(form.draft());
    cleanup();

    const reopen = async (kept: unknown): Promise<DiamondsCheckForm> => {
      const answer = (e: Event): void => {
        const { name, answer: give } = (e as CustomEvent<DraftRequest>).detail;
        if (name === 'check-form') give(kept);
      };
      document.addEventListener('dl-draft-request', answer);
      try {
        return await fixture<DiamondsCheckForm>(html`<diamonds-check-form .state=${state}></diamonds-check-form>`);
      } finally {
        document.removeEventListener('dl-draft-request', answer);
      }
    };
    const again = await reopen(last);
    expect(JSON.stringify(again.draft()), 'the same check').toBe(event);
    expect(again.shadowRoot?.querySelectorAll<HTMLInputElement>('input[name="dealer"]')[3]?.checked, 'Dee ticked as dealer').toBe(true);
    expect(again.shadowRoot?.querySelector('select')?.value, 'pass 3').toBe('3');
    expect(again.shadowRoot?.querySelector<HTMLInputElement>('input[type="checkbox"][data-seat="1"]')?.checked, 'Bob unticked').toBe(false);
    const spades = again.shadowRoot
      ?.querySelector<DiamondsCountStepper>('fieldset[data-side="3"] diamonds-count-stepper[data-suit="S"]')
      ?.shadowRoot?.querySelector('input');
    expect(spades?.value, "Dee's Spades").toBe('8');
    const fields = again.shadowRoot?.querySelector('diamonds-zones-fields');
    const vault = fields?.shadowRoot?.querySelector('tr[data-side="1"] [data-zone="vault"]')?.shadowRoot?.querySelector('input');
    expect(vault?.value, "Bob's Vault").toBe('3');

    cleanup();
    const bad = await reopen({ ...(last as object), won: 'all of them' });
    expect(bad.draft(), 'kept fields of another shape are ignored: no dealer, nothing typed').toBe(null);
  });

  it('never breaks a name letter by letter in the name column', async () => {
    const names = ['Bartholomew', 'Gwendolyn', 'Maximilian', 'Christabel'];
    const state = initialState({ players: names, variant: 'standard', thief: null });
    const form = await fixture<DiamondsCheckForm>(html`<diamonds-check-form style="width: 340px" .state=${state}></diamonds-check-form>`);
    const fields = form.shadowRoot?.querySelector('diamonds-zones-fields');
    await fields?.updateComplete;
    for (const th of fields?.shadowRoot?.querySelectorAll('tbody th[scope="row"]') ?? []) {
      const range = document.createRange();
      range.selectNodeContents(th);
      const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
      expect(lines.size, `${th.textContent?.trim()} on one line`).toBe(1);
    }
  });
});
