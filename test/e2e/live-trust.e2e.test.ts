/**
 * What a live table (docs/live-table.md) may be trusted with, on phones in Chromium against the
 * table server and its relay: the relay never sees a player's name (every value is sealed); a phone
 * records only for its own seat, and a follower's round-end counts wait for the host's player; a
 * host gone is seen within a few seconds, a seated follower takes over, and the others (the old host
 * too, back) follow it; an error the table caused goes once the table is live again; and the link's
 * QR code stays small enough for a phone's camera across a table.
 */
import { chromium, type Page } from 'playwright-core';
import { encode } from 'uqr';
import { describe, expect, it } from 'vitest';
import { cardName } from '../../src/i18n/cards';
import { parseCard, type DiamondsEvent } from '../../src/rules/diamonds/index';
import { DEFAULT_DB_NAME } from '../../src/store/db';
import { CHROMIUM, CHROMIUM_ARGS } from './browser';
import { tap } from './diamonds-tap';
import { diamondsGameOf, follow, hostTable, phone, problemText, shown, shows, useLiveTable, type Frame, type Phone } from './live-phones';

const table = useLiveTable();

/** Ann, Bo, Cy and Di; Di deals round 1, so Ann leads its first trick. */
const PLAYERS = ['Ann', 'Bo', 'Cy', 'Di'];
const DEAL: DiamondsEvent = { type: 'deal', dealer: 3, pass: 3 };
const play = (card: string): DiamondsEvent => ({ type: 'play', card });

/** The events of a session as the page's database holds them, in order (read with the raw API). */
function storedEvents(page: Page, sessionId: string): Promise<unknown[]> {
  return page.evaluate(
    ({ name, sessionId }) =>
      new Promise<unknown[]>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const range = IDBKeyRange.bound([sessionId, -Infinity], [sessionId, Infinity]);
          const all = db.transaction('events').objectStore('events').getAll(range);
          all.onsuccess = () => (db.close(), resolve((all.result as { event: unknown }[]).map((row) => row.event)));
          all.onerror = () => (db.close(), reject(all.error));
        };
      }),
    { name: DEFAULT_DB_NAME, sessionId },
  );
}

const status = (p: Phone) => p.page.locator('live-bar [data-status]');

/** Milliseconds until `wait` resolves. */
async function timed(wait: Promise<unknown>): Promise<number> {
  const start = Date.now();
  await wait;
  return Date.now() - start;
}

/** What `read` gives once it gives `want`, or after `timeout` ms what it gives then (for a soft expectation on it). */
async function settled<T>(read: () => Promise<T>, want: T, timeout: number): Promise<T> {
  const end = Date.now() + timeout;
  let value = await read();
  while (value !== want && Date.now() < end) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await read();
  }
  return value;
}

