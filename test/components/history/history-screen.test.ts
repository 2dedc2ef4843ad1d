/// <reference types="mocha" />
import { html } from 'lit';
import '../../../src/components/history/history-screen.js';
import { HISTORY_PAGE, type HistoryScreen } from '../../../src/components/history/history-screen.js';
import type { DBCore, DBCoreTable } from 'dexie';
import { listPlayers, renamePlayer, type LedgerDb } from '../../../src/store/index.js';
import { expectAccessible } from '../a11y.js';
import { assert, cleanup, deepActiveElement, equal, fixture, textOf, until } from '../helpers.js';
import { deleteDbs, freshDb, startGame } from '../store-fixtures.js';
import { handMadeLibrary, nextDownload } from '../stats/library-fixtures.js';

async function screen(db: LedgerDb): Promise<HistoryScreen> {
  const el = await fixture<HistoryScreen>(html`<history-screen .db=${db}></history-screen>`);
  await until(() => !el.shadowRoot?.querySelector('p.muted[role=status]'), 'the list');
  await until(() => !!el.shadowRoot?.querySelector('ul.sessions:not([aria-busy]), .empty'), 'every game read, for the filters');
  return el;
}

const items = (el: HistoryScreen) => [...(el.shadowRoot?.querySelectorAll<HTMLAnchorElement>('a.session') ?? [])];
const count = (el: HistoryScreen) => el.shadowRoot?.querySelector('.count')?.textContent?.trim();

async function set(el: HistoryScreen, label: string, value: string, byText = false): Promise<void> {
  const field = [...(el.shadowRoot?.querySelectorAll('label') ?? [])].find((l) => l.textContent?.trim().startsWith(label))?.querySelector<HTMLInputElement | HTMLSelectElement>('select, input');
  assert(field, `a field ${label}`);
  field.value = byText && field instanceof HTMLSelectElement ? ([...field.options].find((o) => o.textContent?.trim() === value)?.value ?? '') : value;
  field.dispatchEvent(new Event('change'));
  await el.updateComplete;
}

/** textOf joins text nodes with spaces: drop those before punctuation. */
const tidy = (text: string) => text.replace(/ ([,.:;])/g, '$1');

