/**
 * The state after the last append, per session, so the next append applies one event instead of
 * reading and replaying the whole log, and can send its write with the reads that check it (a
 * recorded card must show within a frame of the commit). It is used only when the stored row is
 * exactly the one that append wrote, field for field, and the log's last event is the one it
 * added. Any other writer (undo, another tab, a rename, a shared table's row) changes one of them,
 * and the next append reads and replays the log from the store as before.
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
}

const lastStates = new WeakMap<DeviceDb, Map<string, LastState>>();

export function remember(db: DeviceDb, row: SessionRow, event: unknown, state: unknown): void {
  let cache = lastStates.get(db);
  if (!cache) lastStates.set(db, (cache = new Map<string, LastState>()));
  cache.set(row.id, { row, state, rowJson: JSON.stringify(row), lastJson: JSON.stringify(event) });
}

export function lastState(db: DeviceDb, id: string): LastState | undefined {
  return lastStates.get(db)?.get(id);
}

/** Whether the stored row and the stored last event are the ones `hit` was remembered with. */
export function holds(hit: LastState, stored: SessionRow | undefined, last: EventRow | undefined): boolean {
  return stored !== undefined && last !== undefined && JSON.stringify(stored) === hit.rowJson && JSON.stringify(last.event) === hit.lastJson;
}