/** A tap on a card key that waits for nothing (the screen may refuse it). */
async function tapCard(page: Page, code: string): Promise<void> {
  const card = parseCard(code);
  if (!card) throw new Error(code);
  await page.locator('diamonds-session-screen diamonds-card-picker').getByRole('button', { name: cardName(card), exact: true }).click();
}

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
    await anna.page.locator('diamonds-session-screen').getByRole('button', { name: "Switch to round-end checks (count each round's cards at its end)" }).click();
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
    // Let the last presences and answers go round.
    await host.page.waitForTimeout(1500);

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
        for (const name of names) if (text.toLowerCase().includes(name.toLowerCase())) leaks.push(`${f.page} ${f.sent ? 'sent' : 'received'} a frame with ${name}`);
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
    // Ann leads; Bo's phone taps a card.
    await tapCard(bo.page, 'H4');
    await expect.poll(() => problemText(bo.page)).toContain("it is Ann's turn; this phone plays for Bo");
    await host.page.waitForTimeout(1000);
    for (const p of [host, ann, bo]) expect(await shown(p.page)).toBe(1);
    expect(await storedEvents(host.page, id)).toEqual([DEAL]);
    // Ann's phone taps it: recorded everywhere. Then it is Bo's turn, and his phone records his card.
    await tapCard(ann.page, 'H4');
    for (const p of [host, ann, bo]) await shows(p.page, 2);
    await tapCard(bo.page, 'H5');
    for (const p of [host, ann, bo]) await shows(p.page, 3);
    expect(await storedEvents(host.page, id)).toEqual([DEAL, play('H4'), play('H5')]);
    for (const p of [host, ann, bo]) expect(p.problems).toEqual([]);
    for (const p of [host, ann, bo]) await p.context.close();
  }, 180_000);

  it('sees the host gone within 4 s; a seated follower takes over, the other follows it, and the old host, back, follows and keeps what it recorded alone', async () => {
    const host = await phone(table);
    const ann = await phone(table);
    const bo = await phone(table);
    const id = 'trust-0000-4000-8000-000000000003';
    const link = await hostTable(host, id, diamondsGameOf(PLAYERS, id));
    await follow(ann, link, 0);
    await follow(bo, link, 1);
    await tap(host.page, DEAL, true);
    for (const p of [host, ann, bo]) await shows(p.page, 1);
    await tapCard(ann.page, 'H4');
    for (const p of [host, ann, bo]) await shows(p.page, 2);
    for (const p of [ann, bo]) expect(await p.page.locator('live-bar button[data-action="take-over"]').count()).toBe(0);

    // The host's phone drops off the network without a word.
    await host.context.setOffline(true);
    const gone = await Promise.all(
      [ann, bo].map((p) =>
        timed(
          Promise.all([
            p.page.locator('live-bar [data-host-away]').waitFor({ timeout: 10_000 }),
            p.page.locator('live-bar button[data-action="take-over"]').waitFor({ timeout: 10_000 }),
          ]),
        ),
      ),
    );
    for (const ms of gone) expect(ms).toBeLessThan(4500);
    expect(await ann.page.locator('live-bar [data-host-away]').textContent()).toBe("The host's phone is not at the table");
    // A tap now fails at once, saying why.
    const refused = await timed(
      (async () => {
        await tapCard(bo.page, 'H5');
        await expect.poll(() => problemText(bo.page), { interval: 50, timeout: 5000 }).toContain("the host's phone is not at the table");
      })(),
    );
    expect(refused).toBeLessThan(1000);
    expect(await shown(bo.page)).toBe(2);
    // Meanwhile the old host, offline, records Bo's card as it saw it: a log the table will not hold.
    await tapCard(host.page, 'H6');
    await shows(host.page, 3);

    // Ann's phone takes over (after its confirmation).
    ann.page.once('dialog', (dialog) => void dialog.accept());
    await ann.page.locator('live-bar button[data-action="take-over"]').click();
    await expect.poll(() => ann.page.locator('live-bar strong').first().textContent()).toBe('You host this table');
    await expect.poll(() => bo.page.locator('live-bar [data-notice="taken-over"]').textContent(), { timeout: 10_000 }).toContain("Ann's phone took over as host.");
    await expect.poll(() => bo.page.locator('live-bar [data-host-away]').count(), { timeout: 10_000 }).toBe(0);
    expect(await bo.page.locator('live-bar button[data-action="take-over"]').count()).toBe(0);
    // Bo's refused tap is stale now that the table has a host again; his card goes to the new host.
    expect.soft(await settled(() => problemText(bo.page), '', 5000)).toBe('');
    await tapCard(bo.page, 'H5');
    for (const p of [ann, bo]) await shows(p.page, 3);
    expect(await storedEvents(ann.page, id)).toEqual([DEAL, play('H4'), play('H5')]);

    // The old host is back: it says who took over, follows the table's log, and kept its own apart.
    await host.context.setOffline(false);
    const notice = host.page.locator('live-bar [data-notice="taken-over"]');
    await expect.poll(() => notice.textContent(), { timeout: 20_000 }).toContain("Ann's phone took over as host.");
    await expect.poll(() => host.page.locator('live-bar strong').first().textContent()).toBe("Following the host's game");
    // The table's log replaces the one it recorded alone (as many events, at the same revision).
    const tableLog = JSON.stringify([DEAL, play('H4'), play('H5')]);
    expect.soft(await settled(async () => JSON.stringify(await storedEvents(host.page, id)), tableLog, 10_000)).toBe(tableLog);
    const kept = notice.locator('a[data-action="open-kept"]');
    const keptId = decodeURIComponent(((await kept.getAttribute('href')) ?? '').replace(/^#\/session\//, ''));
    expect(keptId).not.toBe(id);
    expect(await storedEvents(host.page, keptId)).toEqual([DEAL, play('H4'), play('H6')]);
    await kept.click();
    await host.page.waitForURL(new RegExp(`#/session/${encodeURIComponent(keptId)}$`));
    await shows(host.page, 3);
    for (const p of [host, ann, bo]) expect(p.problems).toEqual([]);
    for (const p of [host, ann, bo]) await p.context.close();
  }, 240_000);

  it("clears a follower's stale error once the table is live again, and the same tap then records", async () => {
    const host = await phone(table);
    const ann = await phone(table);
    const id = 'trust-0000-4000-8000-000000000004';
    const link = await hostTable(host, id, diamondsGameOf(PLAYERS, id));
    await follow(ann, link, 0);
    await tap(host.page, DEAL, true);
    await shows(ann.page, 1);
    await ann.context.setOffline(true);
    await expect.poll(() => status(ann).getAttribute('data-status'), { timeout: 20_000 }).toBe('offline');
    await tapCard(ann.page, 'H4');
    await expect.poll(() => problemText(ann.page)).toContain('not connected to the table');
    await ann.context.setOffline(false);
    // Back: the host's phone never left the table, and Ann's phone never says it did (sampled as
    // it reconnects, and for two beats of the host's presence after).
    const said: string[] = [];
    let liveAt = 0;
    for (const start = Date.now(); Date.now() - start < 20_000 && (liveAt === 0 || Date.now() - liveAt < 2000); ) {
      const text = (await status(ann).textContent()) ?? '';
      if ((await status(ann).getAttribute('data-status')) === 'live' && liveAt === 0) liveAt = Date.now();
      if (text.includes("The host's phone is not at the table")) said.push(text);
      await ann.page.waitForTimeout(25);
    }
    expect(liveAt).toBeGreaterThan(0);
    expect.soft(said).toEqual([]);
    // Once live with the host there, the refusal of the offline tap is gone, and the tap records.
    await expect.poll(() => status(ann).textContent(), { timeout: 10_000 }).toBe('Live · 2 phones at the table');
    await expect.poll(() => problemText(ann.page), { timeout: 5000 }).toBe('');
    await tapCard(ann.page, 'H4');
    for (const p of [host, ann]) await shows(p.page, 2);
    for (const p of [host, ann]) expect(p.problems).toEqual([]);
    for (const p of [host, ann]) await p.context.close();
  }, 180_000);

  it("keeps the link's QR code at version 10 or less at a LAN address", async () => {
    // 192.168.123.234 is this machine's table server, reached as a phone on the table's network
    // would (the longest dotted address a home network gives, and a five-digit port).
    const lanHost = '192.168.123.234';
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
  }, 120_000);
});
