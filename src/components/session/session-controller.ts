/**
 * The one link between a game screen and its stored session: a Lit reactive controller that the
 * screen owns and hands to every panel inside it (`.session=${…}`).
 *
 * Reading. It follows the session's row through a Dexie liveQuery while its host is connected, so
 * a change made anywhere (another tab, a restore, a phone at the same table) shows by itself: when
 * the stored row is not the one the view holds, the log is loaded and replayed once. While its own
 * writes run it stops watching, and reads the row again once they are done. What it holds
 * is one view — row, events, revision, replayed state — for the screen and all its panels.
 *
 * Writing. `append`, `undo`, `redo` and `reconfigure` run one at a time, in the order they were
 * asked for. Each names the revision of the log it was made against (the view's, as the writes
 * queued before it leave it), so the store refuses it as a conflict if anything else changed the
 * log in between. A write that fails drops the writes queued behind it, since they were made
 * assuming it would succeed. A write's result shows once its transaction has committed; the store
 * answers with the new row and state, so a write costs no replay of its own.
 *
 * Like LiveQueryController, it ignores late answers: a subscription or a load replaced since it was
 * started changes nothing.
 *
 * Its whole surface: `status`, `view`, `error`, `drafts`, `busy`, `redoEvent`, `followed` and `db` to read;
 * `append(event)`, `undo(count?)`, `redo()`, `correct(index, event)` and `reconfigure(verb)` to write, each resolving with
 * an Outcome once committed (or refused); `reload()` when the session id or the database changes.
 * The session-screen shell (./session-screen.ts) makes one for each game's screen.
 */
import { liveQuery, type Subscription } from 'dexie';
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Rejection } from '../../rules/game';
import {
  localWriter,
  loadSession,
  revisionOf,
  findSession,
  type GameId,
  type LogWriter,
  type DeviceDb,
  type LogResult,
  type SessionRow,
} from '../../store/index';
import { ScreenDrafts } from '../shared/screen-drafts';

/** Where the session is: being read, shown, not on this device, another game's, or unreadable. */
export type SessionStatus = 'loading' | 'ready' | 'missing' | 'other-game' | 'error';

/** The session as stored, replayed: what every part of a game screen shows. */
export interface SessionView<E, S> {
  readonly session: SessionRow;
  /** The log, oldest first. */
  readonly events: E[];
  /** The revision of the stored log `events` is: the next write names it. */
  readonly revision: number;
  /** The state after the log (after its legal prefix when `broken` is set). */
  readonly state: S;
  /** Set when the stored log stops replaying (a rules fix made an old event illegal). */
  readonly broken: { index: number; rejection: Rejection } | null;
}

/** What became of one write. Only `ok` changed the session. */
export type Outcome<S> =
  | { kind: 'ok'; before: S; after: S }
  /** The rules refused it (nothing written). */
  | { kind: 'rejected'; rejection: Rejection }
  /**
   * The log had changed since the write was made: the view now shows it as stored. `atTable`: the
   * game is shared at a live table, where the other writer is most likely another phone.
   */
  | { kind: 'conflict'; atTable: boolean }
  /** There is no such session any more. */
  | { kind: 'missing' }
  /** Nothing to undo, or nothing to redo. */
  | { kind: 'empty' }
  /** Not sent: a write queued before it failed, or the session was not shown yet. */
  | { kind: 'dropped' }
  /** The device could not save it. */
  /** `atTable`: the live table refused or could not carry it (the host gone, another seat's turn…), not this device. */
  | { kind: 'failed'; message: string; atTable?: boolean };

export interface SessionSource {
  db: () => DeviceDb;
  id: () => string;
  /** The game the screen records: a session of another game is `other-game`. */
  game: GameId;
  /** Runs `work` after `ms` (setTimeout; tests give a clock of their own). */
  later?: (work: () => void, ms: number) => void;
}

/** How long a write runs before its host is asked to show it busy (ms). */
export const BUSY_SHOWN_AFTER_MS = 100;

/** A store verb on this session, given the revision the write was made against. */
export type SessionVerb<S> = (db: DeviceDb, id: string, revision: number) => Promise<LogResult<S>>;

export class SessionController<E, S> implements ReactiveController {
  status: SessionStatus = 'loading';
  view: SessionView<E, S> | null = null;
  /** Why the session could not be read (status `error`): said in plain words by failureText. */
  error: unknown = undefined;
  /** The game's drafts, read with the session; changed through `drafts.set`. */
  readonly drafts: ScreenDrafts;

