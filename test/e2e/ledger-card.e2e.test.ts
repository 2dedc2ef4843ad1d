/**
 * "A card recorded on one device shows on another within 1 s" (docs/sync.md): two linked devices
 * with the same game open, cards tapped on one. Each page notes, by the machine's one clock, when
 * its own screen first shows each card (a MutationObserver on the screen's event count), so the
 * figure is screen to screen, not a test's polling. Runs alone (vitest.e2e.config.ts): it times
 * what it sees.
 */
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from './browser';
import { device, go, linkAnother, openAndJoin, recordGame, storedGames, tapCard, untilSynced, useTableServer, type Frame } from './ledger-example';

const browser = useBrowser();
const server = useTableServer(inject('distDir'));

/** Installs, on the open game's screen, a note of when it first showed each event count. */
async function noteShown(page: Page): Promise<void> {
  await page.locator('diamonds-session-screen').evaluate((screen) => {
    const shown: Record<string, number> = {};
    (window as unknown as { shown: Record<string, number> }).shown = shown;
    new MutationObserver(() => {
      shown[screen.getAttribute('data-events') ?? ''] ??= Date.now();
    }).observe(screen, { attributes: true, attributeFilter: ['data-events'] });
  });
}

const shownAt = (page: Page): Promise<Record<string, number>> => page.evaluate(() => (window as unknown as { shown: Record<string, number> }).shown);

describe('a card on one device, on the other', () => {
  it('shows on the other device’s open game within a second, card after card', async () => {
    const frames: Frame[] = [];
    const a = await device(browser(), server.base, 'A', frames);
    const b = await device(browser(), server.base, 'B', frames);
    const id = await recordGame(a.page, ['Amadeus', 'Bettina', 'Clothilde', 'Desmond', 'Eulalia', 'Florian'], 'H4');
    await openAndJoin(b.page, await linkAnother(a.page));
    await expect.poll(async () => (await storedGames(b.page)).map((g) => g.id), { timeout: 60_000 }).toEqual([id]);
    await go(b.page, '#/settings');
    await untilSynced(b.page);
    for (const d of [a, b]) {
      await go(d.page, `#/session/${encodeURIComponent(id)}`);
      await d.page.locator('diamonds-session-screen[data-events="2"]').waitFor();
      await noteShown(d.page);
    }
    const delays: number[] = [];
    // The rest of the first trick: four more of its six cards, each the first the screen offers.
    for (let i = 0; i < 4; i++) {
      const card = await a.page.locator('diamonds-card-picker button[data-card]:not([disabled])').first().getAttribute('data-card');
      await tapCard(a.page, card as string);
      const count = String(3 + i);
      await b.page.locator(`diamonds-session-screen[data-events="${count}"]`).waitFor({ timeout: 10_000 });
      const [onA, onB] = [(await shownAt(a.page))[count], (await shownAt(b.page))[count]];
      expect(onA, `A showed card ${count}`).toBeTypeOf('number');
      expect(onB, `B showed card ${count}`).toBeTypeOf('number');
      delays.push((onB as number) - (onA as number));
    }
    console.log(`card from one device to the other's screen: ${delays.map((d) => `${d} ms`).join(', ')}`);
    expect(Math.max(...delays)).toBeLessThan(1000);
    expect(Math.min(...delays)).toBeGreaterThanOrEqual(0);
    for (const d of [a, b]) expect(d.problems).toEqual([]);
    for (const d of [a, b]) await d.context.close();
  });
});
