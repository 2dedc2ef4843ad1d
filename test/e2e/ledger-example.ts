/**
 * A person's devices linked in one ledger (docs/sync.md), for the ledger journeys and
 * bench/link-device.ts: the table server (the built app and its relay) in a Node process of its own
 * on a fixed port, so that a journey can kill it and start it again on the same data folder; a
 * device per browser context (its own database) at 390×844; and the taps a person makes in Settings →
 * Devices, on the link's screen, in the data panel and on Players. Nothing is written into the
 * page's store: every game and name comes in through the app's own screens.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { bigBackup } from '../../bench/big-backup';
import { DEFAULT_DB_NAME } from '../../src/store/db';
import { afterAll, beforeAll } from 'vitest';
import { freePort, startRelayProcess, stopAll, tempFolder, type RelayProcess } from '../support/scale-out';
import { dismissOfflineReady, waitForHome, watchProblems } from './browser';
import type { InPage } from './seed';

export const PHONE = { width: 390, height: 844 } as const;

/** Distinctive names in place of the big backup's short ones: no frame or file may hold any of them. */
const RENAMES: Record<string, string> = {
  Ann: 'Annabelle',
  Bob: 'Bartholomew',
  Cy: 'Cyrano',
  Dee: 'Delphine',
  Eve: 'Esmeralda',
  Finn: 'Fitzgerald',
  Gus: 'Gwendolyn',
  Hana: 'Hyacinthe',
  Ivo: 'Ignatius',
  Kai: 'Kunigunde',
  Lou: 'Leopoldine',
  Zoë: 'Zenobia',
};
export const NAMES = Object.values(RENAMES);

/** Every string of a JSON value that is a short name, renamed. */
function renamed(value: unknown): unknown {
  if (typeof value === 'string') return RENAMES[value] ?? value;
  if (Array.isArray(value)) return value.map(renamed);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, renamed(v)]));
  return value;
}

/** A backup file of `games` games (bench/big-backup.ts) whose twelve players have distinctive names, written to a temporary file. */
export function namedBackupFile(games: number): { file: string; games: number; players: number } {
  const backup = JSON.parse(bigBackup(games).text) as { players: unknown[] };
  const text = JSON.stringify(renamed(backup));
  for (const short of Object.keys(RENAMES)) if (text.includes(`"${short}"`)) throw new Error(`${short} is left in the backup`);
  const file = join(tempFolder('ledger-backup-'), 'diamond-ledger-backup.json');
  writeFileSync(file, text);
  return { file, games, players: backup.players.length };
}

/** The table server in a process of its own, on one port and one data folder across restarts. */
/**
 * Every device of a test file reaches the table server from one address (127.0.0.1), so its
 * per-address budgets (server/budgets.ts) are those of a file's devices, not of one person's: three
 * ledgers of 32 shards each outran the 64 new rooms at once (TABLE_NEW_ROOMS_BURST), and the third
 * device never said synced.
 */
const ONE_ADDRESS_FOR_ALL = { TABLE_NEW_ROOMS_BURST: '1024', TABLE_NEW_ROOMS_PER_HOUR: '4096', TABLE_STORED_MB_PER_HOUR: '1024' };

export class TableProcess {
  private process: RelayProcess | undefined;
  port = 0;
  readonly dataDir = tempFolder('ledger-tables-');

  constructor(readonly distDir: string) {}

  async start(): Promise<void> {
    if (!this.port) this.port = await freePort();
    this.process = await startRelayProcess({ root: this.distDir, dataDir: this.dataDir, port: this.port, env: ONE_ADDRESS_FOR_ALL });
  }

  /** Killed as a crash would kill it (SIGKILL): nothing is stored on the way out. */
  async kill(): Promise<void> {
    await this.process?.kill('SIGKILL');
    this.process = undefined;
  }

  async close(): Promise<void> {
    await this.process?.close();
    this.process = undefined;
  }

  get base(): string {
    return `http://127.0.0.1:${this.port}/`;
  }
}

