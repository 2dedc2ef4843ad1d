/**
 * "These sessions' logs changed", and "the players changed" (a rename, a merge, a colour): heard by
 * whoever keeps something derived from them (the statistics, ../stats/keeper.ts, and the ledger's
 * sync, ../sync/). No verb says it: a Dexie middleware (`changesMiddleware`, installed by ./db.ts)
 * sees every write to the `sessions` and `players` tables, whatever the verb, and once the
 * transaction that made them has committed, tells each listener every session it wrote (a new
 * game, a restored backup and a deleted game included) and, once, that the players changed. So no
 * verb can forget, as createSession and restoreBackup did (dexie-cloud tracks its mutations the
 * same way). A listener runs after the commit, never inside the transaction, so it costs the tap
 * nothing; a transaction that fails tells no one.
 */
import type { DBCore, DBCoreMutateRequest, DBCoreTransaction, Middleware } from 'dexie';

/**
 * Told once per committed transaction, with every session it wrote, and whether they arrived from
 * the ledger (the transaction wrote what this device agreed with the ledger too, as only the sync's
 * takes do: ./ledger.ts, writeLedgerGames), however few: not a game being played here.
 */
export interface SessionsChange {
  arrived: boolean;
}
type Listener = (sessionIds: ReadonlySet<string>, change: SessionsChange) => void;

/** Keyed by the database (a DeviceDb): the Dexie instance the middleware was installed on. */
const listeners = new WeakMap<object, Set<Listener>>();
const playerListeners = new WeakMap<object, Set<() => void>>();

/**
 * Calls `listener` after every committed transaction that changed sessions (their rows or logs) in
 * `db`, once with all of them: a listener that cares how they came (one game played on, or many
 * arriving together) sees it. Returns the unsubscribe.
 */
export function onSessionsChanged(db: object, listener: Listener): () => void {
  let set = listeners.get(db);
  if (!set) listeners.set(db, (set = new Set()));
  set.add(listener);
  return () => set.delete(listener);
}

/** Calls `listener` after every committed change of a session (its row or its log) in `db`, once per session; returns the unsubscribe. */
export function onSessionChanged(db: object, listener: (sessionId: string) => void): () => void {
  return onSessionsChanged(db, (ids) => {
    for (const id of ids) {
      try {
        listener(id);
      } catch {
        // A listener's fault is its own: the change is committed, and the other sessions are still told.
      }
    }
  });
}

/** Calls `listener` after every committed change of the players' names or colours in `db`; returns the unsubscribe. */
export function onPlayersChanged(db: object, listener: () => void): () => void {
  let set = playerListeners.get(db);
  if (!set) playerListeners.set(db, (set = new Set()));
  set.add(listener);
  return () => set.delete(listener);
}

function tell(db: object, sessions: ReadonlySet<string>, players: boolean, arrived: boolean): void {
  if (sessions.size > 0) {
    for (const listener of listeners.get(db) ?? []) {
      try {
        listener(sessions, { arrived });
      } catch {
        // A listener's fault is its own: the change is committed and the verb succeeded.
      }
    }
  }
  if (!players) return;
  for (const listener of playerListeners.get(db) ?? []) {
    try {
      listener();
    } catch {
      // As above: the change is committed.
    }
  }
}

/** What one transaction wrote so far. */
interface Written {
  sessions: Set<string>;
  players: boolean;
  /** Whether it wrote the ledger's agreed versions too (LedgerMetaRow): games the sync took. */
  ledger: boolean;
}

/**
 * The middleware of `db` (./db.ts installs it): notes the sessions and players each read-write
 * transaction writes, and tells the listeners once it completes.
 */
export function changesMiddleware(db: object): Middleware<DBCore> {
  const written = new WeakMap<DBCoreTransaction, Written>();
  const of = (trans: DBCoreTransaction): Written => {
    let w = written.get(trans);
    if (!w) {
      const fresh: Written = { sessions: new Set(), players: false, ledger: false };
      written.set(trans, fresh);
      // The IndexedDB transaction itself (Dexie's DBCore hands it down as it is).
      const idb = trans as unknown as Partial<EventTarget>;
      idb.addEventListener?.('complete', () => tell(db, fresh.sessions, fresh.players, fresh.ledger));
      w = fresh;
    }
    return w;
  };
  /** The sessions a write names itself (a range names none: its keys are read, below). */
  const named = (req: Exclude<DBCoreMutateRequest, { type: 'deleteRange' }>): string[] =>
    (req.type === 'delete' ? req.keys : (req.keys ?? req.values.map((row) => (row as { id: string }).id))).map(String);
  return {
    stack: 'dbcore',
    name: 'changes',
    create: (down) => ({
      ...down,
      table: (name) => {
        const table = down.table(name);
        if (name === 'ledgerMeta')
          return {
            ...table,
            mutate: (req) => {
              of(req.trans).ledger = true;
              return table.mutate(req);
            },
          };
        if (name !== 'sessions' && name !== 'players') return table;
        return {
          ...table,
          // No await in here: Dexie's transaction follows its own promises, and a native one
          // between the hooks and the write would lose it.
          mutate: (req) => {
            const w = of(req.trans);
            if (name === 'players') w.players = true;
            else if (req.type !== 'deleteRange') for (const id of named(req)) w.sessions.add(id);
            else {
              // A range (a table cleared, say): its keys, read in the same transaction before they go.
              return table.query({ trans: req.trans, values: false, query: { index: table.schema.primaryKey, range: req.range } }).then((found) => {
                for (const id of found.result) w.sessions.add(String(id));
                return table.mutate(req);
              });
            }
            return table.mutate(req);
          },
        };
      },
    }),
  };
}
