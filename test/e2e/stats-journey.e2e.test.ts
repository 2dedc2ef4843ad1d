/**
 * The players, history and statistics screens in the built app: two short games are imported
 * (written into the app's IndexedDB the way seed.ts does, rows made with the real rules and the
 * store's own projection), then the journey finds them in the history, reads one's reasons, reads
 * one player's statistics, renames that player and sees every screen follow — with no console
 * error or CSP violation, and axe-core clean in light and dark.
 *
 * Needs the shell's routes #/players, #/history, #/history/<id> and #/stats.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { diamondsGame } from '../../src/rules/diamonds/index';
import { diamsGame } from '../../src/rules/diams/index';
import type { EventRow, SessionRow } from '../../src/store/db';
import { replay } from '../../src/store/log';
import { DIAMS_QUICK, TWO_PLAYER } from '../stats/records';
import { axeViolations, launch, waitForHome, watchProblems } from './browser';
import { seed, type Seed } from './seed';
import { rejectionText } from '../../src/i18n/rule-messages';

const baseUrl = inject('baseUrl');

/** A stored session from a record, as importRecord would store it. */
function imported(record: object, id: string, at: number): Seed {
  const game = (record as { game: string }).game === 'diams' ? diamsGame : diamondsGame;
  const parsed = game.parseRecord(record);
  if (!parsed.ok) throw new Error(rejectionText(parsed.error));
  const replayed = replay(game, parsed.config, parsed.events);
  if (!replayed.ok) throw new Error(rejectionText(replayed.rejection));
  const session: SessionRow = {
    id,
    game: game.id,
    config: parsed.config,
    createdAt: at,
    updatedAt: at,
    redo: [],
    ...replayed.derived,
  };
  const events: EventRow[] = parsed.events.map((event, seq) => ({ sessionId: id, seq, event, at }));
  return { sessions: [session], events };
}

