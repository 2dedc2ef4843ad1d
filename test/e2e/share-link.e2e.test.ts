/**
 * A game shared as a link, in the built app: one phone shows a finished 6-player game as a QR
 * code and a link; a fresh phone (a new browser context: nothing stored) opens the link, sees the
 * game read-only with every reason and nothing written, and imports it. An unfinished game goes
 * as a backup and can be played on after its import; a damaged link says so and changes nothing.
 * No console error or CSP violation on any page (the QR code is SVG elements, not markup). Over
 * plain http at a LAN address (no secure context: no clipboard API, no crypto.randomUUID) a link
 * is made, copied, opened and imported all the same.
 */
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { CHROMIUM, CHROMIUM_ARGS, useBrowser, waitForHome, watchProblems } from './browser';
import { seed, sessionFromRecord } from './seed';
import { storedCount } from './ledger-example';

const baseUrl = inject('baseUrl');
const browser = useBrowser();
const contexts: BrowserContext[] = [];

afterEach(async () => {
  for (const context of contexts.splice(0)) await context.close();
});

async function phone(on = browser()): Promise<{ page: Page; problems: string[] }> {
  const context = await on.newContext();
  contexts.push(context);
  const page = await context.newPage();
  return { page, problems: watchProblems(page) };
}

/** On a phone holding `file` as game `id`: its history page's Share as link, and the link it shows. */
async function shareFrom(page: Page, file: string, id: string, from = baseUrl): Promise<{ url: string }> {
  await page.goto(from);
  await waitForHome(page);
  await seed(page, sessionFromRecord(file, id, Date.UTC(2026, 10, 30, 21)));
  await page.evaluate((h) => (location.hash = h), `#/history/${id}`);
  const share = page.locator('history-session share-link');
  await share.getByRole('button', { name: 'Share as link' }).click();
  const field = share.getByRole('textbox', { name: 'Link' });
  await field.waitFor();
  return { url: await field.inputValue() };
}

