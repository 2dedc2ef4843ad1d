/// <reference types="mocha" />
import { html } from 'lit';
import '../../../src/components/players/players-screen.js';
import type { PlayersScreen } from '../../../src/components/players/players-screen.js';
import { listPlayers, type LedgerDb } from '../../../src/store/index.js';
import { expectAccessible } from '../a11y.js';
import { assert, cleanup, deepActiveElement, equal, fixture, textOf, until } from '../helpers.js';
import { deleteDbs, freshDb, startGame } from '../store-fixtures.js';
import { handMadeLibrary } from '../stats/library-fixtures.js';

async function screen(db: LedgerDb): Promise<PlayersScreen> {
  const el = await fixture<PlayersScreen>(html`<players-screen .db=${db}></players-screen>`);
  await until(() => el.shadowRoot?.querySelector('ul.players, .card'), 'the players');
  return el;
}

const rows = (el: PlayersScreen) => [...(el.shadowRoot?.querySelectorAll('li.player') ?? [])];
const row = (el: PlayersScreen, name: string) => rows(el).find((li) => li.querySelector('.name')?.textContent === name);
const names = (el: PlayersScreen) => rows(el).map((li) => li.querySelector('.name')?.textContent);
const status = (el: PlayersScreen) => el.shadowRoot?.querySelector('p[role=status]')?.textContent?.trim();

async function edit(el: PlayersScreen, name: string): Promise<HTMLElement> {
  const li = row(el, name);
  assert(li, `a row for ${name}`);
  const button = li.querySelector<HTMLButtonElement>('button.edit');
  equal(button?.getAttribute('aria-expanded'), 'false', 'closed at first');
  button?.click();
  await el.updateComplete;
  equal(button?.getAttribute('aria-expanded'), 'true', 'open');
  const editor = li.querySelector<HTMLElement>('.editor');
  assert(editor, 'an editor');
  return editor;
}

