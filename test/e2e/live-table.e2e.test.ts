/**
 * The live table (docs/live-table.md) on three phones: the built app and its relay served by the
 * table server on 127.0.0.1, started inside the test, as `npm run table` starts it on a LAN.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { rejectionText } from '../../src/i18n/rule-messages';
import { diamondsGame, type DiamondsEvent } from '../../src/rules/diamonds/index';
import { replayDiamonds } from '../../src/rules/diamonds/replay';
import { diamsGame, type DiamsEvent } from '../../src/rules/diams';
import { replayDiams } from '../../src/rules/diams/replay';
import { replay } from '../../src/store/log';
import { startTableServer, type TableServer } from '../../server/table-server';
import { SECURITY_HEADERS } from '../../vite.config';
import { launch, waitForHome, watchProblems } from './browser';
import { enterSheet } from './diams-sheet';
import { tap } from './diamonds-tap';
import { seed, unplayedFromRecord, type Seed } from './seed';

const distDir = inject('distDir');
let browser: Browser;
let server: TableServer;
let port = 0;
const dataDir = mkdtempSync(join(tmpdir(), 'tables-'));

async function startServer(origins: string[] = []): Promise<void> {
  // The same data folder across restarts: the relay keeps its rooms there, as `npm run table` does.
  server = await startTableServer({ root: distDir, headers: SECURITY_HEADERS, host: '127.0.0.1', port, dataDir, origins });
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

/** A phone that never opened the app: a fresh browser context goes straight to the link. */
async function openLink(link: string): Promise<Phone> {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  const problems = watchProblems(page);
  await page.addLocatorHandler(page.locator('pwa-toast').getByRole('button', { name: 'Dismiss' }), (button) => button.click());
  await page.goto(link);
  await page.locator('diamonds-session-screen[data-phase]').waitFor({ timeout: 30_000 });
  return { context, page, problems };
}

async function phone(): Promise<Phone> {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, acceptDownloads: true });
  const page = await context.newPage();
  const problems = watchProblems(page);
  await page.addLocatorHandler(page.locator('pwa-toast').getByRole('button', { name: 'Dismiss' }), (button) => button.click());
  await page.goto(`http://127.0.0.1:${port}/`);
  await waitForHome(page);
  // The "ready to work offline" toast takes its room at the top of the page: let it come and go
  // before any tap, or the page moves under the tap when it leaves.
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.locator('pwa-toast .toast').waitFor({ timeout: 10_000 }).catch(() => undefined);
  await page.locator('pwa-toast .toast').waitFor({ state: 'detached' });
  return { context, page, problems };
}

/** A host with a game set up (the example's Diamonds one unless told), shared; returns the link it shows. */
async function hostTable(host: Phone, id: string, rows: Seed = unplayedFromRecord('diamonds-4p-standard.json', id), screen = 'diamonds-session-screen[data-phase="deal"]'): Promise<string> {
  await seed(host.page, rows);
  await host.page.evaluate((sid) => (location.hash = `#/session/${sid}`), id);
  await host.page.locator(screen).waitFor();
  const bar = host.page.locator('live-bar');
  await bar.getByRole('button', { name: 'Share this table' }).click();
  const link = bar.locator('a[data-link]');
  await link.waitFor();
  await expect.poll(() => bar.locator('[role="status"][data-status]').getAttribute('data-status')).toBe('live');
  expect(await bar.locator('[role="status"][data-status]').textContent()).toBe('Live · 1 phone at the table');
  expect(await bar.locator('dl-qr-code svg path').count()).toBe(1);
  return (await link.getAttribute('href')) ?? '';
}

async function follow(follower: Phone, link: string, screen = 'diamonds-session-screen[data-phase]'): Promise<void> {
  await follower.page.goto(link);
  await follower.page.locator(screen).waitFor({ timeout: 30_000 });
  await expect.poll(() => follower.page.locator('live-bar [data-status]').getAttribute('data-status')).toBe('live');
}

