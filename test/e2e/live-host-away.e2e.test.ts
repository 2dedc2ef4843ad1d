/**
 * A live table (docs/live-table.md) when the host's phone drops off, timed on phones in Chromium
 * against the table server and its relay: the followers see the host gone within 4 s and a tap
 * then fails at once; a seated follower takes over, the other follows it, and the old host, back,
 * follows and keeps what it recorded alone; an error the table caused goes once the table is live
 * again. These time what they see, so they run with the `alone` journeys (vitest.e2e.config.ts).
 */
import { describe, expect, it } from 'vitest';
import { tap } from './diamonds-tap';
import {
  ANN_LEADS,
  diamondsGameOf,
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
  type Phone,
} from './live-phones';

const table = useLiveTable();
const { players: PLAYERS, deal: DEAL } = ANN_LEADS;

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

describe('a live table whose host is gone', () => {
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
    await pressCard(ann.page, 'H4');
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
        await pressCard(bo.page, 'H5');
        await expect.poll(() => problemText(bo.page), { interval: 50, timeout: 5000 }).toContain("the host's phone is not at the table");
      })(),
    );
    expect(refused).toBeLessThan(1000);
    expect(await shown(bo.page)).toBe(2);
    // Meanwhile the old host, offline, records Bo's card as it saw it: a log the table will not hold.
    await pressCard(host.page, 'H6');
    await shows(host.page, 3);

    // Ann's phone takes over (after its confirmation).
    ann.page.once('dialog', (dialog) => void dialog.accept());
    await ann.page.locator('live-bar button[data-action="take-over"]').click();
    await expect.poll(() => ann.page.locator('live-bar strong').first().textContent()).toBe('You host this table');
    await expect
      .poll(() => bo.page.locator('live-bar [data-notice="taken-over"]').textContent(), { timeout: 10_000 })
      .toContain("Ann's phone took over as host.");
    await expect.poll(() => bo.page.locator('live-bar [data-host-away]').count(), { timeout: 10_000 }).toBe(0);
    expect(await bo.page.locator('live-bar button[data-action="take-over"]').count()).toBe(0);
    // Bo's refused tap is stale now that the table has a host again; his card goes to the new host.
    expect.soft(await settled(() => problemText(bo.page), '', 5000)).toBe('');
    await pressCard(bo.page, 'H5');
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
    await pressCard(ann.page, 'H4');
    await expect.poll(() => problemText(ann.page)).toContain('not connected to the table');
    await ann.context.setOffline(false);
    // Back: the host's phone never left the table, and Ann's phone never says it did (sampled as
    // it reconnects, and for two beats of the host's presence after).
    const said: string[] = [];
    let liveAt = 0;
    for (const start = Date.now(); Date.now() - start < 20_000 && (liveAt === 0 || Date.now() - liveAt < 2000);) {
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
    await pressCard(ann.page, 'H4');
    for (const p of [host, ann]) await shows(p.page, 2);
    for (const p of [host, ann]) expect(p.problems).toEqual([]);
    for (const p of [host, ann]) await p.context.close();
  });
});
