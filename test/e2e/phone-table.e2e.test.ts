/**
 * A trick recorded without scrolling: on a 390×844 touch phone, in a 4-player Diamonds game, at
 * the first card, mid-trick, in a Clubs choice, after a trick and with a revoke showing, the turn,
 * the trick, the last tap's news, all 60 keys (each at least 44×44 px, none covered), Undo and
 * Redo and the board are all on screen at once; in light and dark, in English, 繁體中文 and 日本語;
 * and with six players, alone or in three teams, the most a board has rows for.
 * On a 360×640 phone the keys and the turn line still are; tablets fit it all, and a phone on its
 * side the keys and the turn. The app's navigation folds while the game is open and is one tap
 * away; the history opens where it can be seen.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { useBrowser } from './browser';
import { PHONE, PHONE_BASE, SMALL_PHONE, TABLE_STATES, openDealtGame, openPhone, tableInView, type PhoneOptions } from './phone';
import { seed, sessionFromEvents } from './seed';
import { randomGame } from '../support/random-diamonds';

const browser = useBrowser();
beforeAll(() => {
  PHONE_BASE.url = inject('baseUrl');
});

const LOOKS: { name: string; options: PhoneOptions }[] = [
  { name: 'English, light', options: {} },
  { name: 'English, dark', options: { colorScheme: 'dark' } },
  { name: '繁體中文', options: { locale: 'zh-TW' } },
  { name: '日本語, dark', options: { locale: 'ja-JP', colorScheme: 'dark' } },
];

describe('a trick on one phone screen (390×844)', () => {
  for (const look of LOOKS) {
    it(`${look.name}: everything a table needs is in view in every state`, async () => {
      const { context, page } = await openPhone(browser(), look.options);
      await openDealtGame(page);
      for (const state of TABLE_STATES) {
        await state.reach(page);
        expect(await tableInView(page), state.name).toEqual([]);
      }
      await context.close();
    });
  }
});

describe('the most players a table can have (6), on 390×844', () => {
  // The board has a row per side: six players standing alone, or three teams of two (DT-TEAMS, DT-ZONES).
  for (const variant of ['standard', 'teams'] as const) {
    it(`${variant}: everything in view at the first card, mid-trick and after tricks`, async () => {
      const { context, page } = await openPhone(browser());
      const game = randomGame(6_2026, { players: 6, variant });
      for (const upTo of [1, 4, 8, 14, 20]) {
        const id = `six-${variant}-${upTo}`;
        await seed(page, sessionFromEvents('diamonds', game.config, game.events.slice(0, upTo), id, Date.now()));
        await page.evaluate((session) => (location.hash = `#/session/${session}`), id);
        await page.locator(`diamonds-session-screen[data-events="${upTo}"]`).waitFor();
        expect(await page.locator('diamonds-board tbody tr').count(), 'board rows').toBe(variant === 'teams' ? 3 : 6);
        expect(await tableInView(page), `after ${upTo} events`).toEqual([]);
      }
      await context.close();
    });
  }
});

describe('a small phone (360×640)', () => {
  it('keeps the keys and the turn line in view together in every state', async () => {
    const { context, page } = await openPhone(browser(), { viewport: SMALL_PHONE });
    await openDealtGame(page);
    for (const state of TABLE_STATES) {
      await state.reach(page);
      expect(await tableInView(page, true), state.name).toEqual([]);
    }
    await context.close();
  });
});

describe('wider screens use the room they have', () => {
  const SCREENS = [
    { name: 'a tablet upright (768×1024)', viewport: { width: 768, height: 1024 }, whole: true },
    { name: 'a tablet on its side (1024×768)', viewport: { width: 1024, height: 768 }, whole: true },
    // A phone on its side is too short for everything: the keys, one line per suit, and the turn;
    // while a Clubs choice locks the keys, the choice (the turn) comes first and keys may be below.
    { name: 'a phone on its side (844×390)', viewport: { width: 844, height: 390 }, whole: false },
    { name: 'a laptop (1600×900)', viewport: { width: 1600, height: 900 }, whole: true },
  ];
  for (const screen of SCREENS) {
    it(`${screen.name}: ${screen.whole ? 'everything' : 'the keys and the turn line'} in view in every state`, async () => {
      const { context, page } = await openPhone(browser(), { viewport: screen.viewport });
      await openDealtGame(page);
      for (const state of TABLE_STATES) {
        await state.reach(page);
        const faults = await tableInView(page, !screen.whole);
        const locked = !screen.whole && state.name === 'clubs-choice';
        expect(locked ? faults.filter((f) => !f.startsWith('key ')) : faults, state.name).toEqual([]);
      }
      // No suit's name is cut short in its label (the label shows the symbol; the name is read out).
      const cut = await page.evaluate(() =>
        [
          ...(document
            .querySelector('diamonds-session-screen')
            ?.shadowRoot?.querySelector('diamonds-card-picker')
            ?.shadowRoot?.querySelectorAll<HTMLElement>('.label .name') ?? []),
        ]
          .filter((name) => name.clientWidth > 1 && name.scrollWidth > name.clientWidth + 1)
          .map((name) => name.textContent),
      );
      expect(cut, 'suit names cut short').toEqual([]);
      await context.close();
    });
  }
});

describe('the app around an open game', () => {
  let opened: Awaited<ReturnType<typeof openPhone>>;
  beforeAll(async () => {
    opened = await openPhone(browser());
    await openDealtGame(opened.page);
  });
  afterAll(async () => {
    await opened.context.close();
  });

  it('folds its navigation behind one Menu button, and unfolds it with one tap', async () => {
    const { page } = opened;
    const nav = page.locator('app-shell nav');
    const menu = page.locator('app-shell header button.menu');
    expect(await nav.isVisible()).toBe(false);
    const header = await page.locator('app-shell > header').boundingBox();
    expect(header?.height).toBeLessThanOrEqual(48);
    await menu.tap();
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    expect(await nav.getByRole('link', { name: 'Statistics' }).isVisible()).toBe(true);
    await nav.getByRole('link', { name: 'Rules' }).tap();
    await page.locator('rules-screen h1').waitFor();
    // Outside a game the navigation is shown whole, as before.
    expect(await nav.isVisible()).toBe(true);
    expect(await menu.count()).toBe(0);
    await page.goBack();
    await page.locator('diamonds-session-screen[data-phase="play"]').waitFor();
    expect(await nav.isVisible()).toBe(false);
  });

  it('opens the history where it can be seen', async () => {
    const { page } = opened;
    await page.locator('diamonds-session-screen session-toolbar button[data-action="history"]').tap();
    const history = page.locator('diamonds-session-screen #history');
    await history.waitFor();
    await expect
      .poll(async () => {
        const box = await history.boundingBox();
        return box !== null && box.y >= 0 && box.y < PHONE.height - 100;
      })
      .toBe(true);
  });
});
