/**
 * The session screen's link to the store: it loads a session, and appends, undoes and redoes
 * events one at a time. State is always the store's replay of the stored log; a change is shown only
 * once the store has committed it (appendEvent resolves after the IndexedDB commit).
 *
 * Taps that arrive while a write is in flight wait in a queue and are sent in order, each with the
 * log revision it expects (that of the state the write before it left). If one write fails (a rejection, or another tab wrote first), the taps
 * queued behind it are dropped: they were made assuming it would succeed.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Rejection } from '../../../rules/game.js';
import type { DiamondsEvent, DiamondsState } from '../../../rules/diamonds/index.js';
import {
  appendEvent,
  loadSession,
  redo,
  undo,
  type LedgerDb,
  type LogResult,
  type SessionRow,
} from '../../../store/index.js';

export type Outcome =
  | { kind: 'ok'; before: DiamondsState; after: DiamondsState; event: DiamondsEvent | null }
  | { kind: 'rejected'; rejection: Rejection }
  | { kind: 'conflict' }
  | { kind: 'missing' }
  | { kind: 'empty' }
  | { kind: 'dropped' }
  | { kind: 'failed'; message: string };

export type LoadStatus = 'loading' | 'ready' | 'missing' | 'not-diamonds' | 'error';

export class SessionLog implements ReactiveController {
  status: LoadStatus = 'loading';
  session: SessionRow | null = null;
  events: DiamondsEvent[] = [];
  state: DiamondsState | null = null;
  /** The revision of the stored log `events` is (see the store's revisionOf): every write names it. */
  revision = 0;
  /** Set when the stored log stops replaying at some event (see LoadedSession.broken). */
  broken: { index: number; rejection: Rejection } | null = null;
  error = '';
  /** True while a write is in flight or queued. */
  busy = false;

  private tail: Promise<unknown> = Promise.resolve();
  private queued = 0;
  /** Bumped by every failure (and every load): queued writes of an older generation are dropped. */
  private generation = 0;
  private loadTicket = 0;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly db: () => LedgerDb,
    private readonly id: () => string,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    void this.load();
  }

  /** (Re)reads the session and its log; the state is the replay of what is stored. */
  async load(): Promise<void> {
    const ticket = ++this.loadTicket;
    this.generation++;
    const id = this.id();
    try {
      const loaded = id ? await loadSession<DiamondsEvent, DiamondsState>(this.db(), id) : undefined;
      if (ticket !== this.loadTicket) return;
      if (!loaded) {
        this.status = 'missing';
      } else if (loaded.session.game !== 'diamonds') {
        this.status = 'not-diamonds';
        this.session = loaded.session;
      } else {
        this.session = loaded.session;
        this.events = loaded.events;
        this.revision = loaded.revision;
        this.state = loaded.state;
        this.broken = loaded.broken ?? null;
        this.status = 'ready';
      }
    } catch (error) {
      if (ticket !== this.loadTicket) return;
      this.status = 'error';
      this.error = error instanceof Error ? error.message : String(error);
    }
    this.host.requestUpdate();
  }

  append(event: DiamondsEvent): Promise<Outcome> {
    return this.enqueue((db, id) => appendEvent<DiamondsState>(db, id, event, this.revision), event);
  }

  undo(): Promise<Outcome> {
    return this.enqueue((db, id) => undo<DiamondsState>(db, id, this.revision), null);
  }

  redo(): Promise<Outcome> {
    return this.enqueue((db, id) => redo<DiamondsState>(db, id, this.revision), null);
  }

  /** Undoes `count` events in a row (a revoke's rewind); stops at the first failure. */
  async undoMany(count: number): Promise<Outcome> {
    const start = this.state;
    let last: Outcome = { kind: 'empty' };
    for (let i = 0; i < count; i++) {
      last = await this.undo();
      if (last.kind !== 'ok') return last;
    }
    return last.kind === 'ok' && start ? { ...last, before: start } : last;
  }

  get canRedo(): boolean {
    return (this.session?.redo.length ?? 0) > 0;
  }

  /** The next event redo would re-apply. */
  get redoEvent(): DiamondsEvent | null {
    return (this.session?.redo.at(-1) as DiamondsEvent | undefined) ?? null;
  }

  private enqueue(
    write: (db: LedgerDb, id: string) => Promise<LogResult<DiamondsState>>,
    event: DiamondsEvent | null,
  ): Promise<Outcome> {
    const generation = this.generation;
    this.queued++;
    this.busy = true;
    const run = async (): Promise<Outcome> => {
      try {
        if (generation !== this.generation || this.status !== 'ready') return { kind: 'dropped' };
        return await this.commit(write, event);
      } finally {
        if (--this.queued === 0) this.busy = false;
      }
    };
    const result = this.tail.then(run, run);
    this.tail = result;
    return result;
  }

  private async commit(
    write: (db: LedgerDb, id: string) => Promise<LogResult<DiamondsState>>,
    event: DiamondsEvent | null,
  ): Promise<Outcome> {
    const before = this.state;
    let result: LogResult<DiamondsState>;
    try {
      result = await write(this.db(), this.id());
    } catch (error) {
      this.generation++;
      return { kind: 'failed', message: error instanceof Error ? error.message : String(error) };
    }
    if (!result.ok) {
      this.generation++;
      if ('rejection' in result) return { kind: 'rejected', rejection: result.rejection };
      if ('conflict' in result) {
        // Another tab (or a double tap elsewhere) changed the log: show what is stored now.
        await this.load();
        return { kind: 'conflict' };
      }
      if ('missing' in result) {
        this.status = 'missing';
        this.host.requestUpdate();
        return { kind: 'missing' };
      }
      return { kind: 'empty' };
    }
    const grew = result.session.length > this.events.length;
    if (grew) {
      // A redo re-applied the event on top of the redo stack of the row read before this write.
      const added = event ?? (this.redoEvent as DiamondsEvent);
      this.events = [...this.events, added];
    } else {
      this.events = this.events.slice(0, result.session.length);
    }
    this.session = result.session;
    this.revision = result.revision;
    this.state = result.state;
    this.broken = null;
    this.host.requestUpdate();
    return { kind: 'ok', before: before ?? result.state, after: result.state, event };
  }
}
