/**
 * Crash and resume: events written one transaction at a time (as the game screen appends them)
 * survive the browser being killed outright, and the reopened app shows all of them.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { launchKillable, waitForHome } from './browser';
import { countEvents, sessionFromRecord } from './seed';
import { DEFAULT_DB_NAME } from '../../src/store/db';

const baseUrl = inject('baseUrl');
const profile = mkdtempSync(join(tmpdir(), 'ledger-crash-'));
const startProfile = mkdtempSync(join(tmpdir(), 'ledger-crash-start-'));
afterAll(() => {
  rmSync(profile, { recursive: true, force: true });
  rmSync(startProfile, { recursive: true, force: true });
});

/** Appends each event in its own committed transaction, updating the session row with it. */
function appendOneByOne(page: Page, game: ReturnType<typeof sessionFromRecord>): Promise<void> {
  const session = game.sessions[0]!;
  return page.evaluate(
    async ({ name, session, events }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      for (let i = 0; i < events.length; i++) {
        await new Promise<void>((resolve, reject) => {
          const tx = db.transaction(['sessions', 'events'], 'readwrite');
          tx.objectStore('events').add(events[i]);
          tx.objectStore('sessions').put({ ...session, length: i + 1 });
          tx.oncomplete = () => resolve();
          tx.onerror = () => reject(tx.error);
        });
      }
      db.close();
    },
    { name: DEFAULT_DB_NAME, session, events: game.events },
  );
}

describe('crash and resume', () => {
  it('keeps every committed event when the browser is killed', async () => {
    const game = sessionFromRecord('diamonds-4p-standard.json', 'crash-game', Date.now());
    const first = await launchKillable(profile);
    try {
      const page = await first.browser.contexts()[0]!.newPage();
      await page.goto(baseUrl);
      await waitForHome(page);
      await appendOneByOne(page, game);
    } finally {
      first.kill(); // no close, no unload, no flush: the process group dies at once
    }

    const second = await launchKillable(profile);
    try {
      const again = await second.browser.contexts()[0]!.newPage();
      await again.goto(new URL('#/session/crash-game', baseUrl).href);
      await again.locator('diamonds-session-screen h1', { hasText: 'Diamonds' }).waitFor();
      expect(await countEvents(again, 'crash-game')).toBe(game.events.length);
      // The game screen replays every stored event: the whole game is there, to its end.
      await expect.poll(() => again.locator('diamonds-session-screen').getAttribute('data-events')).toBe(String(game.events.length));
      await expect.poll(() => again.locator('diamonds-session-screen').getAttribute('data-phase')).toBe('over');
    } finally {
      second.kill();
    }
  });

  it('keeps the first dealer chosen at "Start the game" when the browser is killed right after', async () => {
    const first = await launchKillable(startProfile);
    let id: string;
    try {
      const page = await first.browser.contexts()[0]!.newPage();
      await page.goto(new URL('#/new', baseUrl).href);
      const screen = page.locator('new-game-screen');
      await screen.locator('h1').waitFor();
      await screen.getByRole('button', { name: 'Add a player' }).click();
      for (const [i, name] of ['Ann', 'Bob', 'Cy'].entries()) await screen.getByLabel(`Player ${i + 1} name`).fill(name);
      await screen.getByLabel('Who deals round 1 (D-DEALER)').selectOption({ label: 'Cy' });
      await screen.getByRole('button', { name: 'Start the game' }).click();
      // The game shows with Cy as dealer: the kill comes the moment it is on screen.
      await page.locator('diamonds-deal-form h2', { hasText: 'Cy deals' }).waitFor();
      id = decodeURIComponent(new URL(page.url()).hash.replace('#/session/', ''));
    } finally {
      first.kill();
    }

    const second = await launchKillable(startProfile);
    try {
      const again = await second.browser.contexts()[0]!.newPage();
      await again.goto(new URL(`#/session/${encodeURIComponent(id)}`, baseUrl).href);
      await again.locator('diamonds-session-screen[data-phase="deal"]').waitFor();
      await again.locator('diamonds-deal-form h2', { hasText: 'Cy deals' }).waitFor({ timeout: 5000 });
    } finally {
      second.kill();
    }
  });
});
