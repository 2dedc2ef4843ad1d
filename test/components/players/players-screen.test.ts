/// <reference types="mocha" />
import { html } from 'lit';
import '../../../src/components/players/players-screen';
import type { PlayersScreen } from '../../../src/components/players/players-screen';
import { listPlayers, type DeviceDb } from '../../../src/store/index';
import { expectAccessible } from '../a11y';
import { expect } from '../expect';
import { cleanup, deepActiveElement, fixture, found, textOf, until } from '../helpers';
import { deleteDbs, freshDb, startGame } from '../store-fixtures';
import { handMadeLibrary } from '../stats/library-fixtures';

async function screen(db: DeviceDb): Promise<PlayersScreen> {
  const el = await fixture<PlayersScreen>(html`<players-screen .db=${db}></players-screen>`);
  await until(() => el.shadowRoot?.querySelector('ul.players, .card'), 'the players');
  return el;
}

const rows = (el: PlayersScreen) => [...(el.shadowRoot?.querySelectorAll('li.player') ?? [])];
const row = (el: PlayersScreen, name: string) => rows(el).find((li) => li.querySelector('.name')?.textContent === name);
const names = (el: PlayersScreen) => rows(el).map((li) => li.querySelector('.name')?.textContent);
const status = (el: PlayersScreen) => el.shadowRoot?.querySelector('p[role=status]')?.textContent?.trim();

async function edit(el: PlayersScreen, name: string): Promise<HTMLElement> {
  const li = found(row(el, name), `a row for ${name}`);
  const button = li.querySelector<HTMLButtonElement>('button.edit');
  expect(button?.getAttribute('aria-expanded'), 'closed at first').toBe('false');
  button?.click();
  await el.updateComplete;
  expect(button?.getAttribute('aria-expanded'), 'open').toBe('true');
  const editor = found(li.querySelector<HTMLElement>('.editor'), 'an editor');
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
    expect(names(el).join(), 'names').toBe('Ann,Bob,Cy');
    const text = textOf(row(el, 'Ann'));
    expect(text, text).toContain('3 games');
    expect(textOf(row(el, 'Cy')), textOf(row(el, 'Cy'))).toContain('2 games');
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
    expect(textOf(el.shadowRoot?.querySelector('[role=alert]')), 'why').toContain('Another player is already called "Ann"');

    input.value = '  Robert ';
    editor.querySelector<HTMLFormElement>('form.rename')!.requestSubmit();
    await until(() => names(el).join() === 'Ann,Cy,Robert', 'the new name in the list');
    expect(status(el), 'announced').toBe('Bob is now Robert, in 3 games.');
    expect(el.shadowRoot?.querySelector('[role=alert]') ?? null, 'no error left').toBe(null);
    const sessions = await db.sessions.toArray();
    expect(
      sessions.every((s) => !s.players.includes('Bob') && !(s.config as { players: string[] }).players.includes('Bob')),
      'every game follows',
    ).toBeTruthy();
    expect(
      sessions.some((s) => s.winners.includes('Robert')),
      'the winners too',
    ).toBeTruthy();
    // The old name stays in Robert's history (docs/sync.md: the name a rename lost shows there too).
    await until(() => textOf(row(el, 'Robert')?.querySelector('[data-former-names]')) === 'Also known as Bob', 'the former name shown');
    expect((await listPlayers(db)).find((p) => p.name === 'Robert')?.formerNames?.join(), 'kept with the player').toBe('Bob');
  });

  it('gives a player a colour from the palette', async () => {
    const { db } = await handMadeLibrary();
    const el = await screen(db);
    const editor = await edit(el, 'Cy');
    const radios = [...editor.querySelectorAll<HTMLInputElement>('input[type=radio]')];
    expect(radios.length, 'eight colours').toBe(8);
    const legend = editor.querySelector('legend')?.textContent;
    expect(legend, 'a named group').toBe('Colour in charts');
    radios.find((r) => r.value === 'amber')!.click();
    await until(() => textOf(row(el, 'Cy')).includes('amber'), 'the new colour');
    expect((await listPlayers(db)).find((p) => p.name === 'Cy')?.colour, 'stored').toBe('amber');
    expect(status(el), 'announced').toBe("Cy's colour is now amber.");
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
    expect(textOf(editor), 'explains before merging').toContain('Every game of Rob becomes a game of Eve');
    editor.querySelector<HTMLButtonElement>('form.merge button[type=submit]')!.click();
    await until(() => el.shadowRoot?.querySelector('[role=alert]'), 'the refusal');
    expect(textOf(el.shadowRoot?.querySelector('[role=alert]')), 'why').toContain('"Rob" and "Eve" played in the same game once');
    await expectAccessible(el);

    select.value = [...select.options].find((o) => o.textContent === 'Bob')!.value;
    select.dispatchEvent(new Event('change'));
    await el.updateComplete;
    editor.querySelector<HTMLButtonElement>('form.merge button[type=submit]')!.click(); // Merge…
    await el.updateComplete;
    editor = row(el, 'Rob')!.querySelector('.editor')!;
    const confirm = editor.querySelector<HTMLButtonElement>('form.merge button[type=submit]')!;
    expect(confirm.textContent?.trim(), 'confirm button').toBe('Merge into Bob');
    confirm.click();
    await until(() => names(el).join() === 'Bob,Cy,Eve', 'Rob gone');
    expect(status(el), 'announced').toBe('Rob is merged into Bob: 1 game moved.');
    expect(textOf(row(el, 'Bob')), 'Bob has both games').toContain('2 games');
    await until(() => deepActiveElement() === row(el, 'Bob')?.querySelector('button.edit'), 'focus on the merged player');
    const sessions = await db.sessions.toArray();
    expect(sessions.filter((s) => s.players.includes('Bob')).length, "both games are Bob's").toBe(2);
  });

  it('shows an empty state, and names as text only', async () => {
    const empty = await screen(freshDb());
    expect(textOf(empty.shadowRoot), 'empty state').toContain('No players yet');
    await expectAccessible(empty);
    cleanup();
    const db = freshDb();
    const hostile = '<img src=x onerror=__pPwned=1>'; // a name has at most 30 characters
    await startGame(db, [hostile, 'Bob']);
    const el = await screen(db);
    await until(() => names(el).length === 2, 'the players');
    expect(names(el), 'literal').toContain(hostile);
    expect(el.shadowRoot?.querySelector('img'), 'no element').toBe(null);
    expect((window as { __pPwned?: number }).__pPwned, 'no script ran').toBe(undefined);
  });
});
