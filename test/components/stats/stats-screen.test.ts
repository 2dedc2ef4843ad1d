/// <reference types="mocha" />
import { html } from 'lit';
import { rate, rating } from 'openskill';
import '../../../src/components/stats/stats-screen';
import type { StatsScreen } from '../../../src/components/stats/stats-screen';
import { listPlayers, type DeviceDb } from '../../../src/store/index';
import { setViewport } from '@web/test-runner-commands';
import { setLocale } from '../../../src/i18n/localization';
import { expectAccessible } from '../a11y';
import { expect } from '../expect';
import { cleanup, fixture, found, textOf, until } from '../helpers';
import { deleteDbs, freshDb, importExample } from '../store-fixtures';
import { DIAMS_QUICK, handMadeLibrary, nextDownload, store } from './library-fixtures';

async function screen(db: DeviceDb): Promise<StatsScreen> {
  const el = await fixture<StatsScreen>(html`<stats-screen .db=${db}></stats-screen>`);
  await until(() => !el.shadowRoot?.querySelector('[role=status]'), 'the statistics');
  return el;
}

/** The cells of the table of a section, row by row. */
function table(el: StatsScreen, section: string): string[][] {
  const region = el.shadowRoot?.querySelector(`section#${section} table`);
  return [...(region?.querySelectorAll('tbody tr') ?? [])].map((tr) => [...tr.children].map((c) => textOf(c)));
}

/** The cells of every table of a section, table by table. */
function tables(el: StatsScreen, section: string): string[][][] {
  const all = el.shadowRoot?.querySelectorAll(`section#${section} table`) ?? [];
  return [...all].map((t) => [...t.querySelectorAll('tbody tr')].map((tr) => [...tr.children].map((c) => textOf(c))));
}

