/**
 * `npm run screens`: screenshots of the app's main states on a 390×844 phone, into docs/screens/
 * (the README shows them). It builds the app, serves it and drives Debian's Chromium: the games
 * list, a new game, a Diamonds game walked through its table states, a round counted at its end,
 * Diam's round sheets and a round turn by turn, and the statistics; in English, light and dark,
 * and a few in 繁體中文 and 日本語. Pass names to take only those (`npm run screens -- mid-trick`).
 */
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { serveBuild } from '../bench/preview';
import { PHONE_BASE, TABLE_STATES, openDealtGame, openPhone, type PhoneOptions } from '../test/e2e/phone';
import { seed, sessionFromRecord } from '../test/e2e/seed';

const OUT = 'docs/screens';

interface Look extends PhoneOptions {
  tag: string;
  /** The shots to take in this look. */
  shots: readonly string[];
}

const LOOKS: Look[] = [
  {
    tag: 'en',
    shots: ['home', 'new-game', 'mid-trick', 'clubs-choice', 'after-trick', 'round-end-check', 'diams-sheets', 'diams-turns', 'stats'],
  },
  { tag: 'en-dark', colorScheme: 'dark', shots: ['mid-trick'] },
  { tag: 'zh-Hant', locale: 'zh-TW', shots: ['after-trick'] },
  { tag: 'ja-dark', locale: 'ja-JP', colorScheme: 'dark', shots: ['revoke', 'stats'] },
];

/** A scene reaches states one after another and calls `shoot` with each one's name. */
type Scene = (page: Page, shoot: (name: string) => Promise<void>) => Promise<void>;

const go = async (page: Page, hash: string, ready: string): Promise<void> => {
  await page.evaluate((h) => (location.hash = h), hash);
  await page.locator(ready).first().waitFor();
};

const SCENES: Scene[] = [
  async (page, shoot) => {
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
  async (page, shoot) => {
    await openDealtGame(page);
    for (const state of TABLE_STATES) {
      await state.reach(page);
      await shoot(state.name);
    }
  },
  async (page, shoot) => {
    await seed(page, sessionFromRecord('diamonds-4p-standard.json', 'shots-check', Date.now(), 0));
    await go(page, '#/session/shots-check', 'diamonds-session-screen[data-phase="deal"]');
    await page.locator('diamonds-session-screen p.more button').first().tap();
    await page.locator('diamonds-check-form').waitFor();
    await shoot('round-end-check');
  },
  async (page, shoot) => {
    await seed(page, sessionFromRecord('diams-4p.json', 'shots-sheets', Date.now(), 1));
    await go(page, '#/session/shots-sheets', 'diams-session-screen diams-sheet-editor');
    await page.locator('diams-session-screen section.sheets').evaluate((sheets) => sheets.scrollIntoView({ block: 'start' }));
    await shoot('diams-sheets');
    await page.locator('diams-session-screen button[aria-controls="turns-offer"]').tap();
    await page.locator('diams-turns-start button').last().tap();
    await page.locator('diams-market-panel[data-awaiting="refill"]').waitFor();
    await page.locator('diams-market-panel').evaluate((panel) => panel.scrollIntoView({ block: 'start' }));
    await shoot('diams-turns');
  },
];

async function shootLook(browser: Browser, look: Look, only: string[]): Promise<void> {
  const wanted = look.shots.filter((s) => only.length === 0 || only.includes(s));
  for (const scene of SCENES) {
    const { context, page } = await openPhone(browser, look);
    await scene(page, async (name) => {
      if (wanted.includes(name)) await shot(page, `${name}-${look.tag}`);
    });
    await context.close();
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
  const served = await serveBuild();
  PHONE_BASE.url = served.baseUrl;
  try {
    for (const look of LOOKS) await shootLook(served.browser, look, only);
  } finally {
    await served.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`screens: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
