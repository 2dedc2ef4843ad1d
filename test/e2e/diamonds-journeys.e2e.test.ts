/**
 * Whole Diamonds games entered the way a table enters them: a new game set up on screen, each
 * round's pass count tapped, every card tapped in the picker, every Clubs choice answered as the
 * example record's suffixes say. The final standings on screen must equal the `replay` output of
 * the record the app exports. Then a revoke flagged and rewound, and a reload in mid-trick.
 *
 * The plays come from the example records in examples/.
 */
import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  apply,
  deckCards,
  initialState,
  parseCard,
  readDiamondsRecord,
  type DiamondsConfig,
  type DiamondsEvent,
  type DiamondsState,
} from '../../src/rules/diamonds/index';
import { replayDiamonds } from '../../src/rules/diamonds/replay';
import { axeViolations, launch, waitForHome, watchProblems } from './browser';
import { seed, sessionFromRecord } from './seed';
import { rejectionText } from '../../src/i18n/rule-messages';
import { cardName } from '../../src/i18n/cards';

const baseUrl = inject('baseUrl');

interface ExampleRound {
  dealer?: string;
  pass: number;
  plays: string[];
  endSteal?: string;
}
interface Example {
  players: string[];
  variant?: DiamondsConfig['variant'];
  thief?: string | null;
  rounds: ExampleRound[];
}

function example(name: string): Example {
  return JSON.parse(readFileSync(new URL(`../../examples/${name}`, import.meta.url), 'utf8')) as Example;
}

/** "C15>Ann" → the key's accessible name "15 of Clubs" and the victim named by the suffix. */
function parsePlay(play: string): { code: string; name: string; victim: string | null } {
  const [code = '', victim = null] = play.split('>');
  const card = parseCard(code);
  if (!card) throw new Error(`not a card: ${play}`);
  return { code, name: cardName(card), victim };
}

/**
 * Drives one session screen and keeps the engine's own state beside it, so the test knows when a
 * Clubs choice must be open and whose card it belongs to (that card's suffix names the victim).
 */
class Table {
  state: DiamondsState;
  log: DiamondsEvent[] = [];
  constructor(
    readonly page: Page,
    readonly config: DiamondsConfig,
  ) {
    this.state = initialState(config);
  }

  get events(): number {
    return this.log.length;
  }

  private step(event: DiamondsEvent): void {
    const next = apply(this.state, event);
    if (!next.ok) throw new Error(`the engine refuses ${JSON.stringify(event)}: ${rejectionText(next.rejection)}`);
    this.state = next.state;
    this.log.push(event);
  }

  /** Drops the events from the `play`-th card of the current round on, as the screen's rewind does. */
  rewindTo(play: number): void {
    const deal = this.log.map((e) => e.type).lastIndexOf('deal');
    let seen = 0;
    const at = this.log.findIndex((e, i) => i > deal && e.type === 'play' && ++seen === play);
    const kept = this.log.slice(0, at);
    this.state = initialState(this.config);
    this.log = [];
    for (const event of kept) this.step(event);
  }

  /** Resolves once the screen shows `events` stored events (it renders only after the commit). */
  async settled(): Promise<void> {
    await this.page.waitForFunction((n) => document.querySelector('diamonds-session-screen')?.getAttribute('data-events') === String(n), this.events, {
      polling: 'raf',
    });
  }

  async phase(): Promise<string | null> {
    return this.page.locator('diamonds-session-screen').getAttribute('data-phase');
  }

  async deal(round: ExampleRound, dealer: number): Promise<void> {
    const form = this.page.locator('diamonds-deal-form');
    await expect.poll(() => form.locator('h2').textContent()).toContain(`${this.config.players[dealer]} deals`);
    await form.getByRole('button', { name: `Pass ${round.pass}` }).click();
    this.step({ type: 'deal', dealer, pass: round.pass });
    await this.settled();
  }

  async play(round: ExampleRound, index: number): Promise<void> {
    const { code, name } = parsePlay(round.plays[index] ?? '');
    await this.page.locator('diamonds-card-picker').getByRole('button', { name, exact: true }).click();
    this.step({ type: 'play', card: code });
    await this.settled();
    await this.answerSteal(round);
  }

