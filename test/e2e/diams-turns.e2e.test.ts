/**
 * A whole 3-player round of Diam's recorded turn by turn, in Chromium at phone size: a game set
 * up on the new-game screen, "Play this round turn by turn", every turn entered with taps — the
 * refill, draws into the hand and into the market, M-SAME and M-SUM plays (one of them refused
 * first, naming M-SUM), securings, a compulsory sale followed by the hand limit, the closing card
 * and the last turns it leaves — a reload in the middle, the export in the backup format, and the
 * round sheet pre-filled from the turns, completed and scored. What the screen scores must be what
 * `replayDiams` makes of the record the app exports.
 *
 * It runs against the built app served by the global setup: `#/new` → Diam's, then `#/session/<id>`.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { replayDiams } from '../../src/rules/diams/replay';
import { parseBackup } from '../../src/store';
import { games } from '../../src/app/games';
import { axeViolations, launch, startDiams, waitForHome, watchProblems } from './browser';
import { rejectionText } from '../../src/i18n/rule-messages';

const root = new URL('../../', import.meta.url);
/** The rules card of the shared example (any complete card will do: the numbers are data). */
const values = (JSON.parse(readFileSync(new URL('examples/diams-4p.json', root), 'utf8')) as { values: Record<string, (number | null)[]> }).values;
const PLAYERS = ['Ann', 'Bob', 'Cy'];

const baseUrl = inject('baseUrl');

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
});

// ----- setting up -----

/** Sets a 3-player game up on the app's new-game screen (Diam's chosen) and opens it. */
async function newGame(page: Page): Promise<void> {
  // The "ready to work offline" toast sits over the bottom of the screen: dismiss it, as a player would.
  await page.addLocatorHandler(page.locator('pwa-toast').getByRole('button', { name: 'Dismiss' }), (button) => button.click());
  await page.goto(baseUrl);
  await waitForHome(page);
  await startDiams(page, PLAYERS, values, 'Imported: all 30 values are filled in.');
}

// ----- recording turns -----

const screen = (page: Page) => page.locator('diams-session-screen');
const panel = (page: Page) => page.locator('diams-turns-panel');

/** Waits until the panel shows `n` recorded turns (it shows them only once they are stored). */
async function recorded(page: Page, n: number): Promise<void> {
  await expect.poll(() => panel(page).getAttribute('data-events')).toBe(String(n));
}

/** Taps the qualities of `cards` ("4", "4p" for a 4 with the magnifier) on the first card pad in `where`. */
async function name(where: Locator, cards: string[]): Promise<void> {
  const pad = where.locator('diams-card-pad').first();
  for (const card of cards) {
    if (card.endsWith('p')) await pad.locator('button.toggle').click();
    await pad.locator(`button[data-quality="${Number.parseInt(card, 10)}"]`).click();
  }
}

async function refill(page: Page, cards: string[], n: number): Promise<void> {
  const step = panel(page).locator('diams-deck-step');
  await name(step, cards);
  await step.locator('button[data-action="record-cards"]').click();
  await recorded(page, n);
}

async function drawHand(page: Page, n: number): Promise<void> {
  await panel(page).locator('button[data-action="draw-hand"]').click();
  await recorded(page, n);
}

async function drawMarket(page: Page, cards: string[], n: number): Promise<void> {
  await refill(page, cards, n);
}

/** M-MARKET: the card put down, then "same", or "sum" with the market cards taken (by position). */
async function marketPlay(page: Page, card: string, take: 'same' | 'sum', picks: number[] = []): Promise<void> {
  const action = panel(page).locator('diams-market-action');
  await name(action, [card]);
  await action.locator(`input[name="take"][value="${take}"]`).check();
  for (const i of picks) await action.locator(`button[data-market="${i}"]`).click();
  await action.locator('button[data-action="record-market"]').click();
}

async function secure(page: Page, quality: number, pure: number | null, n: number): Promise<void> {
  const p = panel(page);
  await p.locator('input[name="action"][value="secure"]').check();
  await p.locator(`diams-secure-fields button[data-secure="${quality}"]`).click();
  if (pure !== null) await p.locator(`input[name="pure-${quality}"][value="${pure}"]`).check();
  await p.locator('button[data-action="record-secure"]').click();
  await recorded(page, n);
}

const news = (page: Page) => panel(page).locator('.news');

/** A list read with or without the serial comma ("A, B, and C" as Intl.ListFormat writes it in English). */
const serial = (t: string): string => t.replace(/, and /g, ' and ');

/** A locator's text, white space collapsed (vitest's expect, polled: Playwright's assertions are not here). */
async function text(locator: Locator): Promise<string> {
  return ((await locator.textContent()) ?? '').replace(/\s+/g, ' ').trim();
}

