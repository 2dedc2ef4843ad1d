/// <reference types="mocha" />
/**
 * The round-sheet editor: taps build the safe's collections and the hand, the sheet it emits is
 * always one the rules module reads (readSheet), and each collection shows its worth by the card.
 */
import { html, render } from 'lit';
import '../../../src/components/diams/sheet-editor/sheet-editor.js';
import type { DiamsSheetEditor, SheetChange } from '../../../src/components/diams/sheet-editor/sheet-editor.js';
import { readSheet, type CardValues, type Sheet } from '../../../src/rules/diams/index.js';
import { expectAccessible } from '../a11y.js';
import { assert, cleanup, deepActiveElement, equal, fixture, textOf } from '../helpers.js';
import { simpleValues } from './helpers.js';

/** The editor as a screen uses it: it owns the sheet and feeds every change back. */
async function open(values: CardValues = simpleValues()): Promise<{ el: DiamsSheetEditor; sheet: () => Sheet }> {
  let sheet: Sheet = { safe: [], hand: [] };
  const el = await fixture<DiamsSheetEditor>(html`<diams-sheet-editor name="Ann" .seat=${2} .card=${{ values }}></diams-sheet-editor>`);
  el.addEventListener('dl-sheet-change', (e) => {
    const detail = (e as CustomEvent<SheetChange>).detail;
    equal(detail.seat, 2, 'the seat travels with the change');
    sheet = detail.sheet;
    el.sheet = sheet;
  });
  return { el, sheet: () => sheet };
}

const $ = <T extends Element>(el: DiamsSheetEditor, selector: string) => el.shadowRoot?.querySelector<T>(selector) ?? null;

async function tap(el: DiamsSheetEditor, selector: string): Promise<void> {
  const target = $<HTMLElement>(el, selector);
  assert(target, `${selector} is on screen`);
  target.click();
  await el.updateComplete;
}

describe('<diams-sheet-editor>', () => {
  afterEach(cleanup);

  it('builds the safe by tapping qualities, counts and magnifiers', async () => {
    const { el, sheet } = await open();
    await tap(el, 'button[data-safe="7"]');
    equal(JSON.stringify(sheet().safe), '[{"quality":7,"count":3,"pure":0}]', 'a new collection starts at 3 (M-SECURE)');
    equal(deepActiveElement()?.getAttribute('name'), 'count-7', 'focus moves to its size');
    assert($<HTMLButtonElement>(el, 'button[data-safe="7"]')?.disabled, 'one collection per quality (M-SECURE)');

    await tap(el, 'input[name="count-7"][value="5"]');
    await tap(el, 'input[name="pure-7"][value="4"]');
    equal(JSON.stringify(sheet().safe), '[{"quality":7,"count":5,"pure":4}]', 'five diamonds, four magnified');
    assert(textOf(el.shadowRoot).includes('27 points'), 'worth 7 + 20 by the card');

    // Fewer diamonds than magnifiers cannot be: the magnifiers follow the count down.
    await tap(el, 'input[name="count-7"][value="2"]');
    equal(JSON.stringify(sheet().safe), '[{"quality":7,"count":2,"pure":2}]', 'magnifiers within the count');
    assert(textOf(el.shadowRoot).includes('2 or fewer score 0'), 'M-ROUND-SCORE');
    assert(!$(el, 'input[name="pure-7"][value="3"]'), 'no choice above the count');

    await tap(el, 'button[data-safe="2"]');
    await tap(el, 'button[aria-label="Remove the quality 7 collection"]');
    equal(JSON.stringify(sheet().safe), '[{"quality":2,"count":3,"pure":0}]', 'removed');
    equal(deepActiveElement()?.getAttribute('data-safe'), '7', 'focus returns to its quality');
    assert(readSheet(sheet(), 'Ann').ok, 'the rules module reads the sheet');
    await expectAccessible(el);
  });

  it('adds the diamonds still in hand one tap each, and sums them (M-HAND)', async () => {
    const { el, sheet } = await open();
    assert(textOf(el.shadowRoot).includes('Empty hand: total 0'), 'empty at first');
    await tap(el, 'button[data-hand="9"]');
    await tap(el, 'button[data-hand="3"]');
    await tap(el, 'button[data-hand="9"]');
    equal(JSON.stringify(sheet().hand), '[9,3,9]', 'the hand in order');
    assert(textOf(el.shadowRoot).includes('Hand total: 9 + 3 + 9 = 21'), textOf(el.shadowRoot));
    await tap(el, 'button[aria-label="Remove a quality 3 diamond from the hand"]');
    equal(JSON.stringify(sheet().hand), '[9,9]', 'one removed');
    await expectAccessible(el);
  });

  it('says when the rules card lacks a collection value (M-CARD-VALUES)', async () => {
    const values = simpleValues();
    values['5'] = [5, null, 25];
    const { el } = await open(values);
    await tap(el, 'button[data-safe="5"]');
    await tap(el, 'input[name="count-5"][value="4"]');
    const worth = $(el, '.worth.missing');
    assert(textOf(worth).includes('no value yet for 4 diamonds'), textOf(worth));
  });

  it('shows a sheet it is given, names as plain text', async () => {
    const el = await fixture<DiamsSheetEditor>(html`<div></div>`);
    const host = el as unknown as HTMLElement;
    render(
      html`<diams-sheet-editor name="<b>Zoë</b>" .sheet=${{ safe: [{ quality: 4, count: 4, pure: 1 }], hand: [10] }}></diams-sheet-editor>`,
      host,
    );
    const editor = host.querySelector('diams-sheet-editor') as DiamsSheetEditor;
    await editor.updateComplete;
    equal(editor.shadowRoot?.querySelector('h3')?.textContent, '<b>Zoë</b>', 'the name as typed, not markup');
    assert((editor.shadowRoot?.querySelector<HTMLInputElement>('input[name="count-4"][value="4"]'))?.checked, 'count shown');
    assert((editor.shadowRoot?.querySelector<HTMLInputElement>('input[name="pure-4"][value="1"]'))?.checked, 'magnifiers shown');
  });
});
