/// <reference types="mocha" />
import { html } from 'lit';
import '../../../src/components/diamonds/card-picker/card-picker';
import type { DiamondsCardPicker } from '../../../src/components/diamonds/card-picker/card-picker';
import { resetMouse, sendKeys, sendMouse, setViewport } from '@web/test-runner-commands';
import { expectAccessible } from '../a11y';
import { expect } from '../expect';
import { cleanup, fixture, found, textOf } from '../helpers';
import { FOUR, TWO, plays, stateOf } from './states';
import type { DiamondsState } from '../../../src/rules/diamonds/index';

const buttons = (el: DiamondsCardPicker) => [...(el.shadowRoot?.querySelectorAll('button') ?? [])];
const card = (el: DiamondsCardPicker, name: string) => buttons(el).find((b) => b.getAttribute('aria-label') === name) ?? null;

async function picker(state: DiamondsState, locked = false): Promise<DiamondsCardPicker> {
  return fixture<DiamondsCardPicker>(html`<diamonds-card-picker .state=${state} ?locked=${locked}></diamonds-card-picker>`);
}

describe('<diamonds-card-picker>', () => {
  afterEach(cleanup);

  it('shows the 60 cards of the standard deck in four suit rows, named in full', async () => {
    const el = await picker(stateOf(FOUR, [{ type: 'deal', dealer: 0, pass: 2 }]));
    const all = buttons(el);
    expect(all.length, 'cards').toBe(60);
    const rows = el.shadowRoot?.querySelectorAll('[role="group"]') ?? [];
    expect(rows.length, 'suit rows').toBe(4);
    const ten = found(card(el, '10 of Hearts'), 'a key named "10 of Hearts"');
    expect(ten.textContent?.trim(), 'visible text is the rank').toBe('10');
    expect(textOf(rows[1]).startsWith('♥ Hearts'), `second row is Hearts: ${textOf(rows[1])}`).toBeTruthy();
    expect(
      all.every((b) => !b.disabled),
      'nothing played yet',
    ).toBeTruthy();
  });

  it('uses the variant deck: ranks 1–8 for two players with all cards known (DP)', async () => {
    const el = await picker(stateOf({ ...TWO, variant: 'perfect' }, [{ type: 'deal', dealer: 0, pass: 1 }]));
    expect(buttons(el).length, 'cards').toBe(32);
    expect(card(el, '8 of Clubs'), '8 of Clubs offered').toBeTruthy();
    expect(card(el, '9 of Clubs'), '9 of Clubs is not in the deck').toBeFalsy();
  });

  it('disables the cards played this round and names players who showed out of a suit', async () => {
    // Gus leads H7 (Ann dealt); Kai cannot follow and throws D3: Kai has shown out of Hearts.
    const el = await picker(stateOf(FOUR, [{ type: 'deal', dealer: 0, pass: 2 }, ...plays('H7', 'D3')]));
    expect(card(el, '7 of Hearts')?.disabled, '7 of Hearts is played').toBeTruthy();
    expect(card(el, '3 of Diamonds')?.disabled, '3 of Diamonds is played').toBeTruthy();
    expect(buttons(el).filter((b) => b.disabled).length, 'played cards').toBe(2);
    const hearts = el.shadowRoot?.querySelectorAll('[role="group"]')[1];
    expect(textOf(hearts), `Hearts row marks Kai: ${textOf(hearts)}`).toContain('Shown out: Kai');
    expect(textOf(hearts), 'the led suit is marked').toContain('led');
    const diamonds = el.shadowRoot?.querySelectorAll('[role="group"]')[0];
    expect(textOf(diamonds), 'no mark on Diamonds').not.toContain('Shown out');
  });

  it('emits dl-card with the card code on one tap, and nothing while locked', async () => {
    const state = stateOf(FOUR, [{ type: 'deal', dealer: 0, pass: 2 }]);
    const el = await picker(state);
    const got: string[] = [];
    el.addEventListener('dl-card', (e) => got.push((e as CustomEvent<{ card: string }>).detail.card));
    card(el, '12 of Spades')?.click();
    expect(got.join(), 'tapped card').toBe('S12');
    el.locked = true;
    await el.updateComplete;
    card(el, '1 of Clubs')?.click();
    expect(got.join(), 'no event while locked').toBe('S12');
    expect(card(el, '1 of Clubs')?.getAttribute('aria-disabled'), 'locked keys say so').toBe('true');
  });

  it('moves focus to the next card once the tapped one shows as played', async () => {
    const el = await picker(stateOf(FOUR, [{ type: 'deal', dealer: 0, pass: 2 }]));
    const five = card(el, '5 of Hearts');
    five?.focus();
    five?.click();
    el.state = stateOf(FOUR, [{ type: 'deal', dealer: 0, pass: 2 }, ...plays('H5')]);
    await el.updateComplete;
    expect(el.shadowRoot?.activeElement?.getAttribute('aria-label'), 'focus moved on').toBe('6 of Hearts');
  });

  it('leaves focus alone after a tap by finger or mouse (a click with a count), which needs no keyboard focus', async () => {
    const el = await picker(stateOf(FOUR, [{ type: 'deal', dealer: 0, pass: 2 }]));
    const five = card(el, '5 of Hearts');
    five?.focus();
    five?.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true, detail: 1 }));
    el.state = stateOf(FOUR, [{ type: 'deal', dealer: 0, pass: 2 }, ...plays('H5')]);
    await el.updateComplete;
    expect(five?.disabled, 'the tapped card shows as played').toBeTruthy();
    expect(el.shadowRoot?.activeElement?.getAttribute('aria-label'), 'focus was not moved to the next card').not.toBe('6 of Hearts');
  });

  it('looks the same under a mouse that hovers or presses a key: the answer to a tap is the key shown as played', async () => {
    const el = await picker(stateOf(FOUR, [{ type: 'deal', dealer: 0, pass: 2 }]));
    const key = found(card(el, '9 of Spades'), 'a key for 9 of Spades');
    const look = () => {
      const s = getComputedStyle(key);
      return [s.boxShadow, s.transform, s.backgroundColor, s.color, s.outlineStyle, s.opacity].join(' | ');
    };
    const before = look();
    const box = key.getBoundingClientRect();
    try {
      await sendMouse({ type: 'move', position: [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)] });
      expect(key.matches(':hover'), 'the mouse is over the key').toBeTruthy();
      expect(look(), 'hovered key').toBe(before);
      await sendMouse({ type: 'down' });
      expect(key.matches(':active'), 'the key is pressed').toBeTruthy();
      expect(look(), 'pressed key (and no focus ring for a mouse)').toBe(before);
      await sendMouse({ type: 'up' });
    } finally {
      await resetMouse();
    }
  });

  it('is one Tab stop, moved through with the arrow keys, Home and End, as the keys are laid out on a phone', async () => {
    await setViewport({ width: 390, height: 844 });
    // 1 of Diamonds is played: the Tab stop is the first key still playable.
    const el = await fixture<DiamondsCardPicker>(
      html`<diamonds-card-picker style="display: block; width: 390px" .state=${stateOf(FOUR, [{ type: 'deal', dealer: 0, pass: 2 }, ...plays('D1')])}></diamonds-card-picker>`,
    );
    const stops = buttons(el).filter((b) => b.tabIndex === 0);
    expect(
      stops.map((b) => b.getAttribute('aria-label')),
      'one Tab stop for the 60 keys',
    ).toEqual(['2 of Diamonds']);
    const focusedName = () => el.shadowRoot?.activeElement?.getAttribute('aria-label');
    stops[0]!.focus();
    const steps: [string, string][] = [
      ['ArrowRight', '3 of Diamonds'],
      ['ArrowLeft', '2 of Diamonds'],
      // On a phone a suit takes two lines, 1–8 and 9–15: down is the key below, across the line.
      ['ArrowDown', '10 of Diamonds'],
      ['ArrowDown', '2 of Hearts'],
      ['ArrowUp', '10 of Diamonds'],
      ['End', '15 of Diamonds'],
      ['ArrowRight', '1 of Hearts'],
      ['Home', '1 of Hearts'],
      ['Control+End', '15 of Clubs'],
      ['Control+Home', '2 of Diamonds'],
    ];
    // The test runner's browser presses a chord as its keys one after another.
    const press = async (keys: string) => {
      const [first, second] = keys.split('+');
      if (!second) return sendKeys({ press: first! });
      await sendKeys({ down: first! });
      await sendKeys({ press: second });
      await sendKeys({ up: first! });
    };
    for (const [keys, name] of steps) {
      await press(keys);
      expect(focusedName(), keys).toBe(name);
    }
    await press('Control+End');
    expect(
      buttons(el)
        .filter((b) => b.tabIndex === 0)
        .map((b) => b.getAttribute('aria-label')),
      'the Tab stop follows the focus',
    ).toEqual(['15 of Clubs']);
  });

  it("on another seat's turn at a live table: every key looks it, dimmed and aria-disabled, and a tap still goes out (its refusal says whose turn)", async () => {
    const el = await picker(stateOf(FOUR, [{ type: 'deal', dealer: 0, pass: 2 }, ...plays('H7')]));
    const open = () => buttons(el).filter((b) => !b.disabled);
    expect(
      open().every((b) => b.getAttribute('aria-disabled') === null && getComputedStyle(b).opacity === '1'),
      "this seat's turn: keys as usual",
    ).toBe(true);
    el.waiting = true;
    await el.updateComplete;
    expect(
      open().every((b) => b.getAttribute('aria-disabled') === 'true'),
      'every playable key says it is not to be pressed now',
    ).toBe(true);
    expect(
      open().every((b) => Number(getComputedStyle(b).opacity) < 1),
      'and looks dimmed',
    ).toBe(true);
    const got: string[] = [];
    el.addEventListener('dl-card', (e) => got.push((e as CustomEvent<{ card: string }>).detail.card));
    card(el, '2 of Spades')?.click();
    expect(got.join(), 'the tap still goes to the table').toBe('S2');
  });

  it('is accessible', async () => {
    const el = await picker(stateOf(FOUR, [{ type: 'deal', dealer: 0, pass: 2 }, ...plays('H7', 'D3')]));
    await expectAccessible(el);
  });
});
