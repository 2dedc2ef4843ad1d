/**
 * Journey: a 4-player game of Diamonds scored with round-end checks only, in Chromium through the
 * built app: the game is set up on `#/new`, its session screen (`#/session/<id>`) switched to
 * round-end checks, and every count typed into its <diamonds-check-panel> as a table would; undo,
 * redo, history and the export are the session screen's own. The final standings are compared
 * with the ones worked out by hand below.
 *
 * Ann, Bob, Cy, Dee; every Showroom starts with 3, every Vault with 0 (D-SETUP). Counts are
 * ♦ ♥ ♠ ♣; each round's cards add up to 40 (10 per player, D-ROUND-END), in whole tricks of 4.
 *
 * Round 1, dealer Ann. After the last trick: Ann 4/1, Bob 2/3, Cy 3/2, Dee 5/0 (Showroom/Vault).
 *   Won: Ann 5 2 1 4, Bob 3 6 1 2, Cy none (no trick), Dee 2 2 8 4.
 *   ♦ Ann 5 → Ann 4/2. ♥ Bob 6 → Bob 3/3. ♠ Dee 8 → Dee 4/1. ♣ Ann 4 = Dee 4: tie.
 *   D-NOTRICK: Cy ♦ twice → 3/4.                        → Ann 4/2, Bob 3/3, Cy 3/4, Dee 4/1.
 * Round 2, dealer Bob. After the last trick: Ann 5/3, Bob 2/4, Cy 3/5, Dee 4/2.
 *   Won: Ann 2 1 3 6, Bob 4 4 2 2, Cy 2 3 3 0, Dee 2 2 2 2.
 *   ♦ Bob 4 → 2/5. ♥ Bob 4 → 3/5. ♠ Ann 3 = Cy 3: tie. ♣ Ann 6: Bob, Cy and Dee have a
 *   Showroom, so Ann chooses: Dee → Ann 6/3, Dee 3/2.     → Ann 6/3, Bob 3/5, Cy 3/5, Dee 3/2.
 *   Standings now: Ann 12, Bob 13, Cy 13, Dee 7; Bob and Cy level on points and Vault (5).
 * Round 3, dealer Cy. After the last trick: Ann 6/4, Bob 4/5, Cy 2/6, Dee 3/3.
 *   Won: Ann 4 4 4 4, Bob 3 3 2 4, Cy 3 3 4 2, Dee none (no trick).
 *   ♦ Ann → 6/5. ♥ Ann → 7/5. ♠ Ann 4 = Cy 4: tie. ♣ Ann 4 = Bob 4: tie.
 *   D-NOTRICK: Dee ♦ twice → 3/5.                        → Ann 7/5, Bob 4/5, Cy 2/6, Dee 3/5.
 * Round 4, dealer Dee. After the last trick: Ann 7/6, Bob 5/6, Cy 3/7, Dee 2/6.
 *   Won: Ann 1 2 2 3, Bob 4 2 3 3, Cy 3 4 3 2, Dee 2 2 2 2.
 *   ♦ Bob 4 → 5/7. ♥ Cy 4 → 4/7. ♠ Bob 3 = Cy 3: tie. ♣ Ann 3 = Bob 3: tie. No bonus.
 *                                                        → Ann 7/6, Bob 5/7, Cy 4/7, Dee 2/6.
 * D-SCORE: Ann 7 + 2×6 = 19, Bob 5 + 2×7 = 19, Cy 4 + 2×7 = 18, Dee 2 + 2×6 = 14.
 * D-TIE: Ann and Bob tie on 19; Bob has 7 in the Vault against Ann's 6: Bob wins.
 */
import { readFileSync } from 'node:fs';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { games } from '../../src/app/games';
import { parseBackup } from '../../src/store/backup-format';
import { DEFAULT_DB_NAME } from '../../src/store/db';
import { axeViolations, launch, waitForHome, watchProblems } from './browser';

const baseUrl = inject('baseUrl');

const PLAYERS = ['Ann', 'Bob', 'Cy', 'Dee'];
const SUIT_NAMES = ['Diamonds', 'Hearts', 'Spades', 'Clubs'];

interface Round {
  before: [number, number][];
  won: number[][];
}