  private subscription: Subscription | undefined;
  /** Tells the current subscription's answers from a replaced one's. */
  private watching: object | undefined;
  /** Tells the latest load from an older one still reading. */
  private loading: object | undefined;
  /** Bumped by a failed write and by a load: writes queued before it are dropped. */
  private generation = 0;
  private tail: Promise<unknown> = Promise.resolve();
  private queued = 0;
  /** The store changed while a write was in flight: look again once the queue is empty. */
  private stale = false;
  private connected = false;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly source: SessionSource,
  ) {
    this.drafts = new ScreenDrafts(host, source.db, source.id);
    host.addController(this);
  }

  /** The store the session is kept in (for what a screen reads beside it, such as an export). */
  get db(): DeviceDb {
    return this.source.db();
  }

  /** True while a write is in flight or queued. */
  get busy(): boolean {
    return this.queued > 0;
  }

  /** The event redo would put back. */
  get redoEvent(): E | null {
    return (this.view?.session.redo.at(-1) as E | undefined) ?? null;
  }

  hostConnected(): void {
    this.connected = true;
    this.watch();
  }

  hostDisconnected(): void {
    this.connected = false;
    this.unwatch();
  }

  private unwatch(): void {
    this.subscription?.unsubscribe();
    this.subscription = undefined;
    this.watching = undefined;
  }

  /** Call when the session id or the database changes: the view starts again from the store. */
  reload(): void {
    this.view = null;
    this.drafts.values = {};
    this.status = 'loading';
    this.generation++;
    this.loading = undefined;
    if (this.connected) this.watch();
    this.host.requestUpdate();
  }

  /**
   * How this game is written (../../store/game-log.ts): by this device's store, or, for a followed
   * game (../../live/), by its host: a card is proposed to the host, which appends it or says why
   * not, and arrives here through the stored copy; an undo, a redo or a fix is refused in words.
   */
  private writer(): Promise<LogWriter> {
    return this.followed ? import('../../live/index').then((live) => live.followerWriter) : Promise.resolve(localWriter);
  }

  append(event: E): Promise<Outcome<S>> {
    return this.enqueue(
      (db, id, revision) => this.writer().then((w) => w.append<S>(db, id, event, revision)),
      (events) => [...events, event],
    );
  }

  /** Whether the session is another phone's, followed at a live table: undo, redo and fixes stay with its host. */
  get followed(): boolean {
    return this.view?.session.live?.role === 'follower';
  }

  /** Undoes the last event, or the last `count` in a row (a rewind); stops at the first failure. */
  async undo(count = 1): Promise<Outcome<S>> {
    const start = this.view?.state;
    const writes = Array.from({ length: count }, () =>
      this.enqueue(
        (db, id, revision) => this.writer().then((w) => w.undo<S>(db, id, revision)),
        (events) => events.slice(0, -1),
      ),
    );
    const outcomes = await Promise.all(writes);
    const last = outcomes.find((o) => o.kind !== 'ok') ?? outcomes.at(-1);
    if (!last) return { kind: 'empty' };
    return last.kind === 'ok' && start !== undefined ? { ...last, before: start } : last;
  }

  redo(): Promise<Outcome<S>> {
    return this.enqueue(
      (db, id, revision) => this.writer().then((w) => w.redo<S>(db, id, revision)),
      (events, view) => [...events, view.session.redo.at(-1) as E],
    );
  }

  /**
   * Fixes the recorded event at `index` (a card tapped wrong): the store replaces it and keeps the
   * later events that still fit (src/store/correct.ts). One `undo` takes the whole fix back.
   */
  correct(index: number, event: E): Promise<Outcome<S>> {
    return this.enqueue(
      (db, id, revision) => this.writer().then((w) => w.correct<S>(db, id, index, event, revision)),
      (events) => events,
    );
  }

  /** Runs a store verb that changes the session but not its events (its config), in the same queue. */
  reconfigure(verb: SessionVerb<S>): Promise<Outcome<S>> {
    return this.enqueue(verb, (events) => events);
  }

  // ----- following the store -----

  private watch(): void {
    this.subscription?.unsubscribe();
    const token = {};
    this.watching = token;
    const db = this.source.db();
    const id = this.source.id();
    // Only the row is watched: every change of a log changes its row, and reading the row costs
    // nothing next to replaying the log, which happens only when the row is not the one shown.
    this.subscription = liveQuery(() => (id ? findSession(db, id) : undefined)).subscribe({
      next: (row) => {
        if (this.watching === token) this.seen(row);
      },
      error: (error: unknown) => {
        if (this.watching === token) this.failed(error);
      },
    });
  }

  private seen(row: SessionRow | undefined): void {
    // A write in flight may be what changed it; its result decides, then the row is read again.
    if (this.busy) {
      this.stale = true;
      return;
    }
    if (!row) {
      this.status = 'missing';
      this.view = null;
    } else if (row.game !== this.source.game) {
      this.status = 'other-game';
      this.view = null;
    } else if (!this.shows(row)) {
      void this.load();
      return;
    } else if (this.status === 'ready') {
      // The row of the log on screen, as this controller's own write left it: nothing to show.
      return;
    }
    this.host.requestUpdate();
  }

  /** Whether the view holds the log this row describes. */
  private shows(row: SessionRow): boolean {
    const view = this.view;
    return view !== null && revisionOf(row) === view.revision && row.updatedAt === view.session.updatedAt;
  }

  private async load(): Promise<void> {
    const token = {};
    this.loading = token;
    const id = this.source.id();
    try {
      const [loaded, drafts] = await Promise.all([loadSession<E, S>(this.source.db(), id), this.drafts.read()]);
      if (this.loading !== token) return;
      this.generation++;
      this.drafts.values = drafts;
      if (!loaded) {
        this.status = 'missing';
        this.view = null;
      } else if (loaded.session.game !== this.source.game) {
        this.status = 'other-game';
        this.view = null;
      } else {
        const { session, events, revision, state, broken } = loaded;
        this.view = { session, events, revision, state, broken: broken ?? null };
        this.status = 'ready';
        // A shared game: its live table is opened (once per page) when the game is first shown.
        if (session.live) void import('../../live/index').then((live) => live.attach(this.source.db(), session));
      }
    } catch (error) {
      if (this.loading !== token) return;
      this.failed(error);
      return;
    }
    this.host.requestUpdate();
  }

  private failed(error: unknown): void {
    this.status = 'error';
    this.error = error;
    this.host.requestUpdate();
  }

  // ----- writing -----

  private enqueue(verb: SessionVerb<S>, events: (events: E[], view: SessionView<E, S>) => E[]): Promise<Outcome<S>> {
    const generation = this.generation;
    // The row is not watched while this controller writes: Dexie would read it again the moment
    // each write commits, before the screen could show the write. It is read once the queue is
    // empty (settled), which sees any other writer's change as well.
    if (this.queued === 0) this.unwatch();
    this.queued++;
    const run = async (): Promise<Outcome<S>> => {
      try {
        const view = this.view;
        if (generation !== this.generation || this.status !== 'ready' || !view) return { kind: 'dropped' };
        const outcome = this.commit(view, verb, events);
        // The host shows it busy (Undo and Redo wait) only when a write takes long enough to be
        // noticed: a card's write is done within a frame, and a busy render for it would flash
        // the toolbar and hold up the write's own answer by a frame of the page's.
        (this.source.later ?? setTimeout)(() => {
          if (this.busy) this.host.requestUpdate();
        }, BUSY_SHOWN_AFTER_MS);
        return await outcome;
      } finally {
        this.queued--;
        this.settled();
      }
    };
    const result = this.tail.then(run, run);
    this.tail = result;
    return result;
  }

  private async commit(view: SessionView<E, S>, verb: SessionVerb<S>, events: (events: E[], view: SessionView<E, S>) => E[]): Promise<Outcome<S>> {
    const generation = this.generation;
    let result: LogResult<S>;
    try {
      result = await verb(this.source.db(), this.source.id(), view.revision);
    } catch (error) {
      this.generation++;
      return { kind: 'failed', message: messageOf(error), atTable: (error as { atTable?: unknown } | null)?.atTable === true };
    }
    if (!result.ok) {
      this.generation++;
      if ('rejection' in result) return { kind: 'rejected', rejection: result.rejection };
      if ('empty' in result) return { kind: 'empty' };
      if ('missing' in result) {
        this.status = 'missing';
        this.view = null;
        return { kind: 'missing' };
      }
      // Another writer changed the log first: show what is stored before saying so.
      await this.load();
      return { kind: 'conflict', atTable: view.session.live !== undefined };
    }
    const outcome: Outcome<S> = { kind: 'ok', before: view.state, after: result.state };
    // The screen moved to another session while this one's write was in flight.
    if (generation !== this.generation) return outcome;
    // A load still reading started before this write: its answer is older than this one.
    this.loading = undefined;
    this.view = {
      session: result.session,
      // A fix, or its undo, changed more than the log's end: the store says what the log is now.
      events: result.events ? (result.events as E[]) : events(view.events, view),
      revision: result.revision,
      state: result.state,
      broken: null,
    };
    return outcome;
  }

  /** After each write: the host shows its result; once the queue is empty, anything the store changed meanwhile. */
  private settled(): void {
    this.host.requestUpdate();
    if (this.busy) return;
    if (this.connected && !this.subscription) {
      // Watching again starts with a read of the row: after the task that shows the write.
      this.stale = false;
      setTimeout(() => {
        if (this.connected && !this.busy && !this.subscription) this.watch();
      });
      return;
    }
    if (!this.stale) return;
    this.stale = false;
    const id = this.source.id();
    const token = this.watching;
    void findSession(this.source.db(), id).then(
      (row) => {
        if (this.watching === token && id === this.source.id()) this.seen(row);
      },
      (error: unknown) => this.failed(error),
    );
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
