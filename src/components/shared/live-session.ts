/**
 * A panel's link to one stored session, for panels that sit inside a game screen (the Diamonds
 * round-end check, the Diam's turn-by-turn log). It follows the session live (a Dexie liveQuery
 * over loadSession: an undo made by the screen around it, or in another tab, shows at once) and
 * writes with the store's verbs, each checked against the log revision last read. A write's result
 * is shown only once its transaction has committed — appendEvent resolves after the commit — and
 * the live query then confirms it. One write at a time: a second tap while one is in flight is
 * `busy`.
 */
import type { ReactiveControllerHost } from 'lit';
import type { Rejection } from '../../rules/game.js';
import {
  LiveQueryController,
  appendEvent,
  loadSession,
  redo,
  undo,
  type LedgerDb,
  type LoadedSession,
  type LogResult,
  type SessionRow,
} from '../../store/index.js';

export type Written<S> =
  | { kind: 'ok'; before: S; after: S }
  | { kind: 'rejected'; rejection: Rejection }
  | { kind: 'conflict' }
  | { kind: 'missing' }
  | { kind: 'empty' }
  | { kind: 'busy' }
  | { kind: 'failed'; message: string };

export interface View<E, S> {
  session: SessionRow;
  events: E[];
  /** The revision of the stored log `events` is: the write made on this view names it. */
  revision: number;
  state: S;
  broken: LoadedSession['broken'];
}

export class LiveSession<E, S> {
  /** True while a write is in flight: the panel's buttons wait for it. */
  busy = false;

  private readonly live: LiveQueryController<LoadedSession<E, S> | undefined>;
  /** The result of our own last write, until the live query has caught up with it. */
  private written: View<E, S> | null = null;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly db: () => LedgerDb,
    private readonly id: () => string,
  ) {
    this.live = new LiveQueryController(host, () => this.query());
  }

  private query(): Promise<LoadedSession<E, S> | undefined> {
    const id = this.id();
    return id ? loadSession<E, S>(this.db(), id) : Promise.resolve(undefined);
  }

  /** Call when the session id or the database changes. */
  reload(): void {
    this.written = null;
    this.live.setQuery(() => this.query());
  }

  get loading(): boolean {
    return this.live.loading && !this.live.value;
  }

  get error(): unknown {
    return this.live.error;
  }

  /** The session as last stored: our own write's result until the live query reports it or newer. */
  get view(): View<E, S> | undefined {
    const loaded = this.live.value;
    const mine = this.written;
    // Revisions only grow: a live answer older than our write is one read before it committed.
    if (mine && (!loaded || loaded.revision < mine.revision)) return mine;
    return loaded && { session: loaded.session, events: loaded.events, revision: loaded.revision, state: loaded.state, broken: loaded.broken };
  }

  append(event: E): Promise<Written<S>> {
    return this.write((db, id, revision) => appendEvent<S>(db, id, event, revision), (events) => [...events, event]);
  }

  undo(): Promise<Written<S>> {
    return this.write((db, id, revision) => undo<S>(db, id, revision), (events) => events.slice(0, -1));
  }

  redo(): Promise<Written<S>> {
    const next = this.view?.session.redo.at(-1) as E | undefined;
    return this.write((db, id, revision) => redo<S>(db, id, revision), (events) => (next ? [...events, next] : events));
  }

  private async write(
    run: (db: LedgerDb, id: string, revision: number) => Promise<LogResult<S>>,
    after: (events: E[]) => E[],
  ): Promise<Written<S>> {
    const view = this.view;
    if (!view || this.busy) return { kind: 'busy' };
    this.busy = true;
    this.host.requestUpdate();
    try {
      const result = await run(this.db(), this.id(), view.revision);
      if (!result.ok) {
        if ('rejection' in result) return { kind: 'rejected', rejection: result.rejection };
        if ('conflict' in result) return { kind: 'conflict' };
        if ('missing' in result) return { kind: 'missing' };
        return { kind: 'empty' };
      }
      this.written = { session: result.session, events: after(view.events), revision: result.revision, state: result.state, broken: undefined };
      return { kind: 'ok', before: view.state, after: result.state };
    } catch (error) {
      return { kind: 'failed', message: error instanceof Error ? error.message : String(error) };
    } finally {
      this.busy = false;
      this.host.requestUpdate();
    }
  }
}
