/**
 * Issue #25 on a 390×844 phone, in English, 繁體中文 and 日本語: every text of a game's screens
 * fits — no text cut with an ellipsis, no word broken in two (a Latin word anywhere; a short label
 * such as a column's head or a button's second line in any script) — in the table's states, a
 * finished Diamonds game and a finished Diam's game. A game over no longer offers "Share this
 * table"; ♦ and ♥ are told apart by their colour; the statistics' wide table keeps its names in
 * view and says that it scrolls.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { useBrowser } from './browser';
import { PHONE_BASE, TABLE_STATES, openDealtGame, openPhone } from './phone';
import { seed, sessionFromRecord } from './seed';

const browser = useBrowser();
beforeAll(() => {
  PHONE_BASE.url = inject('baseUrl');
});

/** What does not fit on the page as it is now: "cut: …" and "broken: …" lines. */
function unfitWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const faults: string[] = [];
    const SHORT = 'th, button, .what, .badge, .status, .rule-tag, legend, label';
    const CJK = /[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff]/;
    const lines = (range: Range): number => new Set([...range.getClientRects()].filter((r) => r.width > 0.5).map((r) => Math.round(r.top + r.height / 2))).size;
    const shown = (el: Element): boolean => {
      const r = el.getBoundingClientRect();
      return r.width > 1 && r.height > 1 && getComputedStyle(el).visibility !== 'hidden' && !el.closest('.visually-hidden');
    };
    const visit = (root: Document | ShadowRoot): void => {
      for (const el of root.querySelectorAll('*')) {
        if (el.shadowRoot) visit(el.shadowRoot);
        if (!(el instanceof HTMLElement) || !shown(el)) continue;
        const style = getComputedStyle(el);
        const text = el.textContent?.trim().replace(/\s+/g, ' ') ?? '';
        if (style.textOverflow === 'ellipsis' && el.scrollWidth > el.clientWidth + 1) faults.push(`cut: ${text.slice(0, 60)}`);
        for (const node of el.childNodes) {
          if (node.nodeType !== Node.TEXT_NODE) continue;
          const value = node.textContent ?? '';
          for (const m of value.matchAll(/[^\s\u200b\-–—/·・、，,]+/g)) {
            const word = m[0];
            const short = el.closest(SHORT) !== null && (el.closest(SHORT)?.textContent?.trim().length ?? 99) <= 16;
            if (CJK.test(word) && !short) continue; // a CJK sentence wraps between characters
            const range = document.createRange();
            range.setStart(node, m.index ?? 0);
            range.setEnd(node, (m.index ?? 0) + word.length);
            if (lines(range) > 1) faults.push(`broken: "${word}" in "${text.slice(0, 60)}"`);
          }
        }
      }
    };
    visit(document);
    return [...new Set(faults)];
  });
}

const LOOKS = [
  { name: 'English', locale: 'en-US' },
  { name: '繁體中文', locale: 'zh-TW' },
  { name: '日本語', locale: 'ja-JP' },
];