  /**
   * Answers each open Clubs choice as the record says: the suffix of its card, or the round's
   * endSteal (a round's last card can open two: its trick's and the round-end majority's).
   */
  async answerSteal(round: ExampleRound): Promise<void> {
    expect(await this.phase()).toBe(this.state.phase);
    while (this.state.pending) await this.answerOne(round, this.state.pending);
  }

  private async answerOne(round: ExampleRound, pending: NonNullable<DiamondsState['pending']>): Promise<void> {
    const named = pending.play === null ? round.endSteal : parsePlay(round.plays[pending.play - 1] ?? '').victim;
    const seat = this.config.players.indexOf(named ?? '');
    if (seat < 0) throw new Error(`the record names no victim for the choice at play ${pending.play}`);
    const chooser = this.page.locator('diamonds-steal-chooser');
    const offered = await chooser.locator('button').count();
    expect(offered).toBe(pending.victims.length);
    await chooser.locator(`button[data-victim="${seat}"]`).click();
    this.step({ type: 'steal', victim: seat });
    await this.settled();
    expect(await this.phase()).toBe(this.state.phase);
  }

  async playRounds(rounds: ExampleRound[], firstDealer: number): Promise<void> {
    for (const round of rounds) {
      const dealer = this.state.round === null ? firstDealer : (this.state.round.dealer + 1) % this.config.players.length;
      if (round.dealer) expect(this.config.players[dealer]).toBe(round.dealer);
      await this.deal(round, dealer);
      for (let i = 0; i < round.plays.length; i++) await this.play(round, i);
    }
  }
}

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** A phone-sized page on the built app. */
async function phone(): Promise<{ context: BrowserContext; page: Page; problems: string[] }> {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, acceptDownloads: true });
  const page = await context.newPage();
  const problems = watchProblems(page);
  // The "ready to work offline" toast sits over the bottom of the screen: dismiss it, as a player would.
  await page.addLocatorHandler(page.locator('pwa-toast').getByRole('button', { name: 'Dismiss' }), (button) => button.click());
  await page.goto(baseUrl);
  await waitForHome(page);
  return { context, page, problems };
}

/** Sets the game up on the new-game screen and opens it; returns the engine twin of the table. */
async function newGame(page: Page, game: Example, firstDealer: string): Promise<Table> {
  await page.evaluate(() => (location.hash = '#/new'));
  const screen = page.locator('new-game-screen');
  await screen.locator('h1').waitFor();
  for (let i = 2; i < game.players.length; i++) await screen.getByRole('button', { name: 'Add a player' }).click();
  for (const [i, name] of game.players.entries()) await screen.getByLabel(`Player ${i + 1} name`).fill(name);
  const variant = game.variant ?? 'standard';
  await screen.locator(`input[name="variant"][value="${variant}"]`).check();
  if (game.thief) {
    await screen.getByRole('checkbox').check();
    await screen.getByLabel('First holder').selectOption({ label: game.thief });
  }
  await screen.getByLabel('Who deals round 1 (D-DEALER)').selectOption({ label: firstDealer });
  await screen.getByRole('button', { name: 'Start the game' }).click();
  await page.locator('diamonds-session-screen[data-phase="deal"]').waitFor();
  const thief = game.thief ? game.players.indexOf(game.thief) : null;
  return new Table(page, { players: game.players, variant, thief });
}

/** The final standings as the screen shows them, in the record's order (seating order). */
async function shownStandings(page: Page, players: string[]) {
  const rows = page.locator('diamonds-game-summary [data-testid="final-standings"] tbody tr');
  const shown = [];
  for (let i = 0; i < (await rows.count()); i++) {
    const row = rows.nth(i);
    shown.push({
      players: JSON.parse((await row.getAttribute('data-players')) ?? '[]') as string[],
      showroom: Number(await row.locator('[data-field="showroom"]').textContent()),
      vault: Number(await row.locator('[data-field="vault"]').textContent()),
      score: Number(await row.locator('[data-field="score"]').textContent()),
    });
  }
  return shown.sort((a, b) => players.indexOf(a.players[0] ?? '') - players.indexOf(b.players[0] ?? ''));
}

