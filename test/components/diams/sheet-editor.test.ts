/// <reference types="mocha" />
/**
 * The round-sheet editor: taps build the safe's collections and the hand, the sheet it emits is
 * always one the rules module reads (readSheet), and each collection shows its worth by the card.
 */
import { html, render } from 'lit';
import '../../../src/components/diams/sheet-editor/sheet-editor';
import type { DiamsSheetEditor, SheetChange } from '../../../src/components/diams/sheet-editor/sheet-editor';
import { readSheet, type CardValues, type Sheet } from '../../../src/rules/diams/index';
import { expectAccessible } from '../a11y';
import { expect } from '../expect';
import { cleanup, deepActiveElement, fixture, found, textOf } from '../helpers';
import { simpleValues } from './helpers';

/** The editor as a screen uses it: it owns the sheet and feeds every change back. */
async function open(values: CardValues = simpleValues()): Promise<{ el: DiamsSheetEditor; sheet: () => Sheet }> {
  let sheet: Sheet = { safe: [], hand: [] };
  const el = await fixture<DiamsSheetEditor>(html`<diams-sheet-editor name="Ann" .seat=${2} .card=${{ values }}></diams-sheet-editor>`);
  el.addEventListener('dl-sheet-change', (e) => {
    const detail = (e as CustomEvent<SheetChange>).detail;
    expect(detail.seat, 'the seat travels with the change').toBe(2);
    sheet = detail.sheet;
    el.sheet = sheet;
  });
  return { el, sheet: () => sheet };
}

const $ = <T extends Element>(el: DiamsSheetEditor, selector: string) => el.shadowRoot?.querySelector<T>(selector) ?? null;

async function tap(el: DiamsSheetEditor, selector: string): Promise<void> {
  const target = found($<HTMLElement>(el, selector), `${selector} is on screen`);
  target.click();
  await el.updateComplete;
}

describe('<diams-sheet-editor>', () => {
  afterEach(cleanup);

  it('builds the safe by tapping qualities, counts and magnifiers', async () => {
    const { el, sheet } = await open();
    await tap(el, 'button[data-safe="7"]');
    expect(JSON.stringify(sheet().safe), 'a new collection starts at 3 (M-SECURE)').toBe('[{"quality":7,"count":3,"pure":0}]');
    expect(deepActiveElement()?.getAttribute('name'), 'focus moves to its size').toBe('count-7');
    expect($<HTMLButtonElement>(el, 'button[data-safe="7"]')?.disabled, 'one collection per quality (M-SECURE)').toBeTruthy();

    await tap(el, 'input[name="count-7"][value="5"]');
    await tap(el, 'input[name="pure-7"][value="4"]');
    expect(JSON.stringify(sheet().safe), 'five diamonds, four magnified').toBe('[{"quality":7,"count":5,"pure":4}]');
    expect(textOf(el.shadowRoot), 'worth 7 + 20 by the card').toContain('27 points');

    // Fewer diamonds than magnifiers cannot be: the magnifiers follow the count down.
    await tap(el, 'input[name="count-7"][value="2"]');
    expect(JSON.stringify(sheet().safe), 'magnifiers within the count').toBe('[{"quality":7,"count":2,"pure":2}]');
    expect(textOf(el.shadowRoot), 'M-ROUND-SCORE').toContain('2 or fewer score 0');
    expect($(el, 'input[name="pure-7"][value="3"]'), 'no choice above the count').toBeFalsy();

    await tap(el, 'button[data-safe="2"]');
    await tap(el, 'button[aria-label="Remove the quality 7 collection"]');
    expect(JSON.stringify(sheet().safe), 'removed').toBe('[{"quality":2,"count":3,"pure":0}]');
    expect(deepActiveElement()?.getAttribute('data-safe'), 'focus returns to its quality').toBe('7');
    expect(readSheet(sheet(), 'Ann').ok, 'the rules module reads the sheet').toBeTruthy();
    await expectAccessible(el);
  });

  it('adds the diamonds still in hand one tap each, and sums them (M-HAND)', async () => {
    const { el, sheet } = await open();
    expect(textOf(el.shadowRoot), 'empty at first').toContain('Empty hand: total 0');
    await tap(el, 'button[data-hand="9"]');
    await tap(el, 'button[data-hand="3"]');
    await tap(el, 'button[data-hand="9"]');
    expect(JSON.stringify(sheet().hand), 'the hand in order').toBe('[9,3,9]');
    expect(textOf(el.shadowRoot), textOf(el.shadowRoot)).toContain('Hand total: 9 + 3 + 9 = 21');
    await tap(el, 'button[aria-label="Remove a quality 3 diamond from the hand"]');
    expect(JSON.stringify(sheet().hand), 'one removed').toBe('[9,9]');
    await expectAccessible(el);
  });

  it('says when the rules card lacks a collection value (M-CARD-VALUES)', async () => {
    const values = simpleValues();
    values['5'] = [5, null, 25];
    const { el } = await open(values);
    await tap(el, 'button[data-safe="5"]');
    await tap(el, 'input[name="count-5"][value="4"]');
    const worth = $(el, '.worth.missing');
    expect(textOf(worth), textOf(worth)).toContain('no value yet for 4 diamonds');
  });

  it('shows a sheet it is given, names as plain text', async () => {
    const el = await fixture<DiamsSheetEditor>(html`<div></div>`);
    const host = el as unknown as HTMLElement;
    render(html`<diams-sheet-editor name="<b>Zoë</b>" .sheet=${{ safe: [{ quality: 4, count: 4, pure: 1 }], hand: [10] }}></diams-sheet-editor>`, host);
    const editor = host.querySelector('diams-sheet-editor') as DiamsSheetEditor;
    await editor.updateComplete;
    expect(editor.shadowRoot?.querySelector('h3')?.textContent, 'the name as typed, not markup').toBe('<b>Zoë</b>');
    expect(editor.shadowRoot?.querySelector<HTMLInputElement>('input[name="count-4"][value="4"]')?.checked, 'count shown').toBeTruthy();
    expect(editor.shadowRoot?.querySelector<HTMLInputElement>('input[name="pure-4"][value="1"]')?.checked, 'magnifiers shown').toBeTruthy();
  });
});
