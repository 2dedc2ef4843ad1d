/// <reference types="mocha" />
import { html } from 'lit';
import '../../../src/components/history/history-screen';
import { HISTORY_PAGE, type HistoryScreen } from '../../../src/components/history/history-screen';
import type { DBCore, DBCoreTable } from 'dexie';
import { listPlayers, renamePlayer, type DeviceDb } from '../../../src/store/index';
import { expectAccessible } from '../a11y';
import { expect } from '../expect';
import { cleanup, deepActiveElement, fixture, found, textOf, until } from '../helpers';
import { deleteDbs, freshDb, keptAndFollowed, startGame } from '../store-fixtures';
import { handMadeLibrary, nextDownload } from '../stats/library-fixtures';

async function screen(db: DeviceDb): Promise<HistoryScreen> {
  const el = await fixture<HistoryScreen>(html`<history-screen .db=${db}></history-screen>`);
  await until(() => !el.shadowRoot?.querySelector('p.muted[role=status]'), 'the list');
  await until(() => !!el.shadowRoot?.querySelector('ul.sessions:not([aria-busy]), .empty'), 'every game read, for the filters');
  return el;
}

const items = (el: HistoryScreen) => [...(el.shadowRoot?.querySelectorAll<HTMLAnchorElement>('a.session') ?? [])];
const count = (el: HistoryScreen) => el.shadowRoot?.querySelector('.count')?.textContent?.trim();

