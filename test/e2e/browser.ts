/**
 * Debian's Chromium for the e2e tests (no test tool may download a browser), and the small
 * page helpers every journey uses.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';

export const CHROMIUM = '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--headless=new',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];

export function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
}

/** One browser for a test file: launched before its tests, closed after them. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('The browser is not launched yet.');
    return browser;
  };
}

/**
 * A Chromium of our own process, with a profile on disk, driven over CDP: a test can then kill
 * it with SIGKILL, as a crash or a phone's OS would, and start another on the same profile.
 */
export async function launchKillable(userDataDir: string): Promise<{ browser: Browser; kill: () => void }> {
  const child: ChildProcess = spawn(CHROMIUM, [...CHROMIUM_ARGS, `--user-data-dir=${userDataDir}`, '--remote-debugging-port=0', 'about:blank'], {
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const wsEndpoint = await new Promise<string>((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(() => reject(new Error(`Chromium did not start:\n${seen}`)), 30_000);
    child.stderr?.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      const match = /DevTools listening on (ws:\/\/\S+)/.exec(seen);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.once('exit', (code) => reject(new Error(`Chromium exited (${code}):\n${seen}`)));
  });
  const browser = await chromium.connectOverCDP(wsEndpoint);
  return {
    browser,
    kill: () => {
      // The whole process group: the browser and its renderers die at once, with no clean-up.
      if (child.pid) process.kill(-child.pid, 'SIGKILL');
    },
  };
}

/**
 * Collects console errors and warnings (CSP violations are errors; a development build of Lit
 * warns) and uncaught exceptions of a page, for a test to assert there are none.
 */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe-core's violations on the page as it is now, each as `id: help @ targets`. Its script is
 * injected when the page lacks it (a reload drops it); the page's context must bypass the CSP,
 * which rightly forbids it.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => `${v.id}: ${v.help} @ ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`);
  });
}

export function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' || msg.type() === 'warning') problems.push(`console ${msg.type()}: ${msg.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/** Resolves once the home screen has listed the store (its database now exists). */
export async function waitForHome(page: Page): Promise<void> {
  await page.locator('home-screen h1').waitFor();
  await page.locator('home-screen').locator('section, .empty').first().waitFor({ timeout: 30_000 });
}

/** The new-game screen with Diam's chosen; resolves to its Diam's set-up form once shown. */
export async function openDiamsSetup(page: Page): Promise<Locator> {
  await page.evaluate(() => (location.hash = '#/new'));
  const chooser = page.locator('new-game-screen');
  await chooser.locator('h1').waitFor();
  await chooser.getByRole('radio', { name: /^Diam's/ }).check();
  const form = chooser.locator('diams-new-game');
  await form.locator('h2').waitFor();
  return form;
}

/**
 * From the app's home: starts a Diam's game with these players on a rules card with these values,
 * imported from a file (its summary must match `imported`), and waits for the game's screen.
 */
export async function startDiams(
  page: Page,
  players: string[],
  values: Record<string, (number | null)[]>,
  imported: string | RegExp = /^Imported/,
): Promise<void> {
  const form = await openDiamsSetup(page);
  await form.getByText('Fill in the rules card').click();
  await form.locator('diams-rules-card input[type="file"]').setInputFiles({
    name: 'diams-rules-card.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify({ game: 'diams-rules-card', values })),
  });
  await form.locator('diams-rules-card').getByText(imported).waitFor();
  for (let i = 2; i < players.length; i++) await form.getByRole('button', { name: 'Add a player' }).click();
  for (const [i, name] of players.entries()) await form.locator(`input[data-player="${i}"]`).fill(name);
  await form.getByRole('button', { name: 'Start the game' }).click();
  await page.waitForURL(/#\/session\//);
}

/**
 * Resolves once the page's service worker is ready and its "Ready to work offline" toast has come
 * and been dismissed, as a player would: the toast takes its room at the top of the page, and a tap
 * made as it leaves can land on whatever moves under it. Read and pressed inside the page, not with
 * locators, so that a locator handler that dismisses toasts cannot take it away unseen.
 */
export async function dismissOfflineReady(page: Page, comesWithin = 10_000): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  const shown = (): boolean => Boolean(document.querySelector('pwa-toast')?.shadowRoot?.querySelector('.toast'));
  const came = await page.waitForFunction(shown, undefined, { timeout: comesWithin, polling: 50 }).then(
    () => true,
    () => false,
  );
  if (came) await page.evaluate(() => document.querySelector('pwa-toast')?.shadowRoot?.querySelector<HTMLElement>('.toast button.dismiss')?.click());
  await page.waitForFunction(() => !document.querySelector('pwa-toast')?.shadowRoot?.querySelector('.toast'), undefined, { polling: 50 });
}
