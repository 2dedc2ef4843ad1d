/**
 * A game's one cached state (./game-log.ts): per session, the row as the last write or read left
 * it, the state after its log and, when known, the log itself. The next append applies one event
 * instead of reading and replaying the whole log, and can send its write with the reads that check
 * it (a recorded card must show within a frame of the commit); the next read of the game reads
 * the row and the last event instead of the whole log, and replays nothing. It is used only when
 * the stored row is exactly the one it was remembered with, field for field, and the log's last
 * event is the one remembered: every change of a log changes its row (its revision), so any other
 * writer (another tab, a restore, a rename) makes the next read or append read the log again.
 */
import type { EventRow, DeviceDb, SessionRow } from './db';

export interface LastState {
  /** The row as the last append wrote it. */
  row: SessionRow;
  /** The state after the row's log. */
  state: unknown;
  /** The row and the last event, as JSON: what the stored ones must equal for the state to be theirs. */
  rowJson: string;
  lastJson: string;
  /** The row's whole log, when the writer knew it (a read, an append on a known log, a followed log stored). */
  events?: readonly unknown[];
}

const lastStates = new WeakMap<DeviceDb, Map<string, LastState>>();

/** Remembers the row a write or a read left, the state after its log, its last event and, when known, the whole log (frozen: readers share it). */
export function remember(db: DeviceDb, row: SessionRow, event: unknown, state: unknown, events?: readonly unknown[]): void {
  let cache = lastStates.get(db);
  if (!cache) lastStates.set(db, (cache = new Map<string, LastState>()));
  const entry: LastState = { row, state, rowJson: JSON.stringify(row), lastJson: JSON.stringify(event) };
  if (events && events.length === row.length) entry.events = Object.isFrozen(events) ? events : Object.freeze([...events]);
  cache.set(row.id, entry);
}

export function lastState(db: DeviceDb, id: string): LastState | undefined {
  return lastStates.get(db)?.get(id);
}

/** Whether the stored row and the stored last event (none for an empty log) are the ones `hit` was remembered with. */
export function holds(hit: LastState, stored: SessionRow | undefined, last: EventRow | undefined): boolean {
  if (stored === undefined || JSON.stringify(stored) !== hit.rowJson) return false;
  return hit.row.length === 0 ? last === undefined : last !== undefined && JSON.stringify(last.event) === hit.lastJson;
}