describe('sharing a game as a link', () => {
  it('opens a finished game on a fresh phone, read-only with every reason, and imports it', async () => {
    const host = await phone();
    const { url } = await shareFrom(host.page, 'diamonds-6p-teams-thief.json', 'six');
    expect(url.startsWith(`${baseUrl}#/shared/r1.`)).toBe(true);
    const qr = host.page.locator('share-link dl-qr-code');
    await expect.poll(() => qr.locator('svg path').count()).toBe(1);
    expect(await qr.getByRole('img', { name: 'QR code of the link to this game' }).count()).toBe(1);
    // The code's version from its drawing: 17 + 4 × version modules a side, and a quiet zone of 4 each side.
    const side = Number((await qr.locator('svg').getAttribute('viewBox'))?.split(' ')[2]);
    const version = (side - 8 - 17) / 4;
    expect(Number.isInteger(version)).toBe(true);
    expect(version).toBeGreaterThan(0);
    expect(version).toBeLessThanOrEqual(25);

    const guest = await phone();
    await guest.page.goto(url);
    const view = guest.page.locator('shared-screen history-session');
    await view.locator('h1', { hasText: 'Diamonds' }).waitFor();
    await guest.page.getByText('A shared game, shown read-only').waitFor();
    expect(await view.locator('dl').textContent()).toContain('Ana María');
    await view.getByRole('button', { name: 'Open every round' }).click();
    // Every diamond moved has its reason, with the rule ids, as on the history of a stored game.
    expect(await view.locator('details.round').count()).toBe(6);
    expect(await view.locator('ul.reasons li', { hasText: 'D-MAJORITY' }).count()).toBeGreaterThan(0);
    expect(await view.locator('ul.reasons li', { hasText: 'D-A-CLUB' }).count()).toBeGreaterThan(0);
    expect(await storedCount(guest.page)).toBe(0);

    await view.getByRole('button', { name: 'Import this game' }).click();
    await view.getByText('The game is imported.').waitFor();
    expect(await storedCount(guest.page)).toBe(1);
    await view.getByRole('link', { name: 'Open the game' }).click();
    await guest.page.locator('main diamonds-session-screen').getByText('Final standings').first().waitFor();
    expect(host.problems).toEqual([]);
    expect(guest.problems).toEqual([]);
  });

  it('sends an unfinished game as a backup that the fresh phone plays on', async () => {
    const host = await phone();
    const { url } = await shareFrom(host.page, 'diamonds-5p-in-progress.json', 'five');
    expect(url.startsWith(`${baseUrl}#/shared/b1.`)).toBe(true);

    const guest = await phone();
    await guest.page.goto(url);
    const view = guest.page.locator('shared-screen history-session');
    await view.getByRole('button', { name: 'Import this game' }).click();
    await view.getByRole('link', { name: 'Open the game' }).click();
    // The same game, under its own id, with its cards to play on.
    await guest.page.waitForFunction(() => location.hash === '#/session/five');
    await guest.page.locator('main diamonds-session-screen diamonds-card-picker').waitFor();
    expect(await storedCount(guest.page)).toBe(1);
    expect(guest.problems).toEqual([]);
  });

  it('says a damaged link is damaged, and writes nothing', async () => {
    const host = await phone();
    const { url } = await shareFrom(host.page, 'diamonds-6p-teams-thief.json', 'six');
    const guest = await phone();
    await guest.page.goto(url.slice(0, -40));
    await guest.page.getByRole('alert').getByText('This link is damaged').waitFor();
    await guest.page.getByText('Nothing was changed on this device.').waitFor();
    expect(await storedCount(guest.page)).toBe(0);
    expect(guest.problems).toEqual([]);
  });

  it('opens a link offline on a phone that has the app, and imports it', async () => {
    const { url } = await shareFrom((await phone()).page, 'diamonds-6p-teams-thief.json', 'six');
    const guest = await phone();
    await guest.page.goto(baseUrl);
    await waitForHome(guest.page);
    await guest.page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await guest.page.locator('pwa-toast [role=status]', { hasText: 'Ready to work offline' }).waitFor();
    await guest.page.context().setOffline(true);
    const tab = await guest.page.context().newPage();
    const problems = watchProblems(tab);
    await tab.goto(url);
    const view = tab.locator('shared-screen history-session');
    await view.getByRole('button', { name: 'Import this game' }).click();
    await view.getByText('The game is imported.').waitFor();
    expect(await storedCount(tab)).toBe(1);
    expect(problems).toEqual([]);
  });

  it('makes, copies, opens and imports a link over plain http at a LAN address', async () => {
    // 10.11.12.13 is this machine's preview server, reached as a phone on the table's network would.
    const lan = await chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_ARGS, '--host-resolver-rules=MAP 10.11.12.13 127.0.0.1'] });
    try {
      const at = baseUrl.replace('127.0.0.1', '10.11.12.13');
      const host = await phone(lan);
      const { url } = await shareFrom(host.page, 'diamonds-6p-teams-thief.json', 'six', at);
      expect(await host.page.evaluate(() => isSecureContext)).toBe(false);
      expect(url.startsWith(`${at}#/shared/r1.`)).toBe(true);
      await host.page.locator('share-link').getByRole('button', { name: 'Copy the link' }).click();
      await host.page.locator('share-link').getByRole('status').getByText('The link is copied.').waitFor();

      const guest = await phone(lan);
      await guest.page.goto(url);
      const view = guest.page.locator('shared-screen history-session');
      await view.locator('h1', { hasText: 'Diamonds' }).waitFor();
      expect(await view.locator('ul.reasons li', { hasText: 'D-MAJORITY' }).count()).toBeGreaterThan(0);
      await view.getByRole('button', { name: 'Import this game' }).click();
      await view.getByText('The game is imported.').waitFor();
      expect(await storedCount(guest.page)).toBe(1);
      expect(host.problems).toEqual([]);
      expect(guest.problems).toEqual([]);
    } finally {
      await lan.close();
    }
  });
});