async function shows(page: Page, events: number): Promise<void> {
  await page.waitForFunction((n) => document.querySelector('diamonds-session-screen')?.getAttribute('data-events') === String(n), events, { polling: 'raf', timeout: 20_000 });
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

/** The points of round 1 as a Diam's screen shows them, by player. */
function roundPoints(page: Page, players: readonly string[]): Promise<Record<string, number>> {
  return page.evaluate((names) => {
    const summary = document.querySelector('diams-session-screen')?.shadowRoot?.querySelector('diams-round-summary');
    const points: Record<string, number> = {};
    names.forEach((name, seat) => {
      points[name] = Number(summary?.shadowRoot?.querySelector(`table.player[data-seat="${seat}"] td[data-points]`)?.textContent?.trim());
    });
    return points;
  }, players);
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
        // In words, as each phone is: the host's changes wait; a follower records nothing meanwhile.
        expect(await host.page.locator('live-bar [data-status]').textContent()).toContain('changes wait on this phone');
        for (const p of [ann, bob]) expect(await p.page.locator('live-bar [data-status]').textContent()).toContain('records nothing until it is live again');
        await startServer();
        for (const p of phones) await expect.poll(() => p.page.locator('live-bar [data-status]').getAttribute('data-status'), { timeout: 20_000 }).toBe('live');
        for (const p of phones) await expect.poll(() => p.page.locator('live-bar [data-status]').textContent()).toBe('Live · 3 phones at the table');
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

  it('a follower takes over after the host closes, records a card as the new host, and the other follower sees it', async () => {
    const host = await phone();
    const ann = await phone();
    const bob = await phone();
    const id = 'live-0000-4000-8000-000000000003';
    const link = await hostTable(host, id);
    await follow(ann, link);
    await follow(bob, link);
    for (let i = 0; i < 3; i++) {
      await tap(i === 0 ? host.page : ann.page, EVENTS[i] as DiamondsEvent, i === 0);
      for (const p of [host, ann, bob]) await shows(p.page, i + 1);
    }
    // The host's phone is gone. Ann confirms the take-over: her phone now hosts the table.
    await host.context.close();
    ann.page.once('dialog', (dialog) => void dialog.accept());
    await ann.page.locator('live-bar').getByRole('button', { name: 'Take over as host' }).click();
    await expect.poll(() => ann.page.locator('live-bar strong').textContent()).toBe('You host this table');
    expect(await ann.page.locator('live-bar').getByRole('button', { name: 'Take over as host' }).count()).toBe(0);
    // As the host she records the next card herself; Bob, still following, sees it.
    await tap(ann.page, EVENTS[3] as DiamondsEvent, false);
    await shows(ann.page, 4);
    await shows(bob.page, 4);
    // Bob records the one after: the new host answers his proposal.
    await tap(bob.page, EVENTS[4] as DiamondsEvent, false);
    await shows(bob.page, 5);
    await shows(ann.page, 5);
    expect(await bob.page.locator('live-bar strong').textContent()).toBe("Following the host's game");
    // Undo and Redo stay with the host: the follower has none and says why; the new host has them.
    const bobBar = bob.page.locator('diamonds-session-screen session-toolbar');
    expect(await bobBar.locator('[data-action="undo"], [data-action="redo"]').count()).toBe(0);
    expect(await bobBar.locator('.host-only').textContent()).toBe('Undo and Redo stay with the host.');
    expect(await ann.page.locator('diamonds-session-screen session-toolbar [data-action="undo"]').isEnabled()).toBe(true);
    for (const p of [ann, bob]) expect(p.problems).toEqual([]);
    for (const p of [ann, bob]) await p.context.close();
  }, 240_000);

  it("a follower's tap made against an old revision is refused: it says why, as the host would, and shows the current game", async () => {
    const host = await phone();
    const ann = await phone();
    // Ann's connection to the relay, through a gate that can hold what the relay sends her: her
    // phone stays live but a step behind the host, as on a slow network.
    let hold = false;
    const held: (() => void)[] = [];
    await ann.context.routeWebSocket(/\/sync$/, (ws) => {
      const relay = ws.connectToServer();
      relay.onMessage((message) => (hold ? held.push(() => ws.send(message)) : ws.send(message)));
    });
    const id = 'live-0000-4000-8000-000000000004';
    const link = await hostTable(host, id);
    await follow(ann, link);
    await tap(host.page, EVENTS[0] as DiamondsEvent, true);
    await shows(ann.page, 1);
    hold = true;
    await tap(host.page, EVENTS[1] as DiamondsEvent, false);
    await shows(host.page, 2);
    // Ann, not yet shown the host's card, taps the same one against the log she saw.
    await tap(ann.page, EVENTS[1] as DiamondsEvent, false);
    await host.page.waitForTimeout(500);
    hold = false;
    for (const send of held.splice(0)) send();
    const problem = ann.page.locator('diamonds-session-screen .problem');
    await expect.poll(() => problem.textContent()).toContain('This game changed elsewhere');
    // Said as it happened: another phone at the table, not a tab of this one.
    expect(await problem.textContent()).toContain('Another phone at the table (or another tab) recorded first');
    expect(await problem.textContent()).not.toContain('window');
    await shows(ann.page, 2);
    // Recorded once, by the host; Ann's phone shows the game as it is now.
    await shows(host.page, 2);
    expect(await ann.page.locator('diamonds-session-screen').getAttribute('data-events')).toBe('2');
    for (const p of [host, ann]) expect(p.problems).toEqual([]);
    for (const p of [host, ann]) await p.context.close();
  }, 180_000);

  it("a Diam's round sheet entered on a follower is scored on the host and on every phone", async () => {
    const host = await phone();
    const ann = await phone();
    const id = 'live-0000-4000-8000-000000000005';
    const raw = JSON.parse(readFileSync(new URL('../../examples/diams-4p.json', import.meta.url), 'utf8')) as unknown;
    const record = diamsGame.parseRecord(raw);
    if (!record.ok) throw new Error(rejectionText(record.error));
    const empty = replay(diamsGame as never, record.config, []);
    if (!empty.ok) throw new Error('the empty game');
    const now = Date.now();
    const rows: Seed = { sessions: [{ id, game: 'diams', config: record.config, createdAt: now, updatedAt: now, redo: [], ...empty.derived }], events: [] };
    const link = await hostTable(host, id, rows, 'diams-session-screen[data-status="ready"]');
    await follow(ann, link, 'diams-session-screen[data-status="ready"]');
    await expect.poll(() => ann.page.locator('live-bar [data-status]').getAttribute('data-status')).toBe('live');
    // Ann fills in the four sheets of round 1 on her phone and scores the round: the host appends it.
    const round = record.events[0] as DiamsEvent;
    for (const [seat, sheet] of round.sheets.entries()) await enterSheet(ann.page, seat, sheet);
    await ann.page.locator('diams-session-screen').getByRole('button', { name: 'Score round 1' }).click();
    for (const p of [ann, host]) await expect.poll(() => p.page.locator('diams-session-screen').getAttribute('data-rounds'), { timeout: 20_000 }).toBe('1');
    const expected = replayDiams(raw);
    if (!expected.ok) throw new Error(rejectionText(expected.error));
    const players = record.config.players;
    for (const p of [host, ann]) expect(await roundPoints(p.page, players)).toEqual(expected.output.rounds[0]?.points);
    // Undo and Redo stay with the host here too.
    expect(await ann.page.locator('diams-session-screen session-toolbar [data-action="undo"]').count()).toBe(0);
    expect(await host.page.locator('diams-session-screen session-toolbar [data-action="undo"]').count()).toBe(1);
    for (const p of [host, ann]) expect(p.problems).toEqual([]);
    for (const p of [host, ann]) await p.context.close();
  }, 180_000);

  it('a share link opens the game on a fresh phone, through the relay set in Settings', async () => {
    // The relay lets in only pages of its own address and those it is told of (TABLE_ORIGINS): a
    // page of 127.0.0.1 reaching it as localhost is one of another site, as a hosted relay sees.
    await server.close();
    await startServer([`http://127.0.0.1:${port}`]);
    const host = await phone();
    // The host's relay, set in Settings: the same server by another name, so the link shows it is used.
    const relay = `ws://localhost:${port}/sync`;
    await host.page.evaluate(() => (location.hash = '#/settings'));
    const setting = host.page.locator('settings-screen relay-setting');
    await setting.getByLabel('Relay address').fill('http://localhost/sync');
    await setting.getByRole('button', { name: 'Save the relay' }).click();
    await expect.poll(() => setting.locator('[role="status"]').textContent()).toContain('Not kept');
    await setting.getByLabel('Relay address').fill(relay);
    await setting.getByRole('button', { name: 'Save the relay' }).click();
    await expect.poll(() => setting.locator('[role="status"]').textContent()).toContain('Saved');
    const id = 'live-0000-4000-8000-000000000006';
    const link = await hostTable(host, id);
    expect(link).toContain(`/${encodeURIComponent(relay)}`);
    for (let i = 0; i < 2; i++) await tap(host.page, EVENTS[i] as DiamondsEvent, i === 0);
    await shows(host.page, 2);
    const { context, page, problems } = await openLink(link);
    await shows(page, 2);
    await expect.poll(() => page.locator('live-bar [data-status]').getAttribute('data-status')).toBe('live');
    expect(await page.locator('live-bar strong').textContent()).toBe("Following the host's game");
    expect(problems).toEqual([]);
    expect(host.problems).toEqual([]);
    await context.close();
    await host.context.close();
  }, 180_000);

  it('a phone opens the link after the host has left and the relay has restarted: the relay kept the game', async () => {
    const host = await phone();
    const id = 'live-0000-4000-8000-000000000007';
    const link = await hostTable(host, id);
    const bar = host.page.locator('live-bar');
    // The days are the ones this server says it keeps (its default, as `npm run table`'s).
    await expect.poll(() => bar.locator('p[data-kept]').textContent()).toContain('no phone has opened for 30 days');
    for (let i = 0; i < 2; i++) await tap(host.page, EVENTS[i] as DiamondsEvent, i === 0);
    await shows(host.page, 2);
    // The host's phone is gone, then the relay restarts: no phone holds the game any more.
    expect(host.problems).toEqual([]);
    await host.context.close();
    await server.close();
    await startServer();
    const { context, page, problems } = await openLink(link);
    await shows(page, 2);
    await expect.poll(() => page.locator('live-bar [data-status]').textContent()).toBe('Live · 1 phone at the table');
    expect(problems).toEqual([]);
    await context.close();
  }, 180_000);

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
