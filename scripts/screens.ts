/**
 * `npm run screens`: screenshots of the app's main states on a 390×844 phone, into docs/screens/
 * (the README shows them). It builds the app, serves it and drives Debian's Chromium: the games
 * list, a new game, a Diamonds game walked through its table states, a round counted at its end,
 * Diam's round sheets and a round turn by turn, and the statistics; in English, light and dark,
 * and a few in 繁體中文 and 日本語. The ledger on every device (docs/sync.md) in each of them:
 * Settings → Devices alone, its restore form, the link shown, the recovery kit and how it prints,
 * the link's screen on a second phone, and the two devices listed; these run against the table
 * server (the built app and its relay, ../test/e2e/ledger-example.ts), started for them and stopped
 * after. Pass names to take only those (`npm run screens -- mid-trick devices-kit`).
 */
import { mkdirSync, rmSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { preview } from 'vite';
import { buildApp, freePort } from '../bench/preview';
import { launch } from '../test/e2e/browser';
import { TableProcess, untilSynced } from '../test/e2e/ledger-example';
import { PHONE_BASE, TABLE_STATES, openDealtGame, openPhone, type PhoneOptions } from '../test/e2e/phone';
import { seed, sessionFromRecord } from '../test/e2e/seed';
import { stopAll } from '../test/support/scale-out';

const OUT = 'docs/screens';

interface Look extends PhoneOptions {
  tag: string;
  /** The shots to take in this look. */
  shots: readonly string[];
}

/** Settings → Devices and the link's screen, in every look. */
const LEDGER_SHOTS = ['devices-alone', 'devices-restore', 'devices-link', 'devices-kit', 'devices-kit-print', 'ledger-join', 'ledger-joined', 'devices-list'];

const LOOKS: Look[] = [
  {
    tag: 'en',
    shots: [
      'home',
      'new-game',
      'mid-trick',
      'clubs-choice',
      'after-trick',
      'round-end-check',
      'diams-sheets',
      'diams-turns',
      'stats',
      'game-end',
      ...LEDGER_SHOTS,
    ],
  },
  { tag: 'en-dark', colorScheme: 'dark', shots: ['mid-trick', 'game-end', ...LEDGER_SHOTS] },
  { tag: 'zh-Hant', locale: 'zh-TW', shots: ['after-trick', 'game-end', ...LEDGER_SHOTS] },
  { tag: 'ja', locale: 'ja-JP', shots: LEDGER_SHOTS },
  { tag: 'ja-dark', locale: 'ja-JP', colorScheme: 'dark', shots: ['revoke', 'stats', 'game-end'] },
];

/** A phone and a tablet of one person, as their user agents name them (a ledger lists a device by it). */
const PHONE_AGENT = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const TABLET_AGENT = 'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** A recovery code as a person types it from paper, one letter wrong (it does not check out). */
const MISTYPED_CODE = 'K7QM 2XD9 H4TB 8NRC 0FWZ 3PJE 6VYA 1GSK 9MDQ 5TXB 2HNW 7RCF 4ZEP 8JAV';

interface Stage {
  page: Page;
  /** Takes the state on screen (of `on`, another phone of the scene, when given) as `name`, if wanted. */
  shoot: (name: string, on?: Page) => Promise<void>;
  /** A second phone of the same look at the same server. */
  another: (userAgent?: string) => Promise<Page>;
}

/** A scene reaches states one after another and calls `shoot` with each one's name. */
interface Scene {
  /** Every shot it takes: a scene none of whose shots is wanted is not run. */
  shots: readonly string[];
  /** Run against the table server (the app and its relay) rather than the app alone. */
  table?: boolean;
  userAgent?: string;
  run: (stage: Stage) => Promise<void>;
}

const go = async (page: Page, hash: string, ready: string): Promise<void> => {
  await page.evaluate((h) => (location.hash = h), hash);
  await page.locator(ready).first().waitFor();
};

const SCENES: Scene[] = [
  {
    shots: ['home', 'stats', 'new-game'],
    run: async ({ page, shoot }) => {
      await seed(page, sessionFromRecord('diamonds-5p-in-progress.json', 'shots-playing', Date.now()));
      await seed(page, sessionFromRecord('diamonds-4p-standard.json', 'shots-over', Date.now() - 86_400_000));
      await seed(page, sessionFromRecord('diams-4p.json', 'shots-diams', Date.now() - 2 * 86_400_000));
      // The list on screen follows the app's own writes: a reload shows the rows seeded beside it.
      await page.reload();
      await go(page, '#/', 'home-screen a.session');
      await shoot('home');
      await go(page, '#/stats', 'stats-screen section#players');
      await shoot('stats');
      await go(page, '#/new', 'new-game-screen h1');
      await shoot('new-game');
    },
  },
  {
    shots: TABLE_STATES.map((state) => state.name),
    run: async ({ page, shoot }) => {
      await openDealtGame(page);
      for (const state of TABLE_STATES) {
        await state.reach(page);
        await shoot(state.name);
      }
    },
  },
  {
    shots: ['round-end-check'],
    run: async ({ page, shoot }) => {
      await seed(page, sessionFromRecord('diamonds-4p-standard.json', 'shots-check', Date.now(), 0));
      await go(page, '#/session/shots-check', 'diamonds-session-screen[data-phase="deal"]');
      await page.locator('diamonds-session-screen p.more button').first().tap();
      await page.locator('diamonds-check-form').waitFor();
      await shoot('round-end-check');
    },
  },
  {
    // A game over: its final standings, and what can be done with it (export, rematch).
    shots: ['game-end'],
    run: async ({ page, shoot }) => {
      await seed(page, sessionFromRecord('diamonds-4p-standard.json', 'shots-end', Date.now()));
      await go(page, '#/session/shots-end', 'diamonds-session-screen diamonds-game-summary');
      await page.locator('diamonds-game-summary').evaluate((summary) => summary.scrollIntoView({ block: 'start' }));
      await shoot('game-end');
    },
  },
  {
    shots: ['diams-sheets', 'diams-turns'],
    run: async ({ page, shoot }) => {
      await seed(page, sessionFromRecord('diams-4p.json', 'shots-sheets', Date.now(), 1));
      await go(page, '#/session/shots-sheets', 'diams-session-screen diams-sheet-editor');
      await page.locator('diams-session-screen section.sheets').evaluate((sheets) => sheets.scrollIntoView({ block: 'start' }));
      await shoot('diams-sheets');
      await page.locator('diams-session-screen button[aria-controls="turns-offer"]').tap();
      await page.locator('diams-turns-start button').last().tap();
      await page.locator('diams-turns-panel[data-awaiting="refill"]').waitFor();
      await page.locator('diams-turns-panel').evaluate((panel) => panel.scrollIntoView({ block: 'start' }));
      await shoot('diams-turns');
    },
  },
  {
    // One phone alone: its Devices card, the restore form, then linking and the recovery kit.
    shots: ['devices-alone', 'devices-restore', 'devices-link', 'devices-kit', 'devices-kit-print'],
    table: true,
    userAgent: PHONE_AGENT,
    run: async ({ page, shoot }) => {
      const card = page.locator('devices-setting');
      await go(page, '#/settings', 'devices-setting [data-action="link"]');
      await top(page, 'settings-screen section[aria-labelledby="devices-title"]');
      await shoot('devices-alone');
      const code = card.locator('devices-restore #restore-code');
      await code.fill(MISTYPED_CODE);
      await card.locator('devices-restore form.restore button[type="submit"]').tap();
      await card.locator('devices-restore #restore-problem .problem').waitFor();
      await settle(page);
      await top(page, 'devices-restore h3');
      await shoot('devices-restore');
      await code.fill('');
      await card.locator('button[data-action="link"]').tap();
      await card.locator('dl-qr-code svg').waitFor();
      await untilSynced(page);
      await top(page, 'settings-screen section[aria-labelledby="devices-title"]');
      await shoot('devices-link');
      await Promise.all([page.waitForEvent('download'), card.locator('button[data-action="kit"]').tap()]);
      await card.locator('.kit-panel .code').waitFor();
      await top(page, 'devices-setting .kit-panel');
      await shoot('devices-kit');
      await shootPrint(page, shoot, 'devices-kit-print');
    },
  },
  {
    // The phone links a tablet: the link's screen on the tablet, before and after Join; then the
    // phone lists both.
    shots: ['ledger-join', 'ledger-joined', 'devices-list'],
    table: true,
    userAgent: PHONE_AGENT,
    run: async ({ page, shoot, another }) => {
      const card = page.locator('devices-setting');
      await go(page, '#/settings', 'devices-setting [data-action="link"]');
      await card.locator('button[data-action="link"]').tap();
      const link = await card.locator('input#ledger-link').inputValue();
      await untilSynced(page);
      const tablet = await another(TABLET_AGENT);
      await tablet.goto(link);
      const join = tablet.locator('ledger-join');
      await join.locator('button[data-action="join"]').waitFor();
      await shoot('ledger-join', tablet);
      await join.locator('button[data-action="join"]').tap();
      await untilSynced(tablet);
      await join.locator('[data-action="home"]').waitFor();
      await shoot('ledger-joined', tablet);
      await card.locator('ul.devices li').nth(1).waitFor({ timeout: 30_000 });
      await untilSynced(page);
      await top(page, 'settings-screen section[aria-labelledby="devices-title"]');
      await shoot('devices-list');
    },
  },
];

/** The focus let go and a tap's highlight faded, as a person's screen is a moment after the tap. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(() => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    if (active instanceof HTMLElement) active.blur();
  });
  await page.waitForTimeout(500);
}

/** Scrolls the first element `selector` finds (through shadow roots) to the top of the screen. */
async function top(page: Page, selector: string): Promise<void> {
  await page
    .locator(selector)
    .first()
    .evaluate((el) => el.scrollIntoView({ block: 'start' }));
}

/**
 * The page as it prints (print media, on an A4 page's width at 96 dpi), as `name`; and a PDF of
 * it, which must be one page: the recovery kit alone prints, not the app around it.
 */
async function shootPrint(page: Page, shoot: (name: string) => Promise<void>, name: string): Promise<void> {
  const viewport = page.viewportSize();
  await page.setViewportSize({ width: 794, height: 1123 });
  await page.emulateMedia({ media: 'print' });
  await page.evaluate(() => window.scrollTo(0, 0));
  await shoot(name);
  const pdf = await page.pdf({ format: 'A4', printBackground: false });
  const pages = (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;
  if (pages !== 1) throw new Error(`${name}: the printed recovery kit is ${pages} pages, not 1`);
  await page.emulateMedia({ media: null });
  if (viewport) await page.setViewportSize(viewport);
}

interface Servers {
  app: string;
  /** The table server, started for the first scene that needs it. */
  table: () => Promise<string>;
}

async function shootLook(browser: Browser, servers: Servers, look: Look, only: string[]): Promise<void> {
  const wanted = look.shots.filter((s) => only.length === 0 || only.includes(s));
  for (const scene of SCENES) {
    if (!scene.shots.some((name) => wanted.includes(name))) continue;
    const base = scene.table ? await servers.table() : servers.app;
    const options = { ...look, userAgent: scene.userAgent };
    const { context, page } = await openPhone(browser, options, base);
    const others: { close: () => Promise<void> }[] = [];
    try {
      await scene.run({
        page,
        shoot: async (name, on = page) => {
          if (wanted.includes(name)) await shot(on, `${name}-${look.tag}`);
        },
        another: async (userAgent) => {
          const phone = await openPhone(browser, { ...look, userAgent }, base);
          others.push(phone.context);
          return phone.page;
        },
      });
    } finally {
      for (const other of others) await other.close();
      await context.close();
    }
  }
}

async function shot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  // A navigation by address puts focus on the heading with its ring; a tap on a phone would not.
  await page.evaluate(() => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    if (active instanceof HTMLElement && active.matches('h1, h2, h3')) active.blur();
  });
  await page.screenshot({ path: `${OUT}/${name}.png`, animations: 'disabled', caret: 'hide' });
  process.stderr.write(`screens: ${OUT}/${name}.png\n`);
}

async function main(): Promise<void> {
  const only = process.argv.slice(2);
  mkdirSync(OUT, { recursive: true });
  const outDir = await buildApp();
  const port = await freePort();
  const server = await preview({ logLevel: 'warn', build: { outDir }, preview: { host: '127.0.0.1', port, strictPort: true } });
  PHONE_BASE.url = `http://127.0.0.1:${port}/`;
  let table: TableProcess | undefined;
  const servers: Servers = {
    app: PHONE_BASE.url,
    table: async () => {
      if (!table) {
        table = new TableProcess(outDir);
        await table.start();
      }
      return table.base;
    },
  };
  const browser = await launch();
  try {
    for (const look of LOOKS) await shootLook(browser, servers, look, only);
  } finally {
    await browser.close();
    await table?.close();
    // The table's data folder, and any process of it left behind.
    await stopAll();
    await server.close();
    rmSync(outDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`screens: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
