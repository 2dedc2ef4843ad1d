/**
 * The live table (docs/live-table.md) when something goes wrong or someone new arrives: a host gone
 * and a follower taking over, a tap on an old revision, a Diam's sheet from a follower, a share link
 * through a relay set in Settings, a relay restarted after the host left, a phone offline. The
 * built app and its relay are served by the table server on 127.0.0.1, as in ./live-table.e2e.test.ts.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { rejectionText } from '../../src/i18n/rule-messages';
import { answerMap, eventList } from '../../src/live/doc';
import type { DiamondsEvent } from '../../src/rules/diamonds/index';
import { diamsGame, type DiamsEvent } from '../../src/rules/diams';
import { replayDiams } from '../../src/rules/diams/replay';
import { replay } from '../../src/store/log';
import { enterSheet } from './diams-sheet';
import { tap } from './diamonds-tap';
import { EVENTS, PLAYERS, roundPoints, seatOf, unplayed } from './live-example';
import { follow, hostTable, openLink, phone as openPhone, shows, useLiveTable, type Phone } from './live-phones';
import type { Seed } from './seed';

const table = useLiveTable();
const phone = (): Promise<Phone> => openPhone(table);

describe('the live table, when something changes', () => {
  it('a follower takes over once the host has gone, records a card as the new host, and the other follower sees it', async () => {
    const host = await phone();
    const ann = await phone();
    const bob = await phone();
    const id = 'live-0000-4000-8000-000000000003';
    const link = await hostTable(host, id, unplayed(id));
    // Ann's phone plays for Ann, Bob's for Gus.
    await follow(ann, link, 0);
    await follow(bob, link, 1);
    // The host deals and records Kai's and Eve's first cards.
    for (let i = 0; i < 3; i++) {
      expect(seatOf(i) === null || seatOf(i)! >= 2).toBe(true);
      await tap(host.page, EVENTS[i] as DiamondsEvent, i === 0);
      for (const p of [host, ann, bob]) await shows(p.page, i + 1);
    }
    // While the host's phone is at the table, no one may take over.
    for (const p of [ann, bob]) expect(await p.page.locator('live-bar button[data-action="take-over"]').count()).toBe(0);
    // The host's phone is gone. Ann confirms the take-over: her phone now hosts the table.
    await host.context.close();
    await ann.page.locator('live-bar [data-host-away]').waitFor({ timeout: 10_000 });
    ann.page.once('dialog', (dialog) => void dialog.accept());
    await ann.page.locator('live-bar').getByRole('button', { name: 'Take over as host' }).click();
    await expect.poll(() => ann.page.locator('live-bar strong').first().textContent()).toBe('You host this table');
    expect(await ann.page.locator('live-bar').getByRole('button', { name: 'Take over as host' }).count()).toBe(0);
    // Bob's phone says who took over, and the host is at the table again.
    await expect
      .poll(() => bob.page.locator('live-bar [data-notice="taken-over"]').textContent(), { timeout: 10_000 })
      .toContain(`${PLAYERS[0]}'s phone took over as host.`);
    await expect.poll(() => bob.page.locator('live-bar [data-host-away]').count(), { timeout: 10_000 }).toBe(0);
    // As the host she records the next card herself; Bob, still following, sees it.
    await tap(ann.page, EVENTS[3] as DiamondsEvent, false);
    await shows(ann.page, 4);
    await shows(bob.page, 4);
    // Bob records the one after: the new host answers his proposal.
    await tap(bob.page, EVENTS[4] as DiamondsEvent, false);
    await shows(bob.page, 5);
    await shows(ann.page, 5);
    expect(await bob.page.locator('live-bar strong').first().textContent()).toBe("Following the host's game");
    // Undo and Redo stay with the host: the follower has none and says why; the new host has them.
    const bobBar = bob.page.locator('diamonds-session-screen session-toolbar');
    expect(await bobBar.locator('[data-action="undo"], [data-action="redo"]').count()).toBe(0);
    expect(await bobBar.locator('.host-only').textContent()).toBe('Undo and Redo stay with the host.');
    expect(await ann.page.locator('diamonds-session-screen session-toolbar [data-action="undo"]').isEnabled()).toBe(true);
    for (const p of [ann, bob]) expect(p.problems).toEqual([]);
    for (const p of [ann, bob]) await p.context.close();
  }, 240_000);

  it("a follower's tap made against an old revision is refused: it says why, as the host would, and shows the current game", async () => {
    const host = await phone();
    const ann = await phone();
    // Ann's connection to the relay, through a gate that can hold what the relay sends her: her
    // phone stays live but a step behind the host, as on a slow network.
    let hold = false;
    const held: (() => void)[] = [];
    await ann.context.routeWebSocket(/\/sync$/, (ws) => {
      const relay = ws.connectToServer();
      relay.onMessage((message) => (hold ? held.push(() => ws.send(message)) : ws.send(message)));
    });
    const id = 'live-0000-4000-8000-000000000004';
    const link = await hostTable(host, id, unplayed(id));
    // Ann's phone plays for Kai, who leads the first trick.
    expect(seatOf(1)).toBe(2);
    await follow(ann, link, 2);
    await tap(host.page, EVENTS[0] as DiamondsEvent, true);
    await shows(ann.page, 1);
    hold = true;
    await tap(host.page, EVENTS[1] as DiamondsEvent, false);
    await shows(host.page, 2);
    // Ann, not yet shown the host's card, taps the same one (Kai's) against the log she saw.
    const answered = () => new Set([...(table.server?.relay.hocuspocus.documents.values() ?? [])].flatMap((doc) => [...answerMap(doc).keys()]));
    const before = answered();
    await tap(ann.page, EVENTS[1] as DiamondsEvent, false);
    // The host has answered her tap: the answer is in the relay's room, held at Ann's gate.
    await expect.poll(() => [...answered()].some((key) => !before.has(key)), { timeout: 20_000 }).toBe(true);
    hold = false;
    for (const send of held.splice(0)) send();
    const problem = ann.page.locator('diamonds-session-screen .problem');
    // The host's answer comes with what was held: on a busy machine, more than a second later.
    await expect.poll(() => problem.textContent(), { timeout: 10_000 }).toContain('This game changed elsewhere');
    // Said as it happened: another phone at the table, not a tab of this one.
    expect(await problem.textContent()).toContain('Another phone at the table (or another tab) recorded first');
    expect(await problem.textContent()).not.toContain('window');
    await shows(ann.page, 2);
    // Recorded once, by the host; Ann's phone shows the game as it is now.
    await shows(host.page, 2);
    expect(await ann.page.locator('diamonds-session-screen').getAttribute('data-events')).toBe('2');
    for (const p of [host, ann]) expect(p.problems).toEqual([]);
    for (const p of [host, ann]) await p.context.close();
  });

  it("a Diam's round sheet entered on a follower is scored on the host and on every phone", async () => {
    const host = await phone();
    const ann = await phone();
    const id = 'live-0000-4000-8000-000000000005';
    const raw = JSON.parse(readFileSync(new URL('../../examples/diams-4p.json', import.meta.url), 'utf8')) as unknown;
    const record = diamsGame.parseRecord(raw);
    if (!record.ok) throw new Error(rejectionText(record.error));
    const empty = replay(diamsGame, record.config, []);
    if (!empty.ok) throw new Error('the empty game');
    const now = Date.now();
    const rows: Seed = { sessions: [{ id, game: 'diams', config: record.config, createdAt: now, updatedAt: now, redo: [], ...empty.derived }], events: [] };
    const link = await hostTable(host, id, rows, 'diams-session-screen[data-status="ready"]');
    const players = record.config.players;
    // Ann's phone plays for the first player.
    await follow(ann, link, 0, 'diams-session-screen[data-status="ready"]');
    await expect.poll(() => ann.page.locator('live-bar [data-status]').getAttribute('data-status')).toBe('live');
    // Ann fills in the four sheets of round 1 on her phone and scores the round: the host's player
    // is asked to record it, and does; the host appends it.
    const round = record.events[0] as DiamsEvent;
    for (const [seat, sheet] of round.sheets.entries()) await enterSheet(ann.page, seat, sheet);
    await ann.page.locator('diams-session-screen').getByRole('button', { name: 'Score round 1' }).click();
    const pending = host.page.locator('live-bar [data-pending]');
    await expect.poll(() => pending.textContent(), { timeout: 20_000 }).toContain(`${players[0]}'s phone sends the round-end counts. Record them?`);
    // Nothing is recorded while the host's player is asked.
    for (const p of [ann, host]) expect(await p.page.locator('diams-session-screen').getAttribute('data-rounds')).toBe('0');
    await pending.locator('button[data-action="confirm"]').click();
    for (const p of [ann, host]) await expect.poll(() => p.page.locator('diams-session-screen').getAttribute('data-rounds'), { timeout: 20_000 }).toBe('1');
    expect(await host.page.locator('live-bar [data-pending]').count()).toBe(0);
    const expected = replayDiams(raw);
    if (!expected.ok) throw new Error(rejectionText(expected.error));
    for (const p of [host, ann]) expect(await roundPoints(p.page, players)).toEqual(expected.output.rounds[0]?.points);
    // Undo and Redo stay with the host here too.
    expect(await ann.page.locator('diams-session-screen session-toolbar [data-action="undo"]').count()).toBe(0);
    expect(await host.page.locator('diams-session-screen session-toolbar [data-action="undo"]').count()).toBe(1);
    for (const p of [host, ann]) expect(p.problems).toEqual([]);
    for (const p of [host, ann]) await p.context.close();
  });

  it('a share link opens the game on a fresh phone, through the relay set in Settings', async () => {
    // The relay lets in only pages of its own address and those it is told of (TABLE_ORIGINS): a
    // page of 127.0.0.1 reaching it as localhost is one of another site, as a hosted relay sees.
    await table.stop();
    await table.start([`http://127.0.0.1:${table.port}`]);
    const host = await phone();
    // The host's relay, set in Settings: the same server by another name, so the link shows it is used.
    const relay = `ws://localhost:${table.port}/sync`;
    await host.page.evaluate(() => (location.hash = '#/settings'));
    const setting = host.page.locator('settings-screen relay-setting');
    await setting.getByLabel('Relay address').fill('http://localhost/sync');
    await setting.getByRole('button', { name: 'Save the relay' }).click();
    await expect.poll(() => setting.locator('[role="status"]').textContent()).toContain('Not kept');
    await setting.getByLabel('Relay address').fill(relay);
    await setting.getByRole('button', { name: 'Save the relay' }).click();
    await expect.poll(() => setting.locator('[role="status"]').textContent()).toContain('Saved');
    const id = 'live-0000-4000-8000-000000000006';
    const link = await hostTable(host, id, unplayed(id));
    expect(link).toContain(`/${encodeURIComponent(relay)}`);
    for (let i = 0; i < 2; i++) await tap(host.page, EVENTS[i] as DiamondsEvent, i === 0);
    await shows(host.page, 2);
    // A fresh phone opens the link and just watches.
    const { context, page, problems } = await openLink(table, link, 'watch');
    await shows(page, 2);
    await expect.poll(() => page.locator('live-bar [data-status]').getAttribute('data-status')).toBe('live');
    expect(await page.locator('live-bar strong').first().textContent()).toBe("Following the host's game");
    expect(await page.locator('live-bar select[data-action="seat"]').inputValue()).toBe('');
    expect(problems).toEqual([]);
    expect(host.problems).toEqual([]);
    await context.close();
    await host.context.close();
  });

  it('a phone opens the link after the host has left and the relay has restarted: the relay kept the game', async () => {
    const host = await phone();
    const id = 'live-0000-4000-8000-000000000007';
    const link = await hostTable(host, id, unplayed(id));
    const bar = host.page.locator('live-bar');
    // The days are the ones this server says it keeps (its default, as `npm run table`'s).
    await expect.poll(() => bar.locator('p[data-kept]').textContent()).toContain('no phone has opened for 30 days');
    for (let i = 0; i < 2; i++) await tap(host.page, EVENTS[i] as DiamondsEvent, i === 0);
    await shows(host.page, 2);
    // The phone writes a card to the table just after showing it: it goes once the relay has both.
    await expect.poll(() => [...(table.server?.relay.hocuspocus.documents.values() ?? [])].some((doc) => eventList(doc).length === 2)).toBe(true);
    // The host's phone is gone, then the relay restarts: no phone holds the game any more.
    expect(host.problems).toEqual([]);
    await host.context.close();
    await table.stop();
    await table.start();
    // A fresh phone opens the link: the game is there, but no host to give it a seat; it says so
    // and opens the game to watch.
    const { context, page, problems } = await openLink(table, link, 'watch');
    const join = page.locator('live-join');
    await expect.poll(() => join.getByRole('alert').textContent(), { timeout: 10_000 }).toContain("the host's phone is not at the table");
    await join.locator('a[data-action="watch-now"]').click();
    await shows(page, 2);
    await expect.poll(() => page.locator('live-bar [data-status]').textContent()).toContain('Live · 1 phone at the table');
    expect(await page.locator('live-bar [data-host-away]').textContent()).toBe("The host's phone is not at the table");
    expect(problems).toEqual([]);
    await context.close();
  });

  it("a tap on a phone that is offline is refused and not recorded; back online it shows the host's game", async () => {
    const host = await phone();
    const ann = await phone();
    const id = 'live-0000-4000-8000-000000000002';
    const link = await hostTable(host, id, unplayed(id));
    // Ann's phone plays for Kai, who leads the first trick.
    await follow(ann, link, 2);
    await tap(host.page, EVENTS[0] as DiamondsEvent, true);
    await shows(ann.page, 1);
    // Ann goes offline; meanwhile the host records the first card. Ann taps it too: her phone says
    // it cannot reach the table and records nothing; back online, it shows the host's game.
    await ann.context.setOffline(true);
    await expect.poll(() => ann.page.locator('live-bar [data-status]').getAttribute('data-status')).toBe('offline');
    await tap(host.page, EVENTS[1] as DiamondsEvent, false);
    await shows(host.page, 2);
    await tap(ann.page, EVENTS[1] as DiamondsEvent, false);
    await expect.poll(() => ann.page.locator('diamonds-session-screen .problem').textContent()).toContain('not connected to the table');
    await ann.context.setOffline(false);
    await shows(ann.page, 2);
    expect(ann.problems).toEqual([]);
    await ann.context.close();
    await host.context.close();
  });
});
