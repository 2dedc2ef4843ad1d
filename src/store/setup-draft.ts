/**
 * The new-game form as typed so far (which game, the names, the variant and options), kept so that
 * a reload at any moment finds the form as it was; and, under a key of its own, Settings' restore
 * from a recovery kit as typed (emptied once it joins). It is the table state
 * (./drafts.ts) of the game not started yet, under an id no game has (ids are UUIDs), one
 * piece per form; so it is never in a backup, and `createSession` (its `setupDone` option) drops
 * every piece in the transaction that starts the game.
 *
 * The store keeps the values as given; each form checks what it reads back.
 */
import type { DeviceDb } from './db';
import { readDrafts, writeDraft, type Drafts } from './drafts';

/** The table-state id of the game being set up: not a UUID, so never a game's. */
export const SETUP_ID = 'new-game';

/** Every piece of the new-game form as kept ({} when nothing is). */
export function readSetupDraft(db: DeviceDb): Promise<Drafts> {
  return readDrafts(db, SETUP_ID);
}

/** Keeps one piece of the new-game form; `undefined` removes it. Resolves once committed. */
export function writeSetupDraft(db: DeviceDb, key: string, value: unknown): Promise<void> {
  return writeDraft(db, SETUP_ID, key, value);
}
