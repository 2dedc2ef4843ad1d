/**
 * Keeps the statistics cache (./cache.ts) fresh as games are played: every session whose log
 * changed is computed again once the table has been quiet for a moment and the page is idle, the
 * changes of that moment together. Never while cards are being recorded: reading a whole log
 * between two taps would hold up the next tap's write. Small on purpose: the app starts it at boot,
 * and the statistics code loads only when a game changes.
 */
import type { LedgerDb } from '../store/db';
import { onSessionChanged } from '../store/changes';

/** How long after the last change the statistics wait: longer than a table takes between two cards. */
export const QUIET_MS = 4000;
/** The most games computed in one go. */
const CHUNK = 200;

/** Starts keeping `db`'s statistics fresh; returns the stop. */
export function keepStatsFresh(db: LedgerDb, quietMs = QUIET_MS): () => void {
  const changed = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    const ids = [...changed];
    changed.clear();
    // A failure leaves the rows stale, which the screen sees by their stamps and computes then.
    import('./compute')
      .then(async ({ computeStats }) => {
        // Thousands of games changed at once (a device linked to its ledger, docs/sync.md) are
        // computed a few hundred at a time: one read of them all would hold the page.
        for (let from = 0; from < ids.length; from += CHUNK) {
          await computeStats(db, ids.slice(from, from + CHUNK));
          if (from + CHUNK < ids.length) await new Promise<void>((resolve) => whenIdle(resolve));
        }
        // The ratings of the games after a changed one, so that the screen finds them in the cache.
        await new Promise<void>((resolve) => whenIdle(resolve));
        await (await import('./library')).refreshRatings(db);
      })
      .catch(() => undefined); // see the comment above `import`
  };
  const stop = onSessionChanged(db, (id) => {
    changed.add(id);
    clearTimeout(timer);
    timer = setTimeout(() => whenIdle(run), quietMs);
  });
  return () => {
    clearTimeout(timer);
    stop();
  };
}

function whenIdle(task: () => void): void {
  const idle = (globalThis as { requestIdleCallback?: (cb: () => void, options?: { timeout: number }) => number }).requestIdleCallback;
  if (typeof idle === 'function') idle(task, { timeout: 2000 });
  else setTimeout(task, 0);
}
