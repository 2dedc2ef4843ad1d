/// <reference types="mocha" />
/**
 * The turn-by-turn step forms on their own, in Chromium: what they offer for a given market-log
 * state, the turn step each one sends (`dl-turn-step`), and an accessibility check each.
 */
import { html } from 'lit';
import '../../../../src/components/diams/turns/card-pad';
import type { DiamsCardPad } from '../../../../src/components/diams/turns/card-pad';
import '../../../../src/components/diams/turns/deck-step';
import '../../../../src/components/diams/turns/limit-step';
import '../../../../src/components/diams/turns/play-step';
import '../../../../src/components/diams/turns/market-table';
import type { Diamond } from '../../../../src/rules/diams/index';
import { expectAccessible } from '../../a11y';
import { expect } from '../../expect';
import { cleanup, fixture } from '../../helpers';
import { buttonNamed, deep, deepAll } from '../helpers';
import { d, marketState, sent, settle, tap, textOf } from './turns-helpers';

afterEach(() => cleanup());

const json = (x: unknown) => JSON.stringify(x);

describe('<diams-card-pad>', () => {
  it('names cards one tap each, the magnifier for the next card only, up to its maximum', async () => {
    let cards: Diamond[] = [];
    const el = await fixture<DiamsCardPad>(html`<diams-card-pad label="Cards" .max=${2} .cards=${cards}></diams-card-pad>`);
    el.addEventListener('dl-cards-change', (e) => {
      cards = (e as CustomEvent<{ cards: Diamond[] }>).detail.cards;
      el.cards = cards;
    });
    await tap(el, 'button.toggle');
    expect(deep(el, 'button.toggle')?.getAttribute('aria-pressed'), 'magnifier on').toBe('true');
    await tap(el, 'button[data-quality="4"]');
    await tap(el, 'button[data-quality="7"]');
    expect(json(cards), 'a 4 with the magnifier, then a plain 7').toBe(json([d(4, true), d(7)]));
    expect(
      deepAll<HTMLButtonElement>(el, '.pad button').every((b) => b.disabled),
      'full: the pad is off',
    ).toBeTruthy();
    await tap(el, 'button[data-remove="0"]');
    expect(json(cards), 'removed').toBe(json([d(7)]));
    await expectAccessible(el);
  });
});

describe('<diams-deck-step>', () => {
  it('M-REFILL: three named cards, or the closing card first', async () => {
    const el = await fixture(html`<diams-deck-step mode="refill" .state=${marketState(0)}></diams-deck-step>`);
    const events = sent(el);
    expect(textOf(el.shadowRoot), textOf(el.shadowRoot)).toContain('record the 3 cards drawn from the deck into it (M-REFILL)');
    const record = () => deep<HTMLButtonElement>(el, 'button[data-action="record-cards"]');
    expect(record()?.disabled, 'not before three cards').toBe(true);
    for (const q of [3, 5, 8]) await tap(el, `button[data-quality="${q}"]`);
    expect(record()?.disabled, 'three cards').toBe(false);
    await tap(el, 'button[data-action="record-cards"]');
    await tap(el, 'button[data-action="closing"]');
    expect(json(events), 'events').toBe(json([{ type: 'refill', cards: [d(3), d(5), d(8)] }, { type: 'closing' }]));
    await expectAccessible(el);
  });

  it('M-DRAW: one card into the hand, or two face up into the market with a special card that came up', async () => {
    const el = await fixture(html`<diams-deck-step mode="draw" .state=${marketState(1)}></diams-deck-step>`);
    const events = sent(el);
    await tap(el, 'button[data-action="draw-hand"]');
    await tap(el, 'button[data-quality="4"]');
    await tap(el, 'button.toggle');
    await tap(el, 'button[data-quality="4"]');
    await tap(el, 'input[name="specials-draw"][value="1"]');
    await tap(el, 'button[data-action="record-cards"]');
    expect(json(events), 'events').toBe(
      json([
        { type: 'draw', kind: 'hand' },
        { type: 'draw', kind: 'market', cards: [d(4), d(4, true)], specials: 1 },
      ]),
    );
    expect(deep(el, 'button[data-action="draw-none"]'), 'the deck cannot be empty before the closing card').toBeFalsy();
    await expectAccessible(el);
  });

  it('after the closing card: the deck may run out', async () => {
    const el = await fixture(html`<diams-deck-step mode="draw" .state=${marketState(13)}></diams-deck-step>`);
    const events = sent(el);
    expect(textOf(el.shadowRoot), 'the closing card is pending').toContain('The closing card is set aside (M-CLOSING) and does not count as a card drawn');
    expect(deep(el, 'button[data-action="closing"]'), 'no second closing card').toBeFalsy();
    await tap(el, 'button[data-action="draw-none"]');
    expect(json(events), 'nothing to draw').toBe(json([{ type: 'draw', kind: 'none' }]));
  });
});