const ROUNDS: Round[] = [
  {
    before: [
      [4, 1],
      [2, 3],
      [3, 2],
      [5, 0],
    ],
    won: [
      [5, 2, 1, 4],
      [3, 6, 1, 2],
      [0, 0, 0, 0],
      [2, 2, 8, 4],
    ],
  },
  {
    before: [
      [5, 3],
      [2, 4],
      [3, 5],
      [4, 2],
    ],
    won: [
      [2, 1, 3, 6],
      [4, 4, 2, 2],
      [2, 3, 3, 0],
      [2, 2, 2, 2],
    ],
  },
  {
    before: [
      [6, 4],
      [4, 5],
      [2, 6],
      [3, 3],
    ],
    won: [
      [4, 4, 4, 4],
      [3, 3, 2, 4],
      [3, 3, 4, 2],
      [0, 0, 0, 0],
    ],
  },
  {
    before: [
      [7, 6],
      [5, 6],
      [3, 7],
      [2, 6],
    ],
    won: [
      [1, 2, 2, 3],
      [4, 2, 3, 3],
      [3, 4, 3, 2],
      [2, 2, 2, 2],
    ],
  },
];

/** Worked out by hand above: Showroom/Vault after each round. */
const AFTER = [
  ['4/2', '3/3', '3/4', '4/1'],
  ['6/3', '3/5', '3/5', '3/2'],
  ['7/5', '4/5', '2/6', '3/5'],
  ['7/6', '5/7', '4/7', '2/6'],
];

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** Sets the game up on the new-game screen (Ann deals round 1) and resolves with its id. */
async function newGame(page: Page): Promise<string> {
  await page.evaluate(() => (location.hash = '#/new'));
  const screen = page.locator('new-game-screen');
  await screen.locator('h1').waitFor();
  await screen.getByRole('radio', { name: /^Diamonds/ }).check();
  for (let i = 2; i < PLAYERS.length; i++) await screen.getByRole('button', { name: 'Add a player' }).click();
  for (const [i, name] of PLAYERS.entries()) await screen.getByLabel(`Player ${i + 1} name`).fill(name);
  await screen.locator('input[name="variant"][value="standard"]').check();
  await screen.getByLabel('Who deals round 1 (D-DEALER)').selectOption({ label: 'Ann' });
  await screen.getByRole('button', { name: 'Start the game' }).click();
  await page.waitForURL(/#\/session\//);
  await page.locator('diamonds-session-screen[data-phase="deal"]').waitFor();
  return decodeURIComponent(new URL(page.url()).hash.replace(/^#\/session\//, ''));
}

/**
 * A tap after the reload: a real mouse click at the centre of `target`, scrolled to the middle of
 * the screen, once that point hits it (elementFromPoint, walked down the shadow roots: a cover such
 * as the sticky toolbar would fail this). Playwright's own click checks the point with
 * elementsFromPoint, and after a reload Chromium lists the inline <session-route> first over some
 * lines of text of the block game screen inside it, although a click there reaches the target:
 * that check then never passes. A `display: block` on <session-route> ends this, and `tap` can
 * then be a plain click.
 */
async function tap(target: Locator): Promise<void> {
  await expect
    .poll(() =>
      target.evaluate((el) => {
        el.scrollIntoView({ block: 'center' }); // clear of the sticky toolbar at the bottom
        const box = el.getBoundingClientRect();
        const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
        let root: Document | ShadowRoot = el.ownerDocument;
        let hit: Element | null = null;
        for (;;) {
          const found: Element | null = root.elementFromPoint(x, y);
          if (!found) break;
          hit = found;
          if (!found.shadowRoot || found.shadowRoot === root) break;
          root = found.shadowRoot;
        }
        return hit !== null && (hit === el || el.contains(hit));
      }),
    )
    .toBe(true);
  await target.click({ force: true });
}

async function typeCount(page: Page, name: string, value: number): Promise<void> {
  const field = page.getByRole('spinbutton', { name, exact: true });
  await field.fill(String(value));
  await field.blur(); // the field commits its value on change, as when a player leaves it
}

async function enterRound(page: Page, round: Round): Promise<void> {
  for (const [side, [showroom, vault]] of round.before.entries()) {
    await typeCount(page, `${PLAYERS[side]}'s Showroom`, showroom);
    await typeCount(page, `${PLAYERS[side]}'s Vault`, vault);
  }
  for (const [side, row] of round.won.entries()) {
    for (const [suit, n] of row.entries()) await typeCount(page, `${SUIT_NAMES[suit]} won by ${PLAYERS[side]}`, n);
  }
}

async function zonesAfter(panel: Locator): Promise<string[]> {
  const rows = panel.locator('diamonds-end-list [data-testid="zones-after"] tbody tr');
  return rows.evaluateAll((trs) =>
    trs.map((tr) => `${tr.querySelector('[data-zone="showroom"]')?.textContent}/${tr.querySelector('[data-zone="vault"]')?.textContent}`),
  );
}

/** The session row as stored, read with the raw IndexedDB API. */
function storedRow(page: Page, id: string): Promise<{ status: string; winners: string[]; standings: { players: string[]; score: number }[]; length: number }> {
  return page.evaluate(
    ({ name, id }) =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const get = open.result.transaction('sessions').objectStore('sessions').get(id);
          get.onsuccess = () => (open.result.close(), resolve(get.result));
          get.onerror = () => (open.result.close(), reject(get.error));
        };
      }),
    { name: DEFAULT_DB_NAME, id },
  );
}

