/**
 * A game's log, owned in one place (issue 37): one reader (`readGame`) for the screens, a live
 * table's host and its follower alike; one cached state (./last-state.ts), which every write and
 * every read leaves behind, so a read after a write reads the row and the last event and replays
 * nothing; one revision check (./revision.ts: the stored row's revision is the one a write names);
 * and one writer interface (`LogWriter`) that this device's store (`localWriter`) and a live
 * table's follower (../live/propose.ts) both implement, as boardgame.io runs one master behind
 * every transport: a screen writes through whichever its game has, never around it.
 */
import type { Rejection } from '../rules/game';
import type { DeviceDb, SessionRow } from './db';
import { correctEvent } from './correct';
import { appendEvent, redo, undo } from './events';
import { holds, lastState, remember } from './last-state';
import { readLog, replay } from './log';
import { gameFor } from './registry';
import { UnknownGameError, type LogResult } from './results';
import { revisionOf } from './revision';
import { run } from './run';

export interface LoadedSession<E = unknown, S = unknown> {
  session: SessionRow;
  /** The log, oldest first (shared with the cache: never changed in place). */
  events: E[];
  /** The log's revision: the `expectedRevision` of a write made on this state (see ./revision.ts). */
  revision: number;
  /** The state after the log (after its legal prefix when `broken` is set). */
  state: S;
  /**
   * Set when the stored log no longer replays (a rules fix made an old event illegal): the screen
   * can show the game up to `index` and say why, instead of failing to open it.
   */
  broken?: { index: number; rejection: Rejection };
}

/**
 * A session, its log and the state after it, as stored; undefined when there is no such id. One
 * read transaction: the row and the last event the cache expects, and only when they are not the
 * cached ones the whole log, replayed once and remembered.
 */
export async function readGame<E = unknown, S = unknown>(db: DeviceDb, id: string): Promise<LoadedSession<E, S> | undefined> {
  const games = await db.rules();
  const read = await run(db, 'r', [db.sessions, db.events], async () => {
    const hit = lastState(db, id);
    const known = hit?.events ? hit : undefined;
    const [session, last] = await Promise.all([db.sessions.get(id), known && known.row.length > 0 ? db.events.get([id, known.row.length - 1]) : undefined]);
    if (!session) return undefined;
    if (known?.events && holds(known, session, last)) return { session: known.row, events: known.events, state: known.state, cached: true };
    return { session, events: (await readLog(db, id)).map((row) => row.event), state: undefined, cached: false };
  });
  if (!read) return undefined;
  const { session } = read;
  const loaded: LoadedSession = { session, events: read.events as unknown[], revision: revisionOf(session), state: read.state };
  if (read.cached) return loaded as LoadedSession<E, S>;
  const module = gameFor(games, session.game);
  if (!module) throw new UnknownGameError(session.game);
  const replayed = replay(module, session.config, read.events);
  loaded.state = replayed.state;
  // A log that stops replaying is not remembered: each read says why again.
  if (replayed.ok) remember(db, session, read.events.at(-1), replayed.state, read.events);
  else loaded.broken = { index: replayed.index, rejection: replayed.rejection };
  return loaded as LoadedSession<E, S>;
}

/** How a game's log is written: by this device's store, or by proposing to a live table's host. */
export interface LogWriter {
  append<S>(db: DeviceDb, id: string, event: unknown, revision: number): Promise<LogResult<S>>;
  undo<S>(db: DeviceDb, id: string, revision: number): Promise<LogResult<S>>;
  redo<S>(db: DeviceDb, id: string, revision: number): Promise<LogResult<S>>;
  correct<S>(db: DeviceDb, id: string, index: number, event: unknown, revision: number): Promise<LogResult<S>>;
}

/** This device's own games: the store's verbs, one transaction each. */
export const localWriter: LogWriter = { append: appendEvent, undo, redo, correct: correctEvent };
