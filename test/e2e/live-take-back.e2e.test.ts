/**
 * The table can always be hosted again (docs/live-table.md, "Who can do what"; issue 35): on
 * phones in Chromium against the table server and its relay, a seated follower takes over while
 * the host's phone is off the network; the host, back, is told at once, in words, with "Take it
 * back", and one tap makes it the host again: every phone then follows it, and records through it.
 * The same while the host is present: a raw client in Node that holds the link and took a seat
 * (Mallory, ../support/mallory.ts) takes the table over by the rules, under the host's eyes.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { mallory } from '../support/mallory';
import { tap } from './diamonds-tap';
import { ANN_LEADS, diamondsGameOf, follow, hostTable, phone, play, pressCard, problemText, shows, storedEvents, useLiveTable } from './live-phones';

const table = useLiveTable();
const { players: PLAYERS, deal: DEAL } = ANN_LEADS;
const closes: (() => void)[] = [];
afterEach(() => {
  for (const close of closes.splice(0)) close();
});

describe('a live table taken over', () => {
  it('tells the host at once, with "Take it back"; one tap and it hosts again, and every phone follows it', async () => {
    const host = await phone(table);
    const ann = await phone(table);
    const bo = await phone(table);
    const id = 'trust-0000-4000-8000-000000000035';
    const link = await hostTable(host, id, diamondsGameOf(PLAYERS, id));
    await follow(ann, link, 0);
    await follow(bo, link, 1);
    await tap(host.page, DEAL, true);
    await pressCard(ann.page, 'H4');
    for (const p of [host, ann, bo]) await shows(p.page, 2);

    // The host's phone drops off the network; Ann's takes over.
    await host.context.setOffline(true);
    const takeOver = ann.page.locator('live-bar button[data-action="take-over"]');
    await takeOver.waitFor({ timeout: 20_000 });
    ann.page.once('dialog', (dialog) => void dialog.accept());
    await takeOver.click();
    await expect.poll(() => ann.page.locator('live-bar strong').first().textContent(), { timeout: 30_000 }).toBe('You host this table');
    // Her Undo stops where her epoch began: the card before it is the phone that shared's to change.
    await ann.page.locator('diamonds-session-screen button[data-action="undo"]').click();
    await expect
      .poll(() => problemText(ann.page), { timeout: 30_000 })
      .toMatch(/^Not changed This card was recorded before this phone took over as host: only the phone that shared the table can undo or fix it\./);
    expect(await storedEvents(ann.page, id)).toEqual([DEAL, play('H4')]);

    // Back on the network, the host is told who took its table, with the way to take it back.
    await host.context.setOffline(false);
    const bar = host.page.locator('live-bar');
    await expect.poll(() => bar.locator('[data-notice="taken-over"]').textContent(), { timeout: 20_000 }).toContain("Ann's phone took over as host.");
    await expect.poll(() => bar.locator('strong').first().textContent(), { timeout: 30_000 }).toBe("Following the host's game");
    const takeBack = bar.getByRole('button', { name: 'Take it back' });
    await takeBack.waitFor({ timeout: 20_000 });
    // One tap: no question asked.
    await takeBack.click();
    await expect.poll(() => bar.locator('strong').first().textContent(), { timeout: 30_000 }).toBe('You host this table');
    await expect.poll(() => ann.page.locator('live-bar strong').first().textContent(), { timeout: 20_000 }).toBe("Following the host's game");
    await expect
      .poll(() => ann.page.locator('live-bar [data-notice="taken-over"]').textContent(), { timeout: 30_000 })
      .toContain('Another phone took over as host.');

    // Bo's card goes through the host again, to every phone; the log kept every card.
    await pressCard(bo.page, 'H5');
    for (const p of [host, ann, bo]) await shows(p.page, 3);
    for (const p of [host, ann, bo]) expect(await storedEvents(p.page, id)).toEqual([DEAL, play('H4'), play('H5')]);
    for (const p of [host, ann, bo]) expect(p.problems).toEqual([]);
    for (const p of [host, ann, bo]) await p.context.close();
  }, 240_000);

  it('tells a host that is present at once, with "Take it back", when a seated phone takes over by the rules; one tap and it hosts again', async () => {
    const host = await phone(table);
    const ann = await phone(table);
    const id = 'trust-0000-4000-8000-000000000036';
    const link = await hostTable(host, id, diamondsGameOf(PLAYERS, id));
    await follow(ann, link, 0);
    await tap(host.page, DEAL, true);
    await pressCard(ann.page, 'H4');
    for (const p of [host, ann]) await shows(p.page, 2);

    // Mallory holds the link, asks for Cy's seat (the host gives it), and takes over with the whole log.
    const [secret, hostKey] = decodeURIComponent(link.replace(/^.*#\/live\//, '')).split('/');
    const relay = `${new URL(table.base).origin.replace(/^http/, 'ws')}/sync`;
    const m = await mallory({ relay, secret: secret ?? '', hostKey: hostKey ?? '' }, (close) => closes.push(close));
    await m.sit(2);
    m.takeOver([DEAL, play('H4')]);

    // The host, present all along, is told at once who took its table, with the way to take it back.
    const bar = host.page.locator('live-bar');
    await expect.poll(() => bar.locator('[data-notice="taken-over"]').textContent(), { timeout: 20_000 }).toContain("Cy's phone took over as host.");
    await expect.poll(() => bar.locator('strong').first().textContent(), { timeout: 30_000 }).toBe("Following the host's game");
    const takeBack = bar.getByRole('button', { name: 'Take it back' });
    await takeBack.click();
    await expect.poll(() => bar.locator('strong').first().textContent(), { timeout: 30_000 }).toBe('You host this table');
    await expect.poll(() => m.head()?.host, { timeout: 20_000 }).not.toBe(m.me.phone);

    // Bo's card, recorded on the host's phone, reaches Ann's again; the log kept every card.
    await pressCard(host.page, 'H5');
    for (const p of [host, ann]) await shows(p.page, 3);
    for (const p of [host, ann]) expect(await storedEvents(p.page, id)).toEqual([DEAL, play('H4'), play('H5')]);
    for (const p of [host, ann]) expect(p.problems).toEqual([]);
    for (const p of [host, ann]) await p.context.close();
  }, 240_000);
});
