/**
 * A phone at the table (390×844, touch) for the layout journeys and the screenshots of
 * docs/screens: a context per colour scheme and language, a Diamonds game seeded at its first
 * card, the taps that walk it through the states a table meets (mid-trick, a Clubs choice, a trick
 * just won, a revoke), and one in-page check that what a table needs is on screen, big enough and
 * uncovered, without scrolling.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { dismissOfflineReady, waitForHome } from './browser';
import { seed, sessionFromRecord } from './seed';

export const PHONE = { width: 390, height: 844 } as const;
/** The smallest phone the table layout is made for: the keys and the turn line still fit. */
export const SMALL_PHONE = { width: 360, height: 640 } as const;

export interface PhoneOptions {
  colorScheme?: 'light' | 'dark';
  /** The browser's language; the app follows it on a first visit. */
  locale?: string;
  viewport?: { width: number; height: number };
  /** False: toasts stay until the test dismisses them. */
  dismissToasts?: boolean;
  /** The browser's user agent (a device's label in a ledger comes from it); Chromium's own unless given. */
  userAgent?: string;
}

export async function openPhone(browser: Browser, options: PhoneOptions = {}, base = PHONE_BASE.url): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: options.viewport ?? PHONE,
    hasTouch: true,
    isMobile: true,
    colorScheme: options.colorScheme ?? 'light',
    locale: options.locale ?? 'en-US',
    ...(options.userAgent ? { userAgent: options.userAgent } : {}),
  });
  // Under tsx (the screens script) functions passed to `evaluate` call esbuild's `__name` helper,
  // which the page lacks.
  await context.addInitScript('globalThis.__name = (f) => f');
  const page = await context.newPage();
  // The "ready to work offline" toast: dismissed as a player would (its last button, in any language).
  if (options.dismissToasts !== false) {
    await page.addLocatorHandler(page.locator('pwa-toast .toast'), (toast) => toast.locator('button').last().click());
  }
  await page.goto(new URL('./', base).href);
  await waitForHome(page);
  // The toast floats over the top of the screen: it comes once the worker is installed, and is
  // gone before anything is measured.
  if (options.dismissToasts !== false) await dismissOfflineReady(page, 3000);
  return { context, page };
}

/** Where the built app is served (set once by the test file or script that uses this module). */
export const PHONE_BASE = { url: '' };

/**
 * The 4-player example game (examples/diamonds-4p-standard.json) just dealt: Gus deals, pass 3,
 * Kai leads trick 1. Opens it and resolves once its first card can be tapped.
 */
export async function openDealtGame(page: Page, id = 'phone-table'): Promise<void> {
  await seed(page, sessionFromRecord('diamonds-4p-standard.json', id, Date.now(), 1));
  await page.evaluate((session) => (location.hash = `#/session/${session}`), id);
  await page.locator('diamonds-session-screen[data-phase="play"][data-events="1"]').waitFor();
}

/** A tap on a card key, by its code (any language); resolves once the screen has stored it. */
export async function tapCard(page: Page, code: string): Promise<void> {
  const screen = page.locator('diamonds-session-screen');
  const before = Number(await screen.getAttribute('data-events'));
  await page.locator(`diamonds-card-picker button[data-card="${code}"]`).tap();
  await page.locator(`diamonds-session-screen[data-events="${before + 1}"]`).waitFor();
}

export async function tapVictim(page: Page, seat: number): Promise<void> {
  const screen = page.locator('diamonds-session-screen');
  const before = Number(await screen.getAttribute('data-events'));
  await page.locator(`diamonds-steal-chooser button[data-victim="${seat}"]`).tap();
  await page.locator(`diamonds-session-screen[data-events="${before + 1}"]`).waitFor();
}

/**
 * The states a table meets, in the order the taps reach them from `openDealtGame`. Trick 2 has
 * Eve throw a Spade on Hearts, and trick 3 has her play a Heart: a revoke, proven (D-FOLLOW).
 */
export const TABLE_STATES = [
  { name: 'first-card', reach: async (_page: Page) => {} },
  { name: 'mid-trick', reach: (page: Page) => taps(page, ['C15', 'C1']) },
  { name: 'clubs-choice', reach: (page: Page) => taps(page, ['C13', 'C11']) },
  { name: 'after-trick', reach: (page: Page) => tapVictim(page, 0) },
  {
    name: 'revoke',
    reach: async (page: Page) => {
      await taps(page, ['H4', 'S7', 'H15', 'H7', 'H13', 'H2', 'H8']);
      await page.locator('diamonds-card-picker button[data-card="H9"]').tap();
      await page.locator('diamonds-session-screen .problem[role="alert"] button').first().waitFor();
    },
  },
] as const;

async function taps(page: Page, codes: string[]): Promise<void> {
  for (const code of codes) await tapCard(page, code);
}

/** What `tableInView` found wrong; empty when the table has everything it needs on screen. */
export type LayoutFaults = string[];

/**
 * Checks, in the page, at the current scroll position, that every card key is in the viewport, at
 * least 44×44 px and the topmost element at its centre (nothing covers it), and that the turn line,
 * the trick, undo and redo, the board's rows and any announcement, problem or Clubs choice are
 * inside the viewport. `keysAndTurnOnly` checks only the keys and the turn line (a small phone).
 */