/** "27.6 ± 7.9", "24.0 ± 8.0": a rating as the screen words it in English. */
function shown(r: { mu: number; sigma: number }): string {
  const one = (n: number) => new Intl.NumberFormat('en', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(n);
  return `${one(r.mu)} ± ${one(r.sigma)}`;
}

/** "▲ +2.6": the change from 25 as the screen words it. */
function change(mu: number): string {
  const d = Math.round((mu - 25) * 10) / 10;
  return `${d > 0 ? '▲' : d < 0 ? '▼' : '–'} ${new Intl.NumberFormat('en', { minimumFractionDigits: 1, maximumFractionDigits: 1, signDisplay: 'exceptZero' }).format(d)}`;
}

async function choose(el: StatsScreen, label: string, option: string, within = ''): Promise<void> {
  const select = found(
    [...(el.shadowRoot?.querySelectorAll(`${within} label`) ?? [])].find((l) => l.textContent?.trim().startsWith(label))?.querySelector('select'),
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
    expect(JSON.stringify(table(el, 'players')), 'players, all games').toBe(
      JSON.stringify([
        ['Cy', '1', '1', '100%'],
        ['Bob', '2', '1', '50%'],
        ['Ann', '2', '0', '0%'],
      ]),
    );
    await expectAccessible(el);
  });

  it('per game: scores, where the Diamonds points came from, and a game round by round', async () => {
    const { db } = await handMadeLibrary();
    const el = await screen(db);
    await choose(el, 'Game', 'Diamonds, standard');
    expect(JSON.stringify(table(el, 'players')), 'players, Diamonds standard').toBe(
      JSON.stringify([
        ['Bob', '1', '1', '100%', '30', '30'],
        ['Ann', '1', '0', '0%', '24', '24'],
      ]),
    );
    expect(JSON.stringify(table(el, 'sources')), 'sources per game').toBe(
      JSON.stringify([
        ['Bob', '1', '0', '17', '10', '0', '0'],
        ['Ann', '1', '0', '11', '6', '4', '0'],
      ]),
    );
    const game = textOf(el.shadowRoot?.querySelector('section#game'));
    for (const part of [
      'Finished games 1',
      'In progress 1',
      'Players 2',
      'Rounds played 4',
      'Average score 27',
      'Average winning score 30',
      'Best score 30, Bob',
    ]) {
      expect(game, `"${part}" in ${game}`).toContain(part);
    }
    const chart = found(el.shadowRoot?.querySelector('section#rounds score-chart'), 'a round-by-round chart');
    await until(() => chart.shadowRoot?.querySelector('tbody tr:last-child'), 'its table');
    const last = [...(chart.shadowRoot?.querySelectorAll('tbody tr:last-child > *') ?? [])].map((c) => c.textContent?.trim());
    expect(JSON.stringify(last), 'the last round of Ann and Bob').toBe(JSON.stringify(['Round 4', '24', '30']));
    await expectAccessible(el);
  });

  it('in 日本語 and 繁體中文 on a 390 px phone, breaks no table header inside a word, and says the game shown in full', async () => {
    await setViewport({ width: 390, height: 844 });
    const { db } = await handMadeLibrary();
    /** How many lines the words of `cell` take. */
    const lines = (cell: Element) => {
      const range = document.createRange();
      range.selectNodeContents(cell);
      return new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size;
    };
    try {
      for (const [locale, words] of [
        ['ja', ['プレイヤー']],
        ['zh-Hant', ['玩家', '缺門行動']],
      ] as const) {
        document.documentElement.lang = locale;
        await setLocale(locale);
        const holder = await fixture<HTMLDivElement>(html`<div style="width: 358px"></div>`);
        const el: StatsScreen = document.createElement('stats-screen');
        el.db = db;
        holder.append(el);
        await until(() => el.shadowRoot?.querySelector('section#sources thead th'), 'the tables');
        const heads = [...el.shadowRoot!.querySelectorAll('thead th')];
        for (const word of words) {
          const cells = heads.filter((th) => textOf(th) === word);
          expect(cells.length > 0, `a header ${word} in ${locale}`).toBe(true);
          for (const cell of cells) expect(lines(cell), `${locale}: ${word} on one line`).toBe(1);
        }
        // The game shown in the round chart: a select cuts its line at the screen's edge, the words below it do not.
        const select = found(el.shadowRoot!.querySelector<HTMLSelectElement>('section#rounds select'), 'the game shown');
        const shown = found(el.shadowRoot!.querySelector<HTMLElement>('section#rounds .game-shown'), 'the game shown in full');
        expect(textOf(shown), `${locale}: the game shown in full`).toBe(textOf(select.selectedOptions[0]));
        expect(
          shown.getBoundingClientRect().right <= holder.getBoundingClientRect().right + 0.5 && shown.scrollWidth <= shown.clientWidth,
          `${locale}: within the screen`,
        ).toBe(true);
        cleanup();
      }
    } finally {
      document.documentElement.lang = 'en';
      await setLocale('en');
    }
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
    expect(style.backgroundAttachment.replace(/\s/g, '').split(',').slice(0, 4).join(), 'covers move with the table, shades do not').toBe(
      'local,local,scroll,scroll',
    );
  });

  it("Diam's: points per round, chips and how often each bonus was won", async () => {
    const { db } = await handMadeLibrary();
    const el = await screen(db);
    await choose(el, 'Game', "Diam's, quick game");
    expect(JSON.stringify(table(el, 'diams')), "Diam's table").toBe(
      JSON.stringify([
        // Cy won; Ann and Bob tie on wins, rate and games: by name.
        ['Cy', '1', '10', '4', '0 of 1 (0%)', '1 of 1 (100%)', '0 of 1 (0%)'],
        ['Ann', '1', '9', '3', '0 of 1 (0%)', '1 of 1 (100%)', '1 of 1 (100%)'],
        ['Bob', '1', '3', '2', '0 of 1 (0%)', '0 of 1 (0%)', '1 of 1 (100%)'],
      ]),
    );
    expect(el.shadowRoot?.querySelector('section#sources') ?? null, 'no Diamonds table').toBe(null);
    await expectAccessible(el);
  });

  it("one player's statistics per game and their results over time", async () => {
    const { db } = await handMadeLibrary();
    const el = await screen(db);
    await choose(el, 'Player', 'Bob');
    expect(el.shadowRoot?.querySelector('#player-title')?.textContent?.trim(), 'heading').toBe('Bob');
    expect(JSON.stringify(table(el, 'player')), "Bob's games").toBe(
      JSON.stringify([
        ['All games', '2', '1', '50%', '—', '—'],
        ['Diamonds, all variants', '1', '1', '100%', '30', '30'],
        ['Diamonds, standard', '1', '1', '100%', '30', '30'],
        ["Diam's, all", '1', '0', '0%', '3', '3'],
        ["Diam's, quick game", '1', '0', '0%', '3', '3'],
      ]),
    );
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

  it('rates each player per game with its uncertainty and recent change, and shows head-to-head records', async () => {
    const { db } = await handMadeLibrary();
    const el = await screen(db);
    // Diamonds: Bob beat Ann. Diam's: Cy 4 chips, Ann 3, Bob 2. Each rated from 25 ± 8.3 by OpenSkill.
    const [[ann], [bob]] = rate([[rating()], [rating()]], { rank: [2, 1] });
    const [[annM], [bobM], [cyM]] = rate([[rating()], [rating()], [rating()]], { rank: [2, 3, 1] });
    const [diamonds, diams] = tables(el, 'ratings');
    expect(JSON.stringify(diamonds), 'Diamonds ratings, highest first').toBe(
      JSON.stringify([
        ['Bob', shown(bob), '1', change(bob.mu)],
        ['Ann', shown(ann), '1', change(ann.mu)],
      ]),
    );
    expect(JSON.stringify(diams), "Diam's ratings").toBe(
      JSON.stringify([
        ['Cy', shown(cyM), '1', change(cyM.mu)],
        ['Ann', shown(annM), '1', change(annM.mu)],
        ['Bob', shown(bobM), '1', change(bobM.mu)],
      ]),
    );
    expect(textOf(el.shadowRoot?.querySelector('section#ratings h3')), 'a table per game').toBe('Diamonds');
    expect(textOf(el.shadowRoot?.querySelector('section#ratings thead')), 'its columns').toBe('Player Rating Games Last 5 games');
    // Head to head, Ann first (by name): Bob beat her at Diamonds, she beat him at Diam's; Cy beat her.
    expect(JSON.stringify(table(el, 'head-to-head')), "Ann's head-to-head").toBe(
      JSON.stringify([
        ['Bob', '1', '1', '0'],
        ['Cy', '0', '1', '0'],
      ]),
    );
    await choose(el, 'Player', 'Cy', 'section#head-to-head');
    // Named apart from the screen's own Player choice, for a screen reader that lists both.
    const mine = found(el.shadowRoot?.querySelector<HTMLSelectElement>('section#head-to-head select[aria-labelledby]'), 'the head-to-head player choice');
    const named = (mine.getAttribute('aria-labelledby') ?? '').split(' ').map((id) => el.shadowRoot?.getElementById(id)?.textContent?.trim() ?? '');
    expect(named.join(' '), 'its accessible name').toBe('Head to head Player');
    await choose(el, 'Against', 'Bob', 'section#head-to-head');
    expect(JSON.stringify(table(el, 'head-to-head')), 'Cy against Bob').toBe(JSON.stringify([['Bob', '1', '0', '0']]));
    await expectAccessible(el);
    // One game's group: its ratings only, and the meetings in its games only.
    await choose(el, 'Game', 'Diamonds, standard');
    expect(tables(el, 'ratings').length, 'Diamonds only').toBe(1);
    await choose(el, 'Player', 'Ann', 'section#head-to-head');
    await choose(el, 'Against', 'Everyone', 'section#head-to-head');
    expect(JSON.stringify(table(el, 'head-to-head')), "Ann's Diamonds meetings").toBe(JSON.stringify([['Bob', '0', '1', '0']]));
    // One player: their ratings and their meetings.
    await choose(el, 'Player', 'Bob');
    expect(JSON.stringify(tables(el, 'ratings')), "Bob's rating").toBe(JSON.stringify([[['Bob', shown(bob), '1', change(bob.mu)]]]));
    expect(JSON.stringify(table(el, 'head-to-head')), "Bob's meetings").toBe(JSON.stringify([['Ann', '1', '0', '0']]));
    await expectAccessible(el);
  });

  it('counts a team win and renders names as text only', async () => {
    const db = freshDb();
    await importExample(db, 'diamonds-4p-standard.json');
    const hostile = '<img src=x onerror=__sPwned=1>'; // a name has at most 30 characters
    await store(db, {
      ...DIAMS_QUICK,
      players: [hostile, 'Bob', 'Cy'],
      rounds: [{ [hostile]: DIAMS_QUICK.rounds[0]!.Ann, Bob: DIAMS_QUICK.rounds[0]!.Bob, Cy: DIAMS_QUICK.rounds[0]!.Cy }],
    });
    const el = await screen(db);
    expect(textOf(el.shadowRoot), 'the name is shown literally').toContain(hostile);
    expect(el.shadowRoot?.querySelector('img'), 'no element from the name').toBe(null);
    expect((window as { __sPwned?: number }).__sPwned, 'no script ran').toBe(undefined);
    expect((await listPlayers(db)).length, 'players synced when the screen opened').toBe(7);
  });
});
