/**
 * What the ledger's sync is doing, for Settings and the shell to show (docs/sync.md). Loads no
 * Yjs: the screens read it before (and whether or not) the sync code is loaded; the sync engine
 * (./ledger-sync.ts) sets it.
 */
import type { DeletedSession } from '../store/sessions';

/**
 * The most players a ledger makes on a device (./players.ts): far more than any table meets, far
 * fewer than a flood. Here, where the screens that say it read it without loading the sync.
 */
export const MAX_LEDGER_PLAYERS = 2000;

export type LedgerState =
  /** This device keeps its games alone. */
  | 'off'
  | 'connecting'
  /** Reading the ledger's games from the server, `done` of `total` parts. */
  | 'syncing'
  | 'synced'
  /** The server cannot be reached: changes wait on this device and go when it can. */
  | 'offline'
  /** The server refused more: the ledger is at its size limit there. */
  | 'full'
  /** This device was unlinked by another: it keeps its copy and gets nothing new. */
  | 'unlinked'
  /** The ledger's key changed before this device joined (a kit or link saved before an unlink): it gets nothing. */
  | 'stale'
  /** Two key changes disagree, or one was deleted: the sync waits for the person to say which device they trust (`keyChanges`). */
  | 'conflict';

/** A key change the person may trust, while the sync waits (../sync/key-change.ts). */
export interface KeyChoice {
  /** The device that made it, and how it is named. */
  by: string;
  label: string;
  /** The devices it unlinks, by name. */
  removes: string[];
  /** Whether it keeps this device (one that does not unlinks it). */
  keepsMe: boolean;
}

/** A device of the ledger, as it last said itself. */
export interface LedgerDevice {
  id: string;
  label: string;
  /** When it last synced (ms since the epoch). */
  seenAt: number;
  /** This device. */
  me: boolean;
}

export interface LedgerStatus {
  state: LedgerState;
  /** While syncing: parts of the ledger read, of `total`. */
  done: number;
  total: number;
  devices: LedgerDevice[];
  /** When this device last had every change of the ledger (ms since the epoch), or null. */
  lastSyncedAt: number | null;
  /** Games another device wrote that this one could not read (damaged or from a newer app). */
  unreadable: number;
  /** Games kept as two because they changed on two devices while apart, since the app started. */
  forks: number;
  /** Players of the ledger not taken here: a rename dated far ahead of this clock, or past the cap of players (../sync/players.ts). */
  playersLeftOut: number;
  /** Key changes, device entries, games and players not signed by a listed device, or by one a key change removed: ignored, never obeyed. */
  ignoredChanges: number;
  /** While the state is 'conflict': the key changes to choose from (none when the one to obey was deleted). */
  keyChanges: KeyChoice[];
  /** The last game another device deleted here: Home's Undo puts it back (on every device). */
  deletedElsewhere: DeletedSession | null;
}

export const OFF: LedgerStatus = {
  state: 'off',
  done: 0,
  total: 0,
  devices: [],
  lastSyncedAt: null,
  unreadable: 0,
  forks: 0,
  playersLeftOut: 0,
  ignoredChanges: 0,
  keyChanges: [],
  deletedElsewhere: null,
};

type Listener = (status: LedgerStatus) => void;

let current: LedgerStatus = OFF;
const listeners = new Set<Listener>();

export function ledgerStatus(): LedgerStatus {
  return current;
}

/** Hears every change of the status (not the current one); returns the unsubscribe. */
export function onLedgerStatus(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function setLedgerStatus(patch: Partial<LedgerStatus>): void {
  current = { ...current, ...patch };
  for (const listener of listeners) listener(current);
}
