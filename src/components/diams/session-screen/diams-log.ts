/**
 * The session screen's link to the store: loads a Diam's session and appends, undoes and redoes
 * its events (round sheets, and the start of a round played turn by turn). What the screen shows is always the store's replay of the stored log, and a
 * change is shown only once appendEvent / undo / redo has resolved, i.e. after the IndexedDB
 * commit. One write at a time: a second tap while one is in flight is answered `busy`.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { DiamsSessionEvent, DiamsState } from '../../../rules/diams/index.js';
import type { Rejection } from '../../../rules/game.js';
import { appendEvent, loadSession, redo, undo, type LedgerDb, type LogResult, type SessionRow } from '../../../store/index.js';

export type Outcome =
  | { kind: 'ok' }
  | { kind: 'rejected'; rejection: Rejection }
  | { kind: 'conflict' }
  | { kind: 'missing' }
  | { kind: 'empty' }
  | { kind: 'busy' }
  | { kind: 'failed'; message: string };

export type LoadStatus = 'loading' | 'ready' | 'missing' | 'other-game' | 'error';

export class DiamsLog implements ReactiveController {
  status: LoadStatus = 'loading';
  session: SessionRow | null = null;
  events: DiamsSessionEvent[] = [];
  state: DiamsState | null = null;
  /** The revision of the stored log `events` is (see the store's revisionOf): every write names it. */
  revision = 0;
  /** Set when the stored log stops replaying at some event (see LoadedSession.broken). */
  broken: { index: number; rejection: Rejection } | null = null;
  error = '';
  busy = false;
  /** Resolves once the latest load has finished (a screen that changed the id waits on it). */
  settled: Promise<void> = Promise.resolve();

  private ticket = 0;

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

  /** (Re)reads the session and its log. A later call wins over an earlier one still reading. */
  load(): Promise<void> {
    this.settled = this.read();
    return this.settled;
  }

  private async read(): Promise<void> {
    const ticket = ++this.ticket;
    const id = this.id();
    this.status = 'loading';
    try {
      const loaded = id ? await loadSession<DiamsSessionEvent, DiamsState>(this.db(), id) : undefined;
      if (ticket !== this.ticket) return;
      this.session = loaded?.session ?? null;
      if (!loaded) this.status = 'missing';
      else if (loaded.session.game !== 'diams') this.status = 'other-game';
      else {
        this.events = loaded.events;
        this.revision = loaded.revision;
        this.state = loaded.state;
        this.broken = loaded.broken ?? null;
        this.status = 'ready';
      }
    } catch (error) {
      if (ticket !== this.ticket) return;
      this.status = 'error';
      this.error = error instanceof Error ? error.message : String(error);
    }
    this.host.requestUpdate();
  }

  /** The event redo would put back. */
  get redoEvent(): DiamsSessionEvent | null {
    return (this.session?.redo.at(-1) as DiamsSessionEvent | undefined) ?? null;
  }

  append(event: DiamsSessionEvent): Promise<Outcome> {
    return this.write((db, id) => appendEvent<DiamsState>(db, id, event, this.revision), event);
  }

  undo(): Promise<Outcome> {
    return this.write((db, id) => undo<DiamsState>(db, id, this.revision), null);
  }

  redo(): Promise<Outcome> {
    return this.write((db, id) => redo<DiamsState>(db, id, this.revision), this.redoEvent);
  }

  private async write(send: (db: LedgerDb, id: string) => Promise<LogResult<DiamsState>>, added: DiamsSessionEvent | null): Promise<Outcome> {
    if (this.busy || this.status !== 'ready') return { kind: 'busy' };
    this.busy = true;
    this.host.requestUpdate();
    try {
      const result = await send(this.db(), this.id());
      if (!result.ok) {
        if ('rejection' in result) return { kind: 'rejected', rejection: result.rejection };
        if ('conflict' in result) {
          // Another tab changed this game: show what is stored now.
          await this.load();
          return { kind: 'conflict' };
        }
        if ('missing' in result) {
          this.status = 'missing';
          return { kind: 'missing' };
        }
        return { kind: 'empty' };
      }
      this.events = result.session.length > this.events.length && added ? [...this.events, added] : this.events.slice(0, result.session.length);
      this.session = result.session;
      this.revision = result.revision;
      this.state = result.state;
      this.broken = null;
      return { kind: 'ok' };
    } catch (error) {
      return { kind: 'failed', message: error instanceof Error ? error.message : String(error) };
    } finally {
      this.busy = false;
      this.host.requestUpdate();
    }
  }
}
