/**
 * A whole Diam's game at the table, in Chromium at phone size: the rules card imported as a file,
 * a 4-player game set up, three rounds entered sheet by sheet with taps (the players, card and
 * sheets of ../shared/examples/diams-4p.json), a reload in the middle of a round, and the end. What
 * the screens show must be what `replayDiams` makes of the record the app exports, and what the
 * example's expected output says.
 *
 * Where the app's router already mounts the Diam's screens (the built app has them), the journey
 * runs against the built app served by the global setup. Until then it runs against a test page
 * served by a Vite dev server of this file's own, which mounts the same elements behind a
 * four-line hash router; nothing of it reaches production code.
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import type { Browser, Locator, Page } from 'playwright-core';
import { createServer, type Plugin, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { replayDiams, type DiamsReplayOutput } from '../../src/rules/diams/replay';
import { launch, watchProblems } from './browser';

const root = new URL('../../', import.meta.url);
const example = JSON.parse(readFileSync(new URL('../shared/examples/diams-4p.json', root), 'utf8')) as {
  players: string[];
  values: Record<string, (number | null)[]>;
  rounds: Record<string, { safe: { quality: number; count: number; pure: number }[]; hand: number[] }>[];
};
const expected = JSON.parse(readFileSync(new URL('../shared/examples/diams-4p.expected.json', root), 'utf8')) as {
  output: Pick<DiamsReplayOutput, 'rounds' | 'totals' | 'winners'>;
};
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The built app mounts the Diam's screens once the router and the new-game screen use them. */
function appHasDiams(): boolean {
  const assets = new URL('dist/assets/', root);
  try {
    return readdirSync(assets).some((f) => f.endsWith('.js') && readFileSync(new URL(f, assets), 'utf8').includes('diams-session-screen'));
  } catch {
    return false;
  }
}
const integrated = appHasDiams();

// ----- the test page (only while the app does not mount the Diam's screens) -----