/** The table server for a test file: started before its tests, stopped after them. */
export function useTableServer(distDir: string): TableProcess {
  const server = new TableProcess(distDir);
  beforeAll(() => server.start());
  afterAll(() => stopAll());
  return server;
}

/** Every WebSocket frame of a device, as Playwright gives it. */
export interface Frame {
  device: string;
  sent: boolean;
  payload: string | Buffer;
}

export interface Device {
  name: string;
  context: BrowserContext;
  page: Page;
  problems: string[];
}

/** A device with the app open on Home (its database made), its frames recorded into `frames`. */
export async function device(
  browser: Browser,
  base: string,
  name: string,
  frames: Frame[],
  options: { colorScheme?: 'light' | 'dark'; locale?: string; initScript?: string } = {},
): Promise<Device> {
  const context = await browser.newContext({
    viewport: PHONE,
    acceptDownloads: true,
    colorScheme: options.colorScheme ?? 'light',
    locale: options.locale ?? 'en-US',
  });
  // Before any page of the context: bench/link-device.ts watches the main thread from the first task.
  if (options.initScript) await context.addInitScript(options.initScript);
  const page = await context.newPage();
  page.on('websocket', (ws) => {
    ws.on('framesent', ({ payload }) => frames.push({ device: name, sent: true, payload }));
    ws.on('framereceived', ({ payload }) => frames.push({ device: name, sent: false, payload }));
  });
  const problems = watchProblems(page);
  await page.addLocatorHandler(page.locator('pwa-toast .toast'), (toast) => toast.locator('button').last().click());
  await page.goto(base);
  await waitForHome(page);
  await dismissOfflineReady(page);
  return { name, context, page, problems };
}

export async function go(page: Page, hash: string): Promise<void> {
  await page.evaluate((h) => (location.hash = h), hash);
}

/** Restores a backup file through Settings' data panel, as a person would; resolves on "N games restored". */
export async function restoreFile(page: Page, file: string, games: number): Promise<void> {
  await go(page, '#/settings');
  const input = page.locator('data-panel input#backup');
  await input.waitFor({ state: 'attached' });
  await input.setInputFiles(file);
  await page
    .locator('data-panel .result[role="status"]')
    .filter({ hasText: `${games} games restored` })
    .waitFor({ timeout: 300_000 });
}

/** Settings → Devices → Link another device: the link it shows. */
export async function linkAnother(page: Page): Promise<string> {
  await go(page, '#/settings');
  const card = page.locator('devices-setting');
  await card.locator('button[data-action="link"]').click();
  const input = card.locator('input#ledger-link');
  await input.waitFor();
  await card.locator('dl-qr-code svg').waitFor();
  return input.inputValue();
}

/** Opens a ledger's link and taps Join. */
export async function openAndJoin(page: Page, link: string): Promise<void> {
  await page.goto(link);
  const join = page.locator('ledger-join');
  await join.locator('button[data-action="join"]').click();
}

/** The sync's state as the status line on screen says it (Settings → Devices or the link's screen). */
export function shownState(page: Page): Promise<string | null> {
  return page
    .locator('ledger-status-line [data-state]')
    .first()
    .getAttribute('data-state', { timeout: 2000 })
    .catch(() => null); // no status line on screen yet: null
}

/** Resolves once the status line on screen says synced. */
export async function untilSynced(page: Page, timeout = 60_000): Promise<void> {
  await page.locator('ledger-status-line [data-state="synced"]').first().waitFor({ timeout });
}

/** The page's games as its database holds them (read with the raw API): id, players, forkOf. */
export function storedGames(page: InPage): Promise<{ id: string; players: string[]; forkOf?: string; length: number }[]> {
  return page.evaluate(
    (name) =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const all = db.transaction('sessions').objectStore('sessions').getAll();
          all.onsuccess = () => {
            db.close();
            resolve(
              (all.result as { id: string; players: string[]; forkOf?: string; length: number }[]).map(({ id, players, forkOf, length }) => ({
                id,
                players,
                forkOf,
                length,
              })),
            );
          };
          all.onerror = () => (db.close(), reject(all.error));
        };
      }),
    DEFAULT_DB_NAME,
  );
}

