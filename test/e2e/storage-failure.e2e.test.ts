/**
 * A browser whose storage fails: IndexedDB missing, refused (SecurityError, as in some private
 * windows) or never finishing its open (a known WebKit fault). The shell and the screens that need
 * no data render within a second; the data screens say within 3 seconds, in plain words and in the
 * page's language, what is wrong and what the player can do.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from './browser';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

/** Init scripts that break IndexedDB before the app's first line runs. */
const FAULTS = {
  missing: () => {
    Object.defineProperty(window, 'indexedDB', { value: undefined, configurable: true });
  },
  refused: () => {
    IDBFactory.prototype.open = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
  },
  hanging: () => {
    // A request that never fires success, error or blocked.
    IDBFactory.prototype.open = () => new EventTarget() as IDBOpenDBRequest;
  },
} satisfies Record<string, () => void>;

/** What each fault says, in words the player can act on (English). */
const SAYS: Record<keyof typeof FAULTS, string> = {
  missing: 'Open the app in a normal (not private) window',
  refused: 'Leave private mode',
  hanging: 'Close the other tabs of Diamond Ledger and reload this page',
};

async function brokenPage(fault: keyof typeof FAULTS, locale = 'en-US'): Promise<Page> {
  const context = await browser().newContext({ locale, serviceWorkers: 'block' });
  await context.addInitScript(FAULTS[fault]);
  return context.newPage();
}

/**
 * Milliseconds from the navigation's start until `inner` shows inside the screen `host` (in its
 * shadow root, or its own children for the shell), with `text` in it when given.
 */
async function msUntil(page: Page, host: string, inner: string, text?: string): Promise<number> {
  const handle = await page.waitForFunction(
    ({ host, inner, text }) => {
      const el = document.querySelector(host);
      const root = el?.shadowRoot ?? el;
      const found = [...(root?.querySelectorAll(inner) ?? [])].some((e) => !text || e.textContent?.includes(text));
      return found ? performance.now() : null;
    },
    { host, inner, text },
    { timeout: 10_000, polling: 20 },
  );
  return (await handle.jsonValue()) as number;
}

async function alertText(page: Page, screen: string): Promise<string> {
  return (await page.locator(`${screen} [role="alert"]`).first().textContent()) ?? '';
}

describe('storage that fails', () => {
  for (const fault of Object.keys(FAULTS) as (keyof typeof FAULTS)[]) {
    it(`${fault}: the shell and the screens without data render within a second; Games says what to do within 3 s`, async () => {
      const page = await brokenPage(fault);
      await page.goto(baseUrl);
      // From the moment the app's scripts have run (DOMContentLoaded waits for module scripts):
      // what is measured is the wait on the storage, not how fast this machine parses the bundle.
      const ran = await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domContentLoadedEventStart);
      expect((await msUntil(page, 'app-shell', 'nav a')) - ran).toBeLessThan(1000);
      const games = await msUntil(page, 'home-screen', '[role="alert"]');
      expect(games).toBeLessThan(3000);
      const said = await alertText(page, 'home-screen');
      expect(said).toContain(SAYS[fault]);
      expect(said).not.toMatch(/MissingAPIError|SecurityError|DatabaseClosedError|tinyurl|StorageOpenError/);

      for (const [hash, host, inner, text] of [
        ['#/rules', 'rules-screen', 'h1', 'Rules'],
        ['#/about', 'about-screen', 'h1', 'About'],
        ['#/settings', 'settings-screen', 'input[name="language"]', undefined],
      ] as const) {
        const start = await page.evaluate((h) => {
          location.hash = h;
          return performance.now();
        }, hash);
        expect((await msUntil(page, host, inner, text)) - start).toBeLessThan(1000);
      }
      // The language still changes at once, and says it could not be remembered.
      await page.locator('settings-screen input[name="language"][value="ja"]').check();
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('ja');
      await page.locator('settings-screen [role="alert"]', { hasText: 'この端末に記憶できませんでした' }).waitFor({ timeout: 3000 });

      const start = await page.evaluate(() => {
        location.hash = '#/history';
        return performance.now();
      });
      expect((await msUntil(page, 'history-screen', '[role="alert"]')) - start).toBeLessThan(3000);
      await page.context().close();
    });
  }

  it('says it in the page’s language: 日本語 and 繁體中文', async () => {
    for (const [locale, words] of [
      ['ja-JP', 'プライベートモードを終了する'],
      ['zh-TW', '請離開無痕模式'],
    ] as const) {
      const page = await brokenPage('refused', locale);
      await page.goto(baseUrl);
      await page.locator('home-screen [role="alert"]').waitFor({ timeout: 3000 });
      expect(await alertText(page, 'home-screen')).toContain(words);
      await page.context().close();
    }
  });

  it('opens a game link with a plain message instead of "Opening the game…" forever', async () => {
    const page = await brokenPage('hanging');
    await page.goto(new URL('#/session/some-game', baseUrl).href);
    await page.locator('session-route [role="alert"]').waitFor({ timeout: 3000 });
    expect(await alertText(page, 'session-route')).toContain(SAYS.hanging);
    await page.context().close();
  });
});
