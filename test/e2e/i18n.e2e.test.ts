/**
 * Playing in three languages: a Diamonds game started in English, a few cards recorded, then the
 * language switched to 日本語 in the settings mid-game: back at the table every card is still
 * recorded and the screen speaks Japanese; a card recorded in Japanese; then 繁體中文, which a
 * reload remembers. The browser's own language is followed on a first visit.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, waitForHome, watchProblems } from './browser';

const baseUrl = inject('baseUrl');

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const PLAYERS = ['Ann', 'Gus', 'Kai', 'Eve'];
/** Gus leads (left of Ann, the dealer): a Hearts trick Eve wins, then Eve leads Spades. */
const CARDS = ['4 of Hearts', '13 of Hearts', '15 of Hearts', '7 of Hearts', '7 of Spades', '14 of Spades'];

async function events(page: Page): Promise<string | null> {
  return page.locator('diamonds-session-screen').getAttribute('data-events');
}

async function chooseLanguage(page: Page, locale: string, heading: string): Promise<void> {
  await page.evaluate(() => (location.hash = '#/settings'));
  const settings = page.locator('settings-screen');
  await settings.locator('h1').waitFor();
  await settings.locator(`input[name="language"][value="${locale}"]`).check();
  await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(locale);
  await expect.poll(() => settings.locator('h1').textContent()).toBe(heading);
}

async function backToGame(page: Page, id: string, recorded: number): Promise<void> {
  await page.evaluate((session) => (location.hash = `#/session/${session}`), id);
  await page.locator(`diamonds-session-screen[data-events="${recorded}"]`).waitFor();
}

/** Showroom and Vault counts of every player, as the board shows them. */
async function board(page: Page): Promise<string[]> {
  return page
    .locator('diamonds-board tbody tr')
    .evaluateAll((rows) =>
      rows.map((r) => `${r.querySelector('th')?.textContent?.trim().split(/\s+/)[0]} ${r.querySelector('[data-zone="showroom"] .count')?.textContent}`),
    );
}

/** Cards shown as played in the picker (disabled keys), by their code. */
async function played(page: Page): Promise<string[]> {
  return page.locator('diamonds-card-picker button[disabled]').evaluateAll((keys) => keys.map((k) => k.getAttribute('data-card') ?? ''));
}