describe('<diams-play-step>', () => {
  it('M-MARKET / M-SAME: the card put down (seen cards offered first) takes every card of its quality', async () => {
    const el = await fixture(html`<diams-play-step .state=${marketState(2)}></diams-play-step>`);
    const events = sent(el);
    expect(textOf(el.shadowRoot), textOf(el.shadowRoot)).toContain('Ann holds 3 cards, none seen');
    await tap(el, 'button[data-quality="4"]');
    expect(textOf(deep(el, 'p[data-taken]')), textOf(deep(el, 'p[data-taken]'))).toContain('Takes 4, 4 and 4 (magnifier)');
    await tap(el, 'button[data-action="record-market"]');
    expect(json(events), 'M-SAME').toBe(json([{ type: 'market', card: d(4), take: 'same', taken: [d(4), d(4, true), d(4)] }]));
    await expectAccessible(el);
  });

  it('M-SUM: only market cards are offered, with the running total', async () => {
    const el = await fixture(html`<diams-play-step .state=${marketState(4)}></diams-play-step>`);
    const events = sent(el);
    await tap(el, 'button[data-quality="8"]');
    await tap(el, 'input[name="take"][value="sum"]');
    const offered = deepAll<HTMLButtonElement>(el, 'button[data-market]').map((b) => b.getAttribute('aria-label'));
    expect(json(offered), 'the market cards').toBe(json(['Take 3', 'Take 5', 'Take 8']));
    await tap(el, 'button[data-market="0"]');
    await tap(el, 'button[data-market="1"]');
    expect(textOf(el.shadowRoot), 'total').toContain('Taken so far: 8 of 8');
    await tap(el, 'button[data-action="record-market"]');
    expect(json(events), 'M-SUM').toBe(json([{ type: 'market', card: d(8), take: 'sum', taken: [d(3), d(5)] }]));
    await expectAccessible(el);
  });

  it('M-SECURE: qualities as new collections or additions, magnifiers when shown', async () => {
    const el = await fixture(html`<diams-play-step .state=${marketState(8)}></diams-play-step>`);
    const events = sent(el);
    await tap(el, 'input[name="action"][value="secure"]');
    expect(deep(el, 'button[data-secure="4"]')?.getAttribute('aria-label'), 'label').toBe('4: a new collection');
    await tap(el, 'button[data-secure="4"]');
    await tap(el, 'input[name="pure-4"][value="1"]');
    expect(textOf(deep(el, 'li[data-entry="4"]')), 'new').toContain('4s: a new collection');
    await tap(el, 'button[data-action="record-secure"]');
    expect(json(events), 'securing').toBe(json([{ type: 'secure', cards: [{ quality: 4, count: 3, pure: 1 }] }]));
    await expectAccessible(el);
  });

  it('M-SPECIALS: a compulsory sale, each opponent starting with the diamonds seen in their hand', async () => {
    // Turn 7, Ann: Bob was seen taking three 5s; the Safe cracker is the one card left.
    const s = marketState(16);
    const el = await fixture(html`<diams-play-step .state=${s}></diams-play-step>`);
    const events = sent(el);
    await tap(el, 'input[name="action"][value="special"]');
    const cards = deepAll<HTMLInputElement>(el, 'input[name="special"]').map((i) => i.value);
    expect(json(cards), 'only the card not played yet').toBe(json(['safe-cracker']));
    await tap(el, 'button[data-quality="5"]');
    expect(deep<HTMLInputElement>(el, 'input[name="sold-1"]:checked')?.value, "Bob's three 5s").toBe('3');
    expect(deep<HTMLInputElement>(el, 'input[name="sold-2"]:checked')?.value, 'Cy none').toBe('0');
    await tap(el, 'button[data-action="record-special"]');
    expect(json(events), 'the sale').toBe(
      json([{ type: 'special', special: 'safe-cracker', power: 'compulsory-sale', put: d(5), sold: [[], [d(5), d(5), d(5)], []] }]),
    );
    await expectAccessible(el);
  });

  it('M-SPECIALS: the Safe cracker names an opponent, a quality, a purity and whether it was found', async () => {
    const el = await fixture(html`<diams-play-step .state=${marketState(16)}></diams-play-step>`);
    const events = sent(el);
    await tap(el, 'input[name="action"][value="special"]');
    await tap(el, 'input[name="power"][value="safe-cracker"]');
    await tap(el, 'input[name="victim"][value="2"]');
    await tap(el, 'input[name="crack-quality"][value="9"]');
    await tap(el, 'input[name="crack-pure"][value="true"]');
    await tap(el, 'input[name="crack-found"][value="true"]');
    await tap(el, 'button[data-action="record-special"]');
    expect(json(events), 'cracker').toBe(
      json([{ type: 'special', special: 'safe-cracker', power: 'safe-cracker', victim: 2, quality: 9, pure: true, found: true }]),
    );
    await expectAccessible(el);
  });

  it('M-PLAY: an empty hand can only pass', async () => {
    const el = await fixture(html`<diams-play-step .state=${marketState(9)}></diams-play-step>`);
    // Turn 5 is Bob's (5 cards); Cy, with none, is not to play: check the text of Bob's turn instead.
    expect(deep(el, 'button[data-action="pass"]'), 'Bob holds cards').toBeFalsy();
    const cy = { ...marketState(9), seat: 2 };
    const empty = await fixture(html`<diams-play-step .state=${cy}></diams-play-step>`);
    const events = sent(empty);
    await tap(empty, 'button[data-action="pass"]');
    expect(json(events), 'pass').toBe(json([{ type: 'pass' }]));
  });
});

