/**
 * How many key presses a keyboard alone spends from Home (a fresh app, no game yet) to the first
 * card recorded in a new 4-player Diamonds game, on a 390×844 screen against the build.
 *
 * The path is a keyboard user's: the skip link, then Tab to New game; the four names typed (every
 * letter counts), "Add a player" for the third and fourth seat (it opens the seat with the focus in
 * its field), Enter in the last field to start the game; the example's pass count; then the first
 * card of examples/diamonds-4p-standard.json reached with the arrow keys (Ctrl+End for the deck's
 * last key) and pressed with Enter. Where the arrow keys move nothing, Tab does the moving, as it
 * had to before the keys were one grid. The "ready to work offline" toast is dismissed by the test
 * and left out: it is no step of recording a game.
 *
 * Measured before the keys were one grid and focus followed each step: 95 presses (76 Tabs, 12
 * letters), 15♣ 58 Tabs away once the deal's Pass had let the focus go; after: 33 (13 Tabs, 12
 * letters), the focus on the deal's first pass count once the game opens and on the keys after Pass.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { diamondsGame } from '../../src/rules/diamonds/index';
import { useBrowser } from './browser';
import { PHONE_BASE, openPhone } from './phone';

const browser = useBrowser();
beforeAll(() => {
  PHONE_BASE.url = inject('baseUrl');
});

/** The bound a worse flow breaks: measured 33 presses (12 of them the names' letters). */
const HOME_TO_FIRST_CARD = 34;

interface Focused {
  tag: string;
  text: string;
  card: string | null;
  pass: string | null;
  type: string | null;
}

/** The element that has the focus, through shadow roots. */
function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    let el = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    const h = el as HTMLElement | null;
    return {
      tag: h?.localName ?? '',
      text: h?.textContent?.replace(/\s+/g, ' ').trim() ?? '',
      card: h?.dataset.card ?? null,
      pass: h?.dataset.pass ?? null,
      type: h?.getAttribute('type') ?? null,
    };
  });
}

/** The example's first round: who deals, the pass count and its first card. */
function firstCard(): { pass: number; card: string } {
  const raw: unknown = JSON.parse(readFileSync(new URL('../../examples/diamonds-4p-standard.json', import.meta.url), 'utf8'));
  const parsed = diamondsGame.parseRecord(raw);
  if (!parsed.ok) throw new Error('the example record does not read');
  const [deal, play] = parsed.events;
  if (deal?.type !== 'deal' || play?.type !== 'play') throw new Error('the example does not start with a deal and a card');
  return { pass: deal.pass, card: play.card };
}

describe('the keyboard alone (390×844)', () => {
  it('from Home to the first card recorded, in few key presses', async () => {
    const { context, page } = await openPhone(browser());
    const presses: string[] = [];
    const press = async (key: string) => {
      presses.push(key);
      await page.keyboard.press(key);
    };
    const typed = async (text: string) => {
      for (const letter of text) await press(letter);
    };
    /** Tab until `wanted` holds of the focused element. */
    const tabTo = async (wanted: (f: Focused) => boolean, what: string) => {
      for (let i = 0; i < 120 && !wanted(await focused(page)); i++) await press('Tab');
      expect(wanted(await focused(page)), `Tab reaches ${what}`).toBe(true);
    };

    // Home: the skip link, then New game. The page is brought to the front first: beside other
    // files' phones in the same browser, a first Tab once left the focus on the page itself.
    await page.bringToFront();
    await page.locator('app-shell a.skip').waitFor({ state: 'attached' });
    await press('Tab');
    expect((await focused(page)).text).toBe('Skip to main content');
    await press('Enter');
    await tabTo((f) => f.tag === 'a' && f.text === 'New game', 'New game');
    await press('Enter');
    await page.waitForFunction(() => location.hash === '#/new');

    // The names; the third and fourth seats come with "Add a player", which puts the focus in them.
    const setup = page.locator('new-game-screen');
    await setup.locator('ol.seats input[type="text"]').first().waitFor();
    await tabTo((f) => f.tag === 'input' && f.type === 'text', 'the first name');
    await typed('Ann');
    await press('Tab');
    await tabTo((f) => f.tag === 'input' && f.type === 'text', 'the second name');
    await typed('Gus');
    for (const name of ['Kai', 'Eve']) {
      await tabTo((f) => f.tag === 'button' && f.text === 'Add a player', 'Add a player');
      await press('Enter');
      await expect.poll(async () => (await focused(page)).tag).toBe('input');
      await typed(name);
    }
    // Enter in a field starts the game, as the form's submit button would.
    await press('Enter');

    // The deal: the example's pass count. The game opens with the focus on its first thing to do.
    const { pass, card } = firstCard();
    await page.locator('diamonds-deal-form button[data-pass]').first().waitFor();
    // The focus is on the first pass count once the game opens.
    await expect.poll(async () => (await focused(page)).pass).toBe('1');
    await tabTo((f) => f.pass === String(pass), `Pass ${pass}`);
    await press('Enter');
    await page.locator('diamonds-session-screen[data-phase="play"][data-events="1"]').waitFor();
    // And on the keys after Pass.
    await expect.poll(async () => (await focused(page)).card).not.toBeNull();

    // The first card: the arrow keys, or Tab where they move nothing.
    const key = (code: string) => page.locator(`diamonds-card-picker button[data-card="${code}"]`);
    const last = await page.locator('diamonds-card-picker button[data-card]:not([disabled])').last().getAttribute('data-card');
    for (let i = 0; i < 60 && (await focused(page)).card !== card; i++) {
      const now = await focused(page);
      if (!now.card) {
        await press('Tab');
        continue;
      }
      const from = await key(now.card).boundingBox();
      const to = await key(card).boundingBox();
      if (!from || !to) throw new Error('a key is not on screen');
      const arrow =
        card === last
          ? 'Control+End'
          : to.y > from.y + from.height / 2
            ? 'ArrowDown'
            : to.y < from.y - from.height / 2
              ? 'ArrowUp'
              : to.x > from.x
                ? 'ArrowRight'
                : 'ArrowLeft';
      await press(arrow);
      if ((await focused(page)).card === now.card) {
        // The arrow moved nothing: Tab on, as the keys were before they were one grid.
        presses.pop();
        await tabTo((f) => f.card === card, `the key ${card}`);
      }
    }
    expect((await focused(page)).card).toBe(card);
    await press('Enter');
    await page.locator('diamonds-session-screen[data-phase="play"][data-events="2"]').waitFor();

    const tabs = presses.filter((p) => p === 'Tab').length;
    const letters = presses.filter((p) => p.length === 1).length;
    console.log(`keys: home→first card ${presses.length} presses (${tabs} Tab, ${letters} letters): ${presses.join(' ')}`);
    expect(presses.length, 'key presses from Home to the first card').toBeLessThanOrEqual(HOME_TO_FIRST_CARD);
    await context.close();
  });
});