export function tableInView(page: Page, keysAndTurnOnly = false): Promise<LayoutFaults> {
  return page.evaluate((only) => {
    const faults: string[] = [];
    const screen = document.querySelector('diamonds-session-screen')?.shadowRoot;
    if (!screen) return ['no Diamonds screen'];
    const vw = window.innerWidth;
    const vh = window.innerHeight;
    const topmost = (x: number, y: number): Element | null => {
      let el = document.elementFromPoint(x, y);
      while (el?.shadowRoot) {
        const inner = el.shadowRoot.elementFromPoint(x, y);
        if (!inner || inner === el) break;
        el = inner;
      }
      return el;
    };
    const inView = (what: string, el: Element | null | undefined): DOMRect | null => {
      if (!el) {
        faults.push(`${what}: missing`);
        return null;
      }
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) faults.push(`${what}: not shown`);
      else if (r.top < -0.5 || r.left < -0.5 || r.bottom > vh + 0.5 || r.right > vw + 0.5) {
        faults.push(`${what}: outside the viewport (${Math.round(r.left)},${Math.round(r.top)} to ${Math.round(r.right)},${Math.round(r.bottom)})`);
      }
      return r;
    };
    const uncovered = (what: string, el: Element): void => {
      const r = el.getBoundingClientRect();
      const hit = topmost(r.left + r.width / 2, r.top + r.height / 2);
      if (!hit || !(hit === el || el.contains(hit)))
        faults.push(`${what}: covered by ${hit?.tagName.toLowerCase() ?? 'nothing'}${hit?.className ? '.' + String(hit.className) : ''}`);
    };
    if (window.scrollY !== 0) faults.push(`the page is scrolled by ${window.scrollY} px`);
    const keys = [...(screen.querySelector('diamonds-card-picker')?.shadowRoot?.querySelectorAll('button[data-card]') ?? [])];
    if (keys.length !== 60) faults.push(`${keys.length} card keys, not 60`);
    for (const key of keys) {
      const name = (key as HTMLElement).dataset.card ?? '?';
      const r = inView(`key ${name}`, key);
      if (!r) continue;
      if (r.width < 44 || r.height < 44) faults.push(`key ${name}: ${r.width.toFixed(1)}×${r.height.toFixed(1)} px`);
      uncovered(`key ${name}`, key);
    }
    const trickView = screen.querySelector('diamonds-trick-view')?.shadowRoot;
    const steal = screen.querySelector('diamonds-steal-chooser');
    // While a Clubs choice is open, it is the turn: whose Showroom the robber takes from.
    const turn = steal ? steal.shadowRoot?.querySelector('h2') : trickView?.querySelector('[data-testid="to-play"]');
    inView('the turn line', turn);
    if (only) return faults;
    inView('the trick', trickView?.querySelector('ol, .empty'));
    for (const action of ['undo', 'redo']) {
      const button = screen.querySelector(`session-toolbar button[data-action="${action}"]`);
      if (inView(action, button) && button) uncovered(action, button);
    }
    const rows = [...(screen.querySelector('diamonds-board')?.shadowRoot?.querySelectorAll('[data-side]') ?? [])];
    if (rows.length === 0) faults.push('the board: missing');
    for (const row of rows) inView(`the board's side ${(row as HTMLElement).dataset.side}`, row);
    const news = screen.querySelector('session-announcer');
    if (news && !news.hidden && news.textContent?.trim()) inView('the last action', news);
    const problem = screen.querySelector('.problem');
    if (problem?.textContent?.trim()) inView('the problem', problem);
    if (steal) {
      inView('the Clubs choice', steal);
      for (const b of steal.shadowRoot?.querySelectorAll('button') ?? []) uncovered('a Clubs choice', b);
    }
    return faults;
  }, keysAndTurnOnly);
}

/**
 * Every tap target on the page (through shadow roots) smaller than 44×44 px, as "tag 'name' W×H".
 * A form control passes when it or its label is big enough (a tap on the label works the control);
 * links inside running text are exempt (their size is the text's), as in WCAG 2.5.8.
 */
export function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const selector = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"]';
    const visit = (root: Document | ShadowRoot): void => {
      for (const el of root.querySelectorAll<HTMLElement>(selector)) {
        if (el.closest('[hidden], [inert]')) continue;
        const style = getComputedStyle(el);
        if (style.visibility === 'hidden' || style.display === 'none') continue;
        let r = el.getBoundingClientRect();
        if (el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement) {
          const label = el.closest('label') ?? (el.id ? root.querySelector(`label[for="${CSS.escape(el.id)}"]`) : null);
          const l = label?.getBoundingClientRect();
          if (l && Math.min(l.width, l.height) > Math.min(r.width, r.height)) r = l;
        }
        if (r.width === 0 && r.height === 0) continue;
        if (el.tagName === 'A' && style.display === 'inline' && (el.parentElement?.textContent?.trim().length ?? 0) > (el.textContent?.trim().length ?? 0))
          continue;
        if (r.width < 44 - 0.5 || r.height < 44 - 0.5) {
          const name = (el.getAttribute('aria-label') ?? el.textContent ?? (el as HTMLInputElement).name ?? '').trim().replace(/\s+/g, ' ').slice(0, 30);
          found.push(
            `${el.tagName.toLowerCase()}${el.getAttribute('type') ? `[${el.getAttribute('type')}]` : ''} '${name}' ${r.width.toFixed(0)}×${r.height.toFixed(0)}`,
          );
        }
      }
      for (const host of root.querySelectorAll('*')) if (host.shadowRoot) visit(host.shadowRoot);
    };
    visit(document);
    return found;
  });
}
