/// <reference types="mocha" />
/**
 * The rules-card editor (M-CARD-VALUES, M-CARD-DECK) on a real IndexedDB: values are stored as
 * they are typed, a bad entry is refused with a message, the card survives an export / import
 * round trip, and a bad file changes nothing.
 */
import { html } from 'lit';
import '../../../src/components/diams/rules-card/rules-card.js';
import type { DiamsRulesCard } from '../../../src/components/diams/rules-card/rules-card.js';
import { getSetting } from '../../../src/store/index.js';
import { editTableCard, loadTableCard } from '../../../src/store/table-card.js';
import { expectAccessible } from '../a11y.js';
import { assert, cleanup, deepActiveElement, equal, fixture, textOf, until } from '../helpers.js';
import { deleteDbs, freshDb } from '../store-fixtures.js';
import { buttonNamed, captureDownloads, chooseFile, deep, simpleValues, typeInto } from './helpers.js';

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
    equal(cell(el, 1, 3)?.value, '4', 'quality 1 × 3');
    equal(cell(el, 2, 3)?.value, '5', 'quality 2 × 3');
    equal(cell(el, 7, 4)?.value, '', 'quality 7 × 4 is not guessed');
    assert(text(el).includes('28 values of 30 still to fill in'), text(el));
    const row7 = cell(el, 7, 3)?.closest('tr');
    assert(textOf(row7).includes('most valuable'), `row 7: ${textOf(row7)}`);
    await expectAccessible(el);
  });

  it('stores each value as it is typed, and refuses what is not a value', async () => {
    const db = freshDb();
    const el = await open(db);
    typeInto(cell(el, 7, 3) as HTMLInputElement, '14');
    await until(() => text(el).includes('27 values of 30'), 'the count to follow');
    const stored = await getSetting(db, 'diamsRulesCard');
    equal(stored?.['7']?.[0], 14, 'stored on the device');

    const bad = cell(el, 7, 4) as HTMLInputElement;
    typeInto(bad, '-3');
    await el.updateComplete;
    await until(() => bad.getAttribute('aria-invalid') === 'true', 'the entry to be flagged');
    assert(/Quality 7, 4 diamonds\s*: "-3" is not a value/.test(text(el)), text(el));
    equal((await getSetting(db, 'diamsRulesCard'))?.['7']?.[1], null, 'nothing stored for the bad entry');
    await expectAccessible(el);
  });

  it('takes the table to an entry', async () => {
    const el = await open();
    assert(await el.focusEntry(5, 4), 'focused');
    equal(deepActiveElement(), cell(el, 5, 4), 'quality 5, 4 diamonds has focus');
  });

  it('exports the card as a file that another device imports unchanged', async () => {
    const from = freshDb();
    const values = simpleValues();
    values['9'] = [null, 19, 29];
    await editTableCard(from, (card) => ({ values, deck: card.deck }));
    const source = await open(from);
    await until(() => text(source).includes('1 value of 30 still to fill in'), 'the stored card');
    const downloads = captureDownloads();
    try {
      buttonNamed(source, 'Export the card')?.click();
    } finally {
      downloads.restore();
    }
    equal(downloads.files.length, 1, 'one file downloaded');
    equal(downloads.files[0]?.name, 'diams-rules-card.json', 'file name');
    const file = (await downloads.files[0]?.text) ?? '';
    assert(file.includes('"game": "diams-rules-card"'), file);

    const to = freshDb();
    const target = await open(to);
    chooseFile(deep<HTMLInputElement>(target, 'input[type="file"]') as HTMLInputElement, file);
    await until(() => text(target).includes('Imported: 1 value still to fill in'), 'the import');
    const imported = await loadTableCard(to);
    equal(JSON.stringify(imported.values), JSON.stringify(values), 'same values on the other device');
    equal(cell(target, 9, 4)?.value, '19', 'shown');
    await expectAccessible(target);
  });

  it('refuses a bad file with the reason and changes nothing', async () => {
    const db = freshDb();
    const el = await open(db);
    typeInto(cell(el, 3, 3) as HTMLInputElement, '6');
    await until(() => text(el).includes('27 values'), 'the value stored');
    const before = JSON.stringify(await loadTableCard(db));
    const input = deep<HTMLInputElement>(el, 'input[type="file"]') as HTMLInputElement;

    chooseFile(input, '{"game": "diams-rules-card", "values": {"1": [4, null, null]}}');
    await until(() => deep(el, '[role="alert"] p'), 'the refusal');
    const alert = textOf(deep(el, '.problem[role="alert"]'));
    assert(alert.includes('Not imported') && alert.includes('quality 2') && alert.includes('unchanged'), alert);
    equal(JSON.stringify(await loadTableCard(db)), before, 'the card is unchanged');

    chooseFile(input, 'not json at all');
    await until(() => textOf(deep(el, '.problem[role="alert"]')).includes('not valid JSON'), 'the second refusal');
    equal(JSON.stringify(await loadTableCard(db)), before, 'still unchanged');
    await expectAccessible(el);
  });

  it('turns the deck check on once every count is given (M-CARD-DECK)', async () => {
    const db = freshDb();
    const el = await open(db);
    const deck: Record<string, { cards: number; pure: number }> = {};
    for (let q = 1; q <= 10; q++) deck[String(q)] = { cards: 8, pure: 2 };
    chooseFile(deep<HTMLInputElement>(el, 'input[type="file"]') as HTMLInputElement, JSON.stringify({ game: 'diams-rules-card', values: simpleValues(), deck }));
    await until(() => text(el).includes('The deck check is on'), 'the deck check');
    const grid = deep<HTMLInputElement>(el, '#d-4-pure') as HTMLInputElement;
    typeInto(grid, '9');
    await until(() => text(el).includes('9 cards with the magnifier, but only 8 cards'), 'the deck refusal');
    equal((await loadTableCard(db)).deck['4']?.pure, 2, 'not stored');
  });
});
