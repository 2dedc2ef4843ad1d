/**
 * "A lost phone loses nothing" (docs/sync.md), on browser contexts as devices against the table
 * server in a process of its own: a third device with nothing but the recovery kit (its file, or
 * its printed code typed in) gets back every game and player of a ledger whose devices are gone;
 * and the server killed (SIGKILL) while one device sends its games and again while another reads
 * them, then started again on the same files, loses none of them.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { tempFolder } from '../support/scale-out';
import { useBrowser } from './browser';
import {
  device,
  fileLeaks,
  frameLeaks,
  go,
  homeList,
  linkAnother,
  namedBackupFile,
  openAndJoin,
  recordGame,
  restoreFile,
  storedCount,
  storedGames,
  storedPlayers,
  useTableServer,
  untilSynced,
  type Frame,
} from './ledger-example';

const browser = useBrowser();
const server = useTableServer(inject('distDir'));

/** Settings → Devices → Save a recovery kit: the downloaded file's path and the code shown. */
async function saveKit(page: Page): Promise<{ file: string; code: string }> {
  await go(page, '#/settings');
  const card = page.locator('devices-setting');
  const [download] = await Promise.all([page.waitForEvent('download'), card.locator('button[data-action="kit"]').click()]);
  expect(download.suggestedFilename()).toBe('diamond-ledger-recovery-kit.json');
  // The download's own file goes with its context: the kit is kept where the person would keep it.
  const file = join(tempFolder('ledger-kit-'), download.suggestedFilename());
  await download.saveAs(file);
  const code = (await card.locator('.kit-panel .code').innerText()).replace(/\s+/g, '-');
  return { file, code };
}

/** The games of a page as id and log length, sorted: what two devices must agree on. */
async function gamesById(page: Page): Promise<string[]> {
  return (await storedGames(page)).map((g) => `${g.id}:${g.length}`).sort();
}

describe('a lost phone loses nothing', () => {
  it('a third device restores every game and player from the recovery kit alone, by its file or by its typed code, with the other devices gone', async () => {
    const frames: Frame[] = [];
    const a = await device(browser(), server.base, 'A', frames);
    const b = await device(browser(), server.base, 'B', frames);
    const backup = namedBackupFile(12);
    await restoreFile(a.page, backup.file, 12);
    await linkAnother(a.page);
    await untilSynced(a.page);
    const { file, code } = await saveKit(a.page);
    const kit = JSON.parse(readFileSync(file, 'utf8')) as { format: string; secret: string; relay: string; code: string };
    expect(kit.format).toBe('diamond-ledger-recovery-kit');
    expect(kit.code).toBe(code);
    expect(code).toMatch(/^([0-9A-HJKMNP-TV-Z]{4}-){13}[0-9A-HJKMNP-TV-Z]{4}$/);
    // B joins by the link and records a game of its own, so the ledger holds both devices' games.
    await openAndJoin(b.page, await linkAnother(a.page));
    await expect.poll(() => storedCount(b.page), { timeout: 60_000 }).toBe(12);
    const bGame = await recordGame(b.page, ['Octavia', 'Peregrine'], 'H4');
    await expect.poll(async () => (await storedGames(a.page)).map((g) => g.id), { timeout: 30_000 }).toContain(bGame);
    await go(b.page, '#/settings');
    await untilSynced(b.page);
    // B's game reaches A as it was first written, then with its card: A holds what B holds.
    const ledger = await gamesById(b.page);
    expect(ledger).toHaveLength(13);
    await expect.poll(() => gamesById(a.page), { timeout: 30_000 }).toEqual(ledger);
    const players = await storedPlayers(a.page);
    // Both phones are lost: only the server's ciphertext and the kit are left.
    await a.page.waitForTimeout(1500);
    for (const d of [a, b]) await d.context.close();

    // C: a fresh browser, the kit's file chosen in Settings → Devices.
    const c = await device(browser(), server.base, 'C', frames);
    await go(c.page, '#/settings');
    await c.page.locator('devices-restore input[name="kit"]').setInputFiles(file);
    await expect.poll(() => gamesById(c.page), { timeout: 60_000 }).toEqual(ledger);
    await untilSynced(c.page);
    expect(await storedPlayers(c.page)).toEqual(players);
    const home = await homeList(c.page);
    expect(home.games).toBe(13);
    expect(home.text).toContain('Octavia');
    expect(home.keptApart).toBe(0);

    // D: another fresh browser, the printed code typed (lower case, spaces for dashes).
    const d = await device(browser(), server.base, 'D', frames);
    await go(d.page, '#/settings');
    const restore = d.page.locator('devices-restore');
    await restore.locator('#restore-code').fill(code.toLowerCase().replace(/-/g, ' '));
    await restore.locator('input#restore-server').fill(kit.relay);
    await restore.locator('button[type="submit"]').click();
    await expect.poll(() => gamesById(d.page), { timeout: 60_000 }).toEqual(ledger);
    expect(await storedPlayers(d.page)).toEqual(players);

    const everyName = [...players];
    expect(everyName.length).toBeGreaterThanOrEqual(12);
    expect(frameLeaks(frames, everyName)).toEqual([]);
    expect(fileLeaks(server.dataDir, everyName).leaks).toEqual([]);
    for (const x of [a, b, c, d]) expect(x.problems).toEqual([]);
    for (const x of [c, d]) await x.context.close();
  }, 240_000);

  it('a typed code with a wrong character is refused with words and joins nothing', async () => {
    const frames: Frame[] = [];
    const a = await device(browser(), server.base, 'A', frames);
    await recordGame(a.page, ['Rosalind', 'Sebastiano'], 'H4');
    await linkAnother(a.page);
    const { code } = await saveKit(a.page);
    const c = await device(browser(), server.base, 'C', frames);
    await go(c.page, '#/settings');
    const restore = c.page.locator('devices-restore');
    // One character changed: the check group no longer agrees.
    const wrong = (code[0] === '7' ? '8' : '7') + code.slice(1);
    await restore.locator('#restore-code').fill(wrong);
    await restore.locator('button[type="submit"]').click();
    const problem = restore.locator('#restore-problem .problem');
    await problem.waitFor();
    expect(await problem.innerText()).toContain('does not check out');
    expect(await c.page.locator('devices-setting button[data-action="kit"]').count()).toBe(0);
    expect(await storedCount(c.page)).toBe(0);
    for (const x of [a, c]) await x.context.close();
  });
});

