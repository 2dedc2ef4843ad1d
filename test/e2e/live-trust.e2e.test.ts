/**
 * What a live table (docs/live-table.md) may be trusted with, on phones in Chromium against the
 * table server and its relay: the relay never sees a player's name (every value is sealed); a phone
 * records only for its own seat, and a follower's round-end counts wait for the host's player; and
 * the link's QR code stays small enough for a phone's camera across a table. How soon a phone sees
 * the host gone, and what happens then, is timed in live-host-away.e2e.test.ts.
 */
import { chromium, type Page } from 'playwright-core';
import { encode } from 'uqr';
import { describe, expect, it } from 'vitest';
import { CHROMIUM, CHROMIUM_ARGS } from './browser';
import { tap } from './diamonds-tap';
import {
  ANN_LEADS,
  diamondsGameOf,
  LAN_HOST,
  follow,
  hostTable,
  phone,
  play,
  pressCard,
  problemText,
  shown,
  shows,
  storedEvents,
  useLiveTable,
  type Frame,
} from './live-phones';

const table = useLiveTable();

const { players: PLAYERS, deal: DEAL } = ANN_LEADS;

/** Round 1 of the round-end-check journey (test/e2e/diamonds-check.e2e.test.ts): Showroom/Vault after the last trick, and ♦ ♥ ♠ ♣ won, by seat. */
const ROUND_1 = {
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
};
const SUIT_NAMES = ['Diamonds', 'Hearts', 'Spades', 'Clubs'];

async function typeCount(page: Page, name: string, value: number): Promise<void> {
  const field = page.getByRole('spinbutton', { name, exact: true });
  await field.fill(String(value));
  await field.blur(); // the field commits its value on change, as when a player leaves it
}

/** Round 1 counted at its end on a phone's round-end check form, the first player dealing. */
async function enterRound1(page: Page, players: string[]): Promise<void> {
  const form = page.locator('diamonds-check-form');
  await form.waitFor();
  const dealer = form.locator('input[name="dealer"]').first();
  if ((await dealer.count()) > 0) await dealer.check();
  for (const [side, [showroom, vault]] of ROUND_1.before.entries()) {
    await typeCount(page, `${players[side]}'s Showroom`, showroom!);
    await typeCount(page, `${players[side]}'s Vault`, vault!);
  }
  for (const [side, row] of ROUND_1.won.entries()) {
    for (const [suit, n] of row.entries()) await typeCount(page, `${SUIT_NAMES[suit]} won by ${players[side]}`, n);
  }
}

