/**
 * Keeps the statistics cache (./cache.ts) fresh: it hears every committed write of a session
 * (../store/changes.ts), whichever verb made it, and computes that session's statistics again,
 * never inside the transaction a tap waits for. How soon depends on how the change came:
 *
 * - A transaction that wrote one session here is a game being played (a card, an undo, a new
 *   game): computed once the table has been quiet for a
 *   moment and the page is idle, the changes of that moment together. Never while cards are being
 *   recorded: reading a whole log between two taps would hold up the next tap's write.
 * - A transaction that wrote several, or games the ledger's sync took (however few: under load a
 *   join's batches come a game at a time), is games arriving (a restored backup, the games of a
 *   device joining its ledger, docs/sync.md): computed as soon as the page is idle,
 *   a few hundred at a time, so that Statistics opened right after finds them counted. No card is
 *   recorded in such a transaction, and waiting for quiet would wait for the whole join.
 *
 * The ratings (./rating-chain.ts) wait for quiet either way: games that arrive fit anywhere in a
 * chain, so rating after each batch of a join would rate the whole chain again each time. The
 * screen rates what is not in step when it opens before that, one chain for all the arrivals.
 *
 * Small on purpose: the app starts it at boot, and the statistics code loads only when a game changes.
 */
import type { DeviceDb } from '../store/db';
import { onSessionsChanged } from '../store/changes';

/** How long after the last change of a game being played the statistics wait: longer than a table takes between two cards. */
export const QUIET_MS = 4000;
/** The most games computed in one go. */
const CHUNK = 200;
/** How long games that arrived wait for the page to be idle: a join keeps it busy to its end, and Statistics may open right then. */
const ARRIVED_MS = 100;
/** How long a game being played waits for the page to be idle, once the table is quiet. */
const PLAYED_MS = 2000;

/** Starts keeping `db`'s statistics fresh; returns the stop. */
export function keepStatsFresh(db: DeviceDb, quietMs = QUIET_MS): () => void {
  /** To compute at the worker's next turn. */
  const due = new Set<string>();
  /** Games being played, due once the table is quiet. */
  const played = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** The table has been quiet since the last ratings. */
  let rateDue = false;
  let working = false;
  let stopped = false;

  // One worker at a time, so a join's batches are computed in turn rather than all at once.
  const work = async (): Promise<void> => {
    const { computeStats } = await import('./compute');
    while (due.size > 0 && !stopped) {
      const ids = [...due].slice(0, CHUNK);
      for (const id of ids) due.delete(id);
      await computeStats(db, ids).catch(() => undefined); // a failure leaves the rows stale, which the screen sees by their stamps and computes then
      // A breath between chunks: thousands of games at once would hold the page.
      if (due.size > 0) await idle(ARRIVED_MS);
    }
    if (stopped || !rateDue) return;
    rateDue = false;
    // The ratings of the games after a changed one, so that the screen finds them in the cache.
    await (await import('./library')).refreshRatings(db);
  };
  const start = (wait: number): void => {
    if (working || stopped) return;
    working = true;
    whenIdle(() => {
      work()
        .catch(() => undefined) // as a failed computeStats: the screen computes what is stale, and rates what is not in step
        .finally(() => {
          working = false;
          // Games that came, or a quiet that began, while the worker was busy.
          if (due.size > 0 || rateDue) start(ARRIVED_MS);
        });
    }, wait);
  };

  const stop = onSessionsChanged(db, (ids, { arrived }) => {
    if (ids.size > 1 || arrived) {
      for (const id of ids) {
        due.add(id);
        played.delete(id);
      }
      start(ARRIVED_MS);
    } else for (const id of ids) played.add(id);
    clearTimeout(timer);
    timer = setTimeout(() => {
      for (const id of played) due.add(id);
      played.clear();
      rateDue = true;
      start(PLAYED_MS);
    }, quietMs);
  });
  return () => {
    stopped = true;
    clearTimeout(timer);
    stop();
  };
}

function idle(timeout: number): Promise<void> {
  return new Promise((resolve) => whenIdle(resolve, timeout));
}

function whenIdle(task: () => void, timeout: number): void {
  const idle = (globalThis as { requestIdleCallback?: (cb: () => void, options?: { timeout: number }) => number }).requestIdleCallback;
  if (typeof idle === 'function') idle(task, { timeout });
  else setTimeout(task, 0);
}