async function set(el: HistoryScreen, label: string, value: string, byText = false): Promise<void> {
  const field = found(
    [...(el.shadowRoot?.querySelectorAll('label') ?? [])]
      .find((l) => l.textContent?.trim().startsWith(label))
      ?.querySelector<HTMLInputElement | HTMLSelectElement>('select, input'),
    `a field ${label}`,
  );
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
    expect(count(el), 'count').toBe('3 games');
    const links = items(el);
    expect(links.map((a) => a.getAttribute('href')).join(' '), 'newest first').toBe([quick, begun, two].map((id) => `#/history/${id}`).join(' '));
    const quickText = tidy(textOf(links[0]));
    for (const part of ["Diam's, quick game", 'Finished', 'Ann, Bob, Cy', 'Ann 9 · Bob 3 · Cy 10', 'Won by Cy', 'Played']) {
      expect(quickText, `"${part}" in ${quickText}`).toContain(part);
    }
    expect(textOf(links[1]), 'the game in progress').toContain('In progress');
    expect(textOf(links[2]), 'the two-player game').toContain('Won by Bob');
    await expectAccessible(el);
  });

  it('filters by game, by player and by the days played, and clears the filters', async () => {
    const { db, two, begun, quick } = await handMadeLibrary();
    const el = await screen(db);
    await set(el, 'Game', 'diamonds');
    expect(count(el), 'Diamonds only').toBe('2 games of 3');
    expect(
      items(el)
        .map((a) => a.hash)
        .join(),
      'the Diamonds games',
    ).toBe([begun, two].map((id) => `#/history/${id}`).join());

    await set(el, 'Game', '');
    await set(el, 'Player', 'Cy', true);
    expect(count(el), "Cy's games").toBe('2 games of 3');
    expect(
      items(el)
        .map((a) => a.hash)
        .join(),
      "Cy's games",
    ).toBe([quick, begun].map((id) => `#/history/${id}`).join());

    // The games were played on 11, 12 and 13 January 2025 (one day apart, from 10 Jan 19:00 UTC).
    await set(el, 'Player', '');
    const day = (id: string) =>
      items(el)
        .find((a) => a.hash.endsWith(id))
        ?.querySelector('time')
        ?.getAttribute('datetime')
        ?.slice(0, 10);
    const second = day(begun)!;
    await set(el, 'Played from', second);
    await set(el, 'Played until', second);
    expect(
      items(el)
        .map((a) => a.hash)
        .join(),
      'one day',
    ).toBe(`#/history/${begun}`);
    await expectAccessible(el);

    [...(el.shadowRoot?.querySelectorAll('button') ?? [])].find((b) => b.textContent?.includes('Clear the filters'))?.click();
    await el.updateComplete;
    expect(count(el), 'cleared').toBe('3 games');

    await set(el, 'Game', 'diams');
    await set(el, 'Player', 'Ann', true);
    await set(el, 'Played until', '2000-01-01');
    expect(count(el), 'nothing').toBe('0 games of 3');
    expect(textOf(el.shadowRoot), 'says so').toContain('No game matches these filters.');
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
    expect(name, name).toMatch(/^diamond-ledger-history-\d{4}-\d\d-\d\d\.csv$/);
    const lines = text.trim().split('\r\n');
    expect(lines.length, 'a header and the two Diamonds games').toBe(3);
    expect(lines[0], 'header').toBe('Played,Last change,Game,Variant,Status,Players,Standings,Winners,Id');
    expect(lines[2]?.includes(',Diamonds,standard,finished,"Smith, ""Ann""; Bob","Smith, ""Ann"" 24; Bob 30",Bob,'), lines[2] ?? '').toBeTruthy();
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
          return name !== 'sessions'
            ? table
            : { ...table, query: async (req) => (req.limit === undefined || req.limit === Infinity ? held.then(() => table.query(req)) : table.query(req)) };
        },
      }),
    });
    for (let i = 0; i < HISTORY_PAGE + 5; i++) await startGame(db, [`P${i}`, 'Q']);
    const el = await fixture<HistoryScreen>(html`<history-screen .db=${db}></history-screen>`);
    await until(() => items(el).length === HISTORY_PAGE, 'the first page');
    expect(count(el), 'the count, from the first read').toBe(`${HISTORY_PAGE + 5} games`);
    expect(textOf(items(el)[0]), 'newest played first').toContain(`P${HISTORY_PAGE + 4}`);
    expect(el.shadowRoot?.querySelector('ul.sessions[aria-busy="true"]'), 'the rest is still being read').toBeTruthy();
    await set(el, 'Player', 'P3', true);
    expect(textOf(el.shadowRoot), 'the filtered list waits for every game').toContain('Loading your games…');
    release();
    await until(() => count(el) === `1 game of ${HISTORY_PAGE + 5}`, 'the filter applied to every game');
    expect(
      items(el)
        .map((a) => textOf(a).includes('P3'))
        .join(),
      "P3's game",
    ).toBe('true');
    await until(() => el.shadowRoot?.querySelectorAll('label:nth-of-type(2) option').length === HISTORY_PAGE + 7, 'the players');
  });

  it('pages with "Show more games", moving focus to the first new game', async () => {
    const db = freshDb();
    for (let i = 0; i < HISTORY_PAGE + 5; i++) await startGame(db, [`P${i}`, 'Q']);
    const el = await screen(db);
    expect(items(el).length, 'first page').toBe(HISTORY_PAGE);
    el.shadowRoot?.querySelector<HTMLButtonElement>('button.more')?.click();
    await until(() => items(el).length === HISTORY_PAGE + 5, 'all');
    await el.updateComplete;
    expect(deepActiveElement(), 'focus on the first new game').toBe(items(el)[HISTORY_PAGE] ?? null);
    expect(el.shadowRoot?.querySelector('button.more') ?? null, 'no more to show').toBe(null);
    // The screen matched the 36 names to players when it opened: let that write finish.
    await until(() => el.shadowRoot?.querySelectorAll('label:nth-of-type(2) option').length === HISTORY_PAGE + 7, 'the players');
  });

  it('marks a game kept as two by the ledger, and a followed one, with the words Home uses (docs/sync.md)', async () => {
    const el = await screen(await keptAndFollowed());
    const kept = items(el).filter((a) => a.querySelector('[data-kept-apart]'));
    expect(kept.length, 'one game kept as two').toBe(1);
    expect(textOf(kept[0]), textOf(kept[0])).toContain('Kept as two: this game changed on two of your devices while they were apart; this is one of them');
    const marked = items(el).filter((a) => a.querySelector('[data-followed]'));
    expect(marked.length, 'one followed game').toBe(1);
    expect(textOf(marked[0]), textOf(marked[0])).toContain('Followed at a live table on another of your devices');
    await expectAccessible(el);
  });

  it('shows an empty state, and names as text only', async () => {
    const empty = await screen(freshDb());
    expect(textOf(empty.shadowRoot), 'empty').toContain('No games yet');
    await expectAccessible(empty);
    cleanup();
    const db = freshDb();
    const hostile = '<img src=x onerror=__hPwned=1>'; // a name has at most 30 characters
    await startGame(db, [hostile, 'Bob']);
    const el = await screen(db);
    await until(() => el.shadowRoot?.querySelectorAll('label:nth-of-type(2) option').length === 3, 'the players to be synced');
    expect(textOf(el.shadowRoot), 'literal').toContain(hostile);
    expect(el.shadowRoot?.querySelector('img'), 'no element').toBe(null);
    expect((window as { __hPwned?: number }).__hPwned, 'no script ran').toBe(undefined);
  });
});
