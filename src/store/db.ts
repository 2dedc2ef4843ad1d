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
import { changesMiddleware } from './changes';
import { StorageOpenError } from './storage-problem';
import { upgradeToPlayers } from './upgrades';

/** One game on the device. Everything but `config` and `redo` is a projection kept for lists. */
export interface SessionRow {
  /** newId() (./ids.ts), so sessions made on two devices never collide when backups are merged. */
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
  /**
   * Where a game in progress is (its round, trick and leader), for lists; undefined once it is over,
   * and on a row written before it was kept (written again at its next change).
   */
  progress?: SessionSummary['progress'];
  /** Number of events in the log. */
  length: number;
  /**
   * Since version 3: the log's identity, bumped by every change of it (append, undo, redo, a new
   * config). Every write names the revision its screen read (`expectedRevision`) and is refused as
   * a conflict when the stored one differs, so a stale tab cannot write on top of another tab's
   * undo even when the lengths agree. Optional: a row written before version 3 (or restored from
   * a backup made before it) has none, and then counts its length (see `revisionOf` in
   * ./revision.ts); from there it only grows.
   */
  revision?: number;
  /** Undone events, the next one to redo last. Cleared by any new append. */
  redo: unknown[];
  /**
   * Fixes of a recorded event (../store/correct.ts), the last one last: what Undo needs to put the
   * log back as it was before each. Optional and not indexed: a row without it has none to undo.
   */
  fixes?: FixEntry[];
  /**
   * Since version 2: the `players` row of each seat, in seating order (same length as `players`).
   * Optional: a row written by code that does not set it (or restored from a backup) gets it from
   * `syncPlayers` in ./players.ts, which matches names to player rows.
   */
  playerIds?: string[];
  /**
   * Set while the game is shared at a live table (../live/, docs/live-table.md): the room, the
   * relay, and whether this device holds the game (`host`) or keeps a read-only copy of the host's
   * log (`follower`). Not indexed: a row without it is a game of this device alone.
   */
  live?: LiveLink;
  /**
   * Set on a game kept apart from a live table's: this device had recorded it as host, and the
   * table went on from another phone's log without some of its events (../store/live.ts,
   * `keepApart`). The id of the table's game it split from.
   */
  forkOf?: string;
  /**
   * With `forkOf`, on a game kept apart because it changed on two devices of one ledger while they
   * were apart (docs/sync.md): 'devices'. Absent: kept apart from a live table's game.
   */
  forkFrom?: 'devices';
  /**
   * Set on a game that came from another device of the ledger (docs/sync.md) where it was followed
   * at a live table: the table's log as that phone mirrored it, without the table's keys.
   */
  followed?: true;
}

/**
 * One fix of a recorded event (SessionRow.fixes): the log changed from position `at` on. Undo puts
 * `before` back (and the redo list of that moment) while the log from `at` on is still `after`.
 */
export interface FixEntry {
  at: number;
  /** The log from `at` on before the fix, with when each was recorded. */
  before: { event: unknown; at: number }[];
  /** The log from `at` on right after the fix. */
  after: unknown[];
  /** The redo list before the fix (the fix cleared it, like an append). */
  redo: unknown[];
}

/** How a session is shared at a live table (SessionRow.live, docs/live-table.md). */
export interface LiveLink {
  /** The room the relay sees, derived from `secret` (../wire/crypto.ts). */
  room: string;
  /** The relay's base address, `ws[s]://HOST[:PORT]/sync` (the room is appended). */
  relay: string;
  role: 'host' | 'follower';
  /** Bumped by one at every take-over: a host of a lower epoch gives way (../live/table.ts). */
  epoch: number;
  /** This device's public key at this table (its id there). */
  phone: string;
  /** The seat this device's player sits in (0-based), whose Vault alone it shows; null: none chosen. */
  seat: number | null;
  /**
   * The table's secret from the link's fragment, which seals every value in the room; the table's
   * first host's public key, also from the link; this device's signing key at this table. A link
   * without them (an older app's) no longer opens: its room was readable by the relay.
   */
  secret?: string;
  hostKey?: string;
  signingKey?: string;
  /**
   * A host: whether it lets a phone record for the whole table. A follower: whether this phone
   * asked to record for the whole table rather than for its seat.
   */
  whole?: boolean;
  /**
   * A host that took over: the signed rosters of the epochs before its own, which make it the
   * table's host (../live/doc.ts, `certs`); and, any host, the seats of the phones that joined.
   */
  chain?: unknown[];
  seats?: { phone: string; seat: number | null; whole: boolean }[];
  /**
   * A host that took over (not the link's key): how many events the log held when its epoch
   * began. It may undo or fix only what came after; what came before only the link's key may
   * change (issue 35, ../store/live.ts `changesBefore`).
   */
  began?: number;
  /**
   * A host: how many events its log held when the table last went offline under it, until it has
   * been back a while (../live/table.ts): after a reload, what it recorded away is still told
   * apart from what the table held, and an honest take-over meanwhile is followed, not refused.
   */
  left?: number;
}