/**
 * The cards of a game's log as the page's database holds it (read with the raw API), as the store
 * reads a log: the packed row at position -1 (a restore's or the ledger's first events) with every
 * row written at a position since in its place, `length` events long.
 */
export function storedCards(page: Page, sessionId: string): Promise<string[]> {
  return page.evaluate(
    ({ name, sessionId }) =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction(['sessions', 'events']);
          const session = tx.objectStore('sessions').get(sessionId);
          const rows = tx.objectStore('events').getAll(IDBKeyRange.bound([sessionId, -Infinity], [sessionId, Infinity]));
          tx.oncomplete = () => {
            db.close();
            try {
              const log: unknown[] = [];
              for (const row of rows.result as { seq: number; event: unknown; packed?: string }[]) {
                if (row.seq === -1 && row.packed) log.push(...(JSON.parse(row.packed) as { event: unknown }[]).map((p) => p.event));
                else if (row.seq >= 0) log[row.seq] = row.event;
              }
              const length = (session.result as { length: number }).length;
              resolve(
                log.slice(0, length).flatMap((e) => {
                  const event = e as { type?: string; card?: string } | null;
                  return event?.type === 'play' && event.card ? [event.card] : [];
                }),
              );
            } catch (error) {
              reject(error);
            }
          };
          tx.onerror = () => (db.close(), reject(tx.error));
        };
      }),
    { name: DEFAULT_DB_NAME, sessionId },
  );
}

/** How many games the page's database holds (0 when the app has not made its database yet). */
export function storedCount(page: Page): Promise<number> {
  return page.evaluate(async (name) => {
    // Opening a database that is not there would make an empty one the app then has to upgrade.
    if (!(await indexedDB.databases()).some((d) => d.name === name)) return 0;
    return new Promise<number>((resolve, reject) => {
      const open = indexedDB.open(name);
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const db = open.result;
        const count = db.transaction('sessions').objectStore('sessions').count();
        count.onsuccess = () => (db.close(), resolve(count.result));
        count.onerror = () => (db.close(), reject(count.error));
      };
    });
  }, DEFAULT_DB_NAME);
}

/** The player names the page's database holds, sorted. */
export function storedPlayers(page: Page): Promise<string[]> {
  return page.evaluate(
    (name) =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const all = db.transaction('players').objectStore('players').getAll();
          all.onsuccess = () => (db.close(), resolve((all.result as { name: string }[]).map((p) => p.name).sort()));
          all.onerror = () => (db.close(), reject(all.error));
        };
      }),
    DEFAULT_DB_NAME,
  );
}

/** The games Home lists (its links), and how many of them are marked kept apart. */
export async function homeList(page: Page): Promise<{ games: number; keptApart: number; text: string }> {
  await go(page, '#/');
  const home = page.locator('home-screen');
  await home.locator('h1').waitFor();
  // Read once the lists are: a game, or the empty card, shows and "Loading your games…" is gone.
  await home.locator('a.session, .card.empty').first().waitFor();
  await home.locator('p.muted[role="status"]').waitFor({ state: 'detached' });
  // Every section shown whole.
  for (let i = 0; i < 50; i++) {
    const more = home.locator('button.more');
    if ((await more.count()) === 0) break;
    await more.first().click();
  }
  return {
    games: await home.locator('a.session').count(),
    keptApart: await home.locator('a.session [data-kept-apart]').count(),
    text: (await home.locator('a.session').allInnerTexts()).join('\n'),
  };
}

