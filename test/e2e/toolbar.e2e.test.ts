/**
 * No control under the game's toolbar, on a 390×844 phone, in English, 繁體中文 and 日本語: the
 * Diamonds trick screen in each state a table meets, and a Diam's round turn by turn (the refill,
 * the draw, the closing card set aside, a card put into the market, a securing, a special card).
 * Every control, brought to the bottom of the screen (where a bar kept at the bottom sat) and to its
 * middle, is the topmost element at its centre and clear of the toolbar; and no toolbar label is cut
 * short (no ellipsis, nothing wider or taller than its button).
 */
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { useBrowser } from './browser';
import { PHONE_BASE, TABLE_STATES, openDealtGame, openPhone } from './phone';
import { seed, sessionFromRecord } from './seed';

const browser = useBrowser();
beforeAll(() => {
  PHONE_BASE.url = inject('baseUrl');
});

const LANGUAGES = [
  { tag: 'English', locale: 'en-US' },
  { tag: '繁體中文', locale: 'zh-TW', colorScheme: 'dark' as const },
  { tag: '日本語', locale: 'ja-JP' },
];

/**
 * What is wrong, in the page as it is: controls covered or crossed by a toolbar, and toolbar labels
 * cut short. Looks through every shadow root; the scroll position is put back after.
 */
function toolbarFaults(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const faults: string[] = [];
    const all = (selector: string): Element[] => {
      const found: Element[] = [];
      const visit = (root: Document | ShadowRoot): void => {
        found.push(...root.querySelectorAll(selector));
        for (const host of root.querySelectorAll('*')) if (host.shadowRoot) visit(host.shadowRoot);
      };
      visit(document);
      return found;
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
    const name = (el: Element): string =>
      `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? (el as HTMLInputElement).value ?? '').replace(/\s+/g, ' ').trim().slice(0, 40)}"`;
    const bars = all('session-toolbar');
    if (bars.length === 0) return ['no toolbar'];

    for (const bar of bars) {
      for (const part of bar.querySelectorAll<HTMLElement>('.btn, .what')) {
        const style = getComputedStyle(part);
        if (style.textOverflow === 'ellipsis') faults.push(`${name(part)}: text-overflow ellipsis`);
        if (part.scrollWidth > part.clientWidth + 0.5) faults.push(`${name(part)}: ${part.scrollWidth} px of text in ${part.clientWidth} px`);
        if (part.scrollHeight > part.clientHeight + 0.5) faults.push(`${name(part)}: ${part.scrollHeight} px of text in ${part.clientHeight} px high`);
      }
    }

    const x0 = window.scrollX;
    const y0 = window.scrollY;
    const controls = all('button, input:not([type="hidden"]), select, textarea, a[href], summary').filter((el) => {
      if (bars.some((bar) => bar.contains(el)) || el.closest('pwa-toast')) return false;
      const r = el.getBoundingClientRect();
      // Off the page until focused (the skip link) or not shown: nothing to tap.
      return r.width > 0 && r.height > 0 && r.bottom + window.scrollY > 0 && getComputedStyle(el).visibility !== 'hidden';
    });
    for (const el of controls) {
      for (const block of ['end', 'center'] as const) {
        el.scrollIntoView({ block, inline: 'nearest' });
        const r = el.getBoundingClientRect();
        for (const bar of bars) {
          const b = bar.getBoundingClientRect();
          const crosses = r.left < b.right - 0.5 && r.right > b.left + 0.5 && r.top < b.bottom - 0.5 && r.bottom > b.top + 0.5;
          if (crosses) faults.push(`${name(el)} (${block}): under the toolbar`);
        }
        const hit = topmost(r.left + r.width / 2, r.top + r.height / 2);
        const label = el.closest('label');
        const ok = hit !== null && (hit === el || el.contains(hit) || (label !== null && label.contains(hit)));
        if (!ok) faults.push(`${name(el)} (${block}): covered by ${hit ? name(hit) : 'nothing'}`);
      }
    }
    window.scrollTo(x0, y0);
    return [...new Set(faults)];
  });
}

const panel = (page: Page): Locator => page.locator('diams-turns-panel');

async function recorded(page: Page, n: number): Promise<void> {
  await page.locator(`diams-turns-panel[data-events="${n}"]`).waitFor();
}

/** Taps qualities ("4", "4p" for a 4 with the magnifier) on the first card pad in `where`. */
async function name(where: Locator, cards: string[]): Promise<void> {
  const pad = where.locator('diams-card-pad').first();
  for (const card of cards) {
    if (card.endsWith('p')) await pad.locator('button.toggle').click();
    await pad.locator(`button[data-quality="${Number.parseInt(card, 10)}"]`).click();
  }
}

describe('the game toolbar on a phone', () => {
  for (const language of LANGUAGES) {
    it(`covers no control and cuts no label, in ${language.tag}`, async () => {
      const { context, page } = await openPhone(browser(), language);
      const found: Record<string, string[]> = {};

      await openDealtGame(page);
      for (const state of TABLE_STATES) {
        await state.reach(page);
        found[`Diamonds: ${state.name}`] = await toolbarFaults(page);
      }

      // Diam's, turn by turn, 4 players: the refill, then Ann's turn.
      await seed(page, sessionFromRecord('diams-4p.json', 'toolbar-diams', Date.now(), 1));
      await page.evaluate(() => (location.hash = '#/session/toolbar-diams'));
      await page.locator('diams-session-screen diams-sheet-editor').first().waitFor();
      found["Diam's: round sheets"] = await toolbarFaults(page);
      await page.locator('diams-session-screen button[aria-controls="turns-offer"]').click();
      await page.locator('diams-turns-start button').last().click();
      await page.locator('diams-turns-panel[data-awaiting="refill"]').waitFor();
      found["Diam's: the refill"] = await toolbarFaults(page);
      await name(panel(page).locator('diams-deck-step'), ['3', '5', '8']);
      found["Diam's: the refill named"] = await toolbarFaults(page);
      await panel(page).locator('button[data-action="record-cards"]').click();
      await recorded(page, 1);
      found["Diam's: the draw"] = await toolbarFaults(page);
      await name(panel(page).locator('diams-deck-step'), ['4', '4p']);
      await panel(page).locator('button[data-action="record-cards"]').click();
      await recorded(page, 2);
      found["Diam's: the play"] = await toolbarFaults(page);
      await name(panel(page).locator('diams-market-action'), ['4']);
      found["Diam's: a card put into the market"] = await toolbarFaults(page);
      await panel(page).locator('input[name="take"][value="sum"]').check();
      found["Diam's: M-SUM"] = await toolbarFaults(page);
      await panel(page).locator('input[name="action"][value="secure"]').check();
      found["Diam's: a securing"] = await toolbarFaults(page);
      await panel(page).locator('input[name="action"][value="special"]').check();
      found["Diam's: a special card"] = await toolbarFaults(page);
      await panel(page).locator('input[name="action"][value="market"]').check();
      await panel(page).locator('input[name="take"][value="same"]').check();
      await panel(page).locator('diams-market-action button[data-action="record-market"]').click();
      await recorded(page, 3);
      // Bob draws: the closing card comes up, and is set aside.
      await panel(page).locator('button[data-action="closing"]').click();
      await recorded(page, 4);
      found["Diam's: the closing card set aside"] = await toolbarFaults(page);
      await panel(page).locator('button[data-action="history"]').click();
      await panel(page).locator('diams-turns-history').waitFor();
      found["Diam's: the history open"] = await toolbarFaults(page);

      expect(found).toEqual(Object.fromEntries(Object.keys(found).map((k) => [k, []])));
      await context.close();
    });
  }
});
