/**
 * Every tap target of every screen is at least 44×44 px on a 390×844 touch phone (a form control
 * counts with its label), and a toast (which floats where it covers no control) never covers a control at its bottom.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { useBrowser } from './browser';
import { PHONE_BASE, openPhone, smallTargets } from './phone';
import { seed, sessionFromRecord } from './seed';

const browser = useBrowser();
beforeAll(() => {
  PHONE_BASE.url = inject('baseUrl');
});

const SCREENS = [
  '#/',
  '#/new',
  '#/history',
  '#/stats',
  '#/players',
  '#/rules',
  '#/settings',
  '#/about',
  '#/session/playing',
  '#/session/over',
  '#/history/over',
];

describe('tap targets on a phone', () => {
  it('are all at least 44×44 px on every screen', async () => {
    const { context, page } = await openPhone(browser());
    await seed(page, sessionFromRecord('diamonds-4p-standard.json', 'over', Date.now()));
    await seed(page, sessionFromRecord('diamonds-5p-in-progress.json', 'playing', Date.now()));
    const found: Record<string, string[]> = {};
    for (const hash of SCREENS) {
      await page.evaluate((h) => (location.hash = h), hash);
      await page.evaluate(() => document.querySelector('app-shell')?.settled);
      await page.locator('main h1').first().waitFor();
      found[hash] = await smallTargets(page);
    }
    // Diam's setup and sheets, and a Diamonds round counted at its end, have forms of their own.
    await page.evaluate(() => (location.hash = '#/new'));
    await page.locator('new-game-screen input[name="game"][value="diams"]').check();
    await page.locator('diams-new-game').waitFor();
    found["#/new (Diam's)"] = await smallTargets(page);
    await seed(page, sessionFromRecord('diams-4p.json', 'sheets', Date.now(), 1));
    await page.evaluate(() => (location.hash = '#/session/sheets'));
    await page.locator('diams-session-screen diams-sheet-editor').first().waitFor();
    found["Diam's sheets"] = await smallTargets(page);
    await seed(page, sessionFromRecord('diamonds-4p-standard.json', 'check', Date.now(), 0));
    await page.evaluate(() => (location.hash = '#/session/check'));
    await page.locator('diamonds-session-screen[data-phase="deal"] p.more button').first().tap();
    await page.locator('diamonds-check-form').waitFor();
    found['round-end check'] = await smallTargets(page);
    expect(found).toEqual(Object.fromEntries(Object.keys(found).map((k) => [k, []])));
    await context.close();
  });

  it('are never covered by a toast', async () => {
    // A shorter screen, so that the page scrolls and a picker can be brought to the bottom.
    const { context, page } = await openPhone(browser(), { dismissToasts: false, viewport: { width: 390, height: 600 } });
    await page.evaluate(() => (location.hash = '#/settings'));
    const pickers = page.locator('data-panel input[type="file"]');
    await pickers.last().waitFor();
    await page.evaluate(() => {
      (document.querySelector('pwa-toast') as unknown as { show: (m: string, a: { label: string; run: () => void }) => void }).show('A new version is ready.', {
        label: 'Reload',
        run: () => {},
      });
    });
    await page.locator('pwa-toast .toast').waitFor();
    for (const picker of await pickers.all()) {
      // At the bottom of the screen, where a floating toast used to sit.
      await picker.evaluate((input) => input.scrollIntoView({ block: 'end' }));
      const covered = await picker.evaluate((input) => {
        const r = input.getBoundingClientRect();
        const points = [r.left + 4, r.left + r.width / 2, r.right - 4].flatMap((x) =>
          [r.top + 3, r.top + r.height / 2, r.bottom - 3].map((y) => [x, y] as const),
        );
        for (const [x, y] of points) {
          let hit = document.elementFromPoint(x, y);
          while (hit?.shadowRoot) {
            const inner = hit.shadowRoot.elementFromPoint(x, y);
            if (!inner || inner === hit) break;
            hit = inner;
          }
          if (hit !== input) return hit?.tagName.toLowerCase() ?? 'nothing';
        }
        return null;
      });
      expect(covered).toBeNull();
    }
    await context.close();
  });
});