describe('<diams-limit-step>', () => {
  it('M-LIMIT: says how many cards go, offers the seen ones, records when the count is right', async () => {
    const el = await fixture(html`<diams-limit-step .state=${marketState(11)}></diams-limit-step>`);
    const events = sent(el);
    expect(textOf(el.shadowRoot), textOf(el.shadowRoot)).toContain('Bob holds 6 cards: one goes before the turn ends (M-LIMIT)');
    expect(buttonNamed(el, 'Record Bob')?.disabled, 'not before one card is chosen').toBe(true);
    await tap(el, 'button[data-suggest="3"]');
    await tap(el, 'button[data-action="record-limit"]');
    expect(json(events), 'limit').toBe(json([{ type: 'limit', toMarket: [d(3)], discardedSpecials: 0 }]));
    await expectAccessible(el);
  });
});

describe('<diams-market-table>', () => {
  it('shows the market, each hand, each safe with its history, and the closing countdown', async () => {
    const el = await fixture(html`<diams-market-table .state=${marketState(15)}></diams-market-table>`);
    await settle(el);
    const text = textOf(el.shadowRoot);
    expect(text, text).toContain('Still to play: Ann (now) and Bob (M-CLOSING).');
    expect(text, text).toContain('Market: 5 cards');
    expect(textOf(deep(el, 'li[data-seat="2"] p[data-hand]')), 'Cy').toContain('Hand: 1 card: 7 seen');
    expect(textOf(deep(el, 'li[data-seat="0"] p[data-safe]')), 'Ann').toContain('3 × 4 (1 with the magnifier)');
    expect(textOf(deep(el, 'li[data-seat="0"] details')), 'history').toContain('Turn 4: 3 × 4 new collection, 1 with the magnifier');
    expect(text, text).toContain('Special cards played: Armored convoy, Sleight of hand');
    await expectAccessible(el);
  });
});
