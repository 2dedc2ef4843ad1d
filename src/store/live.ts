/**
 * The store's side of the live table (../live/, docs/live-table.md). A shared game stays a session
 * like any other; `live` on its row says how it is shared. The host's log changes through the
 * usual verbs (./events.ts); a follower's copy changes only through `mirrorSession`, which checks
 * the host's log as completely as a restore checks a backup, since it comes from the network.
 */
import Dexie from 'dexie';
import { checkConfig, parseEvent } from './backup-format';
import { sessionChanged } from './changes';
import type { LedgerDb, LiveLink, SessionRow } from './db';
import { reconnecting } from './connection';
import { readLog, replay } from './log';
import { ensurePlayers } from './players';
import { gameFor, rejectionWords } from './registry';
import { revisionOf } from './revision';
import { newId } from './ids';

/** The most events a followed log may have: far more than the longest game, and a bound on a hostile one. */
export const MAX_LIVE_EVENTS = 5000;

/** What a host publishes and a follower stores: the game, its log and its revision. */
export interface LiveLog {
  session: string;
  game: string;
  config: unknown;
  events: unknown[];
  revision: number;
}

/** Marks a session as shared (or changes how: a seat, a take-over); nothing else of it changes. */
export async function setLiveLink(db: LedgerDb, id: string, link: LiveLink | undefined): Promise<SessionRow | undefined> {
  const row = await reconnecting(db, () =>
    db.transaction('rw', db.sessions, async () => {
      const session = await db.sessions.get(id);
      if (!session) return undefined;
      const updated: SessionRow = { ...session, updatedAt: db.now() };
      if (link) updated.live = { ...link };
      else delete updated.live;
      await db.sessions.put(updated);
      return updated;
    }),
  );
  return row;
}

/**
 * Changes some of how a session is shared (a take-over, the seats, the host's setting), read and
 * written in one transaction, so two changes made one after another never undo each other.
 */
export async function patchLiveLink(db: LedgerDb, id: string, patch: Partial<LiveLink>, drop: (keyof LiveLink)[] = []): Promise<SessionRow | undefined> {
  return reconnecting(db, () =>
    db.transaction('rw', db.sessions, async () => {
      const session = await db.sessions.get(id);
      if (!session?.live) return undefined;
      const live: LiveLink = { ...session.live, ...patch };
      for (const key of drop) delete live[key];
      const updated: SessionRow = { ...session, updatedAt: db.now(), live };
      await db.sessions.put(updated);
      return updated;
    }),
  );
}

/** A session's row and its log, as one read (what a host publishes). */
export function readLiveLog(db: LedgerDb, id: string): Promise<{ session: SessionRow; events: unknown[] } | undefined> {
  return reconnecting(db, () =>
    db.transaction('r', db.sessions, db.events, async () => {
      const session = await db.sessions.get(id);
      return session && { session, events: (await readLog(db, id)).map((row) => row.event) };
    }),
  );
}

export type MirrorResult =
  /** `state`: the log replayed, as the check replayed it (a follower's screen needs no second replay). */
  | { ok: true; session: SessionRow; changed: boolean; state: unknown }
  /** The log from the network is not a game this device can store: why, in English, for a report. */
  | { ok: false; invalid: string }
  /** This device has a game of that id that is its own, or another table's: it is left alone. */
  | { ok: false; mine: true };

/**
 * Stores the host's log as this device's read-only copy, checked first: a known game, a setup
 * the record format accepts, at most MAX_LIVE_EVENTS events each of the game's shape, the whole
 * log legal. Only the part after what is stored already is written. One transaction.
 */
