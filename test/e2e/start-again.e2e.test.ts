/**
 * Journey: the same table plays again. From the games list, "Play again" and the dealer's pass
 * count are the only taps before the first card: the players, seating and setup are the last
 * game's, and the first dealer, drawn when the game is created, is not asked again.
 */
import { expect, inject, it } from 'vitest';
import { useBrowser, waitForHome, watchProblems } from './browser';
import { seed, sessionFromRecord } from './seed';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

it('starts a game with the last table in two taps, the second being the first pass', async () => {
  const page = await browser().newPage({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const problems = watchProblems(page);
  await page.addLocatorHandler(page.locator('pwa-toast').getByRole('button', { name: 'Dismiss' }), (button) => button.click());
  await page.goto(baseUrl);
  await waitForHome(page);
  const last = sessionFromRecord('diamonds-4p-standard.json', 'last-game', Date.now());
  await seed(page, last);
  await page.reload();
  await waitForHome(page);
  const players = last.sessions[0]?.players ?? [];

  await page
    .locator('home-screen')
    .getByRole('button', { name: /^Play again: Diamonds with/ })
    .tap();
  await page.waitForURL(/#\/session\/(?!last-game)/);
  const screen = page.locator('diamonds-session-screen[data-phase="deal"]');
  await screen.waitFor();
  expect(await screen.getByRole('radio').count()).toBe(0);
  const title = (await screen.locator('diamonds-deal-form h2').textContent())?.replace(/\s+/g, ' ') ?? '';
  expect(players.some((p) => title.includes(`${p} deals`))).toBe(true);
  await screen.getByRole('button', { name: 'Pass 2' }).tap();

  await page.locator('diamonds-session-screen[data-phase="play"]').waitFor();
  const keys = page.locator('diamonds-card-picker button[aria-label$="of Clubs"]:not([disabled])');
  expect(await keys.count()).toBeGreaterThan(0);
  expect(problems).toEqual([]);
  await page.close();
});
