/**
 * A club's device with 5,000 games (about 740,000 events, a 45 MB backup: ./big-backup.ts), on
 * the built app in Debian's Chromium: the backup is restored through Settings, as a player would,
 * then each screen is opened.
 *
 * Lines printed (ms unless said):
 * - restore-5000-games (s): from choosing the file to "5000 games restored".
 * - <screen>-first-open-5000-games: the first open of Home, History, Statistics and Players right
 *   after the restore, in the same page, by a hash navigation (as a tap on the tab does), until
 *   the screen's content is rendered (Statistics: its ratings and head-to-head records too).
 * - <screen>-open-5000-games: median of 5 later opens, each after a page reload onto About (a cold
 *   JS heap, the screen's chunk loaded on the way).
 * - js-heap-after-stats-5000-games (MB): the page's JS heap after the first Statistics open,
 *   after a garbage collection.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { waitForHome } from '../test/e2e/browser';
import { bigBackup } from './big-backup';
import { emit } from './emit';
import { median, openScreen as open, SCREENS, serveBuild, type Screen } from './preview';
import { sized } from './size';

const GAMES = sized(5000, 20);
const RUNS = sized(5, 1);

/** Chooses the backup in Settings and waits for its outcome; the seconds it took, in the page's clock. */
async function restore(page: Page, file: string): Promise<number> {
  await page.evaluate(`location.hash = '#/settings'`);
  const input = page.locator('data-panel input#backup');
  await input.waitFor({ state: 'attached' });
  await input.evaluate((el) =>
    el.addEventListener('change', () => ((window as unknown as { restoreStart: number }).restoreStart = performance.now()), { capture: true }),
  );
  await input.setInputFiles(file);
  const status = page.locator('data-panel .result[role="status"]');
  await status.filter({ hasText: /restored/ }).waitFor({ timeout: 600_000 });
  const text = await status.innerText();
  if (!text.includes(`${GAMES} games restored`)) throw new Error(`unexpected outcome: ${text}`);
  return page.evaluate<number>(`(performance.now() - window.restoreStart) / 1000`);
}

async function heapMb(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
  await cdp.detach();
  return Math.round((usedSize / 1024 / 1024) * 10) / 10;
}

const backup = bigBackup(GAMES);
const folder = mkdtempSync(join(tmpdir(), 'ledger-backup-'));
const file = join(folder, 'diamond-ledger-backup.json');
writeFileSync(file, backup.text);
const served = await serveBuild();
try {
  const context = await served.browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await page.goto(served.baseUrl);
  await waitForHome(page);

  const seconds = await restore(page, file);
  process.stderr.write(`bench: ${backup.games} games, ${backup.events} events, ${(backup.text.length / 1e6).toFixed(1)} MB backup\n`);
  emit('restore-5000-games', Math.round(seconds * 10) / 10, 's');

  const screens = Object.keys(SCREENS) as Screen[];
  for (const screen of screens) {
    emit(`${screen}-first-open-5000-games`, Math.round(await open(page, screen)), 'ms');
    if (screen === 'stats') emit('js-heap-after-stats-5000-games', await heapMb(page), 'MB');
  }
  for (const screen of screens) {
    const runs: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      await page.goto('about:blank');
      await page.goto(new URL('#/about', served.baseUrl).href);
      await page.locator('about-screen h1').waitFor();
      runs.push(Math.round(await open(page, screen)));
    }
    process.stderr.write(`bench: ${screen} opens ${runs.join(', ')} ms\n`);
    emit(`${screen}-open-5000-games`, median(runs), 'ms');
  }
  await context.close();
} finally {
  await served.close();
  rmSync(folder, { recursive: true, force: true });
}
