/**
 * The service worker takes control, and with the network cut the app still opens, with its
 * stored games and every lazily loaded screen.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, waitForHome } from './browser';
import { seed, sessionFromRecord } from './seed';

const baseUrl = inject('baseUrl');

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const controlled = (page: Page) => page.evaluate(() => navigator.serviceWorker.controller !== null);

describe('offline', () => {
  it('installs the service worker, says so, and serves the app and its games offline', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(baseUrl);
    await waitForHome(page);

    // First visit: the worker installs (precaching everything) and the toast says so.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.locator('pwa-toast [role=status]', { hasText: 'Ready to work offline' }).waitFor();

    const game = sessionFromRecord('diamonds-5p-in-progress.json', 'offline-game', Date.now());
    await seed(page, game);
    await page.reload();
    expect(await controlled(page)).toBe(true);
    await page.locator('a.session[href="#/session/offline-game"]').waitFor();

    await context.setOffline(true);
    await page.reload();
    await waitForHome(page);
    expect(await controlled(page)).toBe(true);
    const item = page.locator('a.session[href="#/session/offline-game"]');
    await expect.poll(() => item.textContent()).toContain('Hana, Cy, Ivo, Zoë, Ana María');

    // Screens that were never opened online come from the precache too.
    await item.click();
    await page.locator('diamonds-session-screen h1', { hasText: 'Diamonds' }).waitFor();
    await expect.poll(() => page.locator('diamonds-session-screen').getAttribute('data-events')).toBe(String(game.events.length));
    for (const [hash, heading] of [
      ['#/about', 'About Diamond Ledger'],
      ['#/settings', 'Settings'],
      ['#/new', 'New game'],
      ['#/rules', 'Rules'],
    ] as const) {
      await page.evaluate((h) => (location.hash = h), hash);
      await page.locator('main h1', { hasText: heading }).first().waitFor();
    }
    await page.evaluate(() => (location.hash = '#/about'));
    await expect.poll(() => page.locator('about-screen dl').textContent()).toMatch(/Offline.*Ready/s);

    // A deep link opened offline in a new tab: the worker answers the navigation itself.
    const tab = await context.newPage();
    await tab.goto(new URL('#/session/offline-game', baseUrl).href);
    await tab.locator('diamonds-session-screen h1', { hasText: 'Diamonds' }).waitFor();
    await context.close();
  });
});
