/**
 * Keeps the statistics cache (./cache.ts) fresh as games are played: every session whose log
 * changed is computed again once the page is idle, the changes of one moment together. Small on
 * purpose: the app starts it at boot, and the statistics code loads only when a game changes.
 */
import type { LedgerDb } from '../store/db';
import { onSessionChanged } from '../store/changes';

/** Starts keeping `db`'s statistics fresh; returns the stop. */
export function keepStatsFresh(db: LedgerDb): () => void {
  const changed = new Set<string>();
  let planned = false;
  const run = () => {
    planned = false;
    const ids = [...changed];
    changed.clear();
    // A failure leaves the rows stale, which the screen sees by their stamps and computes then.
    import('./compute')
      .then(({ computeStats }) => computeStats(db, ids))
      .catch(() => undefined);
  };
  return onSessionChanged(db, (id) => {
    changed.add(id);
    if (planned) return;
    planned = true;
    whenIdle(run);
  });
}

function whenIdle(task: () => void): void {
  const idle = (globalThis as { requestIdleCallback?: (cb: () => void, options?: { timeout: number }) => number }).requestIdleCallback;
  if (typeof idle === 'function') idle(task, { timeout: 2000 });
  else setTimeout(task, 50);
}
