/**
 * A new version never takes over by itself: the toast offers "Reload", and only then does the
 * waiting worker take control and the page reload. The "new version" is the built sw.js with
 * one more byte, which is how the browser sees any change of the worker; it is put back after.
 */
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, waitForHome } from './browser';

const baseUrl = inject('baseUrl');
const SW = join(inject('distDir'), 'sw.js');

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('update', () => {
  it('offers a new version and reloads into it only when asked', async () => {
    const original = readFileSync(SW);
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      await page.goto(baseUrl);
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      await page.reload();
      await waitForHome(page);
      expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

      appendFileSync(SW, '\n// a new version\n');
      await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
      const toast = page.locator('pwa-toast [role=status]');
      await toast.getByText('A new version is ready').waitFor();
      // Still the old worker: nothing changed behind the user's back.
      expect(await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.waiting !== null))).toBe(true);

      const reloaded = page.waitForEvent('load');
      await toast.getByRole('button', { name: 'Reload' }).click();
      await reloaded;
      await waitForHome(page);
      const state = await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return { waiting: registration?.waiting ?? null, controlled: navigator.serviceWorker.controller !== null };
      });
      expect(state).toEqual({ waiting: null, controlled: true });
    } finally {
      writeFileSync(SW, original);
      await context.close();
    }
  });
});