describe('a server that goes away mid-sync', () => {
  it('killed while one device sends 300 games and again while another reads them, then started again: every game arrives on both, none lost', async () => {
    const frames: Frame[] = [];
    const a = await device(browser(), server.base, 'A', frames);
    const backup = namedBackupFile(300);
    await restoreFile(a.page, backup.file, 300);
    const link = await linkAnother(a.page);
    // Part-way through A's first sync of the ledger (its progress bar moved, not finished).
    await a.page
      .locator('devices-setting ledger-status-line[data-state="syncing"], devices-setting ledger-status-line [data-state="syncing"]')
      .first()
      .waitFor({ timeout: 30_000 });
    await server.kill();
    await a.page
      .locator('devices-setting ledger-status-line [data-state="offline"], devices-setting ledger-status-line [data-state="connecting"]')
      .first()
      .waitFor({ timeout: 30_000 });
    await server.start();
    await untilSynced(a.page, 120_000);
    const ledger = await gamesById(a.page);
    expect(ledger).toHaveLength(300);

    const b = await device(browser(), server.base, 'B', frames);
    await openAndJoin(b.page, link);
    // B part-way through reading the ledger.
    await expect
      .poll(
        async () => {
          const n = await storedCount(b.page);
          return n > 0 && n < 300;
        },
        { timeout: 60_000, interval: 50 },
      )
      .toBe(true);
    await server.kill();
    const before = await storedCount(b.page);
    expect(before).toBeLessThan(300);
    await server.start();
    await expect.poll(() => gamesById(b.page), { timeout: 120_000 }).toEqual(ledger);
    await go(b.page, '#/settings');
    await untilSynced(b.page, 60_000);
    // Nothing A holds changed because of it either.
    expect(await gamesById(a.page)).toEqual(ledger);
    expect((await storedGames(b.page)).filter((g) => g.forkOf)).toEqual([]);
    expect(frameLeaks(frames, await storedPlayers(a.page))).toEqual([]);
    // A page whose server went away says it could not reach it, and nothing else.
    for (const x of [a, b]) expect(x.problems.filter((p) => !/WebSocket|ERR_CONNECTION_REFUSED|ERR_CONNECTION_RESET|ERR_EMPTY_RESPONSE/.test(p))).toEqual([]);
    for (const x of [a, b]) await x.context.close();
  }, 300_000);
});