const PAGE_CODE = `
import '/src/components/shared/theme.css';
import '/src/components/diams/new-game/new-game.ts';
import '/src/components/diams/session-screen/session-screen.ts';
const main = document.querySelector('main');
function show() {
  const m = /^#\\/session\\/(.+)$/.exec(location.hash);
  const current = main.firstElementChild;
  if (!m) {
    const h1 = document.createElement('h1');
    h1.textContent = 'New game';
    main.replaceChildren(h1, document.createElement('diams-new-game'));
  } else if (current && current.localName === 'diams-session-screen') {
    current.sessionId = decodeURIComponent(m[1]); // as the shell does: same element, new id
  } else {
    const screen = document.createElement('diams-session-screen');
    screen.setAttribute('session-id', decodeURIComponent(m[1]));
    main.replaceChildren(screen);
  }
}
addEventListener('hashchange', show);
show();
`;
const PAGE_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,"><title>Diam's</title>
<script type="module" src="/@id/virtual:diams-test-page"></script></head>
<body><main style="padding: 0.75rem">Loading</main></body></html>`;

function testPage(): Plugin {
  return {
    name: 'diams-test-page',
    resolveId: (id) => (id === 'virtual:diams-test-page' ? '\0virtual:diams-test-page' : undefined),
    load: (id) => (id === '\0virtual:diams-test-page' ? PAGE_CODE : undefined),
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if ((req.url ?? '').split('?')[0] !== '/diams-test-page.html') return next();
        void server.transformIndexHtml('/diams-test-page.html', PAGE_HTML).then((html) => {
          res.setHeader('content-type', 'text/html');
          res.end(html);
        }, next);
      });
    },
  };
}

let browser: Browser;
let dev: ViteDevServer | undefined;
let cacheDir: string | undefined;
let startUrl: string;

beforeAll(async () => {
  browser = await launch();
  if (integrated) {
    startUrl = new URL('#/new', inject('baseUrl')).href;
    return;
  }
  cacheDir = mkdtempSync(join(tmpdir(), 'diams-e2e-vite-'));
  dev = await createServer({
    root: new URL('.', root).pathname,
    configFile: new URL('vite.config.ts', root).pathname,
    cacheDir,
    logLevel: 'warn',
    plugins: [testPage()],
    // Every dependency the page imports is bundled before the first request: a dependency found
    // later would make Vite reload the page in the middle of the journey.
    optimizeDeps: { include: ['lit', 'lit/decorators.js', 'lit/directives/repeat.js', 'dexie'], noDiscovery: true },
    server: { host: '127.0.0.1', port: 0, hmr: false },
  });
  await dev.listen();
  startUrl = new URL('diams-test-page.html#/new', dev.resolvedUrls?.local[0]).href;
});

afterAll(async () => {
  await browser?.close();
  await dev?.close();
  if (cacheDir) rmSync(cacheDir, { recursive: true, force: true });
});

// ----- the journey -----

type Sheet = (typeof example.rounds)[number][string];

async function openNewGame(page: Page): Promise<Locator> {
  await page.goto(startUrl);
  const form = page.locator('diams-new-game');
  if (integrated && !(await form.isVisible().catch(() => false))) {
    // The new-game screen may ask which game first.
    await page.getByRole('radio', { name: /Diam's/ }).or(page.getByRole('button', { name: /Diam's/ })).or(page.getByRole('tab', { name: /Diam's/ })).first().click();
  }
  await form.locator('h2').waitFor();
  return form;
}

async function importRulesCard(page: Page, form: Locator): Promise<void> {
  await form.getByText('Fill in the rules card').click();
  const file = { game: 'diams-rules-card', values: example.values };
  await form.locator('diams-rules-card input[type="file"]').setInputFiles({
    name: 'diams-rules-card.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(file)),
  });
  await form.locator('diams-rules-card').getByText('Imported: all 30 values are filled in.').waitFor();
  expect(await form.locator('diams-rules-card #v-7-5').inputValue()).toBe(String(example.values['7']?.[2]));
  await form.getByText('Your rules card is complete').waitFor();
}

async function setUp(form: Locator): Promise<void> {
  for (let i = 2; i < example.players.length; i++) await form.getByRole('button', { name: 'Add a player' }).click();
  for (const [i, name] of example.players.entries()) await form.locator(`input[data-player="${i}"]`).fill(name);
  // diams-4p.json plays the defaults: 3 rounds, hand tie "none", won by chips.
  for (const id of ['#rounds-3', '#handTie-none', '#winBy-chips']) expect(await form.locator(id).isChecked(), id).toBe(true);
  await form.getByRole('button', { name: 'Start the game' }).click();
}

async function enterSheet(page: Page, seat: number, sheet: Sheet): Promise<void> {
  const editor = page.locator('diams-sheet-editor').nth(seat);
  for (const c of sheet.safe) {
    await editor.locator(`button[data-safe="${c.quality}"]`).click();
    await editor.locator(`input[name="count-${c.quality}"][value="${c.count}"]`).check();
    await editor.locator(`input[name="pure-${c.quality}"][value="${c.pure}"]`).check();
  }
  for (const q of sheet.hand) await editor.locator(`button[data-hand="${q}"]`).click();
}

const screen = (page: Page) => page.locator('diams-session-screen');

async function scoreRound(page: Page, round: number): Promise<void> {
  await screen(page).getByRole('button', { name: `Score round ${round}` }).click();
  await expect.poll(() => screen(page).getAttribute('data-rounds')).toBe(String(round));
}

/** What the screen shows: each round's points and chips, the running totals, the winners. */
function shown(page: Page): Promise<Pick<DiamsReplayOutput, 'rounds' | 'totals' | 'winners'>> {
  return page.evaluate((players) => {
    const host = document.querySelector('diams-session-screen');
    const summaries = [...(host?.shadowRoot?.querySelectorAll('diams-round-summary') ?? [])] as (Element & { index: number })[];
    summaries.sort((a, b) => a.index - b.index);
    const num = (el: Element | null | undefined) => Number(el?.textContent?.trim());
    const rounds = summaries.map((s) => {
      const points: Record<string, number> = {};
      const chips: Record<string, number> = {};
      players.forEach((name, seat) => {
        points[name] = num(s.shadowRoot?.querySelector(`table.player[data-seat="${seat}"] td[data-points]`));
        chips[name] = num(s.shadowRoot?.querySelector(`table.player[data-seat="${seat}"] td[data-chips]`));
      });
      return { points, chips };
    });
    const last = summaries.at(-1)?.shadowRoot;
    const totals: Record<string, { chips: number; points: number }> = {};
    players.forEach((name, seat) => {
      totals[name] = {
        chips: num(last?.querySelector(`table.totals tr[data-seat="${seat}"] td[data-total-chips]`)),
        points: num(last?.querySelector(`table.totals tr[data-seat="${seat}"] td[data-total-points]`)),
      };
    });
    const result = host?.shadowRoot?.querySelector('diams-game-result')?.shadowRoot;
    const winners = players.filter((_, seat) => result?.querySelector(`tr[data-seat="${seat}"] .win`));
    return { rounds, totals, winners };
  }, example.players);
}

/** axe-core on the page as it is, in light and in dark (the context bypasses the CSP for its script). */
async function expectAccessible(page: Page, where: string): Promise<void> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource });
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    const violations = await page.evaluate(async () => {
      const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
      const result = await axe.run(document, { resultTypes: ['violations'] });
      return result.violations.map((v) => `${v.id}: ${v.help} @ ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`);
    });
    expect(violations, `${where}, ${colorScheme}`).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

describe(`a game of Diam's entered through the round sheets (${integrated ? 'the built app' : 'a test page: the app does not mount the Diam’s screens yet'})`, () => {
  it('plays diams-4p.json to the same result as replaying its export', async () => {
    // bypassCSP only for the axe check at the end, which injects a script.
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, acceptDownloads: true, bypassCSP: true });
    const page = await context.newPage();
    const problems = watchProblems(page);

    const form = await openNewGame(page);
    await importRulesCard(page, form);
    await expectAccessible(page, 'the new-game form with the rules card open');
    await setUp(form);
    await page.waitForURL(/#\/session\//);
    await screen(page).locator('h1').waitFor();

    for (const [r, round] of example.rounds.entries()) {
      await screen(page).getByRole('heading', { name: `Round ${r + 1} sheets` }).waitFor();
      for (const [seat, name] of example.players.entries()) {
        await enterSheet(page, seat, round[name] as Sheet);
        if (r === 1 && seat === 1) {
          // Half of round 2 is typed when the phone reloads the page: nothing is lost.
          await page.reload();
          await expect.poll(() => screen(page).getAttribute('data-rounds')).toBe('1');
          await expect.poll(() => page.locator('diams-sheet-editor').nth(1).locator('button[data-safe="4"]').isDisabled()).toBe(true);
        }
      }
      if (r === 0) await expectAccessible(page, 'the sheets of round 1');
      await scoreRound(page, r + 1);
      // Focus follows the result: the round's scores, or the winner after the last round.
      const last = r === example.rounds.length - 1;
      const heading = last ? screen(page).locator('diams-game-result h2') : screen(page).getByRole('heading', { name: `Round ${r + 1} scores` });
      await expect.poll(() => heading.evaluate((h) => h.matches(':focus'))).toBe(true);
    }

    const winner = expected.output.winners.join(', ');
    await expect.poll(() => screen(page).locator('diams-game-result h2').textContent()).toBe(`${winner} wins`);
    expect(await screen(page).locator('diams-game-result [data-why]').textContent()).toContain('(M-WIN)');
    const onScreen = await shown(page);

    const [download] = await Promise.all([page.waitForEvent('download'), screen(page).getByRole('button', { name: /^Export/ }).first().click()]);
    const dir = mkdtempSync(join(tmpdir(), 'diams-export-'));
    try {
      const path = join(dir, download.suggestedFilename());
      await download.saveAs(path);
      const record: unknown = JSON.parse(readFileSync(path, 'utf8'));
      const replayed = replayDiams(record);
      if (!replayed.ok) throw new Error(`the export does not replay: ${replayed.error.message}`);
      const { rounds, totals, winners } = replayed.output;
      expect(onScreen).toEqual({ rounds, totals, winners });
      expect(onScreen).toEqual({ rounds: expected.output.rounds, totals: expected.output.totals, winners: expected.output.winners });
      expect(record).toMatchObject({ players: example.players, values: example.values, rounds: example.rounds });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }

    await expectAccessible(page, 'the finished game');
    // The test page runs Lit's development build, which says so; the built app does not.
    expect(problems.filter((p) => !p.includes('Lit is in dev mode')).join('\n')).toBe('');
    await context.close();
  });
});
