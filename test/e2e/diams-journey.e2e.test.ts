/**
 * A whole Diam's game at the table, in Chromium at phone size: the rules card imported as a file,
 * a 4-player game set up, three rounds entered sheet by sheet with taps (the players, card and
 * sheets of examples/diams-4p.json), a reload in the middle of a round, and the end. What
 * the screens show must be what `replayDiams` makes of the record the app exports, and what the
 * example's expected output says.
 *
 * It runs against the built app served by the global setup: `#/new` → Diam's, then `#/session/<id>`.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { replayDiams, type DiamsReplayOutput } from '../../src/rules/diams/replay';
import { axeViolations, launch, openDiamsSetup, waitForHome, watchProblems } from './browser';
import { rejectionText } from '../../src/i18n/rule-messages';
import { enterSheet } from './diams-sheet';

const root = new URL('../../', import.meta.url);
const example = JSON.parse(readFileSync(new URL('examples/diams-4p.json', root), 'utf8')) as {
  players: string[];
  values: Record<string, (number | null)[]>;
  rounds: Record<string, { safe: { quality: number; count: number; pure: number }[]; hand: number[] }>[];
};
const expected = JSON.parse(readFileSync(new URL('examples/diams-4p.expected.json', root), 'utf8')) as {
  output: Pick<DiamsReplayOutput, 'rounds' | 'totals' | 'winners'>;
};

const baseUrl = inject('baseUrl');

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
});

// ----- the journey -----

type Sheet = (typeof example.rounds)[number][string];

/** The app's new-game screen with Diam's chosen: its Diam's set-up form. */
async function openNewGame(page: Page): Promise<Locator> {
  // The "ready to work offline" toast sits over the bottom of the screen: dismiss it, as a player would.
  await page.addLocatorHandler(page.locator('pwa-toast').getByRole('button', { name: 'Dismiss' }), (button) => button.click());
  await page.goto(baseUrl);
  await waitForHome(page);
  return openDiamsSetup(page);
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
  // The words come with the import; the fields show the stored card once it is read back, a moment later.
  await expect.poll(() => form.locator('diams-rules-card #v-7-5').inputValue()).toBe(String(example.values['7']?.[2]));
  await form.getByText('Your rules card is complete').waitFor();
}

async function setUp(form: Locator): Promise<void> {
  for (let i = 2; i < example.players.length; i++) await form.getByRole('button', { name: 'Add a player' }).click();
  for (const [i, name] of example.players.entries()) await form.locator(`input[data-player="${i}"]`).fill(name);
  // diams-4p.json plays the defaults: 3 rounds, hand tie "none", won by chips.
  for (const id of ['#rounds-3', '#handTie-none', '#winBy-chips']) expect(await form.locator(id).isChecked(), id).toBe(true);
  await form.getByRole('button', { name: 'Start the game' }).click();
}

const screen = (page: Page) => page.locator('diams-session-screen');

async function scoreRound(page: Page, round: number): Promise<void> {
  await screen(page)
    .getByRole('button', { name: `Score round ${round}` })
    .click();
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
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    expect(await axeViolations(page), `${where}, ${colorScheme}`).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

describe("a game of Diam's entered through the round sheets", () => {
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
      await screen(page)
        .getByRole('heading', { name: `Round ${r + 1} sheets` })
        .waitFor();
      for (const [seat, name] of example.players.entries()) {
        await enterSheet(page, seat, round[name] as Sheet);
        if (r === 1 && seat === 1) {
          // Half of round 2 is typed (and stored) when the phone reloads the page: nothing is lost.
          await expect.poll(() => screen(page).getAttribute('data-drafts')).toBe('saved');
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

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      screen(page)
        .getByRole('button', { name: /^Export/ })
        .first()
        .click(),
    ]);
    const dir = mkdtempSync(join(tmpdir(), 'diams-export-'));
    try {
      const path = join(dir, download.suggestedFilename());
      await download.saveAs(path);
      const record: unknown = JSON.parse(readFileSync(path, 'utf8'));
      const replayed = replayDiams(record);
      if (!replayed.ok) throw new Error(`the export does not replay: ${rejectionText(replayed.error)}`);
      const { rounds, totals, winners } = replayed.output;
      expect(onScreen).toEqual({ rounds, totals, winners });
      expect(onScreen).toEqual({ rounds: expected.output.rounds, totals: expected.output.totals, winners: expected.output.winners });
      expect(record).toMatchObject({ players: example.players, values: example.values, rounds: example.rounds });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }

    await expectAccessible(page, 'the finished game');
    expect(problems.join('\n')).toBe('');
    await context.close();
  });
});
