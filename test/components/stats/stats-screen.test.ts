/// <reference types="mocha" />
import { html } from 'lit';
import '../../../src/components/stats/stats-screen.js';
import type { StatsScreen } from '../../../src/components/stats/stats-screen.js';
import { listPlayers, type LedgerDb } from '../../../src/store/index.js';
import { expectAccessible } from '../a11y.js';
import { assert, cleanup, equal, fixture, textOf, until } from '../helpers.js';
import { deleteDbs, freshDb, importExample } from '../store-fixtures.js';
import { DIAMS_QUICK, handMadeLibrary, nextDownload, store } from './library-fixtures.js';

async function screen(db: LedgerDb): Promise<StatsScreen> {
  const el = await fixture<StatsScreen>(html`<stats-screen .db=${db}></stats-screen>`);
  await until(() => !el.shadowRoot?.querySelector('[role=status]'), 'the statistics');
  return el;
}

/** The cells of the table of a section, row by row. */
function table(el: StatsScreen, section: string): string[][] {
  const region = el.shadowRoot?.querySelector(`section#${section} table`);
  return [...(region?.querySelectorAll('tbody tr') ?? [])].map((tr) => [...tr.children].map((c) => textOf(c)));
}

async function choose(el: StatsScreen, label: string, option: string): Promise<void> {
  const select = [...(el.shadowRoot?.querySelectorAll('label') ?? [])].find((l) => l.textContent?.trim().startsWith(label))?.querySelector('select');
  assert(select, `a ${label} select`);
  const value = [...select.options].find((o) => o.textContent?.trim() === option)?.value;
  assert(value !== undefined, `option ${option} in ${[...select.options].map((o) => o.textContent?.trim()).join(' | ')}`);
  select.value = value;
  select.dispatchEvent(new Event('change'));
  await el.updateComplete;
}

