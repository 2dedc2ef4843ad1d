/**
 * The live table (docs/live-table.md) on three phones: the built app and its relay served by the
 * table server on 127.0.0.1, started inside the test, as `npm run table` starts it on a LAN.
 */
import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { cardName } from '../../src/i18n/cards';
import { rejectionText } from '../../src/i18n/rule-messages';
import { diamondsGame, parseCard, type DiamondsEvent } from '../../src/rules/diamonds/index';
import { replayDiamonds } from '../../src/rules/diamonds/replay';
import { startTableServer, type TableServer } from '../../server/table-server';
import { CSP } from '../../vite.config';
import { launch, waitForHome, watchProblems } from './browser';
import { seed, sessionFromRecord } from './seed';

const distDir = inject('distDir');
let browser: Browser;
let server: TableServer;
let port = 0;

async function startServer(): Promise<void> {
  server = await startTableServer({ root: distDir, csp: CSP, host: '127.0.0.1', port });
  port = server.port;
}

beforeAll(async () => {
  browser = await launch();
  await startServer();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const RECORD = JSON.parse(readFileSync(new URL('../../examples/diamonds-4p-standard.json', import.meta.url), 'utf8')) as unknown;
const parsed = diamondsGame.parseRecord(RECORD);
if (!parsed.ok) throw new Error(rejectionText(parsed.error));
const EVENTS: DiamondsEvent[] = parsed.events;

interface Phone {
  context: BrowserContext;
  page: Page;
  problems: string[];
}

async function phone(): Promise<Phone> {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, acceptDownloads: true });
  const page = await context.newPage();
  const problems = watchProblems(page);
  await page.addLocatorHandler(page.locator('pwa-toast').getByRole('button', { name: 'Dismiss' }), (button) => button.click());
  await page.goto(`http://127.0.0.1:${port}/`);
  await waitForHome(page);
  return { context, page, problems };
}

/** A host with the example's game set up (no event yet), shared; returns the link it shows. */
async function hostTable(host: Phone, id: string): Promise<string> {
  const rows = sessionFromRecord('diamonds-4p-standard.json', id, Date.now());
  rows.sessions = rows.sessions.map((s) => ({ ...s, length: 0, status: 'in-progress', standings: s.standings.map((l) => ({ ...l, score: 0 })), winners: [], revision: 0 }));
  rows.events = [];
  await seed(host.page, rows);
  await host.page.evaluate((sid) => (location.hash = `#/session/${sid}`), id);
  await host.page.locator('diamonds-session-screen[data-phase="deal"]').waitFor();
  const bar = host.page.locator('diamonds-session-screen live-bar');
  await bar.getByRole('button', { name: 'Share this table' }).click();
  const link = bar.locator('a[data-link]');
  await link.waitFor();
  await expect.poll(() => bar.locator('[role="status"][data-status]').getAttribute('data-status')).toBe('live');
  expect(await bar.locator('dl-qr-code svg path').count()).toBe(1);
  return (await link.getAttribute('href')) ?? '';
}

async function follow(follower: Phone, link: string): Promise<void> {
  await follower.page.goto(link);
  await follower.page.locator('diamonds-session-screen[data-phase]').waitFor({ timeout: 30_000 });
  await expect.poll(() => follower.page.locator('live-bar [data-status]').getAttribute('data-status')).toBe('live');
}

async function shows(page: Page, events: number): Promise<void> {
  await page.waitForFunction((n) => document.querySelector('diamonds-session-screen')?.getAttribute('data-events') === String(n), events, { polling: 'raf', timeout: 20_000 });
}

/** Records one event on a phone's screen, as a player taps it. */
async function tap(page: Page, event: DiamondsEvent, firstDealer: boolean): Promise<void> {
  const screen = page.locator('diamonds-session-screen');
  if (event.type === 'deal') {
    const form = screen.locator('diamonds-deal-form');
    if (firstDealer) await form.locator('input[name="dealer"]').nth(event.dealer).check();
    await form.getByRole('button', { name: `Pass ${event.pass}` }).click();
  } else if (event.type === 'play') {
    const card = parseCard(event.card);
    if (!card) throw new Error(event.card);
    await screen.locator('diamonds-card-picker').getByRole('button', { name: cardName(card), exact: true }).click();
  } else if (event.type === 'steal') {
    await screen.locator(`diamonds-steal-chooser button[data-victim="${event.victim}"]`).click();
  } else throw new Error(`not tapped here: ${event.type}`);
}

async function standings(page: Page) {
  const rows = page.locator('diamonds-game-summary [data-testid="final-standings"] tbody tr');
  await rows.first().waitFor();
  const out = [];
  for (let i = 0; i < (await rows.count()); i++) {
    const row = rows.nth(i);
    out.push({
      players: JSON.parse((await row.getAttribute('data-players')) ?? '[]') as string[],
      score: Number(await row.locator('[data-field="score"]').textContent()),
    });
  }
  return out.sort((a, b) => (a.players[0] ?? '').localeCompare(b.players[0] ?? ''));
}

