/// <reference types="mocha" />
import { html } from 'lit';
import '../../../src/components/stats/stats-screen';
import type { StatsScreen } from '../../../src/components/stats/stats-screen';
import { listPlayers, type LedgerDb } from '../../../src/store/index';
import { expectAccessible } from '../a11y';
import { expect } from '../expect';
import { cleanup, fixture, found, textOf, until } from '../helpers';
import { deleteDbs, freshDb, importExample } from '../store-fixtures';
import { DIAMS_QUICK, handMadeLibrary, nextDownload, store } from './library-fixtures';

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
  const select = found(
    [...(el.shadowRoot?.querySelectorAll('label') ?? [])].find((l) => l.textContent?.trim().startsWith(label))?.querySelector('select'),
    `a ${label} select`,
  );
  const value = found(
    [...select.options].find((o) => o.textContent?.trim() === option)?.value,
    `option ${option} in ${[...select.options].map((o) => o.textContent?.trim()).join(' | ')}`,
  );
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
    expect(textOf(el.shadowRoot), textOf(el.shadowRoot)).toContain('No finished game yet');
    await expectAccessible(el);
  });

  it('shows every player of all games: games, wins and win rates (hand-computed)', async () => {
    const { db } = await handMadeLibrary();
    const el = await screen(db);
    const text = textOf(el.shadowRoot);
    expect(text, text).toContain('From 2 finished games on this device; 1 in progress is not counted.');
    expect(JSON.stringify(table(el, 'players')), 'players, all games').toBe(JSON.stringify([
      ['Cy', '1', '1', '100%'],
      ['Bob', '2', '1', '50%'],
      ['Ann', '2', '0', '0%'],
    ]));
    await expectAccessible(el);
  });

  it('per game: scores, where the Diamonds points came from, and a game round by round', async () => {
    const { db } = await handMadeLibrary();
    const el = await screen(db);
    await choose(el, 'Game', 'Diamonds, standard');
    expect(JSON.stringify(table(el, 'players')), 'players, Diamonds standard').toBe(JSON.stringify([
      ['Bob', '1', '1', '100%', '30', '30'],
      ['Ann', '1', '0', '0%', '24', '24'],
    ]));
    expect(JSON.stringify(table(el, 'sources')), 'sources per game').toBe(JSON.stringify([
      ['Bob', '1', '0', '17', '10', '0', '0'],
      ['Ann', '1', '0', '11', '6', '4', '0'],
    ]));
    const game = textOf(el.shadowRoot?.querySelector('section#game'));
    for (const part of ['Finished games 1', 'In progress 1', 'Players 2', 'Rounds played 4', 'Average score 27', 'Average winning score 30', 'Best score 30, Bob']) {
      expect(game, `"${part}" in ${game}`).toContain(part);
    }
    const chart = found(el.shadowRoot?.querySelector('section#rounds score-chart'), 'a round-by-round chart');
    await until(() => chart.shadowRoot?.querySelector('tbody tr:last-child'), 'its table');
    const last = [...(chart.shadowRoot?.querySelectorAll('tbody tr:last-child > *') ?? [])].map((c) => c.textContent?.trim());
    expect(JSON.stringify(last), 'the last round of Ann and Bob').toBe(JSON.stringify(['Round 4', '24', '30']));
    await expectAccessible(el);
  });

  it('shows that a table wider than a phone scrolls: a shade on the side with more to see', async () => {
    const { db } = await handMadeLibrary();
    const holder = await fixture<HTMLDivElement>(html`<div style="width: 360px"></div>`);
    const el = document.createElement('stats-screen');
    el.db = db;
    holder.append(el);
    const wrap = await until(() => el.shadowRoot?.querySelector<HTMLElement>('section#sources .table-wrap'), 'the sources table');
    expect(wrap.scrollWidth, `wider than the phone: ${wrap.scrollWidth} > ${wrap.clientWidth}`).toBeGreaterThan(wrap.clientWidth);
    const style = getComputedStyle(wrap);
    // Two shades that stay put (scroll) under two covers that move with the table (local).
    expect(style.backgroundImage.match(/radial-gradient/g)?.length, `shades: ${style.backgroundImage}`).toBe(2);
    expect(style.backgroundAttachment.replace(/\s/g, '').split(',').slice(0, 4).join(), 'covers move with the table, shades do not').toBe('local,local,scroll,scroll');
  });

  it("Diam's: points per round, chips and how often each bonus was won", async () => {
    const { db } = await handMadeLibrary();
    const el = await screen(db);
    await choose(el, 'Game', "Diam's, quick game");
    expect(JSON.stringify(table(el, 'diams')), "Diam's table").toBe(JSON.stringify([
      // Cy won; Ann and Bob tie on wins, rate and games: by name.
      ['Cy', '1', '10', '4', '0 of 1 (0%)', '1 of 1 (100%)', '0 of 1 (0%)'],
      ['Ann', '1', '9', '3', '0 of 1 (0%)', '1 of 1 (100%)', '1 of 1 (100%)'],
      ['Bob', '1', '3', '2', '0 of 1 (0%)', '0 of 1 (0%)', '1 of 1 (100%)'],
    ]));
    expect(el.shadowRoot?.querySelector('section#sources') ?? null, 'no Diamonds table').toBe(null);
    await expectAccessible(el);
  });

  it("one player's statistics per game and their results over time", async () => {
    const { db } = await handMadeLibrary();
    const el = await screen(db);
    await choose(el, 'Player', 'Bob');
    expect(el.shadowRoot?.querySelector('#player-title')?.textContent?.trim(), 'heading').toBe('Bob');
    expect(JSON.stringify(table(el, 'player')), "Bob's games").toBe(JSON.stringify([
      ['All games', '2', '1', '50%', '—', '—'],
      ['Diamonds, all variants', '1', '1', '100%', '30', '30'],
      ['Diamonds, standard', '1', '1', '100%', '30', '30'],
      ["Diam's, all", '1', '0', '0%', '3', '3'],
      ["Diam's, quick game", '1', '0', '0%', '3', '3'],
    ]));
    const charts = [...(el.shadowRoot?.querySelectorAll('section#results score-chart') ?? [])];
    expect(charts.length, 'one chart per game').toBe(2);
    expect(charts[0]?.getAttribute('label'), 'first chart').toBe('Bob: results over time, Diamonds, all variants');
    await until(() => charts[0]?.shadowRoot?.querySelector('tbody td'), 'the chart table');
    expect(charts[0]?.shadowRoot?.querySelector('tbody td')?.textContent?.trim(), 'a win').toBe('30, won');
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
    expect(name, name).toMatch(/^diamond-ledger-statistics-\d{4}-\d\d-\d\d\.csv$/);
    const lines = text.split('\r\n');
    expect(lines[0]?.startsWith('Player,Game,Games,Wins,Win rate (%)'), lines[0] ?? '').toBeTruthy();
    expect(lines, text).toContain('Cy,All games,2,2,100,,,,,,,,2,10,8,0,2,0');
  });

  it('counts a team win and renders names as text only', async () => {
    const db = freshDb();
    await importExample(db, 'diamonds-4p-standard.json');
    const hostile = '<img src=x onerror=__sPwned=1>'; // a name has at most 30 characters
    await store(db, { ...DIAMS_QUICK, players: [hostile, 'Bob', 'Cy'], rounds: [{ [hostile]: DIAMS_QUICK.rounds[0]!.Ann, Bob: DIAMS_QUICK.rounds[0]!.Bob, Cy: DIAMS_QUICK.rounds[0]!.Cy }] });
    const el = await screen(db);
    expect(textOf(el.shadowRoot), 'the name is shown literally').toContain(hostile);
    expect(el.shadowRoot?.querySelector('img'), 'no element from the name').toBe(null);
    expect((window as { __sPwned?: number }).__sPwned, 'no script ran').toBe(undefined);
    expect((await listPlayers(db)).length, 'players synced when the screen opened').toBe(7);
  });
});