export async function mirrorSession(db: LedgerDb, log: LiveLog, link: LiveLink): Promise<MirrorResult> {
  const checked = checkLiveLog(await db.rules(), log);
  if (typeof checked === 'string') return { ok: false, invalid: checked };
  const { config, events, derived, state } = checked;
  const result = await reconnecting(db, () =>
    db.transaction('rw', db.sessions, db.events, db.players, async (): Promise<MirrorResult> => {
      const existing = await db.sessions.get(log.session);
      if (existing && existing.live?.room !== link.room) return { ok: false, mine: true };
      const stored = existing ? (await readLog(db, log.session)).map((row) => row.event) : [];
      const same = existing !== undefined && revisionOf(existing) === log.revision && JSON.stringify(existing.live) === JSON.stringify(link);
      if (same && stored.length === events.length && JSON.stringify(stored) === JSON.stringify(events)) return { ok: true, session: existing, changed: false, state };
      let keep = 0;
      while (keep < stored.length && keep < events.length && JSON.stringify(stored[keep]) === JSON.stringify(events[keep])) keep++;
      const now = db.now();
      await db.events.where('[sessionId+seq]').between([log.session, keep], [log.session, Dexie.maxKey], true, true).delete();
      // A log restored from a backup is packed in one row (./log.ts): then it is written anew.
      if (await db.events.get([log.session, -1])) {
        await db.events.delete([log.session, -1]);
        keep = 0;
      }
      await db.events.bulkPut(events.slice(keep).map((event, i) => ({ sessionId: log.session, seq: keep + i, event, at: now })));
      const session: SessionRow = {
        id: log.session,
        game: log.game as SessionRow['game'],
        config,
        createdAt: existing?.createdAt ?? now,
        updatedAt: now,
        redo: [],
        ...derived,
        revision: log.revision,
        live: { ...link },
      };
      session.playerIds = existing?.playerIds?.length === session.players.length ? existing.playerIds : await ensurePlayers(db, session.players, now);
      await db.sessions.put(session);
      return { ok: true, session, changed: true, state };
    }),
  );
  if (result.ok && result.changed) sessionChanged(db, log.session);
  return result;
}

/**
 * Keeps this device's game of a live table as a separate game of its own, marked `forkOf` the
 * table's: it recorded events as host that the table's log, now another phone's, does not hold, and
 * a remote log never replaces what a phone recorded. Returns the new game's id. One transaction.
 */
export async function keepApart(db: LedgerDb, id: string): Promise<string | undefined> {
  const kept = await reconnecting(db, () =>
    db.transaction('rw', db.sessions, db.events, async () => {
      const session = await db.sessions.get(id);
      if (!session) return undefined;
      const events = await readLog(db, id);
      const now = db.now();
      const copy: SessionRow = { ...session, id: newId(), updatedAt: now, redo: [], forkOf: id };
      delete copy.live;
      await db.sessions.put(copy);
      await db.events.bulkPut(events.map((row, seq) => ({ sessionId: copy.id, seq, event: row.event, at: row.at })));
      return copy.id;
    }),
  );
  if (kept) sessionChanged(db, kept);
  return kept;
}

type Checked = { config: unknown; events: unknown[]; derived: ReturnType<typeof replay>['derived']; state: unknown };

/** The host's log as this device would store it, or what is wrong with it. */
export function checkLiveLog(games: Parameters<typeof gameFor>[0], log: LiveLog): Checked | string {
  if (typeof log.session !== 'string' || !/^[A-Za-z0-9-]{8,64}$/.test(log.session)) return 'its game id is not one.';
  const module = gameFor(games, log.game);
  if (!module) return 'it is a game this version does not know.';
  if (!Array.isArray(log.events) || log.events.length > MAX_LIVE_EVENTS) return 'its log is not a list of events, or too long.';
  if (!Number.isSafeInteger(log.revision) || log.revision < log.events.length) return 'its revision is not one.';
  const config = checkConfig(module, log.config);
  if (typeof config === 'string') return config;
  const events: unknown[] = [];
  for (const [i, raw] of log.events.entries()) {
    const parsed = parseEvent(module, config.config, raw);
    if (typeof parsed === 'string') return `event ${i + 1} is not an event of this game: ${parsed}`;
    events.push(parsed.event);
  }
  let replayed;
  try {
    replayed = replay(module, config.config, events);
  } catch {
    return 'its events cannot be played.';
  }
  if (!replayed.ok) return `event ${replayed.index + 1} is not legal (${replayed.rejection.rule}: ${rejectionWords(module, replayed.rejection)})`;
  return { config: config.config, events, derived: replayed.derived, state: replayed.state };
}
