/**
 * The one database of the app. Every schema version is declared here, in order.
 *
 * NEVER edit a version that has shipped: browsers that already hold it would not upgrade and would
 * disagree with new ones about the indexes. To change the schema, add `this.version(n + 1)` below
 * (with an `.upgrade()` when rows must be rewritten) and leave the earlier ones as they are.
 */
import Dexie, { type DexieOptions, type Table } from 'dexie';
import type { SessionSummary } from '../rules/game';
import type { GameId, GameRegistry } from './registry';

/** One game on the device. Everything but `config` and `redo` is a projection kept for lists. */
export interface SessionRow {
  /** crypto.randomUUID(), so sessions made on two devices never collide when backups are merged. */
  id: string;
  game: GameId;
  /** Names in seating order, copied from the config for lists. */
  players: string[];
  /** The rules module's config, as given to `initial`. */
  config: unknown;
  /** Milliseconds since the epoch. */
  createdAt: number;
  /** Milliseconds since the epoch of the last change; lists sort on it, newest first. */
  updatedAt: number;
  status: SessionSummary['status'];
  standings: SessionSummary['standings'];
  winners: string[];
  /** Number of events in the log; appends compare it with what the screen last read. */
  length: number;
  /** Undone events, the next one to redo last. Cleared by any new append. */
  redo: unknown[];
}

/** One event of a session's append-only log. */
export interface EventRow {
  sessionId: string;
  /** 0-based position in the log; with sessionId the primary key, so a position is written once. */
  seq: number;
  event: unknown;
  /** When it was recorded (ms since the epoch), for a history screen. */
  at: number;
}

/** A small key-value store of preferences (see ./settings.ts for the known keys). */
export interface SettingRow {
  key: string;
  value: unknown;
}

export interface LedgerDbOptions extends DexieOptions {
  /** Which rules module handles each game id (the app passes ./games.ts; tests pass toy games). */
  games: GameRegistry;
  /** The clock for createdAt/updatedAt/at; injectable so tests can order sessions. */
  now?: () => number;
}

export const DEFAULT_DB_NAME = 'diamond-ledger';

export class LedgerDb extends Dexie {
  sessions!: Table<SessionRow, string>;
  events!: Table<EventRow, [string, number]>;
  settings!: Table<SettingRow, string>;
  readonly games: GameRegistry;
  readonly now: () => number;

  constructor(name: string, { games, now = Date.now, ...dexieOptions }: LedgerDbOptions) {
    super(name, dexieOptions);
    this.games = games;
    this.now = now;

    // Version 1 (first release).
    // - sessions: `updatedAt` lists all games newest first; `[status+updatedAt]` lists the games in
    //   progress (or finished) newest first without scanning the others.
    // - events: the compound primary key `[sessionId+seq]` makes an append at a position that is
    //   already taken fail with ConstraintError, so two writers can never interleave silently.
    this.version(1).stores({
      sessions: 'id, updatedAt, [status+updatedAt]',
      events: '[sessionId+seq]',
      settings: 'key',
    });
  }
}