describe('words that fit a 390×844 phone (issue #25)', () => {
  for (const look of LOOKS) {
    it(`${look.name}: no text cut and no word broken on the game screens`, async () => {
      const { context, page } = await openPhone(browser(), { locale: look.locale });
      const found: Record<string, string[]> = {};
      await openDealtGame(page);
      for (const state of TABLE_STATES) {
        await state.reach(page);
        found[state.name] = await unfitWords(page);
      }
      await seed(page, sessionFromRecord('diamonds-4p-standard.json', 'over', Date.now()));
      await seed(page, sessionFromRecord('diams-4p.json', 'diams-over', Date.now()));
      await page.evaluate(() => (location.hash = '#/session/over'));
      await page.locator('diamonds-game-summary [data-testid="verdict"]').waitFor();
      found['a finished Diamonds game'] = await unfitWords(page);
      await page.evaluate(() => (location.hash = '#/session/diams-over'));
      await page.locator('diams-session-screen diams-round-summary').first().waitFor();
      found["a finished Diam's game"] = await unfitWords(page);
      expect(found).toEqual(Object.fromEntries(Object.keys(found).map((k) => [k, []])));
      await context.close();
    });
  }

  it('shows rule ids as tags that open their rule', async () => {
    const { context, page } = await openPhone(browser());
    await openDealtGame(page);
    for (const state of TABLE_STATES) await state.reach(page);
    const alert = page.locator('diamonds-session-screen .problem[role="alert"]');
    // On screen the id is a tag, not brackets in the sentence (they stay for screen readers and copying).
    const seen = await alert.locator('strong').evaluate((el) => {
      const copy = el.cloneNode(true) as HTMLElement;
      copy.querySelectorAll('.visually-hidden').forEach((hidden) => hidden.remove());
      return copy.textContent?.replace(/\s+/g, ' ').trim();
    });
    expect(seen).toBe('Revoke in trick 2 D-FOLLOW');
    expect(await alert.locator('strong').textContent()).toContain('(D-FOLLOW)');
    await alert.getByRole('link', { name: 'Rule D-FOLLOW' }).tap();
    await page.waitForURL(/#\/rules\/D-FOLLOW$/);
    const rule = page.locator('rules-screen #rule-D-FOLLOW');
    await expect.poll(() => rule.evaluate((el) => el.matches(':focus'))).toBe(true);
    const box = await rule.boundingBox();
    expect(box && box.y >= 0 && box.y < 844).toBe(true);
    await context.close();
  });
});

describe('lists, cards and tables at a glance (issue #25)', () => {
  it('offers no "Share this table" for a game over, and still does for one in progress', async () => {
    const { context, page } = await openPhone(browser());
    await seed(page, sessionFromRecord('diamonds-4p-standard.json', 'over', Date.now()));
    await page.evaluate(() => (location.hash = '#/session/over'));
    await page.locator('diamonds-game-summary [data-testid="verdict"]').waitFor();
    expect(await page.getByRole('button', { name: 'Share this table' }).count()).toBe(0);
    expect(await page.locator('diamonds-session-screen live-bar').isVisible()).toBe(false);
    await openDealtGame(page);
    await expect.poll(() => page.getByRole('button', { name: 'Share this table' }).count()).toBe(1);
    await context.close();
  });

  it('draws ♦ and ♥ in colours of their own, in light and dark', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const { context, page } = await openPhone(browser(), { colorScheme });
      await openDealtGame(page);
      const colours = await page.evaluate(() => {
        const picker = document.querySelector('diamonds-session-screen')?.shadowRoot?.querySelector('diamonds-card-picker')?.shadowRoot;
        return ['D', 'H', 'S', 'C'].map((s) => getComputedStyle(picker!.querySelector(`button[data-card="${s}9"]`)!).color);
      });
      expect(new Set(colours).size, `${colorScheme}: ${colours.join(' ')}`).toBe(4);
      await context.close();
    }
  });

  it('keeps the names of the points table in view as it scrolls, and says that it does', async () => {
    const { context, page } = await openPhone(browser());
    await seed(page, sessionFromRecord('diamonds-4p-standard.json', 'over', Date.now()));
    await page.reload();
    await page.evaluate(() => (location.hash = '#/stats'));
    const wrap = page.locator('stats-screen #sources .table-wrap');
    await wrap.waitFor();
    expect(await page.locator('stats-screen #sources .scroll-hint').isVisible()).toBe(true);
    const before = await wrap.locator('tbody th').first().boundingBox();
    await wrap.evaluate((el) => (el.scrollLeft = el.scrollWidth));
    const after = await wrap.locator('tbody th').first().boundingBox();
    expect(after?.x).toBeCloseTo(before?.x ?? -1, 0);
    // The last column is reachable, beside the names.
    const last = await wrap.locator('thead th').last().boundingBox();
    expect(last && last.x + last.width <= 390).toBe(true);
    await context.close();
  });
});