async function go(page: Page, hash: string, heading: string): Promise<void> {
  await page.evaluate((h) => (location.hash = h), hash);
  await page.locator('main h1', { hasText: heading }).first().waitFor();
}

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('players, history and statistics', () => {
  it("finds two imported games in the history and one player's statistics, and follows a rename", async () => {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    const problems = watchProblems(page);
    await page.goto(baseUrl);
    await waitForHome(page);
    const day = Date.UTC(2025, 0, 11, 19);
    const two = imported(TWO_PLAYER, 'journey-diamonds', day);
    const quick = imported(DIAMS_QUICK, 'journey-diams', day + 86_400_000);
    await seed(page, { sessions: [...two.sessions, ...quick.sessions], events: [...two.events, ...quick.events] });

    // The history: both games, newest first, with their results.
    await go(page, '#/history', 'History');
    const items = page.locator('history-screen a.session');
    await expect.poll(() => items.count()).toBe(2);
    await expect.poll(() => items.nth(0).innerText()).toMatch(/Diam's, quick game[\s\S]*Won by Cy/);
    await expect.poll(() => items.nth(1).innerText()).toMatch(/Diamonds, standard[\s\S]*Ann 24 · Bob 30[\s\S]*Won by Bob/);

    // Filter by game, then open the Diamonds game read-only with its reasons.
    await page.locator('history-screen label', { hasText: 'Game' }).locator('select').selectOption('diamonds');
    await expect.poll(() => items.count()).toBe(1);
    await items.first().click();
    await page.locator('main h1', { hasText: /^Diamonds, / }).waitFor();
    expect(await page.evaluate(() => location.hash)).toBe('#/history/journey-diamonds');
    const story = page.locator('history-session section', { hasText: 'What happened' });
    await story.getByText('Round 1', { exact: true }).click(); // opens the round's details
    // Read out with its rules in brackets; on screen each rule is a tag that opens it.
    await expect.poll(() => story.textContent()).toContain('Bob won trick 1, ♦ Diamonds led: +1 Vault from the supply (D-TAKE, D-A-DIAMOND)');
    expect(await story.locator('a.rule-tag[href="#/rules/D-A-DIAMOND"]').count()).toBeGreaterThan(0);
    expect(await story.innerText()).toContain('Ann won no trick in round 1 (bonus 2 of 2)');
    await expect.poll(() => page.locator('history-session score-chart svg[role=img]').count()).toBe(1);

    // Bob's statistics.
    await go(page, '#/stats', 'Statistics');
    const stats = page.locator('stats-screen');
    await stats.locator('.summary').waitFor();
    expect(await stats.locator('.summary').innerText()).toBe('From 2 finished games on this device.');
    // The screen's own choice of player, at its top (the head-to-head section has a Player choice of its own).
    await stats.locator('.controls').first().locator('label', { hasText: 'Player' }).locator('select').selectOption({ label: 'Bob' });
    const rows = stats.locator('section#player tbody tr');
    await expect.poll(() => rows.count()).toBe(5);
    const cells = async (i: number) => (await rows.nth(i).locator('th, td').allInnerTexts()).map((t) => t.trim());
    expect(await cells(0)).toEqual(['All games', '2', '1', '50%', '—', '—']);
    expect(await cells(1)).toEqual(['Diamonds, all variants', '1', '1', '100%', '30', '30']);
    expect(await cells(3)).toEqual(["Diam's, all", '1', '0', '0%', '3', '3']);
    expect((await stats.locator('section#sources tbody tr').first().locator('th, td').allInnerTexts()).map((t) => t.trim())).toEqual([
      'Bob',
      '1',
      '0',
      '17',
      '10',
      '0',
      '0',
    ]);
    await expect.poll(() => stats.locator('section#results score-chart').count()).toBe(2);

    // Rename Bob on the players screen: the history and the statistics follow.
    await go(page, '#/players', 'Players');
    const bob = page.locator('players-screen li.player', { hasText: 'Bob' });
    await bob.getByRole('button', { name: /Edit/ }).click();
    await bob.getByLabel('Name').fill('Robert');
    await bob.getByRole('button', { name: 'Save the name' }).click();
    await page.locator('players-screen li.player .name', { hasText: 'Robert' }).waitFor();
    await go(page, '#/history', 'History');
    await expect.poll(() => items.nth(1).innerText()).toMatch(/Ann 24 · Robert 30[\s\S]*Won by Robert/);
    await go(page, '#/stats', 'Statistics');
    await stats.locator('.summary').waitFor();
    await expect.poll(() => stats.locator('section#players tbody').innerText()).toContain('Robert');

    expect(problems).toEqual([]);
    await context.close();
  });

  it('passes axe-core on the four screens, light and dark', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const context = await browser.newContext({ bypassCSP: true, colorScheme, viewport: { width: 360, height: 740 } });
      const page = await context.newPage();
      await page.goto(baseUrl);
      await waitForHome(page);
      const two = imported(TWO_PLAYER, 'axe-diamonds', Date.UTC(2025, 0, 11, 19));
      const quick = imported(DIAMS_QUICK, 'axe-diams', Date.UTC(2025, 0, 12, 19));
      await seed(page, { sessions: [...two.sessions, ...quick.sessions], events: [...two.events, ...quick.events] });
      for (const [hash, heading, ready] of [
        ['#/history', 'History', 'history-screen a.session'],
        ['#/history/axe-diamonds', 'Diamonds', 'history-session score-chart'],
        ['#/stats', 'Statistics', 'stats-screen .summary'],
        ['#/players', 'Players', 'players-screen li.player'],
      ] as const) {
        await go(page, hash, heading);
        await page.locator(ready).first().waitFor();
        expect(await axeViolations(page), `${colorScheme} ${hash}`).toEqual([]);
      }
      // A chart's table shown, and a player's editor open.
      await go(page, '#/stats', 'Statistics');
      await page.locator('stats-screen score-chart').first().getByRole('button', { name: 'Show as a table' }).click();
      expect(await axeViolations(page), `${colorScheme} stats with a table`).toEqual([]);
      await go(page, '#/players', 'Players');
      await page.locator('players-screen li.player').first().getByRole('button', { name: /Edit/ }).click();
      expect(await axeViolations(page), `${colorScheme} players editor`).toEqual([]);
      await context.close();
    }
  });
});
