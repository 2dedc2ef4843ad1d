/**
 * A Lit reactive controller that keeps a component in step with the database: it subscribes to a
 * Dexie `liveQuery` while the host is connected and re-renders the host on every new result.
 * liveQuery re-runs the query after any write that touches what it read, including writes made in
 * another tab (Dexie relays them over BroadcastChannel), so screens follow the data everywhere.
 *
 * Dexie itself is a lazy door here (src/lazy-doors.ts): the first screen (Home) holds its
 * controllers in the first load, which has no Dexie, and subscribes once it and the screen's own
 * door (`ready`) have loaded. On any other screen Dexie came with the screen: the door is open.
 */
import type { Subscription } from 'dexie';
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { storageProblemOf } from './storage-problem';

export class LiveQueryController<T> implements ReactiveController {
  /** The latest result; undefined until the first one (see `loading`). */
  value: T | undefined = undefined;
  /** The error of the last run, if it failed; cleared by the next result. */
  error: unknown = undefined;
  /** True until the first result (or error) of the current query arrives. */
  loading = true;

  private readonly host: ReactiveControllerHost;
  private query: () => T | Promise<T>;
  private subscription: Subscription | undefined;
  private connected = false;
  private token: object | undefined;
  private readonly ready: (() => Promise<unknown>) | undefined;

  /**
   * `ready`: what must have loaded before the query first runs (a screen's lazy door, whose verbs
   * the query calls): liveQuery observes only the reads of a query that waits on nothing else.
   */
  constructor(host: ReactiveControllerHost, query: () => T | Promise<T>, ready?: () => Promise<unknown>) {
    this.host = host;
    this.query = query;
    this.ready = ready;
    host.addController(this);
  }

  hostConnected(): void {
    this.connected = true;
    this.subscribe();
  }

  hostDisconnected(): void {
    this.connected = false;
    // Unsubscribing stops liveQuery from re-running for a component no longer on screen.
    this.subscription?.unsubscribe();
    this.subscription = undefined;
    this.token = undefined;
  }

  /**
   * Replaces the query (e.g. the next page of a list). The old value stays visible, with
   * `loading` true, until the new query answers, so the screen does not flash empty.
   */
  setQuery(query: () => T | Promise<T>): void {
    this.query = query;
    this.loading = true;
    if (this.connected) this.subscribe();
    this.host.requestUpdate();
  }

  private subscribe(): void {
    this.subscription?.unsubscribe();
    this.subscription = undefined;
    // A token, not the subscription itself, tells a late answer of a replaced query apart: liveQuery
    // may answer before `subscribe()` has returned the subscription.
    const token = {};
    this.token = token;
    const observer = {
      next: (value: T) => {
        if (this.token !== token) return;
        this.value = value;
        this.error = undefined;
        this.loading = false;
        this.host.requestUpdate();
      },
      error: (error: unknown) => {
        if (this.token !== token) return;
        this.error = error;
        this.loading = false;
        this.host.requestUpdate();
      },
    };
    const query = this.query;
    // The query runs as liveQuery calls it (its reads are observed there); only its failure is seen to.
    const observed = (): Promise<T> => {
      try {
        return Promise.resolve(query()).catch((error: unknown) => Promise.reject(shown(error)));
      } catch (error) {
        return Promise.reject(shown(error));
      }
    };
    Promise.all([import('dexie'), this.ready?.()]).then(([{ default: Dexie, liveQuery }]) => {
      // Disconnected, or given another query, while the doors opened.
      if (this.token !== token) return;
      if (!Dexie.dependencies.indexedDB) {
        // liveQuery runs nothing at all without IndexedDB: run the query once, so its failure shows.
        observed().then(observer.next, observer.error);
        return;
      }
      this.subscription = liveQuery(observed).subscribe(observer);
    }, observer.error);
  }
}

/**
 * liveQuery stays silent on a DatabaseClosedError, waiting for the database to open again, which
 * is right after a close but leaves a screen loading forever when the open itself failed (storage
 * missing, refused, hanging): such an error is passed on under another name, to be shown.
 */
function shown(error: unknown): unknown {
  const e = error as { name?: unknown; message?: unknown } | null;
  if (e?.name !== 'DatabaseClosedError' || storageProblemOf(error) === null) return error;
  return Object.assign(new Error(String(e.message)), { name: 'StorageFailure', cause: error });
}
