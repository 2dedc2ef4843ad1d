/**
 * The time to open the statistics screen with 1,000 stored games, in Debian's Chromium against
 * the built app (vite build + vite preview, in a temporary folder: dist/ is left alone).
 *
 * 1,000 sessions with their whole event logs (about 230,000 events; six example records with
 * their players renamed from a pool of twelve, over three years) are written into the app's
 * IndexedDB, then the screen is opened from the home screen (a hash navigation, as a tap on
 * "Statistics" does) and timed until its content is rendered: the summary, the tables (ratings and
 * head-to-head records among them) and the round-by-round chart.
 *
 * Lines printed:
 * - stats-screen-open-1000-games: median of 5 opens, each after a page reload (a cold JS heap,
 *   the screen's chunk loaded on the way), with the per-session statistics cached.
 * - stats-screen-first-open-1000-games: the very first open, which matches the 1,000 sessions to
 *   player rows and computes every session's statistics from its log before caching them.
 * - stats-screen-load-1000-games: median of 5 page loads straight onto #/stats, from navigation
 *   start (boot, database open and render included).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { diamondsGame } from '../src/rules/diamonds/index';
import { diamsGame } from '../src/rules/diams/index';
import type { EventRow, SessionRow } from '../src/store/db';
import { replay } from '../src/store/log';
import { waitForHome } from '../test/e2e/browser';
import { seed } from '../test/e2e/seed';
import { emit } from './emit';
import { median, serveBuild } from './preview';
import { sized } from './size';

const GAMES = sized(1000, 20);
const RUNS = sized(5, 1);
const NAMES = ['Ann', 'Bob', 'Cy', 'Dee', 'Eve', 'Finn', 'Gus', 'Hana', 'Ivo', 'Kai', 'Lou', 'Zoë'];
const TEMPLATES = ['diamonds-4p-standard', 'diamonds-2p', 'diamonds-6p-teams-thief', 'diamonds-3p-all-cards', 'diams-4p', 'diamonds-5p-in-progress'];

function recordText(name: string): string {
  return readFileSync(join('examples', `${name}.json`), 'utf8');
}

interface Template {
  game: SessionRow['game'];
  config: { players: string[] };
  events: unknown[];
  derived: Pick<SessionRow, 'players' | 'status' | 'standings' | 'winners' | 'length'>;
}

function template(name: string): Template {
  const raw = JSON.parse(recordText(name)) as { game: string };
  const module = raw.game === 'diams' ? diamsGame : diamondsGame;
  const parsed = module.parseRecord(raw);
  if (!parsed.ok) throw new Error(`${name}: ${parsed.error.text.key}`);
  const replayed = replay(module, parsed.config, parsed.events);
  if (!replayed.ok) throw new Error(`${name}: ${replayed.rejection.text.key}`);
  return { game: module.id, config: parsed.config, events: parsed.events, derived: replayed.derived };
}

/** Game i: a template with its players renamed from the pool (events use seats, so it stays legal). */
function game(t: Template, i: number, start: number): { session: SessionRow; events: EventRow[] } {
  const names = t.config.players.map((_, seat) => NAMES[(i + seat * 5) % NAMES.length] as string);
  // Distinct names whatever the offset: a step of 5 over 12 names never repeats within 6 seats.
  const rename = new Map(t.config.players.map((old, seat) => [old, names[seat] as string]));
  const map = (n: string) => rename.get(n) ?? n;
  const id = `bench-${i}`;
  const at = start - Math.floor((i * 3 * 365 * 86_400_000) / GAMES);
  return {
    session: {
      id,
      game: t.game,
      config: { ...t.config, players: names },
      createdAt: at,
      updatedAt: at + 3_600_000,
      redo: [],
      ...t.derived,
      players: names,
      standings: t.derived.standings.map((s) => ({ players: s.players.map(map), score: s.score })),
      winners: t.derived.winners.map(map),
    },
    events: t.events.map((event, seq) => ({ sessionId: id, seq, event, at })),
  };
}

/**
 * From the hash change to the screen's content rendered (summary, tables, chart), in ms. Given as
 * text: tsx would wrap a named function of the page's code in a helper the page does not have.
 */
const OPEN_STATS = `new Promise((resolve, reject) => {
  const start = performance.now();
  location.hash = '#/stats';
  const check = () => {
    const root = document.querySelector('app-shell stats-screen')?.shadowRoot;
    const chart = root?.querySelector('section#rounds score-chart');
    if (root?.querySelector('.summary') && root.querySelector('section#players table') && root.querySelector('section#ratings table') && root.querySelector('section#head-to-head table') && chart?.shadowRoot?.querySelector('svg path.line')) {
      resolve(performance.now() - start);
    } else if (performance.now() - start > 120000) reject(new Error('the statistics screen did not render'));
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})`;

/** The page's clock (from navigation start) when the screen's content is rendered. */
const STATS_SHOWN = `new Promise((resolve, reject) => {
  const check = () => {
    const root = document.querySelector('app-shell stats-screen')?.shadowRoot;
    const chart = root?.querySelector('section#rounds score-chart');
    if (root?.querySelector('.summary') && root.querySelector('section#players table') && root.querySelector('section#ratings table') && root.querySelector('section#head-to-head table') && chart?.shadowRoot?.querySelector('svg path.line')) {
      resolve(performance.now());
    } else if (performance.now() > 120000) reject(new Error('the statistics screen did not render'));
    else requestAnimationFrame(check);
  };
  check();
})`;

function openStats(page: Page): Promise<number> {
  return page.evaluate<number>(OPEN_STATS);
}

const templates = TEMPLATES.map(template);
const served = await serveBuild();
const baseUrl = served.baseUrl;
try {
  const context = await served.browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await page.goto(baseUrl);
  await waitForHome(page);

  const start = Date.UTC(2025, 5, 1, 19);
  let events = 0;
  for (let from = 0; from < GAMES; from += 50) {
    const chunk = Array.from({ length: Math.min(50, GAMES - from) }, (_, k) => game(templates[(from + k) % templates.length] as Template, from + k, start));
    events += chunk.reduce((n, g) => n + g.events.length, 0);
    await seed(page, { sessions: chunk.map((g) => g.session), events: chunk.flatMap((g) => g.events) });
  }

  const reloadHome = async () => {
    await page.goto('about:blank');
    await page.goto(baseUrl);
    await waitForHome(page);
  };

  await reloadHome();
  const first = Math.round(await openStats(page));

  const opens: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    await reloadHome();
    opens.push(Math.round(await openStats(page)));
  }

  const loads: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    await page.goto('about:blank');
    await page.goto(new URL('#/stats', baseUrl).href);
    loads.push(Math.round(await page.evaluate<number>(STATS_SHOWN)));
  }
  const summary = await page.locator('stats-screen .summary').innerText();
  if (!summary.includes('finished games')) throw new Error(`unexpected screen: ${summary}`);
  process.stderr.write(`bench: ${GAMES} games, ${events} events; ${summary}; opens ${opens.join(', ')} ms; loads ${loads.join(', ')} ms\n`);

  emit('stats-screen-open-1000-games', median(opens), 'ms');
  emit('stats-screen-first-open-1000-games', first, 'ms');
  emit('stats-screen-load-1000-games', median(loads), 'ms');
  await context.close();
} finally {
  await served.close();
}
