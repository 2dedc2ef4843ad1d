/// <reference types="mocha" />
import { html } from 'lit';
import '../../../../src/components/diamonds/check/end-list';
import type { DiamondsEndList } from '../../../../src/components/diamonds/check/end-list';
import { apply, initialState, type DiamondsEvent, type DiamondsState } from '../../../../src/rules/diamonds/index';
import { expectAccessible } from '../../a11y';
import { expect } from '../../expect';
import { cleanup, fixture, spokenText, textOf } from '../../helpers';
import { rejectionText } from '../../../../src/i18n/rule-messages';

function game(players: string[], events: DiamondsEvent[]): DiamondsState {
  let state = initialState({ players, variant: 'standard', thief: null });
  for (const e of events) {
    const next = apply(state, e);
    if (!next.ok) throw new Error(rejectionText(next.rejection));
    state = next.state;
  }
  return state;
}

const z = (...pairs: [number, number][]) => pairs.map(([showroom, vault]) => ({ showroom, vault }));

describe('<diamonds-end-list>', () => {
  afterEach(cleanup);

  it('lists every end-of-round action in D-END-ORDER with its reason and what it changed', async () => {
    // Before: Ann 4/1, Bob 2/3, Cy 0/2, Dee 5/0. ♦ Ann → 4/2; ♥ Bob → 3/3; ♠ Dee → 4/1; ♣ 4–4 tie; Cy +2 → 0/4.
    const state = game(
      ['Ann', 'Bob', 'Cy', 'Dee'],
      [
        {
          type: 'check',
          dealer: 0,
          won: [
            [5, 2, 1, 4],
            [3, 6, 1, 2],
            [0, 0, 0, 0],
            [2, 2, 8, 4],
          ],
          tricks: [true, true, false, true],
          zones: z([4, 1], [2, 3], [0, 2], [5, 0]),
        },
      ],
    );
    const el = await fixture<DiamondsEndList>(html`<diamonds-end-list .state=${state}></diamonds-end-list>`);
    const steps = [...(el.shadowRoot?.querySelectorAll('[data-testid="end-steps"] > li') ?? [])];
    expect(steps.map((li) => li.getAttribute('data-kind')).join(), 'steps').toBe('majority,majority,majority,tie,bonus,bonus');
    expect(textOf(steps[0]), textOf(steps[0])).toContain('Ann won the most ♦ Diamonds in round 1 (5 cards, next best 3)');
    expect(textOf(steps[0]), textOf(steps[0])).toContain('Now Ann: Showroom 4, Vault 2.');
    expect(spokenText(steps[3]), spokenText(steps[3])).toContain('Ann and Dee tie for the most with 4 cards each, so nobody acts (D-MAJORITY)');
    expect(textOf(steps[3]), textOf(steps[3])).toContain('Nothing moves.');
    expect(textOf(steps[5]), textOf(steps[5])).toContain('Now Cy: Showroom 0, Vault 4.');
    const after = [...(el.shadowRoot?.querySelectorAll('[data-testid="zones-after"] tbody tr') ?? [])].map((tr) =>
      [tr.querySelector('[data-zone="showroom"]')?.textContent, tr.querySelector('[data-zone="vault"]')?.textContent].join('/'),
    );
    expect(after.join(' '), 'zones after').toBe('4/2 3/3 0/4 4/1');
    expect(textOf(el.shadowRoot), 'source').toContain('From the counts entered at the table.');
    await expectAccessible(el);
  });

  it('stops at a Clubs majority that waits for its victim', async () => {
    // 3 players, dealer Bob; Ann's ♣ majority may rob Bob or Cy (test/rules/diamonds/round-check.test.ts).
    const state = game(
      ['Ann', 'Bob', 'Cy'],
      [
        {
          type: 'check',
          dealer: 1,
          won: [
            [4, 0, 6, 5],
            [3, 3, 0, 3],
            [1, 2, 1, 2],
          ],
          tricks: [true, true, true],
          zones: z([1, 0], [2, 2], [1, 5]),
        },
      ],
    );
    const el = await fixture<DiamondsEndList>(html`<diamonds-end-list .state=${state}></diamonds-end-list>`);
    const last = el.shadowRoot?.querySelector('[data-testid="end-steps"] > li:last-child');
    expect(last?.getAttribute('data-kind'), 'waiting step').toBe('choosing');
    expect(textOf(el.shadowRoot), 'so far').toContain('Diamonds so far');
    await expectAccessible(el);
  });

  it('renders nothing before any round has ended', async () => {
    const el = await fixture<DiamondsEndList>(html`<diamonds-end-list .state=${game(['Ann', 'Bob'], [])}></diamonds-end-list>`);
    expect(textOf(el.shadowRoot), 'empty').toBe('');
  });
});
