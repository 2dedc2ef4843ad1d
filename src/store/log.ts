/** Reading a session's log and deriving what a session row shows from it (internal helpers). */
import Dexie from 'dexie';
import { replayLog, type Rejection } from '../rules/game';
import type { EventRow, DeviceDb, SessionRow } from './db';
import { playersOf, type AnyGame } from './registry';
import { run } from './run';

/**
 * All events of a session in log order (the compound key sorts them by seq). A log restored from
 * a backup starts with its packed row (EventRow.packed in ./db.ts): its events are unpacked, a
 * row of the position itself written since wins over the packed one, and the log ends at the
 * session's `length`, since an undo of a packed event deletes no row. Must run in a transaction
 * that includes `sessions` and `events` (every verb that reads a log has both).
 */
export async function readLog(db: DeviceDb, sessionId: string): Promise<EventRow[]> {
  const rows = await db.events.where('[sessionId+seq]').between([sessionId, Dexie.minKey], [sessionId, Dexie.maxKey], true, true).toArray();
  if (rows[0]?.seq !== PACKED_SEQ) return rows;
  return logOf(rows, (await db.sessions.get(sessionId))?.length ?? 0);
}

/** A session's row and its log, read together in one transaction; undefined when there is no such id. */
export function readSession(db: DeviceDb, id: string): Promise<{ session: SessionRow; rows: EventRow[] } | undefined> {
  return run(db, 'r', [db.sessions, db.events], async () => {
    const session = await db.sessions.get(id);
    return session && { session, rows: await readLog(db, id) };
  });
}

/** The log a session's rows (all of them, in key order) hold, for a session `length` events long. */
export function logOf(rows: readonly EventRow[], length: number): EventRow[] {
  const [packed, ...written] = rows;
  if (packed?.seq !== PACKED_SEQ) return [...rows];
  const events = JSON.parse(packed.packed ?? '[]') as { event: unknown; at: number }[];
  const log: EventRow[] = events.slice(0, length).map(({ event, at }, seq) => ({ sessionId: packed.sessionId, seq, event, at }));
  for (const row of written) if (row.seq < length) log[row.seq] = row;
  return log;
}

/**
 * The one row that holds a whole restored log (`seq` PACKED_SEQ sorts before position 0). A
 * restore of 5,000 games then writes 5,000 rows instead of 750,000: IndexedDB's cost is per row
 * (in Chromium, 750,000 rows take about 25 times as long as the same events in 5,000).
 */
export function packedRow(sessionId: string, events: readonly { event: unknown; at: number }[]): EventRow {
  return { sessionId, seq: PACKED_SEQ, event: null, at: events.at(-1)?.at ?? 0, packed: JSON.stringify(events.map(({ event, at }) => ({ event, at }))) };
}

export const PACKED_SEQ = -1;

/** The fields of a session row that are a projection of its log. */
export type Derived = Pick<SessionRow, 'players' | 'status' | 'standings' | 'winners' | 'length' | 'progress'>;

export type Replayed = { ok: true; state: unknown; derived: Derived } | { ok: false; rejection: Rejection; index: number; state: unknown; derived: Derived };

/**
 * Replays a log and summarises the outcome. On a rejected event the summary is that of the legal
 * prefix, so callers that must tolerate it (undo after a rules change) still get sensible fields.
 */
export function replay(game: AnyGame, config: unknown, events: readonly unknown[]): Replayed {
  const result = replayLog(game, config, events);
  return replayed(game, config, result.ok ? null : result, result.state, result.ok ? events.length : result.index);
}

/** The summary after one more event on top of a known state (what `replay` gives for the whole log). */
export function extend(game: AnyGame, config: unknown, state: unknown, length: number, event: unknown): Replayed {
  const next = game.apply(state, event);
  return next.ok ? replayed(game, config, null, next.state, length + 1) : replayed(game, config, { rejection: next.rejection, index: length }, state, length);
}

/** The summary of a log whose first `length` events led to `state`: only the `later` ones are applied (a followed log grown since). */
export function replayFrom(game: AnyGame, config: unknown, state: unknown, length: number, later: readonly unknown[]): Replayed {
  let at = state;
  for (const [i, event] of later.entries()) {
    const next = game.apply(at, event);
    if (!next.ok) return replayed(game, config, { rejection: next.rejection, index: length + i }, at, length + i);
    at = next.state;
  }
  return replayed(game, config, null, at, length + later.length);
}

/** The outcome of a replay: the state it reached, its summary, and the refusal that stopped it, if one did. */
function replayed(game: AnyGame, config: unknown, refused: { rejection: Rejection; index: number } | null, state: unknown, length: number): Replayed {
  const summary = game.summary(state);
  const derived: Derived = {
    players: playersOf(config),
    status: summary.status,
    standings: summary.standings,
    winners: summary.winners,
    progress: summary.progress,
    length,
  };
  return refused ? { ok: false, rejection: refused.rejection, index: refused.index, state, derived } : { ok: true, state, derived };
}

/**
 * Whether a failed write was an add on a key that exists (another writer got there first).
 * Dexie reports a failed `bulkAdd` as a BulkError that lists the failures of each row.
 */
export function isConstraintError(error: unknown): boolean {
  const e = error as { name?: unknown; inner?: { name?: unknown }; failures?: unknown } | null;
  if (e?.name === 'ConstraintError' || e?.inner?.name === 'ConstraintError') return true;
  if (e?.name !== 'BulkError' || typeof e.failures !== 'object' || e.failures === null) return false;
  return Object.values(e.failures).some((f) => (f as { name?: unknown } | null)?.name === 'ConstraintError');
}

/** The message of anything thrown, for results shown to a player. */
export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