describe('a 4-player game scored with round-end checks only', () => {
  it('settles every round, asks for the Clubs victim, survives a reload and ends with the hand-worked standings', async () => {
    // axe is injected as a script, which the app's CSP rightly forbids: bypass it for these checks.
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, acceptDownloads: true, bypassCSP: true });
    const page = await context.newPage();
    const problems = watchProblems(page);
    page.on('response', (r) => {
      if (r.status() >= 400) problems.push(`${r.status()} ${r.url()}`);
    });
    // The "ready to work offline" toast sits over the bottom of the screen: dismiss it, as a player would.
    await page.addLocatorHandler(page.locator('pwa-toast').getByRole('button', { name: 'Dismiss' }), (button) => button.click());
    await page.goto(baseUrl);
    await waitForHome(page);
    const id = await newGame(page);
    const screen = page.locator('diamonds-session-screen');
    const panel = screen.locator('diamonds-check-panel');
    const toolbar = screen.getByRole('toolbar', { name: 'Game record' });
    // The deal phase offers round-end checks instead of card-by-card recording.
    await screen.getByRole('button', { name: "Switch to round-end checks (count each round's cards at its end)" }).click();
    await page.getByRole('heading', { name: /Round 1 of 4/ }).waitFor();
    expect(await panel.getAttribute('data-events')).toBe('0');
    // The dealer picked on the new-game screen is not asked again.
    await expect
      .poll(async () => (await panel.locator('diamonds-check-form .deal').textContent())?.replace(/\s+/g, ' '))
      .toContain('Ann dealt round 1, as chosen when the game was started.');
    expect(await page.getByRole('radio', { name: 'Ann', exact: true }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    // Round 1: Ann deals. A slip first: Dee's Spades typed as 7, so the cards add up to 39.
    await enterRound(page, ROUNDS[0]!);
    await typeCount(page, 'Spades won by Dee', 7);
    const status = panel.locator('diamonds-check-form #check-status');
    await expect.poll(() => status.textContent()).toContain('the counts add up to 39 cards');
    await expect.poll(() => status.textContent()).toContain('(D-ROUND-END)');
    await page.getByRole('button', { name: 'Settle round 1' }).click();
    expect(await panel.getAttribute('data-events')).toBe('0'); // refused: nothing recorded
    // The answer is on screen with the button that was tapped.
    const height = page.viewportSize()?.height ?? 0;
    for (const shown of [status, page.getByRole('button', { name: 'Settle round 1' })]) {
      const box = await shown.boundingBox();
      expect(box && box.y >= 0 && box.y + box.height <= height).toBe(true);
    }
    await typeCount(page, 'Spades won by Dee', 8);
    // Cy took no card, so her "won a trick" box follows the counts and is unticked.
    expect(await page.getByRole('checkbox', { name: 'Cy won at least one trick' }).isChecked()).toBe(false);
    await page.getByRole('button', { name: 'Settle round 1' }).click();
    await expect.poll(() => panel.getAttribute('data-events')).toBe('1');
    const steps = panel.locator('diamonds-end-list [data-testid="end-steps"] > li');
    await expect.poll(() => steps.allTextContents()).toHaveLength(6);
    const texts = (await steps.allTextContents()).map((t) => t.replace(/\s+/g, ' ').trim());
    expect(texts[0]).toContain('Ann won the most ♦ Diamonds in round 1 (5 cards, next best 3)');
    expect(texts[3]).toContain('Ann and Dee tie for the most with 4 cards each, so nobody acts (D-MAJORITY)');
    expect(texts[4]).toContain('Cy won no trick in round 1 (bonus 1 of 2)');
    await expect.poll(() => zonesAfter(panel)).toEqual(AFTER[0]);

    // Round 2: Bob deals (D-DEALER); Ann's Clubs majority has a choice of victims.
    await enterRound(page, ROUNDS[1]!);
    await page.getByRole('button', { name: 'Settle round 2' }).click();
    const chooser = panel.locator('diamonds-steal-chooser');
    await chooser.getByRole('heading', { name: 'Whose Showroom does Ann rob?' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await chooser.getByRole('button', { name: /Dee/ }).click();
    await expect.poll(() => panel.getAttribute('data-events')).toBe('3');
    await expect.poll(() => zonesAfter(panel)).toEqual(AFTER[1]);
    // Undo takes the choice back; redo makes it again, each through the store.
    await toolbar.getByRole('button', { name: /^Undo/ }).click();
    await expect.poll(() => panel.getAttribute('data-events')).toBe('2');
    await expect.poll(() => screen.getAttribute('data-events')).toBe('2');
    await chooser.getByRole('button', { name: /Dee/ }).waitFor();
    await toolbar.getByRole('button', { name: /^Redo/ }).click();
    await expect.poll(() => panel.getAttribute('data-events')).toBe('3');
    await expect.poll(() => screen.getAttribute('data-events')).toBe('3');
    await expect.poll(() => zonesAfter(panel)).toEqual(AFTER[1]);

    // A reload resumes from the stored log, standings continuous, still counting rounds at their end.
    await page.reload();
    await screen.waitFor();
    await expect.poll(() => panel.getAttribute('data-events')).toBe('3');
    await expect.poll(() => zonesAfter(panel)).toEqual(AFTER[1]);
    await tap(page.getByText('Standings now (D-SCORE)'));
    await expect
      .poll(() => panel.locator('diamonds-tally-form [data-testid="verdict"]').textContent())
      .toBe('Bob and Cy tie on 13 points and 5 diamonds in the Vault each, so they are level (D-TIE).');
    await tap(page.getByText('Standings now (D-SCORE)'));

    // Rounds 3 and 4: Cy deals, then Dee.
    await enterRound(page, ROUNDS[2]!);
    expect(await page.getByRole('checkbox', { name: 'Dee won at least one trick' }).isChecked()).toBe(false);
    await tap(page.getByRole('button', { name: 'Settle round 3' }));
    await expect.poll(() => panel.getAttribute('data-events')).toBe('4');
    await expect.poll(() => zonesAfter(panel)).toEqual(AFTER[2]);
    await enterRound(page, ROUNDS[3]!);
    await tap(page.getByRole('button', { name: 'Settle round 4' }));
    await expect.poll(() => panel.getAttribute('data-phase')).toBe('over');
    await expect.poll(() => zonesAfter(panel)).toEqual(AFTER[3]);

    // The final tally against the standings worked out by hand.
    const rows = panel.locator('diamonds-tally-form [data-testid="ranking"] tbody tr');
    const ranking = () =>
      rows.evaluateAll((trs) =>
        trs.map((tr) => [
          tr.querySelector('td')?.textContent?.trim(),
          tr.querySelector('.who')?.textContent,
          Number(tr.querySelector('[data-score]')?.textContent),
        ]),
      );
    // The game-over screen shows a panel of its own: wait for it to read the log.
    await expect.poll(ranking).toEqual([
      ['1st', 'Bob', 19],
      ['2nd', 'Ann', 19],
      ['3rd', 'Cy', 18],
      ['4th', 'Dee', 14],
    ]);
    await expect
      .poll(() => panel.locator('diamonds-tally-form [data-testid="verdict"]').textContent())
      .toBe('Bob and Ann tie on 19 points; Bob wins the tie-break with 7 diamonds in the Vault, against 6 for Ann (D-TIE).');
    const row = await storedRow(page, id);
    expect(row).toMatchObject({
      status: 'finished',
      winners: ['Bob'],
      length: 5,
      standings: [
        { players: ['Ann'], score: 19 },
        { players: ['Bob'], score: 19 },
        { players: ['Cy'], score: 18 },
        { players: ['Dee'], score: 14 },
      ],
    });

    await expect.poll(() => screen.getAttribute('data-phase')).toBe('over');
    expect(await screen.getAttribute('data-events')).toBe('5');

    // History lists every entry with the engine's reasons.
    await tap(toolbar.getByRole('button', { name: /^History/ }));
    const history = screen.locator('diamonds-history-panel');
    await expect.poll(() => history.locator('ol > li').count()).toBe(5);
    expect(await history.locator('ol').first().textContent()).toContain('D-MAJORITY');

    // Export: the backup format (a record would need every card), which restores as it was.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      tap(screen.locator('diamonds-game-summary').getByRole('button', { name: /^Export/ })),
    ]);
    expect(download.suggestedFilename()).toMatch(/^diamonds-backup-\d{4}-\d\d-\d\d-Ann-Bob-Cy-Dee\.json$/);
    const parsed = parseBackup(readFileSync(await download.path(), 'utf8'), games);
    expect(parsed.ok).toBe(true);
    if (parsed.ok) {
      expect(parsed.backup.sessions).toHaveLength(1);
      expect(parsed.backup.sessions[0]?.events.map((e) => (e.event as { type: string }).type)).toEqual(['check', 'check', 'steal', 'check', 'check']);
      expect(parsed.backup.sessions[0]?.session.standings.map((s) => s.score)).toEqual([19, 19, 18, 14]);
    }

    expect(await axeViolations(page)).toEqual([]);
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});
