/**
 * "This session's log changed": said by the verbs that change a log or delete it, once the change is
 * committed, to whoever keeps something derived from logs (the statistics, ../stats/cache.ts, and
 * the ledger's sync, ../sync/); and "the players changed" (a rename, a merge, a colour), to the sync.
 * A listener runs after the verb's transaction, never inside it, so it costs the tap nothing.
 */
import type { LedgerDb } from './db';

type Listener = (sessionId: string) => void;

const listeners = new WeakMap<LedgerDb, Set<Listener>>();

/** Calls `listener` after every committed change of a log in `db`; returns the unsubscribe. */
export function onSessionChanged(db: LedgerDb, listener: Listener): () => void {
  let set = listeners.get(db);
  if (!set) listeners.set(db, (set = new Set()));
  set.add(listener);
  return () => set.delete(listener);
}

export function sessionChanged(db: LedgerDb, sessionId: string): void {
  for (const listener of listeners.get(db) ?? []) {
    try {
      listener(sessionId);
    } catch {
      // A listener's fault is its own: the change is committed and the verb succeeded.
    }
  }
}

const playerListeners = new WeakMap<LedgerDb, Set<() => void>>();

/** Calls `listener` after every committed change of the players' names or colours in `db`; returns the unsubscribe. */
export function onPlayersChanged(db: LedgerDb, listener: () => void): () => void {
  let set = playerListeners.get(db);
  if (!set) playerListeners.set(db, (set = new Set()));
  set.add(listener);
  return () => set.delete(listener);
}

export function playersChanged(db: LedgerDb): void {
  for (const listener of playerListeners.get(db) ?? []) {
    try {
      listener();
    } catch {
      // As above: the change is committed.
    }
  }
}
