/// <reference types="mocha" />
/**
 * The rules-card editor (M-CARD-VALUES, M-CARD-DECK) on a real IndexedDB: values are stored as
 * they are typed, a bad entry is refused with a message, the card survives an export / import
 * round trip, and a bad file changes nothing.
 */
import { html } from 'lit';
import '../../../src/components/diams/rules-card/rules-card';
import type { DiamsRulesCard } from '../../../src/components/diams/rules-card/rules-card';
import { getSetting } from '../../../src/store/index';
import { editHouseCard, loadHouseCard } from '../../../src/store/house-card';
import { expectAccessible } from '../a11y';
import { expect } from '../expect';
import { cleanup, deepActiveElement, fixture, textOf, until } from '../helpers';
import { deleteDbs, freshDb } from '../store-fixtures';
import { buttonNamed, captureDownloads, chooseFile, deep, simpleValues, typeInto } from './helpers';

async function open(db = freshDb()): Promise<DiamsRulesCard> {
  const el = await fixture<DiamsRulesCard>(html`<diams-rules-card .db=${db}></diams-rules-card>`);
  await until(() => deep(el, '#v-1-3'), 'the card to load');
  return el;
}

const cell = (el: Element, quality: number, count: number) => deep<HTMLInputElement>(el, `#v-${quality}-${count}`);
const text = (el: Element) => textOf(el.shadowRoot);

describe('<diams-rules-card>', () => {
  afterEach(async () => {
    cleanup();
    await deleteDbs();
  });

  it('ships only the two public values and marks quality 7 as the most valuable (M-CARD-VALUES)', async () => {
    const el = await open();
    expect(cell(el, 1, 3)?.value, 'quality 1 × 3').toBe('4');
    expect(cell(el, 2, 3)?.value, 'quality 2 × 3').toBe('5');
    expect(cell(el, 7, 4)?.value, 'quality 7 × 4 is not guessed').toBe('');
    expect(text(el), text(el)).toContain('28 values of 30 still to fill in');
    const row7 = cell(el, 7, 3)?.closest('tr');
    expect(textOf(row7), `row 7: ${textOf(row7)}`).toContain('most valuable');
    await expectAccessible(el);
  });

  it('stores each value as it is typed, and refuses what is not a value', async () => {
    const db = freshDb();
    const el = await open(db);
    typeInto(cell(el, 7, 3) as HTMLInputElement, '14');
    await until(() => text(el).includes('27 values of 30'), 'the count to follow');
    const stored = await getSetting(db, 'diamsRulesCard');
    expect(stored?.['7']?.[0], 'stored on the device').toBe(14);

    const bad = cell(el, 7, 4) as HTMLInputElement;
    typeInto(bad, '-3');
    await el.updateComplete;
    await until(() => bad.getAttribute('aria-invalid') === 'true', 'the entry to be flagged');
    expect(text(el), text(el)).toMatch(/Quality 7, 4 diamonds\s*: "-3" is not a value/);
    expect((await getSetting(db, 'diamsRulesCard'))?.['7']?.[1], 'nothing stored for the bad entry').toBe(null);
    await expectAccessible(el);
  });

  it('takes the table to an entry', async () => {
    const el = await open();
    expect(await el.focusEntry(5, 4), 'focused').toBeTruthy();
    expect(deepActiveElement(), 'quality 5, 4 diamonds has focus').toBe(cell(el, 5, 4));
  });

  it('exports the card as a file that another device imports unchanged', async () => {
    const from = freshDb();
    const values = simpleValues();
    values['9'] = [null, 19, 29];
    await editHouseCard(from, (card) => ({ values, deck: card.deck }));
    const source = await open(from);
    await until(() => text(source).includes('1 value of 30 still to fill in'), 'the stored card');
    const downloads = captureDownloads();
    try {
      buttonNamed(source, 'Export the card')?.click();
    } finally {
      downloads.restore();
    }
    expect(downloads.files.length, 'one file downloaded').toBe(1);
    expect(downloads.files[0]?.name, 'file name').toBe('diams-rules-card.json');
    const file = (await downloads.files[0]?.text) ?? '';
    expect(file, file).toContain('"game": "diams-rules-card"');

    const to = freshDb();
    const target = await open(to);
    chooseFile(deep<HTMLInputElement>(target, 'input[type="file"]') as HTMLInputElement, file);
    await until(() => text(target).includes('Imported: 1 value still to fill in'), 'the import');
    const imported = await loadHouseCard(to);
    expect(JSON.stringify(imported.values), 'same values on the other device').toBe(JSON.stringify(values));
    expect(cell(target, 9, 4)?.value, 'shown').toBe('19');
    await expectAccessible(target);
  });

  it('refuses a bad file with the reason and changes nothing', async () => {
    const db = freshDb();
    const el = await open(db);
    typeInto(cell(el, 3, 3) as HTMLInputElement, '6');
    await until(() => text(el).includes('27 values'), 'the value stored');
    const before = JSON.stringify(await loadHouseCard(db));
    const input = deep<HTMLInputElement>(el, 'input[type="file"]') as HTMLInputElement;

    chooseFile(input, '{"game": "diams-rules-card", "values": {"1": [4, null, null]}}');
    await until(() => deep(el, '[role="alert"] p'), 'the refusal');
    const alert = textOf(deep(el, '.problem[role="alert"]'));
    expect(alert.includes('Not imported') && alert.includes('quality 2') && alert.includes('unchanged'), alert).toBeTruthy();
    expect(JSON.stringify(await loadHouseCard(db)), 'the card is unchanged').toBe(before);

    chooseFile(input, 'not json at all');
    await until(() => textOf(deep(el, '.problem[role="alert"]')).includes('not valid JSON'), 'the second refusal');
    expect(JSON.stringify(await loadHouseCard(db)), 'still unchanged').toBe(before);
    await expectAccessible(el);
  });

  it('turns the deck check on once every count is given (M-CARD-DECK)', async () => {
    const db = freshDb();
    const el = await open(db);
    const deck: Record<string, { cards: number; pure: number }> = {};
    for (let q = 1; q <= 10; q++) deck[String(q)] = { cards: 8, pure: 2 };
    chooseFile(
      deep<HTMLInputElement>(el, 'input[type="file"]') as HTMLInputElement,
      JSON.stringify({ game: 'diams-rules-card', values: simpleValues(), deck }),
    );
    await until(() => text(el).includes('The deck check is on'), 'the deck check');
    const grid = deep<HTMLInputElement>(el, '#d-4-pure') as HTMLInputElement;
    typeInto(grid, '9');
    await until(() => text(el).includes('9 cards with the magnifier, but only 8 cards'), 'the deck refusal');
    expect((await loadHouseCard(db)).deck['4']?.pure, 'not stored').toBe(2);
  });
});
