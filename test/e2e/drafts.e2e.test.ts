/**
 * Journeys: nothing typed is lost. A phone at the table locks and reloads in the middle of a form;
 * the built app, reloaded, shows every field as it was, and drops the draft once the step is
 * recorded. One journey per form that a reload used to empty: the new-game form of either game
 * (names, their order, variant and options), the round-end check (pass count, the zone counts, the
 * cards won), the Diam's rules-card fix-up, and a turn-by-turn step (the chips picked for M-SUM,
 * the magnifier).
 */
import { readFileSync } from 'node:fs';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, startDiams, waitForHome, watchProblems } from './browser';

const baseUrl = inject('baseUrl');
const PLAYERS = ['Ann', 'Bob', 'Cy', 'Dee'];
const SUITS = ['Diamonds', 'Hearts', 'Spades', 'Clubs'];

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function home(page: Page): Promise<void> {
  // The "ready to work offline" toast floats over the top of the screen: dismiss it, as a player would.
  await page.addLocatorHandler(page.locator('pwa-toast').getByRole('button', { name: 'Dismiss' }), (button) => button.click());
  await page.goto(baseUrl);
  await waitForHome(page);
}

/** Reloads once every draft typed is stored, as a phone that locks and comes back. */
async function reload(page: Page, screen: Locator): Promise<void> {
  await expect.poll(() => screen.getAttribute('data-drafts')).toBe('saved');
  await page.reload();
  await screen.waitFor();
  await expect.poll(() => screen.getAttribute('data-status').then((s) => s ?? screen.getAttribute('data-phase'))).not.toBe('loading');
}

/** The rules card of the shared example (any complete card will do: the numbers are data). */
const example = (): { values: Record<string, (number | null)[]> } =>
  JSON.parse(readFileSync(new URL('../../examples/diams-4p.json', import.meta.url), 'utf8')) as { values: Record<string, (number | null)[]> };

const field = (page: Page, name: string): Locator => page.getByRole('spinbutton', { name, exact: true });

