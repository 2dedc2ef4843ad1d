/**
 * The floor under tap-to-recorded: a bare page (no framework, no app) whose button click writes
 * one IndexedDB row and shows it once the transaction commits, timed like a card tap (from the
 * click event to the shown row). No recording can beat it on the same browser and machine, so
 * tap-to-recorded prints its p95 against this one's, measured in the same run.
 */
import type { Browser } from 'playwright-core';

/** Served at this path of the app's origin (by a route of the page), so IndexedDB works as for the app. */
const PATH = '__floor.html';

const BARE_PAGE = `<!doctype html><meta charset="utf-8"><title>floor</title>
<button id="tap">Record</button><output id="shown"></output>
<script>
  const open = indexedDB.open('bench-floor', 1);
  open.onupgradeneeded = () => open.result.createObjectStore('rows', { autoIncrement: true });
  open.onsuccess = () => {
    const db = open.result;
    let n = 0;
    document.getElementById('tap').addEventListener('click', () => {
      const tx = db.transaction('rows', 'readwrite');
      const row = { seq: ++n, at: Date.now() };
      tx.objectStore('rows').add(row);
      tx.oncomplete = () => (document.getElementById('shown').textContent = String(row.seq));
    });
    document.body.dataset.ready = 'yes';
  };
</script>`;

/**
 * Times `taps` clicks of the bare page's button, each to its row shown; returns them in ms. A
 * context of its own, without the app's service worker (it would answer the page's address).
 */
export async function measureFloor(browser: Browser, baseUrl: string, taps: number): Promise<number[]> {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  const url = new URL(PATH, baseUrl).href;
  await page.route(url, (route) => route.fulfill({ contentType: 'text/html', body: BARE_PAGE }));
  await page.goto(url);
  await page.locator('body[data-ready="yes"]').waitFor();
  const times: number[] = [];
  for (let i = 1; i <= taps; i++) {
    await page.evaluate(ARM);
    await page.locator('#tap').click();
    times.push(Number(await page.evaluate('window.floorProbe')));
  }
  await context.close();
  return times;
}

/** Like tap-to-recorded's probe: a capturing click listener starts the clock, the shown row stops it. */
const ARM = `(() => {
  const shown = document.getElementById('shown');
  window.floorProbe = new Promise((resolve) => {
    let start = null;
    window.addEventListener('click', () => (start = performance.now()), { capture: true, once: true });
    const observer = new MutationObserver(() => {
      if (start === null) return;
      observer.disconnect();
      resolve(performance.now() - start);
    });
    observer.observe(shown, { childList: true, characterData: true, subtree: true });
  });
})()`;
