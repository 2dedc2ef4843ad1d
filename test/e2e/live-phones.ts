/**
 * Phones at a live table (docs/live-table.md) for the journeys: the built app and its relay served
 * by the table server on 127.0.0.1, started by the test file as `npm run table` starts it on a LAN;
 * a phone per browser context (its own database), a host that shares a seeded game, followers that
 * open the link and choose their seat, and the hooks the journeys read (events shown, status).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { cardName } from '../../src/i18n/cards';
import { diamondsGame, parseCard, type DiamondsConfig, type DiamondsEvent, type DiamondsState } from '../../src/rules/diamonds/index';
import type { Actor } from '../../src/rules/game';
import { DEFAULT_DB_NAME } from '../../src/store/db';
import { startTableServer, type TableServer } from '../../server/table-server';
import { SECURITY_HEADERS } from '../../server/security-headers';
import { dismissOfflineReady, launch, waitForHome, watchProblems } from './browser';
import { seed, sessionFromEvents, type Seed } from './seed';

/**
 * The address that stands for the table server's LAN address in the journeys (the browser maps it
 * to 127.0.0.1): the server answers to it as it answers to the laptop's own (server/hosts.ts).
 */
export const LAN_HOST = '192.168.123.234';

/** The table server of a test file, with the browser its phones open in. */
export class LiveTableServer {
  browser!: Browser;
  server: TableServer | undefined;
  port = 0;
  /** The same data folder across restarts: the relay keeps its rooms there, as `npm run table` does. */
  readonly dataDir = mkdtempSync(join(tmpdir(), 'tables-'));

  constructor(readonly distDir: string) {}

  async start(origins: string[] = []): Promise<void> {
    this.server = await startTableServer({
      root: this.distDir,
      headers: SECURITY_HEADERS,
      host: '127.0.0.1',
      port: this.port,
      dataDir: this.dataDir,
      origins,
      hosts: [LAN_HOST],
    });
    this.port = this.server.port;
  }

  async stop(): Promise<void> {
    await this.server?.close();
    this.server = undefined;
  }

  get base(): string {
    return `http://127.0.0.1:${this.port}/`;
  }
}

/** One table server and browser for a test file: started before its tests, stopped after them. */
export function useLiveTable(): LiveTableServer {
  const table = new LiveTableServer(inject('distDir'));
  beforeAll(async () => {
    table.browser = await launch();
    await table.start();
  });
  afterAll(async () => {
    await table.browser?.close();
    await table.stop();
  });
  return table;
}

/** Every WebSocket frame a page sent or received, as Playwright gives it. */
export interface Frame {
  page: string;
  sent: boolean;
  payload: string | Buffer;
}

export interface Phone {
  context: BrowserContext;
  page: Page;
  problems: string[];
}

export interface PhoneOptions {
  /** The browser to open it in (one launched with other flags). */
  browser?: Browser;
  /** The address of the app (the table server's own by default). */
  base?: string;
  /** Collects every WebSocket frame of the page here, under this name. */
  frames?: { name: string; into: Frame[] };
  viewport?: { width: number; height: number };
}

function recordFrames(page: Page, frames: PhoneOptions['frames']): void {
  if (!frames) return;
  page.on('websocket', (ws) => {
    ws.on('framesent', ({ payload }) => frames.into.push({ page: frames.name, sent: true, payload }));
    ws.on('framereceived', ({ payload }) => frames.into.push({ page: frames.name, sent: false, payload }));
  });
}

/** A phone that has the app open on its games list (its database made). */
export async function phone(table: LiveTableServer, options: PhoneOptions = {}): Promise<Phone> {
  const context = await (options.browser ?? table.browser).newContext({ viewport: options.viewport ?? { width: 360, height: 740 }, acceptDownloads: true });
  const page = await context.newPage();
  recordFrames(page, options.frames);
  const problems = watchProblems(page);
  await page.addLocatorHandler(page.locator('pwa-toast').getByRole('button', { name: 'Dismiss' }), (button) => button.click());
  await page.goto(options.base ?? table.base);
  await waitForHome(page);
  // Plain http at a LAN address is no secure context: no service worker, no toast.
  if (await page.evaluate(() => isSecureContext)) await dismissOfflineReady(page);
  return { context, page, problems };
}

/** Where a follower sits: a player's seat, watching, or recording for the whole table. */
export type SeatChoice = number | 'watch' | 'whole';

/** Opens a table's link on a phone and answers "Which seat does this phone play for?"; resolves once the game's screen is live. */
export async function follow(follower: Phone, link: string, seat: SeatChoice, screen = 'diamonds-session-screen[data-phase]'): Promise<void> {
  await follower.page.goto(link);
  await chooseSeat(follower.page, seat);
  await follower.page.locator(screen).waitFor({ timeout: 30_000 });
  await expect.poll(() => follower.page.locator('live-bar [data-status]').getAttribute('data-status'), { timeout: 20_000 }).toBe('live');
}