describe('trusting the live table', () => {
  it("carries no player's name through the relay: every frame of three phones, through a card and round-end counts from a follower", async () => {
    const names = ['Annabelle', 'Bartholomew', 'Cyrano', 'Delphine'];
    const frames: Frame[] = [];
    const host = await phone(table, { frames: { name: 'host', into: frames } });
    const anna = await phone(table, { frames: { name: 'annabelle', into: frames } });
    const cyrano = await phone(table, { frames: { name: 'cyrano', into: frames } });
    const id = 'trust-0000-4000-8000-000000000001';
    const link = await hostTable(host, id, diamondsGameOf(names, id));
    await follow(anna, link, 0);
    await follow(cyrano, link, 2);
    // The names reached the followers (through the relay, sealed).
    for (const p of [anna, cyrano]) expect(await p.page.locator('live-bar select[data-action="seat"]').textContent()).toContain('Bartholomew');

    // Annabelle's phone counts round 1 at its end; the host's player refuses it first, then records it.
    await anna.page
      .locator('diamonds-session-screen')
      .getByRole('button', { name: "Switch to round-end checks (count each round's cards at its end)" })
      .click();
    await enterRound1(anna.page, names);
    const settle = anna.page.getByRole('button', { name: 'Settle round 1' });
    await settle.click();
    const pending = host.page.locator('live-bar [data-pending]');
    await expect.poll(() => pending.textContent(), { timeout: 20_000 }).toContain("Annabelle's phone sends the round-end counts. Record them?");
    await pending.locator('button[data-action="refuse"]').click();
    const panelProblem = anna.page.locator('diamonds-check-panel .problem');
    await expect.poll(() => panelProblem.textContent(), { timeout: 20_000 }).toContain('the host did not confirm it');
    // Said as the table's refusal: nothing is wrong with this phone's storage.
    expect.soft(await panelProblem.textContent()).not.toContain('could not save');
    for (const p of [host, anna, cyrano]) expect(await shown(p.page)).toBe(0);
    await enterRound1(anna.page, names);
    await settle.click();
    await expect.poll(() => pending.count(), { timeout: 20_000 }).toBe(1);
    await pending.locator('button[data-action="confirm"]').click();
    for (const p of [host, anna, cyrano]) await shows(p.page, 1);

    // Round 2 is recorded card by card: Bartholomew deals (D-DEALER), on the host; Cyrano leads, on his phone.
    const cards = host.page.locator('diamonds-session-screen').getByRole('button', { name: 'Record the next round card by card' });
    if ((await cards.count()) > 0) await cards.click();
    await tap(host.page, { type: 'deal', dealer: 1, pass: 2 }, false);
    for (const p of [host, anna, cyrano]) await shows(p.page, 2);
    await tap(cyrano.page, play('H4'), false);
    for (const p of [host, anna, cyrano]) await shows(p.page, 3);
    // The last presences and answers go round: every phone sends and hears more after the last card.
    const mark = frames.length;
    for (const name of ['host', 'annabelle', 'cyrano']) {
      for (const sent of [true, false])
        await expect.poll(() => frames.slice(mark).some((f) => f.page === name && f.sent === sent), { timeout: 20_000 }).toBe(true);
    }

    const bytes = (payload: string | Buffer): Buffer => (typeof payload === 'string' ? Buffer.from(payload, 'utf8') : payload);
    const total = frames.reduce((sum, f) => sum + bytes(f.payload).length, 0);
    for (const name of ['host', 'annabelle', 'cyrano']) {
      expect(frames.some((f) => f.page === name && f.sent)).toBe(true);
      expect(frames.some((f) => f.page === name && !f.sent)).toBe(true);
    }
    // The whole game went through these frames: its log, the proposals, the answers, the presences.
    expect(total).toBeGreaterThan(10_000);
    const leaks: string[] = [];
    for (const f of frames) {
      const texts = typeof f.payload === 'string' ? [f.payload] : [f.payload.toString('latin1'), f.payload.toString('utf8')];
      for (const text of texts) {
        for (const name of names)
          if (text.toLowerCase().includes(name.toLowerCase())) leaks.push(`${f.page} ${f.sent ? 'sent' : 'received'} a frame with ${name}`);
      }
    }
    expect(leaks).toEqual([]);
    for (const p of [host, anna, cyrano]) expect(p.problems).toEqual([]);
    for (const p of [host, anna, cyrano]) await p.context.close();
  }, 240_000);

  it("refuses a tap for another seat's turn on the phone, records nothing, and takes it from the right phone", async () => {
    const host = await phone(table);
    const ann = await phone(table);
    const bo = await phone(table);
    const id = 'trust-0000-4000-8000-000000000002';
    const link = await hostTable(host, id, diamondsGameOf(PLAYERS, id));
    await follow(ann, link, 0);
    await follow(bo, link, 1);
    await tap(host.page, DEAL, true);
    for (const p of [host, ann, bo]) await shows(p.page, 1);
    // Ann leads; Bo's phone taps a card no one plays after it, so the table's log at the end shows
    // whether it was ever recorded, however late. His keys look it is not his turn; he taps all the same.
    await pressCard(bo.page, 'C9', { offTurn: true });
    await expect.poll(() => problemText(bo.page)).toContain("it is Ann's turn; this phone plays for Bo");
    for (const p of [host, ann, bo]) expect(await shown(p.page)).toBe(1);
    expect(await storedEvents(host.page, id)).toEqual([DEAL]);
    // Ann's phone taps it: recorded everywhere. Then it is Bo's turn, and his phone records his card.
    await pressCard(ann.page, 'H4');
    for (const p of [host, ann, bo]) await shows(p.page, 2);
    await pressCard(bo.page, 'H5');
    for (const p of [host, ann, bo]) await shows(p.page, 3);
    for (const p of [host, ann, bo]) expect(await storedEvents(p.page, id)).toEqual([DEAL, play('H4'), play('H5')]);
    for (const p of [host, ann, bo]) expect(p.problems).toEqual([]);
    for (const p of [host, ann, bo]) await p.context.close();
  });

  it("keeps the link's QR code at version 10 or less at a LAN address", async () => {
    // 192.168.123.234 is this machine's table server, reached as a phone on the table's network
    // would (the longest dotted address a home network gives, and a five-digit port).
    const lanHost = LAN_HOST;
    const lan = await chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_ARGS, `--host-resolver-rules=MAP ${lanHost} 127.0.0.1`] });
    try {
      const base = `http://${lanHost}:${table.port}/`;
      const host = await phone(table, { browser: lan, base });
      expect(await host.page.evaluate(() => isSecureContext)).toBe(false);
      const id = 'trust-0000-4000-8000-000000000005';
      const link = await hostTable(host, id, diamondsGameOf(['Annabelle', 'Bartholomew', 'Cyrano', 'Delphine', 'Esmeralda', 'Fitzgerald'], id));
      expect(link).toMatch(new RegExp(`^${base.replace(/\./g, '\\.')}#/live/[A-Za-z0-9_-]{43}/[A-Za-z0-9_-]{43}$`));
      const viewBox = await host.page.locator('live-bar dl-qr-code svg').getAttribute('viewBox');
      const size = Number(/^0 0 (\d+) \1$/.exec(viewBox ?? '')?.[1]);
      // The drawn square is the code's modules (17 + 4 × version) and a quiet zone of 4 on each side.
      const version = (size - 8 - 17) / 4;
      expect(Number.isInteger(version)).toBe(true);
      expect(version).toBe(encode(link, { ecc: 'L' }).version);
      expect(version).toBeLessThanOrEqual(10);
      expect(host.problems).toEqual([]);
      await host.context.close();
    } finally {
      await lan.close();
    }
  });
});