/** Since version 2: a person at the table, shared by every session on the device (./players.ts). */
export interface PlayerRow {
  /** newId() (./ids.ts). */
  id: string;
  /** The name as shown, trimmed; unique on the device (a unique index). */
  name: string;
  /** A key of PLAYER_COLOURS (./players.ts): the theme gives each a light and a dark shade. */
  colour: string;
  /** Milliseconds since the epoch. */
  createdAt: number;
  /** When the name was last changed (ms since the epoch): the later of two renames wins (docs/sync.md). */
  renamedAt?: number;
  /** The names this player had before, oldest first, shown in their history. */
  formerNames?: string[];
}

/**
 * Since version 4: the statistics cache (../stats/cache.ts), the statistics of every session
 * spread over a fixed number of packs by session id, so that the statistics screen reads a few
 * dozen rows instead of one per game, and a changed game rewrites one pack.
 */
export interface StatsPackRow {
  pack: number;
  /** The code's STATS_VERSION when written: a pack of another version counts as empty. */
  version: number;
  /** JSON text of the pack's entries (CachedStats[]): IndexedDB copies text far faster than 5,000 small objects. */
  entries: string;
}

/**
 * One event of a session's append-only log; or, since version 4, a log restored from a backup
 * packed into one row (see `packed`). Read a log with readLog (./log.ts), which handles both.
 */
/**
 * Since version 6: what this device and its ledger last agreed on for one game (docs/sync.md): the
 * game's version vector and content digest there, and the local revision of the log that matched
 * them (null: the game was deleted). A local revision that differs is a change not yet sent.
 */
export interface LedgerMetaRow {
  id: string;
  /** Writes of this game by each device of the ledger (device id → count). */
  vv: Record<string, number>;
  digest: string;
  revision: number | null;
}

export interface EventRow {
  sessionId: string;
  /** 0-based position in the log; with sessionId the primary key, so a position is written once. */
  seq: number;
  event: unknown;
  /** When it was recorded (ms since the epoch), for a history screen. */
  at: number;
  /**
   * Since version 4, on the row at seq -1 only (its `event` is null): the first events of the log,
   * as a restore wrote them in one row. A row written at a position since (an append after an
   * undo) takes the place of the packed event there, and the log is `length` events long (the
   * session's), so that undoing a packed event needs no write here. Hence the invariant every
   * verb keeps: a session's `length` is the number of events of its log. JSON text of
   * `{event, at}[]`, as the backup had them: IndexedDB stores a text about twice as fast as the
   * same events as objects, and restored events are plain JSON anyway.
   */
  packed?: string;
}

/**
 * Since version 3: one piece of a game's drafts (./drafts.ts), what the table chose that
 * is not in the log yet and a reload must restore: the first dealer, how the next round is
 * recorded, the round sheets being typed.
 */
export interface DraftRow {
  sessionId: string;
  key: string;
  value: unknown;
}

/** A small key-value store of preferences (see ./settings.ts for the known keys). */
export interface SettingRow {
  key: string;
  value: unknown;
}

export interface DeviceDbOptions extends DexieOptions {
  /**
   * Which rules module handles each game id: the registry itself (tests pass toy games), or a
   * loader (the app's, src/app/open.ts, imports the games on first need, so the rules stay out of
   * the first load).
   */
  games: GameRegistry | (() => Promise<GameRegistry>);
  /** The clock for createdAt/updatedAt/at; injectable so tests can order sessions. */
  now?: () => number;
  /**
   * Milliseconds an open may take before it fails with StorageOpenError ('timeout', or 'blocked'
   * when another tab holds back the upgrade), and with it every query waiting on it. Without it an
   * open that never finishes (a known WebKit fault) leaves every screen loading forever. An upgrade
   * that has begun is never cut short. 0 (the default) waits as long as the browser does.
   */
  openTimeout?: number;
}

export { DEFAULT_DB_NAME } from './db-name';

/**
 * Everything this device keeps (games, their logs and drafts, players, settings, statistics, the
 * ledger's marks): the device's database. Not the ledger, which is the sync between devices (../sync/).
 */
