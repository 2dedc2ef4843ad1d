/**
 * "Your ledger on every device" (docs/sync.md), on two browser contexts as two devices of one
 * person against the table server (the built app and its relay, in a process of its own):
 * linked through Settings → Devices and the link's Join screen, each device's games reach the
 * other, a player renamed on one is renamed on the other, a game deleted on one goes from the
 * other, and a game changed on both while apart is kept as two, one marked. The relay and the
 * files the server writes never hold a player's name, nor a game's id.
 */
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from './browser';
import {
  device,
  fileLeaks,
  frameBytes,
  frameLeaks,
  go,
  homeList,
  linkAnother,
  namedBackupFile,
  openAndJoin,
  recordGame,
  renamePlayer,
  restoreFile,
  startGame,
  storedCards,
  storedGames,
  storedPlayers,
  tapCard,
  useTableServer,
  untilSynced,
  type Frame,
} from './ledger-example';

const browser = useBrowser();
const server = useTableServer(inject('distDir'));

describe('your ledger on every device', () => {
  it('links a second device: games and players reach each other both ways, a rename follows, a deletion on either goes from the other and an Undo brings one back, and no name reaches the relay or its files', async () => {
    const frames: Frame[] = [];
    const a = await device(browser(), server.base, 'A', frames);
    const b = await device(browser(), server.base, 'B', frames);
    // A holds three games of the backup's players; B one of its own, recorded on its screen.
    const backup = namedBackupFile(3);
    await restoreFile(a.page, backup.file, 3);
    const own = ['Octavia', 'Peregrine'];
    const bGame = await recordGame(b.page, own, 'H4');
    const names = [...new Set([...(await storedPlayers(a.page)), ...own])];
    expect(names.length).toBeGreaterThanOrEqual(6);

    const link = await linkAnother(a.page);
    expect(link).toMatch(new RegExp(`^${server.base.replace(/\./g, '\\.')}#/ledger/[A-Za-z0-9_-]{43}/`));
    await untilSynced(a.page);
    await openAndJoin(b.page, link);
    await b.page.locator('ledger-join [data-action="home"]', { hasText: 'Go to your games' }).waitFor({ timeout: 60_000 });

    // B: A's three games and its own, on Home and in its database.
    await expect.poll(async () => (await storedGames(b.page)).length, { timeout: 30_000 }).toBe(4);
    // Every game's id: the relay sees none of them either, only keyed names (docs/sync.md, "Keys that say nothing").
    const gameIds = (await storedGames(b.page)).map((g) => g.id);
    const onB = await homeList(b.page);
    expect(onB.games).toBe(4);
    expect(onB.keptApart).toBe(0);
    expect(await storedPlayers(b.page)).toEqual(expect.arrayContaining(names));
    // A: B's game, with B's players.
    await expect.poll(async () => (await storedGames(a.page)).map((g) => g.id), { timeout: 30_000 }).toContain(bGame);
    const onA = await homeList(a.page);
    expect(onA.games).toBe(4);
    expect(onA.text).toContain('Octavia');
    expect(await storedPlayers(a.page)).toEqual(expect.arrayContaining(own));

    // Settings on each lists both devices, this one marked.
    for (const d of [a, b]) {
      await go(d.page, '#/settings');
      const listed = d.page.locator('devices-setting ul.devices li');
      for (let i = 0; i < 50 && (await listed.count()) !== 2; i++) await d.page.waitForTimeout(200);
      expect.soft(await listed.count(), `${d.name} lists both devices`).toBe(2);
      expect.soft(await d.page.locator('devices-setting ul.devices li .me').count(), `${d.name} lists itself`).toBe(1);
    }

    // A player renamed on B is renamed on A, in its games too.
    const renamedFrom = names.find((n) => n !== 'Octavia' && n !== 'Peregrine') as string;
    await renamePlayer(b.page, renamedFrom, 'Maximiliana');
    await expect.poll(() => storedPlayers(a.page), { timeout: 30_000 }).toContain('Maximiliana');
    expect(await storedPlayers(a.page)).not.toContain(renamedFrom);
    await go(a.page, '#/players');
    await a.page.locator('players-screen li.player .name', { hasText: /^Maximiliana$/ }).waitFor({ timeout: 10_000 });
    await expect.poll(async () => (await homeList(a.page)).text, { timeout: 30_000 }).toContain('Maximiliana');

    // A game deleted on A goes from B, and one deleted on B goes from A.
    const remove = async (page: Page, id: string): Promise<void> => {
      await go(page, '#/');
      const item = page.locator('home-screen li.item', { has: page.locator(`a.session[href$="${encodeURIComponent(id)}"]`) });
      await item.locator('button.delete').click();
      await item.locator('button.delete.armed').click();
    };
    const [gone, goneOnB] = (await storedGames(a.page)).filter((g) => g.id !== bGame).map((g) => g.id);
    await remove(a.page, gone as string);
    await expect.poll(async () => (await storedGames(a.page)).length).toBe(3);
    await expect.poll(async () => (await storedGames(b.page)).map((g) => g.id), { timeout: 30_000 }).not.toContain(gone);
    expect((await storedGames(b.page)).length).toBe(3);
    expect((await homeList(b.page)).games).toBe(3);
    // B's Home offers it back, and its Undo brings it back on A too.
    const offer = b.page.locator('home-screen .undo', { hasText: 'was deleted on another of your devices' });
    await offer.waitFor({ timeout: 10_000 });
    await offer.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(async () => (await storedGames(b.page)).map((g) => g.id)).toContain(gone);
    await expect.poll(async () => (await storedGames(a.page)).map((g) => g.id), { timeout: 30_000 }).toContain(gone);
    expect((await homeList(a.page)).games).toBe(4);
    await remove(b.page, goneOnB as string);
    await expect.poll(async () => (await storedGames(a.page)).map((g) => g.id), { timeout: 30_000 }).not.toContain(goneOnB);
    expect((await storedGames(a.page)).length).toBe(3);
    expect((await homeList(a.page)).games).toBe(3);

    // Let the last changes reach the server's files.
    await go(a.page, '#/settings');
    await untilSynced(a.page);
    expect(frames.some((f) => f.device === 'A' && f.sent) && frames.some((f) => f.device === 'B' && !f.sent)).toBe(true);
    // The games themselves went through these frames (three games and one, sealed).
    expect(frameBytes(frames)).toBeGreaterThan(10_000);
    const everyName = [...names, 'Maximiliana', ...gameIds];
    expect(frameLeaks(frames, everyName)).toEqual([]);
    // Read once the server's store has written the games (it writes a moment after each change).
    await expect.poll(() => fileLeaks(server.dataDir, everyName).bytes, { timeout: 30_000 }).toBeGreaterThan(10_000);
    const files = fileLeaks(server.dataDir, everyName);
    expect(files.files).toBeGreaterThan(0);
    expect(files.leaks).toEqual([]);
    for (const d of [a, b]) expect(d.problems).toEqual([]);
    for (const d of [a, b]) await d.context.close();
  }, 240_000);

  it('hears every write: a game started with no card yet, and the games of a backup restored, reach the other device on its open Home, with no reload', async () => {
    const frames: Frame[] = [];
    const a = await device(browser(), server.base, 'A', frames);
    const b = await device(browser(), server.base, 'B', frames);
    const link = await linkAnother(a.page);
    await untilSynced(a.page);
    await openAndJoin(b.page, link);
    await b.page.locator('ledger-join [data-action="home"]', { hasText: 'Go to your games' }).click();
    await b.page.locator('home-screen .card.empty').waitFor();
    const loads = { count: 0 };
    b.page.on('load', () => loads.count++);

    // A new game, its screen open on A and nothing recorded in it: B's Home lists it.
    const started = await startGame(a.page, ['Octavia', 'Peregrine']);
    await b.page.locator(`home-screen a.session[href$="${encodeURIComponent(started)}"]`).waitFor({ timeout: 60_000 });
    expect((await storedGames(b.page)).find((g) => g.id === started)?.length).toBe(0);

    // A backup restored on A, and nothing else done there: its games reach B's Home too.
    const backup = namedBackupFile(2);
    await restoreFile(a.page, backup.file, 2);
    await expect.poll(async () => (await storedGames(b.page)).length, { timeout: 60_000 }).toBe(3);
    await expect.poll(async () => (await homeList(b.page)).games, { timeout: 30_000 }).toBe(3);
    expect(loads.count).toBe(0);
    for (const d of [a, b]) expect(d.problems).toEqual([]);
    for (const d of [a, b]) await d.context.close();
  }, 240_000);

  it('keeps a game changed on both devices while apart as two, one marked kept apart, on both', async () => {
    const frames: Frame[] = [];
    const a = await device(browser(), server.base, 'A', frames);
    const b = await device(browser(), server.base, 'B', frames);
    const id = await recordGame(a.page, ['Rosalind', 'Sebastiano', 'Theodora'], 'H4');
    const link = await linkAnother(a.page);
    await untilSynced(a.page);
    await openAndJoin(b.page, link);
    await expect.poll(async () => (await storedGames(b.page)).map((g) => g.id), { timeout: 60_000 }).toEqual([id]);
    await untilSynced(b.page);

    // B goes offline; each device records a different second card of the same game.
    await b.context.setOffline(true);
    await go(b.page, '#/settings');
    await b.page.locator('ledger-status-line [data-state="offline"]').first().waitFor({ timeout: 20_000 });
    await go(b.page, `#/session/${encodeURIComponent(id)}`);
    await b.page.locator('diamonds-session-screen[data-events="2"]').waitFor();
    await tapCard(b.page, 'S9');
    await go(a.page, `#/session/${encodeURIComponent(id)}`);
    await a.page.locator('diamonds-session-screen[data-events="2"]').waitFor();
    await tapCard(a.page, 'C7');
    await go(a.page, '#/settings');
    await untilSynced(a.page);
    await a.page.waitForTimeout(1000);

    // Back online: two games on each, one of them marked, holding what B recorded alone.
    await b.context.setOffline(false);
    for (const d of [a, b]) {
      await expect.poll(async () => (await storedGames(d.page)).length, { timeout: 60_000 }).toBe(2);
      const games = await storedGames(d.page);
      const kept = games.filter((g) => g.forkOf);
      expect(kept.map((g) => g.forkOf)).toEqual([id]);
      expect(games.find((g) => g.id === id)?.length).toBe(3);
      expect(kept[0]?.length).toBe(3);
      const home = await homeList(d.page);
      expect(home.games).toBe(2);
      expect(home.keptApart).toBe(1);
    }
    // Each device's log whole, one in the game's place and the other kept apart, the same on both
    // devices. Which one stays in place is how the server's document settled the two writes of
    // one moment (Yjs orders them by client), not which device came back first.
    const keptId = (await storedGames(a.page)).find((g) => g.forkOf)?.id as string;
    const logs = async (page: Page) => ({ kept: await storedCards(page, keptId), main: await storedCards(page, id) });
    const onA = await logs(a.page);
    expect([onA.kept.at(-1), onA.main.at(-1)].sort()).toEqual(['C7', 'S9']);
    expect(onA.kept.slice(0, -1)).toEqual(onA.main.slice(0, -1));
    expect(await logs(b.page)).toEqual(onA);
    expect(frameLeaks(frames, ['Rosalind', 'Sebastiano', 'Theodora'])).toEqual([]);
    // B's page, offline, failed to reach the network: that is all it says.
    for (const d of [a, b]) expect(d.problems.filter((p) => !p.includes('net::ERR_INTERNET_DISCONNECTED'))).toEqual([]);
    for (const d of [a, b]) await d.context.close();
  }, 240_000);
});
