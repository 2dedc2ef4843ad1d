/**
 * A game's drafts: what the table chose that is not part of the log yet, and that a reload
 * or a crash must not lose (the first dealer picked at "Start the game", how the next round is
 * recorded, the round sheets being typed). It lives with the games, one row per piece, and each
 * write resolves once it is committed, so a screen shows a choice only once it is stored.
 *
 * The store keeps the values as given; each screen validates what it reads back, since the keys
 * and their shapes are the screens' own.
 */
import Dexie from 'dexie';
import type { DeviceDb, DraftRow } from './db';
import { run } from './run';

export type Drafts = Record<string, unknown>;

/** Every piece of a game's drafts, by key ({} when there is none). */
export async function readDrafts(db: DeviceDb, sessionId: string): Promise<Drafts> {
  const rows = await run(db, 'r', [db.tableState], () => draftRows(db, sessionId).toArray());
  return Object.fromEntries(rows.map((row) => [row.key, row.value]));
}

/** Stores one piece of a game's drafts; `undefined` removes it. */
export async function writeDraft(db: DeviceDb, sessionId: string, key: string, value: unknown): Promise<void> {
  await run(db, 'rw', [db.tableState], async () => {
    if (value === undefined) await db.tableState.delete([sessionId, key]);
    else await db.tableState.put({ sessionId, key, value });
  });
}

/** The rows of a game's drafts (for the verbs that create, delete and restore a game). */
export function draftRows(db: DeviceDb, sessionId: string): Dexie.Collection<DraftRow, [string, string]> {
  return db.tableState.where('[sessionId+key]').between([sessionId, Dexie.minKey], [sessionId, Dexie.maxKey], true, true);
}
