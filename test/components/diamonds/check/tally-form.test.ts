/// <reference types="mocha" />
import { html } from 'lit';
import '../../../../src/components/diamonds/check/tally-form';
import type { DiamondsTallyForm } from '../../../../src/components/diamonds/check/tally-form';
import type { ZonesDetail } from '../../../../src/components/diamonds/check/zones-fields';
import { apply, initialState, type DiamondsEvent, type DiamondsState } from '../../../../src/rules/diamonds/index';
import { expectAccessible } from '../../a11y';
import { expect } from '../../expect';
import { cleanup, fixture, textOf } from '../../helpers';
import { setZones } from './check-helpers';
import { rejectionText } from '../../../../src/i18n/rule-messages';

function game(events: DiamondsEvent[]): DiamondsState {
  let state = initialState({ players: ['Ann', 'Bob', 'Cy'], variant: 'standard', thief: null });
  for (const e of events) {
    const next = apply(state, e);
    if (!next.ok) throw new Error(rejectionText(next.rejection));
    state = next.state;
  }
  return state;
}

/** Six checked rounds, no Clubs taken: a finished 3-player game. */
const SIX: DiamondsEvent[] = [0, 1, 2, 0, 1, 2].map((dealer) => ({
  type: 'check',
  dealer,
  won: [
    [10, 2, 0, 0],
    [0, 8, 1, 0],
    [0, 0, 9, 0],
  ],
  tricks: [true, true, true],
}));

function ranking(el: DiamondsTallyForm): string {
  return [...(el.shadowRoot?.querySelectorAll('[data-testid="ranking"] tbody tr') ?? [])]
    .map((tr) => `${tr.querySelector('.who')?.textContent}=${tr.querySelector('[data-score]')?.textContent}`)
    .join(' ');
}

describe('<diamonds-tally-form>', () => {
  afterEach(cleanup);

  it('ranks as the counts are typed and explains the tie-break (D-SCORE, D-TIE)', async () => {
    const el = await fixture<DiamondsTallyForm>(html`<diamonds-tally-form .state=${game(SIX)}></diamonds-tally-form>`);
    expect(textOf(el.shadowRoot), 'final').toContain('Final tally');
    // Ann 6 + 2×4 = 14, Bob 8 + 2×3 = 14, Cy 2 + 2×1 = 4: Ann wins on the Vault.
    await setZones(el.shadowRoot, [
      [6, 4],
      [8, 3],
      [2, 1],
    ]);
    await el.updateComplete;
    expect(ranking(el), 'ranking').toBe('Ann=14 Bob=14 Cy=4');
    expect(el.shadowRoot?.querySelector('[data-testid="verdict"]')?.textContent, 'verdict').toBe(
      'Ann and Bob tie on 14 points; Ann wins the tie-break with 4 diamonds in the Vault, against 3 for Bob (D-TIE).',
    );
    const sent: ZonesDetail[] = [];
    el.addEventListener('dl-zones', (e) => sent.push((e as CustomEvent<ZonesDetail>).detail));
    const record = [...(el.shadowRoot?.querySelectorAll('button') ?? [])].find((b) => b.textContent?.includes('Record these counts'));
    record?.click();
    expect(JSON.stringify(sent[0]?.zones), 'sent').toBe(
      JSON.stringify([
        { showroom: 6, vault: 4 },
        { showroom: 8, vault: 3 },
        { showroom: 2, vault: 1 },
      ]),
    );
    await expectAccessible(el);
  });

  it('calls the leader a leader before the last round, and offers no record while nothing changed', async () => {
    const el = await fixture<DiamondsTallyForm>(html`<diamonds-tally-form .state=${game(SIX.slice(0, 1))}></diamonds-tally-form>`);
    // After one round from 3/0 each: ♦ Ann → 3/1, ♥ Bob → 4/0, ♠ Cy → 2/1: Ann 5, Bob 4, Cy 4.
    expect(textOf(el.shadowRoot), textOf(el.shadowRoot)).toContain('Standings after round 1 of 6');
    expect(ranking(el), 'ranking').toBe('Ann=5 Cy=4 Bob=4');
    expect(textOf(el.shadowRoot), 'lead').toContain('Ann leads with 5 points, 1 ahead of Cy');
    expect(textOf(el.shadowRoot), 'nothing to record').not.toContain('Record these counts');
    await expectAccessible(el);
  });
});
