/**
 * Tap to recorded: over a whole 6-player standard game entered on the built app in Chromium, the
 * time from a card tap (its click event) to that card shown as played, which the session screen
 * does only after the IndexedDB commit of its event. Prints the median and the 95th percentile:
 *   {"bench":"tap-to-recorded-median","value":N,"unit":"ms"}
 *   {"bench":"tap-to-recorded-p95","value":N,"unit":"ms"}
 * Goal: p95 under 16 ms (the tap shows within the next frame). In the same run, as many clicks on
 * the floor's bare page (./floor.ts: one IndexedDB row written and shown) give its median and p95,
 * and the ratio of the two p95s (goal: at most 1.15):
 *   {"bench":"floor-median","value":N,"unit":"ms"}, {"bench":"floor-p95",…}
 *   {"bench":"tap-to-recorded-p95-over-floor","value":R,"unit":"x"}
 *
 * Run with `npx tsx bench/tap-to-recorded.ts`. It builds the app and serves it with `vite preview`,
 * or uses the preview already running at $PREVIEW_URL (e.g. http://127.0.0.1:4173/).
 * The game is a random legal one (test/support/random-diamonds.ts, fixed seed), so every run taps
 * the same 360 cards and answers the same Clubs choices.
 */
import { chromium, type Page } from 'playwright-core';
import { cardName } from '../src/i18n/cards';
import { parseCard, type DiamondsEvent } from '../src/rules/diamonds/index';
import { randomGame } from '../test/support/random-diamonds';
import { emit } from './emit';
import { measureFloor } from './floor';
import { previewBuild } from './preview';
import { sized, TINY } from './size';

const SEED = 20251129;

async function main(): Promise<void> {
  const server = process.env.PREVIEW_URL ? null : await previewBuild();
  const baseUrl = process.env.PREVIEW_URL ?? server?.baseUrl ?? '';
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--headless=new', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    await page.addLocatorHandler(page.locator('pwa-toast').getByRole('button', { name: 'Dismiss' }), (b) => b.click());
    const game = randomGame(SEED, { players: 6, ...sized({}, { rounds: 1, stopAfterPlays: 12 }) });
    const times = await playGame(page, baseUrl, game.config.players, game.events);
    await context.close();
    const floor = await measureFloor(browser, baseUrl, times.length);
    const round = (ms: number) => Math.round(ms * 100) / 100;
    process.stderr.write(`tap-to-recorded: ${times.length} taps, min ${round(Math.min(...times))} ms, max ${round(Math.max(...times))} ms\n`);
    const p95 = quantile(times, 0.95);
    const floorP95 = quantile(floor, 0.95);
    emit('tap-to-recorded-median', round(quantile(times, 0.5)), 'ms');
    emit('tap-to-recorded-p95', round(p95), 'ms');
    emit('floor-median', round(quantile(floor, 0.5)), 'ms');
    emit('floor-p95', round(floorP95), 'ms');
    emit('tap-to-recorded-p95-over-floor', round(p95 / floorP95), 'x');
  } finally {
    await browser.close();
    await server?.close();
  }
}

/** The `q`-quantile of `xs` (nearest rank). */
function quantile(xs: number[], q: number): number {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? NaN;
}

/** Sets the game up on the new-game screen, then taps every event of the log; returns each tap's time. */
async function playGame(page: Page, baseUrl: string, players: string[], events: DiamondsEvent[]): Promise<number[]> {
  await page.goto(new URL('#/new', baseUrl).href);
  const setup = page.locator('new-game-screen');
  await setup.locator('h1').waitFor();
  for (let i = 2; i < players.length; i++) await setup.getByRole('button', { name: 'Add a player' }).click();
  for (const [i, name] of players.entries()) await setup.getByLabel(`Player ${i + 1} name`).fill(name);
  const first = events[0];
  if (first?.type !== 'deal') throw new Error('the game does not start with a deal');
  await setup.getByLabel('Who deals round 1 (D-DEALER)').selectOption({ label: players[first.dealer] ?? '' });
  await setup.getByRole('button', { name: 'Start the game' }).click();
  const screen = page.locator('diamonds-session-screen');
  await page.locator('diamonds-session-screen[data-phase="deal"]').waitFor();

  const times: number[] = [];
  for (const [i, event] of events.entries()) {
    if (event.type === 'deal') {
      await page
        .locator('diamonds-deal-form')
        .getByRole('button', { name: `Pass ${event.pass}` })
        .click();
    } else if (event.type === 'steal') {
      await page.locator(`diamonds-steal-chooser button[data-victim="${event.victim}"]`).click();
    } else if (event.type === 'play') {
      const card = parseCard(event.card);
      if (!card) throw new Error(`not a card: ${event.card}`);
      await armProbe(page, event.card);
      await page
        .locator('diamonds-card-picker')
        .getByRole('button', { name: cardName(card), exact: true })
        .click();
      times.push(Number(await page.evaluate('window.tapProbe.done')));
    }
    await page.locator(`diamonds-session-screen[data-events="${i + 1}"]`).waitFor();
  }
  // A tiny run (./size.ts) stops after its first cards.
  if (!TINY && (await screen.getAttribute('data-phase')) !== 'over') throw new Error('the game did not end');
  return times;
}

/**
 * Before a tap: marks the click of a card (a capturing listener, so it runs before the app's) and
 * watches the picker for that card's key to become disabled, which the screen renders only once the
 * event is committed. The measure is kept in the page's performance timeline as well.
 * Plain JavaScript in a string: tsx would wrap named functions in a helper the page does not have.
 */
const PROBE = `(code) => {
  const screen = document.querySelector('diamonds-session-screen')?.shadowRoot;
  const root = screen?.querySelector('diamonds-card-picker')?.shadowRoot;
  if (!root) throw new Error('no card picker on screen');
  const probe = { start: null, card: code, done: null };
  probe.done = new Promise((resolve) => {
    const onClick = (event) => {
      if (event.composedPath()[0]?.dataset?.card !== code) return;
      probe.start = performance.now();
      performance.mark('tap', { startTime: probe.start });
      window.removeEventListener('click', onClick, true);
    };
    window.addEventListener('click', onClick, true);
    // Recorded: the key turns disabled, or, for a round's last card, the screen replaces the
    // picker with the round's summary.
    const check = () => {
      const key = root.querySelector('button[data-card="' + code + '"]');
      if (probe.start === null || (!key?.disabled && root.host.isConnected)) return;
      observer.disconnect();
      performance.mark('recorded');
      resolve(performance.measure('tap-to-recorded', 'tap', 'recorded').duration);
    };
    const observer = new MutationObserver(check);
    observer.observe(root, { attributes: true, attributeFilter: ['disabled'], subtree: true });
    observer.observe(screen, { childList: true, subtree: true });
  });
  window.tapProbe = probe;
}`;

async function armProbe(page: Page, card: string): Promise<void> {
  await page.evaluate(`(${PROBE})(${JSON.stringify(card)})`);
}

main().catch((error: unknown) => {
  process.stderr.write(`tap-to-recorded: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