describe('switching language mid-game', () => {
  it('keeps every card recorded and speaks English, 日本語, then 繁體中文', async () => {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, locale: 'en-US' });
    const page = await context.newPage();
    const problems = watchProblems(page);
    await page.addLocatorHandler(page.locator('pwa-toast').locator('button').last(), (button) => button.click());
    await page.goto(baseUrl);
    await waitForHome(page);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');

    // A game in English: four players, Ann deals, six cards.
    await page.evaluate(() => (location.hash = '#/new'));
    const setup = page.locator('new-game-screen');
    await setup.locator('h1').waitFor();
    for (let i = 2; i < PLAYERS.length; i++) await setup.getByRole('button', { name: 'Add a player' }).click();
    for (const [i, name] of PLAYERS.entries()) await setup.getByLabel(`Player ${i + 1} name`).fill(name);
    await setup.getByLabel('Who deals round 1 (D-DEALER)').selectOption({ label: 'Ann' });
    await setup.getByRole('button', { name: 'Start the game' }).click();
    const screen = page.locator('diamonds-session-screen');
    await page.locator('diamonds-session-screen[data-phase="deal"]').waitFor();
    const id = decodeURIComponent(/#\/session\/(.+)$/.exec(page.url())?.[1] ?? '');
    expect(id).not.toBe('');
    await screen.locator('diamonds-deal-form').getByRole('button', { name: 'Pass 2' }).click();
    for (const [i, name] of CARDS.entries()) {
      await screen.locator('diamonds-card-picker').getByRole('button', { name, exact: true }).click();
      await page.locator(`diamonds-session-screen[data-events="${i + 2}"]`).waitFor();
    }
    const cards = await played(page);
    const zones = await board(page);
    expect(cards.sort()).toEqual(['H13', 'H15', 'H4', 'H7', 'S14', 'S7']);
    expect(zones).toEqual(['Ann 3', 'Gus 3', 'Kai 3', 'Eve 4']);
    expect(await screen.locator('[data-testid="to-play"]').textContent()).toContain('Gus to play');

    // 日本語 in the settings, mid-game; back at the table nothing is lost.
    await chooseLanguage(page, 'ja', '設定');
    expect(await page.locator('app-shell nav').textContent()).toContain('履歴');
    await backToGame(page, id, 7);
    expect(await events(page)).toBe('7');
    expect((await played(page)).sort()).toEqual(cards);
    expect(await board(page)).toEqual(zones);
    expect(await screen.locator('h1').textContent()).toBe('ダイヤモンズ');
    expect(await screen.locator('[data-testid="to-play"]').textContent()).toContain('Gusの番です');
    expect(await screen.locator('diamonds-board h2').textContent()).toContain('ショールームと金庫');
    expect(await screen.getByRole('toolbar').textContent()).toContain('元に戻す');
    expect(await page.title()).toMatch(/^ゲーム — Diamond Ledger$/);

    // A card recorded in Japanese: its key is named the Japanese way.
    await screen.locator('diamonds-card-picker').getByRole('button', { name: 'スペードの8', exact: true }).click();
    await page.locator('diamonds-session-screen[data-events="8"]').waitFor();
    expect(await screen.locator('.news').textContent()).toBe('');

    // 繁體中文, remembered across a reload.
    await chooseLanguage(page, 'zh-Hant', '設定');
    await backToGame(page, id, 8);
    expect(await screen.locator('h1').textContent()).toBe('鑽石');
    expect(await screen.locator('diamonds-board h2').textContent()).toContain('展示區與保險庫');
    await page.reload();
    await page.locator('diamonds-session-screen[data-events="8"]').waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-Hant');
    expect(await screen.locator('[data-testid="to-play"]').textContent()).toContain('輪到Kai出牌');
    expect((await played(page)).sort()).toEqual([...cards, 'S8'].sort());
    expect(await board(page)).toEqual(zones);
    // Nothing overflows the 360 px screen in Chinese.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    expect(problems).toEqual([]);
    await context.close();
  });

  it('follows the browser language on a first visit: zh-TW reads 繁體中文, ja reads 日本語', async () => {
    for (const [locale, lang, games] of [
      ['zh-TW', 'zh-Hant', '遊戲'],
      ['ja-JP', 'ja', 'ゲーム'],
      ['fr-FR', 'en', 'Games'],
    ] as const) {
      const context = await browser.newContext({ locale });
      const page = await context.newPage();
      await page.goto(baseUrl);
      await page.locator('home-screen h1').waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
      expect(await page.locator('home-screen h1').textContent()).toBe(games);
      await context.close();
    }
  });
});

describe('the settings the first paint shows, read before the database’s code loads (src/store/peek.ts)', () => {
  it('shows the remembered card colours and language from the first render of the shell on', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${baseUrl}#/settings`);
    await page.locator('settings-screen input[name="deck"][value="two"]').check();
    await page.locator('settings-screen input[name="language"][value="ja"]').check();
    // Both kept in the store before the reload.
    const stored = () =>
      page.evaluate(
        () =>
          new Promise<unknown[]>((resolve, reject) => {
            const open = indexedDB.open('diamond-ledger');
            open.onerror = () => reject(open.error);
            open.onsuccess = () => {
              const settings = open.result.transaction('settings').objectStore('settings');
              const rows = [settings.get('deckColours'), settings.get('language')];
              settings.transaction.oncomplete = () => {
                open.result.close();
                resolve(rows.map((row) => (row.result as { value?: unknown } | undefined)?.value));
              };
            };
          }),
      );
    await expect.poll(stored).toEqual(['two', 'ja']);
    await page.goto(`${baseUrl}#/`);
    await page.reload();
    // The shell's first render waits for the language: by then the colours are shown too.
    const first = await page.waitForFunction(
      () => {
        const nav = document.querySelector('app-shell nav a');
        return nav ? { lang: document.documentElement.lang, deck: document.documentElement.dataset.deck ?? '' } : null;
      },
      undefined,
      { polling: 'raf' },
    );
    expect(await first.jsonValue()).toEqual({ lang: 'ja', deck: 'two' });
    await context.close();
  });
});