/** The seat question of a link just opened, answered. */
export async function chooseSeat(page: Page, seat: SeatChoice): Promise<void> {
  const join = page.locator('live-join');
  await join.getByRole('heading', { name: 'Which seat does this phone play for?' }).waitFor({ timeout: 30_000 });
  await join.locator(`button[data-seat="${seat}"]`).click();
}

/** A fresh phone (a new browser context: nothing stored) that goes straight to the link and takes `seat`. */
export async function openLink(table: LiveTableServer, link: string, seat: SeatChoice, options: PhoneOptions = {}): Promise<Phone> {
  const context = await (options.browser ?? table.browser).newContext({ viewport: options.viewport ?? { width: 360, height: 740 } });
  const page = await context.newPage();
  recordFrames(page, options.frames);
  const problems = watchProblems(page);
  await page.addLocatorHandler(page.locator('pwa-toast').getByRole('button', { name: 'Dismiss' }), (button) => button.click());
  await page.goto(link);
  await chooseSeat(page, seat);
  return { context, page, problems };
}

/**
 * A host with a game set up (`rows`), opened on `screen` and shared; returns the link it shows.
 * `whole`: the host lets a phone record for the whole table.
 */
export async function hostTable(host: Phone, id: string, rows: Seed, screen = 'diamonds-session-screen[data-phase="deal"]', whole = false): Promise<string> {
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
  if (whole) {
    await bar.locator('input[data-action="whole"]').check();
    await expect.poll(() => bar.locator('input[data-action="whole"]').isChecked()).toBe(true);
  }
  return (await link.getAttribute('href')) ?? '';
}

/** Resolves once the page's Diamonds screen shows `events` events. */
export async function shows(page: Page, events: number, timeout = 20_000): Promise<void> {
  await page.waitForFunction((n) => document.querySelector('diamonds-session-screen')?.getAttribute('data-events') === String(n), events, {
    polling: 'raf',
    timeout,
  });
}

/** The events shown on the page's Diamonds screen now. */
export async function shown(page: Page): Promise<number> {
  return Number(await page.locator('diamonds-session-screen').getAttribute('data-events'));
}

/** A Diamonds game of these players (standard, no thief) with `events` recorded, as stored on the host. */
export function diamondsGameOf(players: string[], id: string, events: DiamondsEvent[] = []): Seed {
  return sessionFromEvents('diamonds', { players, variant: 'standard', thief: null }, events, id, Date.now());
}

/** Who acts in each event of a legal Diamonds log (the seat a phone must play for to record it). */
export function actorsOf(config: DiamondsConfig, events: readonly DiamondsEvent[]): Actor[] {
  let state: DiamondsState = diamondsGame.initial(config);
  return events.map((event) => {
    const actor = diamondsGame.actor(config, state, event);
    const next = diamondsGame.apply(state, event);
    if (!next.ok) throw new Error(`not legal: ${JSON.stringify(event)}`);
    state = next.state;
    return actor;
  });
}

/** The failed write the page's Diamonds screen shows, if any. */
export function problemText(page: Page): Promise<string> {
  return page
    .locator('diamonds-session-screen .problem')
    .textContent({ timeout: 1000 })
    .then((t) => (t ?? '').replace(/\s+/g, ' ').trim())
    .catch(() => ''); // no problem shown: ''
}

/** Ann, Bo, Cy and Di; Di deals round 1, so Ann leads its first trick. */
export const ANN_LEADS = { players: ['Ann', 'Bo', 'Cy', 'Di'], deal: { type: 'deal', dealer: 3, pass: 3 } as DiamondsEvent };
export const play = (card: string): DiamondsEvent => ({ type: 'play', card });

/** The events of a session as the page's database holds them, in order (read with the raw API). */
export function storedEvents(page: Page, sessionId: string): Promise<unknown[]> {
  return page.evaluate(
    ({ name, sessionId }) =>
      new Promise<unknown[]>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const range = IDBKeyRange.bound([sessionId, -Infinity], [sessionId, Infinity]);
          const all = db.transaction('events').objectStore('events').getAll(range);
          all.onsuccess = () => (db.close(), resolve((all.result as { event: unknown }[]).map((row) => row.event)));
          all.onerror = () => (db.close(), reject(all.error));
        };
      }),
    { name: DEFAULT_DB_NAME, sessionId },
  );
}

/** A tap on a card key that waits for nothing (the screen may refuse it). */
/**
 * Presses a card key. `offTurn`: on another seat's turn, where the phone's keys are dimmed and
 * aria-disabled (which Playwright waits out as disabled); the key is checked to look it, and tapped
 * all the same, as a player still can.
 */
export async function pressCard(page: Page, code: string, { offTurn = false } = {}): Promise<void> {
  const card = parseCard(code);
  if (!card) throw new Error(code);
  const key = page.locator('diamonds-session-screen diamonds-card-picker').getByRole('button', { name: cardName(card), exact: true });
  if (!offTurn) return key.click();
  await key.and(page.locator('[aria-disabled="true"]')).waitFor();
  await key.click({ force: true });
}
