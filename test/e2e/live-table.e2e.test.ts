/**
 * The live table (docs/live-table.md) on three phones, a whole game (what goes wrong, and who
 * arrives late: ./live-changes.e2e.test.ts): the built app and its relay served by the
 * table server on 127.0.0.1, started inside the test, as `npm run table` starts it on a LAN. Each
 * follower chooses its seat on joining and records that player's cards; the host records the rest
 * and confirms the round-end counts a follower sends.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { rejectionText } from '../../src/i18n/rule-messages';
import type { DiamondsEvent } from '../../src/rules/diamonds/index';
import { replayDiamonds } from '../../src/rules/diamonds/replay';
import { tap } from './diamonds-tap';
import { EVENTS, RECORD, seatOf, standings, unplayed } from './live-example';
import { follow, hostTable, phone as openPhone, shows, useLiveTable, type Phone } from './live-phones';

/** What Chromium logs for a socket the relay refused while it was down. */
const RELAY_DOWN = /^console error: WebSocket connection to 'ws:\/\/127\.0\.0\.1:\d+\/sync' failed/;

const table = useLiveTable();
const phone = (): Promise<Phone> => openPhone(table);

describe('the live table', () => {
  it("a host and two followers play a 4-player game to the end, the followers recording their seats' cards, through a relay restart and a follower offline", async () => {
    const host = await phone();
    const ann = await phone();
    const bob = await phone();
    const id = 'live-0000-4000-8000-000000000001';
    const link = await hostTable(host, id, unplayed(id));
    // The table's key and the host's key, and no relay: the page's own server is the relay.
    expect(link).toMatch(/#\/live\/[A-Za-z0-9_-]{43}\/[A-Za-z0-9_-]{43}$/);
    // Ann's phone plays for Ann, Bob's for Gus; the host's records Kai's and Eve's cards and deals.
    await follow(ann, link, 0);
    await follow(bob, link, 1);
    expect(await ann.page.locator('live-bar select[data-action="seat"]').inputValue()).toBe('0');
    expect(await bob.page.locator('live-bar select[data-action="seat"]').inputValue()).toBe('1');
    // Ann's seat: her phone shows her Vault and no one else's, and says it hides by screen only.
    await expect.poll(() => ann.page.locator('live-bar p.muted').allTextContents()).toContainEqual(expect.stringContaining('not by cryptography'));
    await expect.poll(() => ann.page.locator('diamonds-board td[data-zone="vault"] .hidden').count()).toBe(3);
    expect(await ann.page.locator('diamonds-board tr[data-side="0"] td[data-zone="vault"] .hidden').count()).toBe(0);

    const phones = [host, ann, bob];
    const seated = new Map<number, Phone>([
      [0, ann],
      [1, bob],
    ]);
    let count = 0;
    let followerTaps = 0;
    /** The next event, tapped on its phone: the follower of its seat when it is at the table, else the host (who also deals). */
    const next = async (everyone: Phone[]): Promise<void> => {
      const event = EVENTS[count] as DiamondsEvent;
      const seat = seatOf(count);
      const follower = seat === null ? undefined : seated.get(seat);
      const who = follower && everyone.includes(follower) ? follower : host;
      if (who !== host) followerTaps++;
      await tap(who.page, event, count === 0);
      count++;
      for (const p of everyone) await shows(p.page, count);
    };
    while (count < EVENTS.length) {
      await next(phones);
      if (count === 20) {
        // The relay restarts mid-round: every phone says it is offline, then live again.
        const heard = phones.map((p) => p.problems.length);
        await table.stop();
        for (const p of phones) await expect.poll(() => p.page.locator('live-bar [data-status]').getAttribute('data-status')).toBe('offline');
        // In words, as each phone is: the host's changes wait; a follower records nothing meanwhile.
        expect(await host.page.locator('live-bar [data-status]').textContent()).toContain('changes wait on this phone');
        for (const p of [ann, bob]) expect(await p.page.locator('live-bar [data-status]').textContent()).toContain('records nothing until it is live again');
        await table.start();
        for (const p of phones) await expect.poll(() => p.page.locator('live-bar [data-status]').getAttribute('data-status'), { timeout: 20_000 }).toBe('live');
        // Each phone hears the others again within a beat or two of their presence.
        await expect
          .poll(() => Promise.all(phones.map((p) => p.page.locator('live-bar [data-status]').textContent())), { timeout: 10_000 })
          .toEqual(phones.map(() => 'Live · 3 phones at the table'));
        // While the relay was down, Chromium logged each attempt to reach it: those, and only those, are expected.
        phones.forEach((p, i) => {
          const meanwhile = p.problems.splice(heard[i] ?? 0);
          p.problems.push(...meanwhile.filter((line) => !RELAY_DOWN.test(line)));
        });
      }
      if (count === 40) {
        // Bob's phone loses the network; the game goes on (the host records Gus's cards meanwhile); back, it has everything.
        await bob.context.setOffline(true);
        await expect.poll(() => bob.page.locator('live-bar [data-status]').getAttribute('data-status'), { timeout: 20_000 }).toBe('offline');
        for (let k = 0; k < 3; k++) await next([host, ann]);
        await bob.context.setOffline(false);
        await shows(bob.page, count);
      }
    }
    // The followers recorded every card and choice of their seats: half the game.
    expect(followerTaps).toBeGreaterThan(70);
    for (const p of phones) await p.page.locator('diamonds-session-screen[data-phase="over"]').waitFor();
    const expected = replayDiamonds(RECORD);
    if (!expected.ok) throw new Error(rejectionText(expected.error));
    const want = expected.output.standings
      .map((l) => ({ players: l.players, score: l.score }))
      .sort((a, b) => (a.players[0] ?? '').localeCompare(b.players[0] ?? ''));
    for (const p of phones) expect(await standings(p.page)).toEqual(want);
    // And the record the host exports replays to the same standings.
    const [download] = await Promise.all([
      host.page.waitForEvent('download'),
      host.page.locator('diamonds-game-summary').getByRole('button', { name: 'Export record (.json)' }).click(),
    ]);
    const exported = replayDiamonds(JSON.parse(readFileSync(await download.path(), 'utf8')) as unknown);
    expect(exported.ok && exported.output.standings).toEqual(expected.output.standings);
    for (const p of phones) expect(p.problems).toEqual([]);
    for (const p of phones) await p.context.close();
  }, 600_000);
});
