/**
 * Linking a new device to a ledger of 1,000 and of 5,000 games (docs/sync.md), in Debian's
 * Chromium against the built app served by the table server (the app and its relay, in a process
 * of its own: test/e2e/ledger-example.ts), every step through the app's screens. Device A restores
 * a backup of N games in Settings' data panel, taps Settings → Devices → Link another device and
 * waits until its status line says synced (every game uploaded); device B, a fresh browser context,
 * opens the link and taps Join.
 *
 * Lines printed, for N = 1000 and 5000:
 * - link-device-N-games (s): from the tap on Join until every game is readable on B (its IndexedDB
 *   holds N games and its status line says synced). Goal for 1,000: at most 30 s.
 * - link-device-N-games-longest-task-b (ms): B's longest main-thread task meanwhile (the
 *   'longtask' entries, 50 ms and over; 0 when there was none). Goal for 5,000: at most 100 ms.
 * - link-device-N-games-longest-task-a (ms): A's longest task from the tap on Link another device
 *   until A says synced (it uploads the N games). Goal for 5,000: at most 100 ms.
 * - link-device-N-games-upload (s): that time on A, from the tap until A says synced (the server
 *   has acknowledged every game it sent).
 * - link-device-N-games-floor (s): the floor, measured in the same run: A's restore of the same N
 *   games from the backup file (from choosing the file to "N games restored"): every game checked
 *   as the sync checks it, and written, on the same machine, with no server, sealing or compression.
 * - link-device-N-games-over-floor (x): the first over the floor.
 * - link-device-N-games-stats-first-open-b (ms): B's first open of Statistics right after that, until
 *   its tables and chart are rendered (goal: under 300 ms for 1,000).
 *
 * Run alone with `npx tsx bench/link-device.ts` (builds the app into a temporary folder); stderr
 * says the states B's status line showed on the way (its progress).
 */
import { rmSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { launch } from '../test/e2e/browser';
import {
  device,
  linkAnother,
  namedBackupFile,
  openAndJoin,
  shownState,
  storedCount,
  TableProcess,
  untilSynced,
  type Device,
  type Frame,
} from '../test/e2e/ledger-example';
import { stopAll } from '../test/support/scale-out';
import { emit } from './emit';
import { buildApp, openScreen } from './preview';
import { sized } from './size';

const SIZES = sized([1000, 5000], [20]);

/**
 * Every long task of the page, and the page's clock at each tap on a button with a data-action
 * (Link another device, Join). Given as text: tsx would wrap a function of ours in a helper the
 * page lacks.
 */
const WATCH = `(() => {
  window.benchLongTasks = [];
  window.benchTaps = {};
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.benchLongTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
  addEventListener('click', (event) => {
    const button = event.composedPath().find((node) => node instanceof Element && node.hasAttribute('data-action'));
    if (button) window.benchTaps[button.getAttribute('data-action')] = performance.now();
  }, { capture: true });
})()`;

const now = (page: Page): Promise<number> => page.evaluate<number>('performance.now()');
const tapAt = (page: Page, action: string): Promise<number> => page.evaluate<number>(`window.benchTaps[${JSON.stringify(action)}]`);

/** The longest of the page's long tasks that began in [from, to] (page clock), in ms; 0 when none. */
async function longestTask(page: Page, from: number, to: number): Promise<number> {
  const tasks = await page.evaluate<[number, number][]>('window.benchLongTasks');
  return Math.round(Math.max(0, ...tasks.filter(([start]) => start >= from && start <= to).map(([, duration]) => duration)));
}

/** Chooses the backup in the data panel (as restoreFile does); the seconds to "N games restored", in the page's clock. */
async function restore(page: Page, file: string, games: number): Promise<number> {
  await page.evaluate(`location.hash = '#/settings'`);
  const input = page.locator('data-panel input#backup');
  await input.waitFor({ state: 'attached' });
  // On the input itself: a change event does not leave its shadow root.
  await input.evaluate((el) =>
    el.addEventListener('change', () => ((window as unknown as { benchTaps: Record<string, number> }).benchTaps.restore = performance.now()), {
      capture: true,
    }),
  );
  await input.setInputFiles(file);
  await page
    .locator('data-panel .result[role="status"]')
    .filter({ hasText: `${games} games restored` })
    .waitFor({ timeout: 600_000 });
  return ((await now(page)) - (await tapAt(page, 'restore'))) / 1000;
}

/** Polls B until it holds every game and says synced; the page's clock then, and the states it showed. */
async function untilReadable(page: Page, games: number, timeout: number): Promise<{ at: number; shown: string[] }> {
  const shown: string[] = [];
  const deadline = Date.now() + timeout;
  for (;;) {
    const where = await page
      .locator('ledger-status-line .where')
      .first()
      .innerText({ timeout: 2000 })
      .catch(() => ''); // no status line yet: the loop reads it again
    const count = await storedCount(page);
    if (where && shown.at(-1) !== where) shown.push(where);
    if ((await shownState(page)) === 'synced' && count === games) return { at: await now(page), shown };
    if (Date.now() > deadline) throw new Error(`B did not hold ${games} games within ${timeout / 1000} s (it said: ${shown.join(' | ')})`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function link(browser: Browser, server: TableProcess, games: number): Promise<void> {
  const backup = namedBackupFile(games);
  const frames: Frame[] = [];
  const devices: Device[] = [];
  try {
    const a = await device(browser, server.base, 'A', frames, { initScript: WATCH });
    devices.push(a);
    const floor = await restore(a.page, backup.file, games);

    const url = await linkAnother(a.page);
    await untilSynced(a.page, 600_000);
    const [linkAt, aSynced] = [await tapAt(a.page, 'link'), await now(a.page)];
    const aTask = await longestTask(a.page, linkAt, aSynced);
    // Playwright keeps every frame it reports; the bench needs none of them.
    frames.length = 0;

    const b = await device(browser, server.base, 'B', frames, { initScript: WATCH });
    devices.push(b);
    await openAndJoin(b.page, url);
    const { at, shown } = await untilReadable(b.page, games, 600_000);
    const joinAt = await tapAt(b.page, 'join');
    const seconds = (at - joinAt) / 1000;
    const bTask = await longestTask(b.page, joinAt, at);
    // Statistics opened as soon as B holds the games, as a person who just joined would: the games
    // came by sync, not by a restore, so their statistics are worked out as they arrive or now.
    const stats = await openScreen(b.page, 'stats');

    process.stderr.write(`bench: link-device ${games} games: B showed ${shown.map((s) => JSON.stringify(s)).join(' → ')}\n`);
    for (const d of devices)
      if (d.problems.length > 0) process.stderr.write(`bench: link-device ${games} games, ${d.name}: ${d.problems.slice(0, 5).join('; ')}\n`);
    const round = (v: number): number => Math.round(v * 10) / 10;
    emit(`link-device-${games}-games`, round(seconds), 's');
    emit(`link-device-${games}-games-longest-task-b`, bTask, 'ms');
    emit(`link-device-${games}-games-longest-task-a`, aTask, 'ms');
    emit(`link-device-${games}-games-upload`, round((aSynced - linkAt) / 1000), 's');
    emit(`link-device-${games}-games-floor`, round(floor), 's');
    emit(`link-device-${games}-games-over-floor`, Math.round((seconds / floor) * 100) / 100, 'x');
    emit(`link-device-${games}-games-stats-first-open-b`, Math.round(stats), 'ms');
  } finally {
    for (const d of devices) await d.context.close();
    rmSync(backup.file, { force: true });
  }
}

const distDir = await buildApp();
const server = new TableProcess(distDir);
let browser: Browser | undefined;
try {
  await server.start();
  browser = await launch();
  for (const games of SIZES) await link(browser, server, games);
} finally {
  await browser?.close();
  await server.close();
  await stopAll();
  rmSync(distDir, { recursive: true, force: true });
}
