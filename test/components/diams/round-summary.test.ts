/// <reference types="mocha" />
/**
 * The round summary on a hand-worked round: every line item, the bonuses with their counts and
 * sums, the tie rule that applied, the chips and the running totals.
 *
 * Card: quality q is worth q, q + 10, q + 20 for 3, 4, 5 diamonds.
 *   Ann: quality 7 × 3 (1 magnifier) = 7; quality 2 × 2 (1 magnifier) = 0; hand 3 + 9 = 12
 *   Bob: quality 3 × 4 = 13; hand 10
 *   Cy:  quality 2 × 5 (2 magnifiers) = 22; hand 5 + 7 = 12
 * Purity: Ann 2, Bob 0, Cy 2: tied for most, +2 each (M-PURITY).
 * Hand: Ann and Cy tie on 12: option "none", nobody gains it; option "all", both gain 3 (M-HAND).
 * Points ("none"): Ann 9, Bob 13, Cy 24 → Cy 1st (4 chips), Bob 2nd (3), Ann 3rd (2) (M-CHIPS).
 */
import { html } from 'lit';
import '../../../src/components/diams/round-summary/round-summary';
import type { DiamsRoundSummary } from '../../../src/components/diams/round-summary/round-summary';
import { diamsGame, type DiamsOptions, type DiamsState, type Sheet } from '../../../src/rules/diams/index';
import { expectAccessible } from '../a11y';
import { expect } from '../expect';
import { cleanup, fixture, textOf } from '../helpers';
import { config } from './helpers';
import { rejectionText } from '../../../src/i18n/rule-messages';

const SHEETS: Sheet[] = [
  {
    safe: [
      { quality: 7, count: 3, pure: 1 },
      { quality: 2, count: 2, pure: 1 },
    ],
    hand: [3, 9],
  },
  { safe: [{ quality: 3, count: 4, pure: 0 }], hand: [10] },
  { safe: [{ quality: 2, count: 5, pure: 2 }], hand: [5, 7] },
];

function played(rounds: number, options: Partial<DiamsOptions> = {}): DiamsState {
  let state = diamsGame.initial(config(['Ann', 'Bob', 'Cy'], options));
  for (let i = 0; i < rounds; i++) {
    const next = diamsGame.apply(state, { type: 'round', sheets: SHEETS });
    if (!next.ok) throw new Error(rejectionText(next.rejection));
    state = next.state;
  }
  return state;
}

async function open(state: DiamsState, index: number): Promise<DiamsRoundSummary> {
  return fixture<DiamsRoundSummary>(html`<diams-round-summary .state=${state} .index=${index}></diams-round-summary>`);
}

/** Each row of a player's table as "label | points". */
function rows(el: DiamsRoundSummary, seat: number): string[] {
  const table = el.shadowRoot?.querySelector(`table.player[data-seat="${seat}"]`);
  return [...(table?.querySelectorAll('tr') ?? [])].map((tr) => {
    const th = tr.querySelector('th');
    // The label without its explanation (the .detail span), rule ids (tags now) as in its text.
    const copy = th?.cloneNode(true) as HTMLElement | undefined;
    copy?.querySelectorAll('.detail').forEach((detail) => detail.remove());
    const label = (copy?.textContent ?? '').replace(/\s+/g, ' ').trim();
    return `${label} | ${tr.querySelector('td')?.textContent?.trim() ?? ''}`;
  });
}

/** The text of the summary as read (one shadow root: no spaces added between text nodes). */
const flat = (el: DiamsRoundSummary): string => (el.shadowRoot?.textContent ?? '').replace(/\s+/g, ' ');

describe('<diams-round-summary>', () => {
  afterEach(cleanup);

  it('explains each player’s points line by line (M-ROUND-SCORE, M-PURITY, M-HAND, M-CHIPS)', async () => {
    const el = await open(played(1), 0);
    expect(rows(el, 0).join('\n'), 'Ann').toBe(
      [
        'Quality 7: 3 diamonds, 1 with the magnifier | +7',
        'Quality 2: 2 diamonds, 1 with the magnifier | 0',
        'Purity bonus: 2 magnifiers | +2',
        'Hand bonus: 3 + 9 = 12 | 0',
        'Round score | 9',
        '3rd place (M-CHIPS): victory chips | 2',
      ].join('\n'),
    );
    expect(rows(el, 1).at(0), 'Bob’s collection').toBe('Quality 3: 4 diamonds | +13');
    expect(rows(el, 2).at(-2), 'Cy’s score').toBe('Round score | 24');
    const text = flat(el);
    for (const part of [
      'Ann: 9 points, 3rd, 2 chips',
      'Bob: 13 points, 2nd, 3 chips',
      'Cy: 24 points, 1st, 4 chips',
      'Magnifiers in the safes: Ann 2 · Bob 0 · Cy 2 (M-PURITY)',
      'Hands: Ann 3 + 9 = 12 · Bob 10 · Cy 5 + 7 = 12 (M-HAND)',
      '2 or fewer score 0 (M-ROUND-SCORE)',
      'On a tie for the highest hand, nobody gains the bonus (option "none").',
      'Tied for the most exceptional-purity diamonds (2) with Cy: +2 each (M-PURITY)',
      'option "none": nobody gains the hand bonus (M-HAND)',
    ]) {
      expect(text, `"${part}" in ${text}`).toContain(part);
    }
    await expectAccessible(el);
  });

  it('pays each tied hand with option "all"', async () => {
    const el = await open(played(1, { handTie: 'all' }), 0);
    expect(rows(el, 0).at(3), 'Ann').toBe('Hand bonus: 3 + 9 = 12 | +3');
    expect(rows(el, 2).at(-2), 'Cy').toBe('Round score | 27');
    expect(flat(el), 'the rule that applied').toContain('option "all": each tied player gains 3');
  });

  it('keeps the running totals after each round', async () => {
    const el = await open(played(2), 1);
    const totals = el.shadowRoot?.querySelector('table.totals');
    const line = (seat: number) => [...(totals?.querySelectorAll(`tr[data-seat="${seat}"] td`) ?? [])].map((td) => td.textContent?.trim()).join(' ');
    expect(line(0), 'Ann: round points, round chips, total chips, total points').toBe('9 2 4 18');
    expect(line(2), 'Cy').toBe('24 4 8 48');
    expect(textOf(totals), 'caption').toContain('After round 2');
    await expectAccessible(el);
  });
});