/** Downloads the record through the screen's export button and parses it. */
async function exported(page: Page): Promise<unknown> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.locator('diamonds-game-summary').getByRole('button', { name: 'Export record (.json)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^diamonds-\d{4}-\d{2}-\d{2}.*\.json$/);
  const path = await download.path();
  return JSON.parse(readFileSync(path, 'utf8')) as unknown;
}

async function fullGame(file: string): Promise<void> {
  const game = example(file);
  const { context, page, problems } = await phone();
  const firstDealer = game.rounds[0]?.dealer ?? '';
  const table = await newGame(page, game, firstDealer);
  await table.playRounds(game.rounds, game.players.indexOf(firstDealer));
  await page.locator('diamonds-session-screen[data-phase="over"]').waitFor();

  const record = await exported(page);
  const replayed = replayDiamonds(record);
  if (!replayed.ok) throw new Error(`the exported record does not replay: ${rejectionText(replayed.error)}`);
  expect(replayed.output.complete).toBe(true);
  const shown = await shownStandings(page, game.players);
  expect(shown).toEqual(replayed.output.standings);
  // And the same game as the example record itself.
  const original = replayDiamonds(example(file));
  expect(original.ok && original.output.standings).toEqual(replayed.output.standings);
  const verdict = await page.locator('diamonds-game-summary [data-testid="verdict"]').textContent();
  for (const winner of replayed.output.winners) expect(verdict).toContain(winner);
  expect(problems).toEqual([]);
  await context.close();
}

describe('a whole Diamonds game entered card by card', () => {
  it('4 players, standard: standings on screen equal the replay of the exported record', async () => {
    await fullGame('diamonds-4p-standard.json');
  });

  it('2 players (D2-TRICK): standings on screen equal the replay of the exported record', async () => {
    await fullGame('diamonds-2p.json');
  });
});

describe('a revoke', () => {
  it('is flagged when proven (round 3 of diamonds-broken-dfollow) and rewound to its trick', async () => {
    const broken = example('diamonds-broken-dfollow.json');
    const good = example('diamonds-4p-standard.json');
    const { context, page } = await phone();
    const table = await newGame(page, broken, broken.rounds[0]?.dealer ?? '');
    await table.playRounds(broken.rounds.slice(0, 2), broken.players.indexOf(broken.rounds[0]?.dealer ?? ''));
    const round3 = broken.rounds[2] as ExampleRound;
    await table.deal(round3, broken.players.indexOf(round3.dealer ?? ''));
    for (let i = 0; i < 15; i++) await table.play(round3, i);

    // Play 16 (H3) proves that its player held a Heart when they threw D15 in trick 3 (play 12).
    await page.locator('diamonds-card-picker').getByRole('button', { name: '3 of Hearts', exact: true }).click();
    const alert = page.locator('diamonds-session-screen .problem[role="alert"]');
    await expect.poll(() => alert.textContent()).toContain('Revoke in trick 3 (D-FOLLOW)');
    // The player and the trick, and the card as players say it: no play number, and no rewind in the words
    // (the Rewind button does that).
    expect(await alert.textContent()).toMatch(/Ann did not follow ♥ Hearts in trick 3 but now plays the 3 of Hearts/);
    expect(await alert.textContent()).not.toContain('play 12');
    await table.settled(); // nothing was recorded

    await alert.getByRole('button', { name: 'Rewind to trick 3' }).click();
    // Every event from trick 3's first card (play 9) on is undone, and kept for redo.
    table.rewindTo(9);
    await table.settled();
    const picker = page.locator('diamonds-card-picker');
    await expect.poll(() => picker.getByRole('button', { name: '8 of Hearts', exact: true }).isEnabled()).toBe(true);
    // Trick 2's cards (plays 5–8) stay played; trick 3's first card (H8, play 9) is open again.
    expect(await picker.getByRole('button', { name: '11 of Hearts', exact: true }).isDisabled()).toBe(true);
    expect(await page.locator('diamonds-session-screen .toolbar').textContent()).toContain('Redo');

    // The table replays trick 3 on as it really went, and finishes the game without a fault.
    const right = good.rounds[2] as ExampleRound;
    for (let i = 8; i < right.plays.length; i++) await table.play(right, i);
    await table.playRounds(good.rounds.slice(3), 0);
    await page.locator('diamonds-session-screen[data-phase="over"]').waitFor();
    const expected = replayDiamonds(good);
    expect(await shownStandings(page, good.players)).toEqual(expected.ok && expected.output.standings);
    await context.close();
  });
});

describe('a reload in the middle of a trick', () => {
  it('resumes exactly where the table was', async () => {
    const game = example('diamonds-4p-standard.json');
    const { context, page } = await phone();
    const table = await newGame(page, game, 'Gus');
    const round = game.rounds[0] as ExampleRound;
    await table.deal(round, 1);
    for (let i = 0; i < 6; i++) await table.play(round, i); // trick 1 (with its steal), then 2 cards of trick 2
    const toPlay = page.locator('diamonds-trick-view [data-testid="to-play"]');
    const before = await toPlay.textContent();
    expect(before).toBe('Ann to play');

    await page.reload();
    await page.locator(`diamonds-session-screen[data-events="${table.events}"]`).waitFor();
    expect(await toPlay.textContent()).toBe(before);
    const trick = page.locator('diamonds-trick-view ol li');
    expect(await trick.count()).toBe(2);
    expect(await trick.allTextContents()).toEqual([expect.stringContaining('4 of Hearts'), expect.stringContaining('13 of Hearts')]);
    const picker = page.locator('diamonds-card-picker');
    for (const name of ['15 of Clubs', '1 of Clubs', '13 of Clubs', '11 of Clubs', '4 of Hearts', '13 of Hearts']) {
      expect(await picker.getByRole('button', { name, exact: true }).isDisabled()).toBe(true);
    }
    // The trick goes on from there.
    for (let i = 6; i < 8; i++) await table.play(round, i);
    expect(await page.locator('diamonds-trick-view p').last().textContent()).toContain('Trick 2 went to Ann');
    await context.close();
  });
});

/** Two cards that, played next in `game`, open a Clubs choice: a lead, then an off-suit club. */
function choiceOpeners(game: Example): string[] {
  const read = readDiamondsRecord({ game: 'diamonds', ...game });
  if (!read.ok) throw new Error(rejectionText(read.error));
  const deck = deckCards(read.config.variant, read.config.players.length).map((c) => c.suit + c.rank);
  for (const lead of deck) {
    const first = apply(read.state, { type: 'play', card: lead });
    if (!first.ok) continue;
    for (const club of deck.filter((c) => c.startsWith('C'))) {
      const second = apply(first.state, { type: 'play', card: club });
      if (second.ok && second.state.phase === 'steal') return [lead, club].map((c) => parsePlay(c).name);
    }
  }
  throw new Error('no two cards open a Clubs choice');
}

describe('the session screen', () => {
  it('passes axe-core in play, in a Clubs choice and at the end, light and dark', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      // axe is injected as a script, which the app's CSP rightly forbids: bypass it for this check.
      const context = await browser.newContext({ bypassCSP: true, colorScheme, viewport: { width: 360, height: 740 } });
      const page = await context.newPage();
      await page.goto(baseUrl);
      await waitForHome(page);
      await seed(page, sessionFromRecord('diamonds-5p-in-progress.json', 'axe-playing', Date.now()));
      await seed(page, sessionFromRecord('diamonds-4p-standard.json', 'axe-over', Date.now()));
      const check = async (what: string) => {
        expect(await axeViolations(page), `${colorScheme}, ${what}`).toEqual([]);
      };
      await page.evaluate(() => (location.hash = '#/session/axe-playing'));
      await page.locator('diamonds-session-screen[data-phase="play"]').waitFor();
      await check('a round in play');
      // Two cards that open a Clubs choice in this game (found with the engine), tapped in turn.
      const picker = page.locator('diamonds-card-picker');
      for (const name of choiceOpeners(example('diamonds-5p-in-progress.json'))) {
        await picker.getByRole('button', { name, exact: true }).click();
      }
      await page.locator('diamonds-session-screen[data-phase="steal"]').waitFor();
      await check('after a Clubs card');
      await page
        .locator('diamonds-session-screen')
        .getByRole('button', { name: /^History/ })
        .click();
      await check('with the history open');
      await page.evaluate(() => (location.hash = '#/session/axe-over'));
      await page.locator('diamonds-session-screen[data-phase="over"]').waitFor();
      await check('a finished game');
      await context.close();
    }
  });
});