/** Starts a Diamonds game of these players from Home, its screen open and nothing recorded yet; its id. */
export async function startGame(page: Page, players: string[]): Promise<string> {
  await go(page, '#/');
  await page.locator('home-screen a[href="#/new"]').first().click();
  const setup = page.locator('new-game-screen');
  const names = setup.locator('ol.seats input[type="text"]');
  await names.first().waitFor();
  for (const [i, name] of players.entries()) {
    if (i >= 2) await setup.getByRole('button', { name: 'Add a player' }).click();
    await names.nth(i).fill(name);
  }
  await setup.getByRole('button', { name: 'Start the game' }).click();
  await page.waitForURL(/#\/session\//);
  return decodeURIComponent(/#\/session\/([^/]+)$/.exec(page.url())?.[1] ?? '');
}

/** Starts a Diamonds game of these players from Home (dealt, pass 1), with one card led; its id. */
export async function recordGame(page: Page, players: string[], card: string): Promise<string> {
  const id = await startGame(page, players);
  // The first dealer is drawn at random on Start: the deal is one tap on a pass count.
  await page.locator('diamonds-session-screen diamonds-deal-form').getByRole('button', { name: 'Pass 1' }).click();
  await page.locator('diamonds-session-screen[data-phase="play"][data-events="1"]').waitFor();
  await tapCard(page, card);
  return id;
}

/** A tap on a card key of the open game; resolves once the screen has stored it. */
export async function tapCard(page: Page, code: string): Promise<void> {
  const screen = page.locator('diamonds-session-screen');
  const before = Number(await screen.getAttribute('data-events'));
  await page.locator(`diamonds-card-picker button[data-card="${code}"]`).click();
  await page.locator(`diamonds-session-screen[data-events="${before + 1}"]`).waitFor();
}

/** Renames a player on the Players screen. */
export async function renamePlayer(page: Page, from: string, to: string): Promise<void> {
  await go(page, '#/players');
  const player = page.locator('players-screen li.player', { has: page.locator('.name', { hasText: new RegExp(`^${from}$`) }) });
  await player.getByRole('button', { name: /Edit/ }).click();
  await player.getByLabel('Name').fill(to);
  await player.getByRole('button', { name: 'Save the name' }).click();
  await page.locator('players-screen li.player .name', { hasText: new RegExp(`^${to}$`) }).waitFor();
}

/** Where any of `names` appears in the frames (as text, UTF-8 or Latin-1), case-insensitive. */
export function frameLeaks(frames: readonly Frame[], names: readonly string[]): string[] {
  const leaks: string[] = [];
  for (const f of frames) {
    const texts = typeof f.payload === 'string' ? [f.payload] : [f.payload.toString('latin1'), f.payload.toString('utf8'), f.payload.toString('utf16le')];
    for (const name of names)
      if (texts.some((t) => t.toLowerCase().includes(name.toLowerCase()))) leaks.push(`${f.device} ${f.sent ? 'sent' : 'received'} a frame with ${name}`);
  }
  return leaks;
}

/** Every file under `dir`, recursively, with its bytes. */
function filesUnder(dir: string): { path: string; bytes: Buffer }[] {
  const out: { path: string; bytes: Buffer }[] = [];
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) out.push(...filesUnder(path));
    else out.push({ path, bytes: readFileSync(path) });
  }
  return out;
}

/** Where any of `names` appears in a file the server wrote; with the total bytes looked through. */
export function fileLeaks(dir: string, names: readonly string[]): { leaks: string[]; bytes: number; files: number } {
  const leaks: string[] = [];
  const files = filesUnder(dir);
  for (const { path, bytes } of files) {
    const texts = [bytes.toString('latin1'), bytes.toString('utf16le')].map((t) => t.toLowerCase());
    for (const name of names) if (texts.some((t) => t.includes(name.toLowerCase()))) leaks.push(`${path} holds ${name}`);
  }
  return { leaks, bytes: files.reduce((sum, f) => sum + f.bytes.length, 0), files: files.length };
}

/** The total bytes of the frames. */
export function frameBytes(frames: readonly Frame[]): number {
  return frames.reduce((sum, f) => sum + (typeof f.payload === 'string' ? Buffer.byteLength(f.payload) : f.payload.length), 0);
}