describe('the live table', () => {
  it('a host and two followers play a 4-player game to the end, the followers recording cards, through a relay restart and a follower offline', async () => {
    const host = await phone();
    const ann = await phone();
    const bob = await phone();
    const id = 'live-0000-4000-8000-000000000001';
    const link = await hostTable(host, id);
    expect(link).toMatch(/#\/live\/[A-Za-z0-9_-]{22}\/ws%3A%2F%2F127\.0\.0\.1/);
    await follow(ann, link);
    await follow(bob, link);
    // Ann's seat: her phone shows her Vault and no one else's, and says it hides by screen only.
    await ann.page.locator('live-bar select[data-action="seat"]').selectOption({ index: 1 });
    await expect.poll(() => ann.page.locator('live-bar p.muted').textContent()).toContain('not by cryptography');
    await expect.poll(() => ann.page.locator('diamonds-board td[data-zone="vault"] .hidden').count()).toBe(3);
    expect(await ann.page.locator('diamonds-board tr[data-side="0"] td[data-zone="vault"] .hidden').count()).toBe(0);

    const phones = [host, ann, bob];
    let count = 0;
    /** The next event, tapped on its phone: the host deals, the followers record every card and choice. */
    const next = async (on: Phone | null, everyone: Phone[]): Promise<void> => {
      const event = EVENTS[count] as DiamondsEvent;
      const who = event.type === 'deal' ? host : (on ?? (count % 2 === 0 ? ann : bob));
      await tap(who.page, event, count === 0);
      count++;
      for (const p of everyone) await shows(p.page, count);
    };
    while (count < EVENTS.length) {
      await next(null, phones);
      if (count === 20) {
        // The relay restarts mid-round: every phone says it is offline, then live again.
        await server.close();
        for (const p of phones) await expect.poll(() => p.page.locator('live-bar [data-status]').getAttribute('data-status')).toBe('offline');
        await startServer();
        for (const p of phones) await expect.poll(() => p.page.locator('live-bar [data-status]').getAttribute('data-status'), { timeout: 20_000 }).toBe('live');
      }
      if (count === 40) {
        // Bob's phone loses the network; the game goes on; back, it has everything.
        await bob.context.setOffline(true);
        await expect.poll(() => bob.page.locator('live-bar [data-status]').getAttribute('data-status'), { timeout: 20_000 }).toBe('offline');
        for (let k = 0; k < 3; k++) await next(ann, [host, ann]);
        await bob.context.setOffline(false);
        await shows(bob.page, count);
      }
    }
    for (const p of phones) await p.page.locator('diamonds-session-screen[data-phase="over"]').waitFor();
    const expected = replayDiamonds(RECORD);
    if (!expected.ok) throw new Error(rejectionText(expected.error));
    const want = expected.output.standings.map((l) => ({ players: l.players, score: l.score })).sort((a, b) => (a.players[0] ?? '').localeCompare(b.players[0] ?? ''));
    for (const p of phones) expect(await standings(p.page)).toEqual(want);
    // And the record the host exports replays to the same standings.
    const [download] = await Promise.all([
      host.page.waitForEvent('download'),
      host.page.locator('diamonds-game-summary').getByRole('button', { name: 'Export record (.json)' }).click(),
    ]);
    const exported = replayDiamonds(JSON.parse(readFileSync(await download.path(), 'utf8')) as unknown);
    expect(exported.ok && exported.output.standings).toEqual(expected.output.standings);
    for (const p of phones) expect(p.problems).toEqual([]);
    for (const p of phones) await p.context.close();
  }, 600_000);

  it('a tap on a phone that is offline is refused and not recorded; back online it shows the host\'s game', async () => {
    const host = await phone();
    const ann = await phone();
    const id = 'live-0000-4000-8000-000000000002';
    const link = await hostTable(host, id);
    await follow(ann, link);
    await tap(host.page, EVENTS[0] as DiamondsEvent, true);
    await shows(ann.page, 1);
    // Ann goes offline; meanwhile the host records the first card. Ann taps it too: her phone says
    // it cannot reach the table and records nothing; back online, it shows the host's game.
    await ann.context.setOffline(true);
    await expect.poll(() => ann.page.locator('live-bar [data-status]').getAttribute('data-status')).toBe('offline');
    await tap(host.page, EVENTS[1] as DiamondsEvent, false);
    await shows(host.page, 2);
    await tap(ann.page, EVENTS[1] as DiamondsEvent, false);
    await expect.poll(() => ann.page.locator('diamonds-session-screen .problem').textContent()).toContain('not connected to the table');
    await ann.context.setOffline(false);
    await shows(ann.page, 2);
    expect(ann.problems).toEqual([]);
    await ann.context.close();
    await host.context.close();
  }, 180_000);
});