describe('<players-screen>', () => {
  afterEach(async () => {
    cleanup();
    await deleteDbs();
  });

  it('lists the players of the stored games alphabetically, with their games and colours', async () => {
    const { db } = await handMadeLibrary();
    const el = await screen(db);
    equal(names(el).join(), 'Ann,Bob,Cy', 'names');
    const text = textOf(row(el, 'Ann'));
    assert(text.includes('3 games'), text);
    assert(textOf(row(el, 'Cy')).includes('2 games'), textOf(row(el, 'Cy')));
    await expectAccessible(el);
  });

  it('renames a player everywhere, and refuses a name another player has', async () => {
    const { db } = await handMadeLibrary();
    const el = await screen(db);
    const editor = await edit(el, 'Bob');
    await expectAccessible(el);
    const input = editor.querySelector<HTMLInputElement>('form.rename input')!;
    input.value = 'Ann';
    editor.querySelector<HTMLFormElement>('form.rename')!.requestSubmit();
    await until(() => el.shadowRoot?.querySelector('[role=alert]'), 'the refusal');
    assert(textOf(el.shadowRoot?.querySelector('[role=alert]')).includes('Another player is already called "Ann"'), 'why');

    input.value = '  Robert ';
    editor.querySelector<HTMLFormElement>('form.rename')!.requestSubmit();
    await until(() => names(el).join() === 'Ann,Cy,Robert', 'the new name in the list');
    equal(status(el), 'Bob is now Robert, in 3 games.', 'announced');
    equal(el.shadowRoot?.querySelector('[role=alert]') ?? null, null, 'no error left');
    const sessions = await db.sessions.toArray();
    assert(sessions.every((s) => !s.players.includes('Bob') && !(s.config as { players: string[] }).players.includes('Bob')), 'every game follows');
    assert(sessions.some((s) => s.winners.includes('Robert')), 'the winners too');
    // The old name stays in Robert's history (docs/sync.md: the name a rename lost shows there too).
    await until(() => textOf(row(el, 'Robert')?.querySelector('[data-former-names]')) === 'Also known as Bob', 'the former name shown');
    equal((await listPlayers(db)).find((p) => p.name === 'Robert')?.formerNames?.join(), 'Bob', 'kept with the player');
  });

  it('gives a player a colour from the palette', async () => {
    const { db } = await handMadeLibrary();
    const el = await screen(db);
    const editor = await edit(el, 'Cy');
    const radios = [...editor.querySelectorAll<HTMLInputElement>('input[type=radio]')];
    equal(radios.length, 8, 'eight colours');
    const legend = editor.querySelector('legend')?.textContent;
    equal(legend, 'Colour in charts', 'a named group');
    radios.find((r) => r.value === 'amber')!.click();
    await until(() => textOf(row(el, 'Cy')).includes('amber'), 'the new colour');
    equal((await listPlayers(db)).find((p) => p.name === 'Cy')?.colour, 'amber', 'stored');
    equal(status(el), "Cy's colour is now amber.", 'announced');
  });

  it('merges two names of one person after a confirmation, and refuses two people who played together', async () => {
    const db = freshDb();
    await startGame(db, ['Rob', 'Eve']);
    await startGame(db, ['Bob', 'Cy']);
    const el = await screen(db);
    await until(() => names(el).length === 4, 'the four players');

    let editor = await edit(el, 'Rob');
    const select = editor.querySelector<HTMLSelectElement>('form.merge select')!;
    select.value = [...select.options].find((o) => o.textContent === 'Eve')!.value;
    select.dispatchEvent(new Event('change'));
    await el.updateComplete;
    editor.querySelector<HTMLButtonElement>('form.merge button[type=submit]')!.click();
    await el.updateComplete;
    assert(textOf(editor).includes('Every game of Rob becomes a game of Eve'), 'explains before merging');
    editor.querySelector<HTMLButtonElement>('form.merge button[type=submit]')!.click();
    await until(() => el.shadowRoot?.querySelector('[role=alert]'), 'the refusal');
    assert(textOf(el.shadowRoot?.querySelector('[role=alert]')).includes('"Rob" and "Eve" played in the same game once'), 'why');
    await expectAccessible(el);

    select.value = [...select.options].find((o) => o.textContent === 'Bob')!.value;
    select.dispatchEvent(new Event('change'));
    await el.updateComplete;
    editor.querySelector<HTMLButtonElement>('form.merge button[type=submit]')!.click(); // Merge…
    await el.updateComplete;
    editor = row(el, 'Rob')!.querySelector('.editor')!;
    const confirm = editor.querySelector<HTMLButtonElement>('form.merge button[type=submit]')!;
    equal(confirm.textContent?.trim(), 'Merge into Bob', 'confirm button');
    confirm.click();
    await until(() => names(el).join() === 'Bob,Cy,Eve', 'Rob gone');
    equal(status(el), 'Rob is merged into Bob: 1 game moved.', 'announced');
    assert(textOf(row(el, 'Bob')).includes('2 games'), 'Bob has both games');
    await until(() => deepActiveElement() === row(el, 'Bob')?.querySelector('button.edit'), 'focus on the merged player');
    const sessions = await db.sessions.toArray();
    equal(sessions.filter((s) => s.players.includes('Bob')).length, 2, 'both games are Bob\'s');
  });

  it('shows an empty state, and names as text only', async () => {
    const empty = await screen(freshDb());
    assert(textOf(empty.shadowRoot).includes('No players yet'), 'empty state');
    await expectAccessible(empty);
    cleanup();
    const db = freshDb();
    const hostile = '<img src=x onerror=__pPwned=1>'; // a name has at most 30 characters
    await startGame(db, [hostile, 'Bob']);
    const el = await screen(db);
    await until(() => names(el).length === 2, 'the players');
    assert(names(el).includes(hostile), 'literal');
    equal(el.shadowRoot?.querySelector('img'), null, 'no element');
    equal((window as { __pPwned?: number }).__pPwned, undefined, 'no script ran');
  });
});