/** axe-core on the page as it is, in light and in dark (the context bypasses the CSP for its script). */
async function expectAccessible(page: Page, where: string): Promise<void> {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    expect(await axeViolations(page), `${where}, ${colorScheme}`).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

async function download(page: Page, button: Locator): Promise<string> {
  const [file] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const dir = mkdtempSync(join(tmpdir(), 'diams-market-export-'));
  try {
    const path = join(dir, file.suggestedFilename());
    await file.saveAs(path);
    return readFileSync(path, 'utf8');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe("a round of Diam's recorded turn by turn", () => {
  it('plays a whole 3-player round with a compulsory sale and the closing card, ending in its pre-filled round sheet', async () => {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, acceptDownloads: true, bypassCSP: true });
    const page = await context.newPage();
    const problems = watchProblems(page);

    await newGame(page);
    await screen(page).getByRole('button', { name: 'Play this round turn by turn' }).click();
    await screen(page).getByRole('button', { name: 'Start the round turn by turn' }).click();
    await expect.poll(() => panel(page).getAttribute('data-awaiting')).toBe('refill');

    // M-REFILL: the round opens with the market refilled.
    await refill(page, ['3', '5', '8'], 1);
    await expectAccessible(page, 'turn 1, the draw');
    // Turn 1, Ann: 4 and 4 with the magnifier into the market, then a 4 taking all three 4s (M-SAME).
    await drawMarket(page, ['4', '4p'], 2);
    await marketPlay(page, '4', 'same');
    await recorded(page, 3);
    await expect.poll(() => text(news(page))).toContain('Ann put a 4 into the market and took all the 4s: 4, 4 and 4 (magnifier) (M-MARKET, M-SAME).');
    // Turn 2, Bob: draws; an 8 taking 3 + 5 (M-SUM).
    await drawHand(page, 4);
    await marketPlay(page, '8', 'sum', [0, 1]);
    await recorded(page, 5);
    // Turn 3, Cy: 2 and 6 into the market; secures three 9s (magnifiers not shown).
    await drawMarket(page, ['2', '6'], 6);
    await secure(page, 9, null, 7);
    // Turn 4, Ann: draws; secures her three 4s, one with the magnifier.
    await drawHand(page, 8);
    await secure(page, 4, 1, 9);

    // The phone reloads the page: the round resumes exactly where it was.
    await page.reload();
    await expect.poll(() => panel(page).getAttribute('data-awaiting')).toBe('draw');
    await expect.poll(() => text(panel(page).locator('#step-title'))).toBe('Turn 5 · Bob: draw');
    await expect.poll(() => text(panel(page).locator('diams-market-table li[data-seat="0"] p[data-safe]'))).toContain('3 × 4 (1 with the magnifier)');

    // Turn 5, Bob: 5 and 7 into the market; the Armored convoy used for a compulsory sale of 5s:
    // Ann puts in her 5, Cy has none; Bob takes the three 5s and holds six cards (M-LIMIT).
    await drawMarket(page, ['5', '7'], 10);
    const p = panel(page);
    await p.locator('input[name="action"][value="special"]').check();
    await p.locator('input[name="special"][value="armored-convoy"]').check();
    await p.locator('input[name="power"][value="compulsory-sale"]').check();
    await name(p.locator('diams-special-action'), ['5']);
    await p.locator('input[name="sold-0"][value="1"]').check();
    await p.locator('button[data-action="record-special"]').click();
    await recorded(page, 11);
    await expect
      .poll(() => text(news(page)))
      .toContain('Bob took all the 5s: 5, 5 and 5 (M-SPECIALS). Bob holds six cards and must come down to five (M-LIMIT).');
    await expect.poll(() => text(p.locator('#step-title'))).toBe('Turn 5 · Bob: hand limit');
    await p.locator('diams-limit-step button[data-suggest="3"]').click();
    await p.locator('button[data-action="record-limit"]').click();
    await recorded(page, 12);
    await expect.poll(() => text(p.locator('diams-market-table li[data-seat="1"] p[data-hand]'))).toContain('5 cards: 5, 5 and 5 seen, 2 unseen');

    // Turn 6, Cy: the closing card comes up (M-CLOSING); Cy draws its replacement and steals the 7.
    await p.locator('button[data-action="closing"]').click();
    await recorded(page, 13);
    // The names are listed in the app's language with Intl.ListFormat, which writes "Cy (now), Ann, and Bob" in English.
    await expect.poll(() => text(p.locator('p[data-countdown]')).then(serial)).toBe('Still to play: Cy (now), Ann and Bob (M-CLOSING).');
    await drawHand(page, 14);
    await p.locator('input[name="action"][value="special"]').check();
    await p.locator('input[name="special"][value="sleight-of-hand"]').check();
    await p.locator('input[name="power"][value="sleight-of-hand"]').check();
    await p.locator('diams-special-action').getByRole('radio', { name: '7' }).check();
    await p.locator('button[data-action="record-special"]').click();
    await recorded(page, 15);
    await expect.poll(() => text(p.locator('p[data-countdown]'))).toBe('Still to play: Ann (now) and Bob (M-CLOSING).');

    // Turn 7, Ann (last turn): 10 and 1 into the market; a 10 taking only the 2 is refused (M-SUM)…
    await drawMarket(page, ['10', '1'], 16);
    await marketPlay(page, '10', 'sum', [1]); // market 1 2 3 6 8 8 10: the 2
    const alert = p.locator('.problem[role="alert"]');
    await expect.poll(() => text(alert)).toContain('Not recorded (M-SUM)');
    await expect.poll(() => text(alert)).toContain('2 adds up to 2, not 10: the cards taken must add up exactly to the card put down (M-SUM).');
    await recorded(page, 16);
    // The refusal shows beside the Record button that was tapped: both on screen together.
    for (const shown of [alert, p.locator('button[data-action="record-market"]')]) {
      const box = await shown.boundingBox();
      expect(box && box.y >= 0 && box.y + box.height <= 740).toBe(true);
    }
    await expectAccessible(page, 'a refusal');
    // … then 2 + 8.
    await p.locator('diams-market-action button[data-market="4"]').click();
    await p.locator('button[data-action="record-market"]').click();
    await recorded(page, 17);
    await expect.poll(() => text(alert)).toBe('');

    // The session so far, in the app's backup format: every turn, and a file the app restores.
    const backup = await download(page, p.getByRole('button', { name: /^Export/ }));
    const parsed = parseBackup(backup, games);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.text));
    expect(parsed.backup.sessions[0]?.events).toHaveLength(18);

    // Turn 8, Bob (last turn): draws, secures his three 5s. The round is over.
    await drawHand(page, 18);
    await secure(page, 5, null, 19);
    await expect.poll(() => p.getAttribute('data-awaiting')).toBe('over');
    await p.getByRole('button', { name: /^History/ }).click();
    await expect.poll(() => p.locator('diams-turns-history li').count()).toBe(19);
    await expect
      .poll(() => text(p.locator('diams-turns-history li').last()))
      .toContain('That was the last turn: the round is over; fill in the round sheet (M-CLOSING).');

    // The round sheets, pre-filled with what the turns tell; the players add what only they know.
    const editors = screen(page).locator('diams-sheet-editor');
    await expect.poll(() => editors.count()).toBe(3);
    await expect
      .poll(() => text(screen(page).locator('p[data-note="0"]')))
      .toBe('Ann holds 3 cards: add the quality of the unseen card in hand (leave special cards out).');
    await expect.poll(() => editors.nth(0).locator('input[name="pure-4"][value="1"]').isChecked()).toBe(true);
    await expect.poll(() => editors.nth(1).locator('input[name="count-5"][value="3"]').isChecked()).toBe(true);
    await expectAccessible(page, 'the pre-filled round sheets');
    await editors.nth(0).locator('button[data-hand="6"]').click();
    await editors.nth(1).locator('button[data-hand="1"]').click();
    await editors.nth(1).locator('button[data-hand="1"]').click();
    await editors.nth(2).locator('input[name="pure-9"][value="1"]').check();
    await screen(page).getByRole('button', { name: 'Score round 1' }).click();
    await expect.poll(() => screen(page).getAttribute('data-rounds')).toBe('1');

    // What the screen scored is what the exported record replays to.
    const onScreen = await page.evaluate((players) => {
      const summary = document.querySelector('diams-session-screen')?.shadowRoot?.querySelector('diams-round-summary');
      return Object.fromEntries(
        players.map((p, seat) => [p, Number(summary?.shadowRoot?.querySelector(`table.player[data-seat="${seat}"] td[data-points]`)?.textContent?.trim())]),
      );
    }, PLAYERS);
    const record = JSON.parse(
      await download(
        page,
        screen(page)
          .getByRole('button', { name: /^Export/ })
          .first(),
      ),
    ) as unknown;
    const replayed = replayDiams(record);
    if (!replayed.ok) throw new Error(`the export does not replay: ${rejectionText(replayed.error)}`);
    expect(onScreen).toEqual(replayed.output.rounds[0]?.points);
    expect(record).toMatchObject({
      players: PLAYERS,
      rounds: [
        {
          Ann: { safe: [{ quality: 4, count: 3, pure: 1 }], hand: [2, 8, 6] },
          Bob: { safe: [{ quality: 5, count: 3, pure: 0 }], hand: [1, 1] },
          Cy: { safe: [{ quality: 9, count: 3, pure: 1 }], hand: [7] },
        },
      ],
    });

    await expectAccessible(page, 'the scored round');
    expect(problems.join('\n')).toBe('');
    await context.close();
  });
});
