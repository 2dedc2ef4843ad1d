/**
 * Nothing jumps: the "Ready to work offline" and "A new version is ready" notices float where they
 * cover no control (below the header, or at the foot of the screen), so the page under them never
 * moves. The home screen's New game button (first
 * visit) and the first card key of a game (an update) are followed at every frame, before, while and
 * after a notice shows: they stay where they were, and the notice covers neither. The notice is a
 * status message (role "status") and can be dismissed.
 */
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { useBrowser, waitForHome } from './browser';
import { PHONE, PHONE_BASE } from './phone';
import { seed, sessionFromRecord } from './seed';

const browser = useBrowser();
beforeAll(() => {
  PHONE_BASE.url = inject('baseUrl');
});

/** Where a followed control is, at one frame, and whether the notice was on screen then. */
interface Sample {
  top: number;
  left: number;
  notice: boolean;
  /** The control is the topmost element at its centre. */
  uncovered: boolean;
}

/**
 * From the page's first script on, records at every animation frame where the control found by
 * `selector` is (a path through shadow roots, ' >> ' between hosts) and whether the notice shows.
 */
const FOLLOW = (path: string[]): void => {
  const w = window as unknown as { __samples: Sample[] };
  w.__samples = [];
  const find = (): Element | null => {
    let root: Document | ShadowRoot | null | undefined = document;
    let el: Element | null = null;
    for (const selector of path) {
      el = root?.querySelector(selector) ?? null;
      root = el?.shadowRoot ?? null;
    }
    return el;
  };
  const topmost = (x: number, y: number): Element | null => {
    let el = document.elementFromPoint(x, y);
    while (el?.shadowRoot) {
      const inner = el.shadowRoot.elementFromPoint(x, y);
      if (!inner || inner === el) break;
      el = inner;
    }
    return el;
  };
  const tick = (): void => {
    const el = find();
    if (el?.isConnected) {
      const r = el.getBoundingClientRect();
      const hit = topmost(r.left + r.width / 2, r.top + r.height / 2);
      w.__samples.push({
        top: r.top,
        left: r.left,
        notice: Boolean(document.querySelector('pwa-toast')?.shadowRoot?.querySelector('.toast')),
        uncovered: hit !== null && (hit === el || el.contains(hit)),
      });
    }
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
};

const samples = (page: Page): Promise<Sample[]> => page.evaluate(() => (window as unknown as { __samples: Sample[] }).__samples);

/** The places the control was at, once laid out (distinct, to the tenth of a pixel). */
function places(list: Sample[]): string[] {
  return [...new Set(list.map((s) => `${s.left.toFixed(1)},${s.top.toFixed(1)}`))];
}

describe('a notice never moves the page', () => {
  it('on a first visit: "Ready to work offline" floats over no control (not the header, not New game), and New game stays under the finger', async () => {
    const context = await browser().newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await page.addInitScript(FOLLOW, ['home-screen', 'a[href="#/new"]']);
    await page.goto(PHONE_BASE.url);
    await waitForHome(page);
    const before = await samples(page);
    expect(before.length).toBeGreaterThan(0);

    const notice = page.locator('pwa-toast [role="status"]', { hasText: 'Ready to work offline' });
    await notice.waitFor();
    // Inside the screen, not over the header (its brand and nav), and not in the page's flow.
    const box = await page.locator('pwa-toast .toast').boundingBox();
    const header = await page.locator('app-shell > header').boundingBox();
    expect(box && header && box.y >= header.y + header.height && box.y + box.height <= PHONE.height).toBe(true);
    expect(await page.locator('pwa-toast').evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
    // It leaves by itself.
    await page.locator('pwa-toast .toast').waitFor({ state: 'detached', timeout: 15_000 });
    await page.waitForTimeout(200);

    const all = await samples(page);
    expect(all.some((s) => s.notice)).toBe(true);
    expect(all.some((s) => !s.notice && all.indexOf(s) > all.findIndex((t) => t.notice))).toBe(true);
    expect(places(all)).toEqual(places(before.slice(0, 1)));
    expect(all.filter((s) => !s.uncovered)).toEqual([]);
    await context.close();
  });

  it('on an update: "A new version is ready" leaves the keys of the game in play where they are, until dismissed', async () => {
    const sw = join(inject('distDir'), 'sw.js');
    const original = readFileSync(sw);
    const context = await browser().newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
    try {
      const page = await context.newPage();
      await page.goto(PHONE_BASE.url);
      await waitForHome(page);
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      await page.locator('pwa-toast .toast').waitFor();
      await page.locator('pwa-toast').getByRole('button', { name: 'Dismiss' }).click();
      await seed(page, sessionFromRecord('diamonds-4p-standard.json', 'notice-game', Date.now(), 1));

      // The first game's first key, followed from the page's start.
      await page.addInitScript(FOLLOW, ['diamonds-session-screen', 'diamonds-card-picker', 'button[data-card]']);
      await page.evaluate(() => (location.hash = '#/session/notice-game'));
      await page.reload();
      expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
      await page.locator('diamonds-session-screen[data-phase="play"]').waitFor();
      await page.waitForTimeout(300);
      const before = await samples(page);
      expect(before.length).toBeGreaterThan(0);

      appendFileSync(sw, '\n// a new version\n');
      await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
      const status = page.locator('pwa-toast [role="status"]');
      await status.getByText('A new version is ready').waitFor();
      await page.waitForTimeout(300);
      // The brand and the game's Menu stay uncovered: the toast is below the header, over the game's title.
      const uncovered = await page.evaluate(() =>
        ['app-shell .brand', 'app-shell button.menu'].map((selector) => {
          const el = document.querySelector(selector);
          const r = el?.getBoundingClientRect();
          return Boolean(el && r && el.contains(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2)));
        }),
      );
      expect(uncovered, 'the brand, Menu').toEqual([true, true]);
      // It waits for the player: still there a while later, until dismissed.
      await status.getByRole('button', { name: 'Dismiss' }).click();
      await page.locator('pwa-toast .toast').waitFor({ state: 'detached' });
      await page.waitForTimeout(300);

      const all = await samples(page);
      expect(all.filter((s) => s.notice).length).toBeGreaterThan(10);
      expect(places(all)).toEqual(places(before.slice(0, 1)));
      expect(all.filter((s) => !s.uncovered)).toEqual([]);
    } finally {
      writeFileSync(sw, original);
      await context.close();
    }
  });
});