export class DeviceDb extends Dexie {
  sessions!: Table<SessionRow, string>;
  events!: Table<EventRow, [string, number]>;
  settings!: Table<SettingRow, string>;
  players!: Table<PlayerRow, string>;
  tableState!: Table<DraftRow, [string, string]>;
  statsPacks!: Table<StatsPackRow, number>;
  ledgerMeta!: Table<LedgerMetaRow, string>;
  readonly now: () => number;
  private readonly openTimeout: number;
  /** Another tab blocked the current open (Dexie's `blocked` event). */
  private blocked = false;
  private watchingOpen = false;
  private registry: GameRegistry | undefined;
  private readonly loadRegistry: (() => Promise<GameRegistry>) | undefined;
  private loading: Promise<GameRegistry> | undefined;

  constructor(name: string, { games, now = Date.now, openTimeout = 0, ...dexieOptions }: DeviceDbOptions) {
    super(name, dexieOptions);
    if (typeof games === 'function') this.loadRegistry = games;
    else this.registry = games;
    this.now = now;
    this.openTimeout = openTimeout;
    this.on('blocked', () => {
      this.blocked = true;
    });
    // Every committed write of a session or a player is heard (./changes.ts), whichever verb made it.
    this.use(changesMiddleware(this));

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

    // Version 2: players as records of their own (./players.ts) and a cache of statistics.
    // - sessions: `*playerIds` (multiEntry) finds every session of a player, for the history's
    //   filter, renames and merges.
    // - players: `&name` keeps names unique on the device (a rename onto another player's name
    //   is a merge, which says so).
    // - stats: a cache of statistics, one row per session (replaced by statsPacks in version 3).
    // The upgrade gives every stored session its player rows (one per distinct trimmed name).
    this.version(2)
      .stores({
        sessions: 'id, updatedAt, [status+updatedAt], *playerIds',
        players: 'id, &name',
        stats: 'sessionId',
      })
      .upgrade((tx) => upgradeToPlayers(tx, now));

    // Version 3: the drafts of each game (DraftRow; its IndexedDB store keeps its first name, tableState), until then in localStorage, which a
    // browser killed seconds after a write can lose and which is not the games' store. The
    // compound key `[sessionId+key]` reads a game's state in one range and deletes it with the game.
    // Session rows also carry `revision` from now on (not indexed: nothing to upgrade).
    this.version(3).stores({
      tableState: '[sessionId+key]',
    });

    // Version 4: for devices of thousands of games.
    // - events may hold packed logs (EventRow.packed): an older version of the app, which would
    //   read a packed row as a broken event, cannot open a database of this version.
    // - statsPacks replaces stats (StatsPackRow): a cache, so its rows are not carried over.
    this.version(4).stores({ stats: null, statsPacks: 'pack' });

    // Version 5: `[createdAt+updatedAt]` reads the history's first page (newest game played first)
    // without reading every session (./sessions.ts, recentSessions).
    this.version(5).stores({ sessions: 'id, updatedAt, [status+updatedAt], *playerIds, [createdAt+updatedAt]' });

    // Version 6: what this device last agreed with its ledger about each game (LedgerMetaRow,
    // ./ledger.ts, docs/sync.md). A new table: nothing to upgrade.
    this.version(6).stores({ ledgerMeta: 'id' });
  }

  /** Dexie's open (which every first query calls), with the deadline of `openTimeout`. */
  override open(): ReturnType<Dexie['open']> {
    const opening = super.open();
    if (this.openTimeout > 0 && !this.watchingOpen && !this.isOpen()) {
      this.watchingOpen = true;
      this.blocked = false;
      const timer = setTimeout(() => this.cancelOpen(), this.openTimeout);
      const done = (): void => {
        clearTimeout(timer);
        this.watchingOpen = false;
      };
      opening.then(done, done);
    }
    return opening;
  }

  /** Fails the open under way, and every query waiting on it, with the reason it is late. */
  private cancelOpen(): void {
    // isOpen() is true from the start of an upgrade on: an upgrade under way is never cut short.
    if (this.isOpen()) return;
    const problem = new StorageOpenError(this.blocked ? 'blocked' : 'timeout');
    // Dexie's own way to end an open under way (what close() uses), given our reason: waiting
    // queries then fail with a DatabaseClosedError whose `inner` says why.
    const state = (this as unknown as { _state?: { cancelOpen?: (reason: Error) => void } })._state;
    if (typeof state?.cancelOpen === 'function') state.cancelOpen(problem);
    else this.close();
  }

  /**
   * The rules modules, once loaded. Every verb that replays a log awaits `rules()` first, before
   * its transaction (a transaction must not wait on anything but the database).
   */
  get games(): GameRegistry {
    // A programmer's mistake, never a player's: English, for the console.
    if (!this.registry) throw new Error('The rules are not loaded yet: await db.rules() first.');
    return this.registry;
  }

  rules(): Promise<GameRegistry> {
    if (this.registry) return Promise.resolve(this.registry);
    this.loading ??= (this.loadRegistry as () => Promise<GameRegistry>)().then((registry) => (this.registry = registry));
    return this.loading;
  }
}