describe('nothing typed is lost', () => {
  it('keeps the new-game form of either game through a reload, exactly as typed, until a game starts', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const problems = watchProblems(page);
    await home(page);
    await page.evaluate(() => (location.hash = '#/new'));
    const setup = page.locator('new-game-screen');
    const kept = async (): Promise<void> => {
      await expect.poll(() => setup.getAttribute('data-drafts')).toBe('saved');
      // The chosen game's form keeps its own fields.
      for (const form of await setup.locator('diamonds-new-game, diams-new-game').all())
        await expect.poll(() => form.getAttribute('data-drafts')).toBe('saved');
      await page.reload();
      await setup.locator('h1').waitFor();
      await expect.poll(() => setup.getAttribute('data-drafts')).toBe('saved');
    };

    // Diamonds: five seats, one moved, a name left half typed, the thief token, its holder, the dealer.
    for (let i = 2; i < 5; i++) await setup.getByRole('button', { name: 'Add a player' }).click();
    for (const [i, name] of ['Ann', 'Bob', 'Cy', 'Dee', 'Ev'].entries()) await setup.getByLabel(`Player ${i + 1} name`).fill(name);
    await setup.getByRole('button', { name: 'Move Cy up' }).click();
    await setup.getByRole('radio', { name: /^All cards known/ }).check();
    await setup.getByRole('checkbox', { name: /Play with the thief token/ }).check();
    await setup.getByLabel('First holder').selectOption({ label: 'Dee' });
    await setup.getByLabel('Who deals round 1 (D-DEALER)').selectOption({ label: 'Bob' });
    await kept();
    const names = () => setup.locator('ol.seats input').evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
    await expect.poll(names).toEqual(['Ann', 'Cy', 'Bob', 'Dee', 'Ev']);
    expect(await setup.getByRole('radio', { name: /^Diamonds/ }).isChecked()).toBe(true);
    expect(await setup.getByRole('radio', { name: /^All cards known/ }).isChecked()).toBe(true);
    expect(await setup.getByRole('checkbox', { name: /Play with the thief token/ }).isChecked()).toBe(true);
    expect(await setup.getByLabel('First holder').evaluate((s) => (s as HTMLSelectElement).selectedOptions[0]?.textContent?.trim())).toBe('Dee');
    expect(await setup.getByLabel('Who deals round 1 (D-DEALER)').evaluate((s) => (s as HTMLSelectElement).selectedOptions[0]?.textContent?.trim())).toBe(
      'Bob',
    );

    // Diam's: three names, one with a trailing space, and every option changed.
    await setup.getByRole('radio', { name: /^Diam's/ }).check();
    const diams = setup.locator('diams-new-game');
    await diams.getByRole('button', { name: 'Add a player' }).click();
    for (const [i, name] of ['Hana', 'Ivo ', 'Zoë'].entries()) await diams.locator(`input[data-player="${i}"]`).fill(name);
    for (const id of ['rounds-1', 'handTie-all', 'winBy-points']) await diams.locator(`#${id}`).check();
    await kept();
    expect(await setup.getByRole('radio', { name: /^Diam's/ }).isChecked()).toBe(true);
    await expect
      .poll(() => diams.locator('input[data-player]').evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value)))
      .toEqual(['Hana', 'Ivo ', 'Zoë']);
    for (const id of ['rounds-1', 'handTie-all', 'winBy-points']) expect(await diams.locator(`#${id}`).isChecked()).toBe(true);
    // Back to Diamonds: that form is still as it was.
    await setup.getByRole('radio', { name: /^Diamonds/ }).check();
    await expect.poll(names).toEqual(['Ann', 'Cy', 'Bob', 'Dee', 'Ev']);

    // Started: the form is not kept any more, and the next one starts blank.
    await setup.getByRole('button', { name: 'Start the game' }).click();
    await page.locator('diamonds-session-screen[data-phase]').waitFor();
    await page.evaluate(() => (location.hash = '#/new'));
    await kept();
    await expect.poll(names).toEqual(['', '']);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('keeps the round-end check through a reload: pass count, every zone, every card count and the trick boxes', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const problems = watchProblems(page);
    await home(page);
    await page.evaluate(() => (location.hash = '#/new'));
    const setup = page.locator('new-game-screen');
    await setup.getByRole('radio', { name: /^Diamonds/ }).check();
    for (let i = 2; i < PLAYERS.length; i++) await setup.getByRole('button', { name: 'Add a player' }).click();
    for (const [i, name] of PLAYERS.entries()) await setup.getByLabel(`Player ${i + 1} name`).fill(name);
    await setup.getByLabel('Who deals round 1 (D-DEALER)').selectOption({ label: 'Ann' });
    await setup.getByRole('button', { name: 'Start the game' }).click();
    const screen = page.locator('diamonds-session-screen');
    await page.locator('diamonds-session-screen[data-phase="deal"]').waitFor();
    await screen.getByRole('button', { name: "Switch to round-end checks (count each round's cards at its end)" }).click();
    await page.getByRole('heading', { name: /Round 1 of 4/ }).waitFor();

    // Every field typed, without leaving the last one: a count counts as it is typed.
    const zones = [
      [4, 1],
      [2, 3],
      [3, 2],
      [5, 0],
    ];
    const won = [
      [5, 2, 1, 4],
      [3, 6, 1, 2],
      [0, 0, 0, 0],
      [2, 2, 8, 4],
    ];
    await page.locator('diamonds-check-form select').first().selectOption('2');
    for (const [side, [showroom, vault]] of zones.entries()) {
      await field(page, `${PLAYERS[side]}'s Showroom`).fill(String(showroom));
      await field(page, `${PLAYERS[side]}'s Vault`).fill(String(vault));
    }
    for (const [side, row] of won.entries()) {
      for (const [suit, n] of row.entries()) await field(page, `${SUITS[suit]} won by ${PLAYERS[side]}`).fill(String(n));
    }
    await page.getByRole('checkbox', { name: 'Dee won at least one trick' }).uncheck();
    await reload(page, screen);

    await page.getByRole('heading', { name: /Round 1 of 4/ }).waitFor();
    expect(await page.locator('diamonds-check-form select').first().inputValue()).toBe('2');
    for (const [side, [showroom, vault]] of zones.entries()) {
      expect(await field(page, `${PLAYERS[side]}'s Showroom`).inputValue()).toBe(String(showroom));
      expect(await field(page, `${PLAYERS[side]}'s Vault`).inputValue()).toBe(String(vault));
    }
    for (const [side, row] of won.entries()) {
      for (const [suit, n] of row.entries()) expect(await field(page, `${SUITS[suit]} won by ${PLAYERS[side]}`).inputValue()).toBe(String(n));
    }
    const boxes = await Promise.all(PLAYERS.map((p) => page.getByRole('checkbox', { name: `${p} won at least one trick` }).isChecked()));
    expect(boxes).toEqual([true, true, false, false]);

    // Settled: the draft goes, and the next round's form starts blank even after another reload.
    await page.getByRole('checkbox', { name: 'Dee won at least one trick' }).check();
    await page.getByRole('button', { name: 'Settle round 1' }).click();
    await expect.poll(() => screen.getAttribute('data-events')).toBe('1');
    await reload(page, screen);
    await page.getByRole('heading', { name: /Round 2 of 4/ }).waitFor();
    expect(await field(page, 'Hearts won by Bob').inputValue()).toBe('0');
    expect(problems).toEqual([]);
    await page.close();
  });

  it("keeps the Diam's rules-card fix-up through a reload, asking for every missing value at once", async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const problems = watchProblems(page);
    await home(page);
    // A card with holes: the round below needs three of them.
    const values = { ...example().values, '2': [null, null, null], '5': [5, null, 25], '8': [null, 18, 28] };
    await startDiams(page, ['Ann', 'Bob'], values);
    const screen = page.locator('diams-session-screen');
    const editor = (seat: number) => page.locator('diams-sheet-editor').nth(seat);
    for (const [seat, q, count] of [
      [0, 5, 4],
      [0, 8, 3],
      [1, 2, 3],
    ] as const) {
      await editor(seat).locator(`button[data-safe="${q}"]`).click();
      await editor(seat).locator(`input[name="count-${q}"][value="${count}"]`).check();
    }
    await screen.getByRole('button', { name: 'Score round 1' }).click();
    const fix = page.locator('diams-card-fix');
    await fix.locator('#v-2-3').waitFor();
    expect(
      await fix
        .locator('li label')
        .allTextContents()
        .then((t) => t.map((s) => s.replace(/\s+/g, ' ').trim())),
    ).toEqual(["Quality 5, 4 diamonds, in Ann's safe", "Quality 8, 3 diamonds, in Ann's safe", "Quality 2, 3 diamonds, in Bob's safe"]);
    await fix.getByLabel("Quality 5, 4 diamonds, in Ann's safe").fill('15');
    await fix.getByLabel("Quality 8, 3 diamonds, in Ann's safe").fill('8');
    await fix.getByLabel("Quality 2, 3 diamonds, in Bob's safe").fill('');
    await reload(page, screen);

    await fix.locator('#v-2-3').waitFor();
    expect(await fix.getByLabel("Quality 5, 4 diamonds, in Ann's safe").inputValue()).toBe('15');
    expect(await fix.getByLabel("Quality 8, 3 diamonds, in Ann's safe").inputValue()).toBe('8');
    expect(await fix.getByLabel("Quality 2, 3 diamonds, in Bob's safe").inputValue()).toBe('');
    await fix.getByLabel("Quality 2, 3 diamonds, in Bob's safe").fill('2');
    await fix.getByRole('button', { name: 'Save and score round 1' }).click();
    await expect.poll(() => screen.getAttribute('data-rounds')).toBe('1');
    await reload(page, screen);
    expect(await page.locator('diams-card-fix').count()).toBe(0);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('keeps a turn-by-turn step through a reload: the card put down, M-SUM, the chips picked and the magnifier', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const problems = watchProblems(page);
    await home(page);
    await startDiams(page, ['Ann', 'Bob', 'Cy'], example().values);
    const screen = page.locator('diams-session-screen');
    const panel = page.locator('diams-turns-panel');
    await screen.getByRole('button', { name: 'Play this round turn by turn' }).click();
    await screen.locator('button[data-action="start-turns"]').click();
    // The refill (3, 5, 8), Ann draws into her hand, then plays.
    const deck = panel.locator('diams-deck-step');
    for (const q of [3, 5, 8]) await deck.locator(`diams-card-pad button[data-quality="${q}"]`).click();
    await deck.locator('button[data-action="record-cards"]').click();
    await panel.locator('button[data-action="draw-hand"]').click();
    await expect.poll(() => panel.getAttribute('data-awaiting')).toBe('play');

    const action = panel.locator('diams-market-action');
    await action.locator('diams-card-pad button.toggle').click();
    await reload(page, screen);
    expect(await action.locator('diams-card-pad button.toggle').getAttribute('aria-pressed')).toBe('true');
    await action.locator('diams-card-pad button.toggle').click();
    await action.locator('diams-card-pad button[data-quality="8"]').click();
    await action.locator('input[name="take"][value="sum"]').check();
    await action.locator('button[data-market="0"]').click();
    await action.locator('button[data-market="1"]').click();
    await reload(page, screen);

    expect(await action.locator('input[name="take"][value="sum"]').isChecked()).toBe(true);
    const pressed = await action.locator('button[data-market]').evaluateAll((bs) => bs.map((b) => b.getAttribute('aria-pressed')));
    expect(pressed).toEqual(['true', 'true', 'false']);
    expect((await action.locator('diams-card-pad p.hint').textContent())?.replace(/\s+/g, ' ')).toContain('1 of 1 chosen: 8');
    expect(await action.locator('diams-card-pad button.toggle').getAttribute('aria-pressed')).toBe('false');
    await action.locator('button[data-action="record-market"]').click();
    await expect.poll(() => panel.getAttribute('data-awaiting')).toBe('draw');
    await reload(page, screen);
    await expect.poll(() => panel.getAttribute('data-awaiting')).toBe('draw');
    expect(problems).toEqual([]);
    await page.close();
  });
});
