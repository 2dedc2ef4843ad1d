/**
 * The built app loads under its strict Content-Security-Policy with no error, every route
 * renders its screen, and each page passes axe-core.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeViolations, launch, waitForHome, watchProblems } from './browser';

const baseUrl = inject('baseUrl');

const ROUTES: [hash: string, heading: string][] = [
  ['#/', 'Games'],
  ['#/new', 'New game'],
  ['#/rules', 'Rules'],
  ['#/settings', 'Settings'],
  ['#/about', 'About Diamond Ledger'],
  ['#/session/no-such-game', 'Game not found'],
  ['#/nowhere', 'Page not found'],
];

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('the built app', () => {
  it('is served with the CSP as a header and as a meta tag', async () => {
    const response = await fetch(baseUrl);
    const header = response.headers.get('content-security-policy') ?? '';
    expect(header).toContain("script-src 'self'");
    expect(header).toContain("frame-ancestors 'none'");
    const html = await response.text();
    expect(html).toMatch(/<meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self';/);
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/); // no inline script at all
  });

  it('renders every route with no console error or CSP violation', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const problems = watchProblems(page);
    await page.goto(baseUrl);
    await waitForHome(page);
    for (const [hash, heading] of ROUTES) {
      await page.goto(new URL(hash, baseUrl).href);
      await page.locator('main h1', { hasText: heading }).first().waitFor();
    }
    // Late violations come with late loads (styles, images, the manifest, the worker, fonts): once
    // the network is idle and the fonts are in, everything that could report has.
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    expect(problems).toEqual([]);
    await context.close();
  });

  it('passes axe-core on every route, light and dark', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      // axe is injected as a script, which the app's CSP rightly forbids: bypass it for this check.
      const context = await browser.newContext({ bypassCSP: true, colorScheme });
      const page = await context.newPage();
      await page.goto(baseUrl);
      await waitForHome(page);
      for (const [hash, heading] of ROUTES) {
        await page.evaluate((h) => (location.hash = h), hash);
        await page.locator('main h1', { hasText: heading }).first().waitFor();
        expect(await axeViolations(page), `${colorScheme} ${hash}`).toEqual([]);
      }
      await context.close();
    }
  });

  it('can be used with the keyboard alone: skip link, then focus follows navigation', async () => {
    // A phone's width: there a toast spans the screen's width, the skip link's too.
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(baseUrl);
    await waitForHome(page);
    // A toast (the first visit's "Ready to work offline" comes at any moment) floats where it
    // covers no control; the skip link stays the first Tab stop even while it shows.
    await page.evaluate(() => (document.querySelector('pwa-toast') as unknown as { show: (m: string) => void }).show('A message over the header'));
    await page.waitForFunction(() => Boolean(document.querySelector('pwa-toast')?.shadowRoot?.querySelector('.toast')));
    await page.keyboard.press('Tab');
    const focused = () =>
      page.evaluate(() => {
        let el = document.activeElement;
        while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
        return `${el?.tagName.toLowerCase()}:${el?.textContent?.trim()}`;
      });
    expect(await focused()).toBe('a:Skip to main content');
    // And it shows: nothing, the toast included, lies over the middle of the focused link.
    const onTop = await page.evaluate(() => {
      const skip = document.querySelector('a.skip');
      const box = skip?.getBoundingClientRect();
      return Boolean(box && document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2) === skip);
    });
    expect(onTop).toBe(true);
    await page.keyboard.press('Enter');
    expect(await focused()).toMatch(/^main:/);
    // Tab from main reaches the home screen's "New game"; Enter follows it.
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('a:New game');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => location.hash === '#/new');
    await expect.poll(focused).toBe('h1:New game');
    await context.close();
  });
});