describe('<history-screen>', () => {
  afterEach(async () => {
    cleanup();
    await deleteDbs();
  });

  it('lists every game newest first with its result, each linking to its read-only view', async () => {
    const { db, two, begun, quick } = await handMadeLibrary();
    const el = await screen(db);
    equal(count(el), '3 games', 'count');
    const links = items(el);
    equal(links.map((a) => a.getAttribute('href')).join(' '), [quick, begun, two].map((id) => `#/history/${id}`).join(' '), 'newest first');
    const quickText = tidy(textOf(links[0]));
    for (const part of ["Diam's, quick game", 'Finished', 'Ann, Bob, Cy', 'Ann 9 · Bob 3 · Cy 10', 'Won by Cy', 'Played']) {
      assert(quickText.includes(part), `"${part}" in ${quickText}`);
    }
    assert(textOf(links[1]).includes('In progress'), 'the game in progress');
    assert(textOf(links[2]).includes('Won by Bob'), 'the two-player game');
    await expectAccessible(el);
  });

  it('filters by game, by player and by the days played, and clears the filters', async () => {
    const { db, two, begun, quick } = await handMadeLibrary();
    const el = await screen(db);
    await set(el, 'Game', 'diamonds');
    equal(count(el), '2 games of 3', 'Diamonds only');
    equal(items(el).map((a) => a.hash).join(), [begun, two].map((id) => `#/history/${id}`).join(), 'the Diamonds games');

    await set(el, 'Game', '');
    await set(el, 'Player', 'Cy', true);
    equal(count(el), '2 games of 3', "Cy's games");
    equal(items(el).map((a) => a.hash).join(), [quick, begun].map((id) => `#/history/${id}`).join(), "Cy's games");

    // The games were played on 11, 12 and 13 January 2025 (one day apart, from 10 Jan 19:00 UTC).
    await set(el, 'Player', '');
    const day = (id: string) => items(el).find((a) => a.hash.endsWith(id))?.querySelector('time')?.getAttribute('datetime')?.slice(0, 10);
    const second = day(begun)!;
    await set(el, 'Played from', second);
    await set(el, 'Played until', second);
    equal(items(el).map((a) => a.hash).join(), `#/history/${begun}`, 'one day');
    await expectAccessible(el);

    [...(el.shadowRoot?.querySelectorAll('button') ?? [])].find((b) => b.textContent?.includes('Clear the filters'))?.click();
    await el.updateComplete;
    equal(count(el), '3 games', 'cleared');

    await set(el, 'Game', 'diams');
    await set(el, 'Player', 'Ann', true);
    await set(el, 'Played until', '2000-01-01');
    equal(count(el), '0 games of 3', 'nothing');
    assert(textOf(el.shadowRoot).includes('No game matches these filters.'), 'says so');
  });

  it('follows renames, and exports the filtered history as CSV', async () => {
    const { db } = await handMadeLibrary();
    const el = await screen(db);
    const ann = (await listPlayers(db)).find((p) => p.name === 'Ann')!;
    await renamePlayer(db, ann.id, 'Smith, "Ann"');
    await until(() => textOf(items(el)[2]).includes('Smith, "Ann", Bob'), 'the new name everywhere');
    await set(el, 'Game', 'diamonds');
    const download = nextDownload();
    [...(el.shadowRoot?.querySelectorAll('button') ?? [])].find((b) => b.textContent?.includes('Download history'))?.click();
    const { name, text } = await download;
    assert(/^diamond-ledger-history-\d{4}-\d\d-\d\d\.csv$/.test(name), name);
    const lines = text.trim().split('\r\n');
    equal(lines.length, 3, 'a header and the two Diamonds games');
    equal(lines[0], 'Played,Last change,Game,Variant,Status,Players,Standings,Winners,Id', 'header');
    assert(lines[2]?.includes(',Diamonds,standard,finished,"Smith, ""Ann""; Bob","Smith, ""Ann"" 24; Bob 30",Bob,'), lines[2] ?? '');
  });

  it('shows the first page, read by index, before it has read every game; a filter then asks for every game', async () => {
    const db = freshDb();
    // Holds back every read of the whole sessions table (a query without a limit) until released.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    db.use({
      stack: 'dbcore',
      name: 'hold-whole-reads',
      create: (down: DBCore): DBCore => ({
        ...down,
        table(name: string): DBCoreTable {
          const table = down.table(name);
          return name !== 'sessions' ? table : { ...table, query: async (req) => (req.limit === undefined || req.limit === Infinity ? held.then(() => table.query(req)) : table.query(req)) };
        },
      }),
    });
    for (let i = 0; i < HISTORY_PAGE + 5; i++) await startGame(db, [`P${i}`, 'Q']);
    const el = await fixture<HistoryScreen>(html`<history-screen .db=${db}></history-screen>`);
    await until(() => items(el).length === HISTORY_PAGE, 'the first page');
    equal(count(el), `${HISTORY_PAGE + 5} games`, 'the count, from the first read');
    assert(textOf(items(el)[0]).includes(`P${HISTORY_PAGE + 4}`), 'newest played first');
    assert(el.shadowRoot?.querySelector('ul.sessions[aria-busy="true"]'), 'the rest is still being read');
    await set(el, 'Player', 'P3', true);
    assert(textOf(el.shadowRoot).includes('Loading your games…'), 'the filtered list waits for every game');
    release();
    await until(() => count(el) === `1 game of ${HISTORY_PAGE + 5}`, 'the filter applied to every game');
    equal(items(el).map((a) => textOf(a).includes('P3')).join(), 'true', "P3's game");
    await until(() => el.shadowRoot?.querySelectorAll('label:nth-of-type(2) option').length === HISTORY_PAGE + 7, 'the players');
  });

  it('pages with "Show more games", moving focus to the first new game', async () => {
    const db = freshDb();
    for (let i = 0; i < HISTORY_PAGE + 5; i++) await startGame(db, [`P${i}`, 'Q']);
    const el = await screen(db);
    equal(items(el).length, HISTORY_PAGE, 'first page');
    el.shadowRoot?.querySelector<HTMLButtonElement>('button.more')?.click();
    await until(() => items(el).length === HISTORY_PAGE + 5, 'all');
    await el.updateComplete;
    equal(deepActiveElement(), items(el)[HISTORY_PAGE] ?? null, 'focus on the first new game');
    equal(el.shadowRoot?.querySelector('button.more') ?? null, null, 'no more to show');
    // The screen matched the 36 names to players when it opened: let that write finish.
    await until(() => el.shadowRoot?.querySelectorAll('label:nth-of-type(2) option').length === HISTORY_PAGE + 7, 'the players');
  });

  it('shows an empty state, and names as text only', async () => {
    const empty = await screen(freshDb());
    assert(textOf(empty.shadowRoot).includes('No games yet'), 'empty');
    await expectAccessible(empty);
    cleanup();
    const db = freshDb();
    const hostile = '<img src=x onerror=__hPwned=1>'; // a name has at most 30 characters
    await startGame(db, [hostile, 'Bob']);
    const el = await screen(db);
    await until(() => el.shadowRoot?.querySelectorAll('label:nth-of-type(2) option').length === 3, 'the players to be synced');
    assert(textOf(el.shadowRoot).includes(hostile), 'literal');
    equal(el.shadowRoot?.querySelector('img'), null, 'no element');
    equal((window as { __hPwned?: number }).__hPwned, undefined, 'no script ran');
  });
});