describe('<stats-screen>', () => {
  afterEach(async () => {
    cleanup();
    await deleteDbs();
  });

  it('says that statistics count finished games when there is none', async () => {
    const db = freshDb();
    await store(db, { game: 'diamonds', players: ['Ann', 'Bob'], variant: 'standard', thief: null, rounds: [] });
    const el = await screen(db);
    assert(textOf(el.shadowRoot).includes('No finished game yet'), textOf(el.shadowRoot));
    await expectAccessible(el);
  });

  it('shows every player of all games: games, wins and win rates (hand-computed)', async () => {
    const { db } = await handMadeLibrary();
    const el = await screen(db);
    const text = textOf(el.shadowRoot);
    assert(text.includes('From 2 finished games on this device; 1 in progress is not counted.'), text);
    equal(JSON.stringify(table(el, 'players')), JSON.stringify([
      ['Cy', '1', '1', '100%'],
      ['Bob', '2', '1', '50%'],
      ['Ann', '2', '0', '0%'],
    ]), 'players, all games');
    await expectAccessible(el);
  });

  it('per game: scores, where the Diamonds points came from, and a game round by round', async () => {
    const { db } = await handMadeLibrary();
    const el = await screen(db);
    await choose(el, 'Game', 'Diamonds, standard');
    equal(JSON.stringify(table(el, 'players')), JSON.stringify([
      ['Bob', '1', '1', '100%', '30', '30'],
      ['Ann', '1', '0', '0%', '24', '24'],
    ]), 'players, Diamonds standard');
    equal(JSON.stringify(table(el, 'sources')), JSON.stringify([
      ['Bob', '1', '0', '17', '10', '0', '0'],
      ['Ann', '1', '0', '11', '6', '4', '0'],
    ]), 'sources per game');
    const game = textOf(el.shadowRoot?.querySelector('section#game'));
    for (const part of ['Finished games 1', 'In progress 1', 'Players 2', 'Rounds played 4', 'Average score 27', 'Average winning score 30', 'Best score 30, Bob']) {
      assert(game.includes(part), `"${part}" in ${game}`);
    }
    const chart = el.shadowRoot?.querySelector('section#rounds score-chart');
    assert(chart, 'a round-by-round chart');
    await until(() => chart.shadowRoot?.querySelector('tbody tr:last-child'), 'its table');
    const last = [...(chart.shadowRoot?.querySelectorAll('tbody tr:last-child > *') ?? [])].map((c) => c.textContent?.trim());
    equal(JSON.stringify(last), JSON.stringify(['Round 4', '24', '30']), 'the last round of Ann and Bob');
    await expectAccessible(el);
  });

  it('shows that a table wider than a phone scrolls: a shade on the side with more to see', async () => {
    const { db } = await handMadeLibrary();
    const holder = await fixture<HTMLDivElement>(html`<div style="width: 360px"></div>`);
    const el = document.createElement('stats-screen') as StatsScreen;
    el.db = db;
    holder.append(el);
    const wrap = await until(() => el.shadowRoot?.querySelector<HTMLElement>('section#sources .table-wrap'), 'the sources table');
    assert(wrap.scrollWidth > wrap.clientWidth, `wider than the phone: ${wrap.scrollWidth} > ${wrap.clientWidth}`);
    const style = getComputedStyle(wrap);
    // Two shades that stay put (scroll) under two covers that move with the table (local).
    equal(style.backgroundImage.match(/radial-gradient/g)?.length, 2, `shades: ${style.backgroundImage}`);
    equal(style.backgroundAttachment.replace(/\s/g, '').split(',').slice(0, 4).join(), 'local,local,scroll,scroll', 'covers move with the table, shades do not');
  });

  it("Diam's: points per round, chips and how often each bonus was won", async () => {
    const { db } = await handMadeLibrary();
    const el = await screen(db);
    await choose(el, 'Game', "Diam's, quick game");
    equal(JSON.stringify(table(el, 'diams')), JSON.stringify([
      // Cy won; Ann and Bob tie on wins, rate and games: by name.
      ['Cy', '1', '10', '4', '0 of 1 (0%)', '1 of 1 (100%)', '0 of 1 (0%)'],
      ['Ann', '1', '9', '3', '0 of 1 (0%)', '1 of 1 (100%)', '1 of 1 (100%)'],
      ['Bob', '1', '3', '2', '0 of 1 (0%)', '0 of 1 (0%)', '1 of 1 (100%)'],
    ]), "Diam's table");
    equal(el.shadowRoot?.querySelector('section#sources') ?? null, null, 'no Diamonds table');
    await expectAccessible(el);
  });

  it("one player's statistics per game and their results over time", async () => {
    const { db } = await handMadeLibrary();
    const el = await screen(db);
    await choose(el, 'Player', 'Bob');
    equal(el.shadowRoot?.querySelector('#player-title')?.textContent?.trim(), 'Bob', 'heading');
    equal(JSON.stringify(table(el, 'player')), JSON.stringify([
      ['All games', '2', '1', '50%', '—', '—'],
      ['Diamonds, all variants', '1', '1', '100%', '30', '30'],
      ['Diamonds, standard', '1', '1', '100%', '30', '30'],
      ["Diam's, all", '1', '0', '0%', '3', '3'],
      ["Diam's, quick game", '1', '0', '0%', '3', '3'],
    ]), "Bob's games");
    const charts = [...(el.shadowRoot?.querySelectorAll('section#results score-chart') ?? [])];
    equal(charts.length, 2, 'one chart per game');
    equal(charts[0]?.getAttribute('label'), 'Bob: results over time, Diamonds, all variants', 'first chart');
    await until(() => charts[0]?.shadowRoot?.querySelector('tbody td'), 'the chart table');
    equal(charts[0]?.shadowRoot?.querySelector('tbody td')?.textContent?.trim(), '30, won', 'a win');
    await expectAccessible(el);
  });

  it('follows the store live and exports the statistics as CSV', async () => {
    const { db } = await handMadeLibrary();
    const el = await screen(db);
    await store(db, DIAMS_QUICK);
    await until(() => textOf(el.shadowRoot).includes('From 3 finished games'), 'the new game to count');
    await until(() => table(el, 'players')[0]?.join() === 'Cy,2,2,100%', 'Cy with two wins');
    const download = nextDownload();
    [...(el.shadowRoot?.querySelectorAll('button') ?? [])].find((b) => b.textContent?.includes('Download statistics'))?.click();
    const { name, text } = await download;
    assert(/^diamond-ledger-statistics-\d{4}-\d\d-\d\d\.csv$/.test(name), name);
    const lines = text.split('\r\n');
    assert(lines[0]?.startsWith('Player,Game,Games,Wins,Win rate (%)'), lines[0] ?? '');
    assert(lines.includes('Cy,All games,2,2,100,,,,,,,,2,10,8,0,2,0'), text);
  });

  it('counts a team win and renders names as text only', async () => {
    const db = freshDb();
    await importExample(db, 'diamonds-4p-standard.json');
    const hostile = '<img src=x onerror=__sPwned=1>'; // a name has at most 30 characters
    await store(db, { ...DIAMS_QUICK, players: [hostile, 'Bob', 'Cy'], rounds: [{ [hostile]: DIAMS_QUICK.rounds[0]!.Ann, Bob: DIAMS_QUICK.rounds[0]!.Bob, Cy: DIAMS_QUICK.rounds[0]!.Cy }] });
    const el = await screen(db);
    assert(textOf(el.shadowRoot).includes(hostile), 'the name is shown literally');
    equal(el.shadowRoot?.querySelector('img'), null, 'no element from the name');
    equal((window as { __sPwned?: number }).__sPwned, undefined, 'no script ran');
    equal((await listPlayers(db)).length, 7, 'players synced when the screen opened');
  });
});
