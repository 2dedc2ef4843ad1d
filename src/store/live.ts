/**
 * The store's side of the live table (../live/, docs/live-table.md). A shared game stays a session
 * like any other; `live` on its row says how it is shared. The host's log changes through the
 * usual verbs (./events.ts); a follower's copy changes only through `mirrorSession`, which checks
 * the host's log as completely as a restore checks a backup, since it comes from the network.
 */
import Dexie from 'dexie';
import { says, type MessageText } from '../rules/game';
import { clip, previewSaid } from '../rules/untrusted-text';
import { checkConfig, illegal, parseEvent } from './backup-format';
import type { DeviceDb, LiveLink, SessionRow } from './db';
import { holds, lastState, remember } from './last-state';
import { messageOf, readLog, replay, replayFrom, type Replayed } from './log';
import { ensurePlayers } from './players';
import { gameFor } from './registry';
import { revisionOf } from './revision';
import { newId } from './ids';
import { run } from './run';

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

/** The rule a live table's own refusals name: no rule id of a game's rules, so the screens cite none. */
export const LIVE_TABLE_RULE = 'live-table';

/**
 * Refuses an undo or fix of event `index` by a host that took over, when the event was recorded
 * before its epoch began: the table's earlier cards are only the link's key's to change (issue 35,
 * docs/live-table.md). Nothing (null) for any other phone or game, and for later events.
 */
export function changesBefore(session: SessionRow, index: number): { ok: false; rejection: { rule: string; text: MessageText } } | null {
  const live = session.live;
  if (live?.role !== 'host' || live.began === undefined || live.phone === live.hostKey || index >= live.began) return null;
  return { ok: false, rejection: { rule: LIVE_TABLE_RULE, text: says('store.live.before-epoch') } };
}

/** Marks a session as shared (or changes how: a seat, a take-over); nothing else of it changes. */
export async function setLiveLink(db: DeviceDb, id: string, link: LiveLink | undefined): Promise<SessionRow | undefined> {
  const row = await run(db, 'rw', [db.sessions], async () => {
    const session = await db.sessions.get(id);
    if (!session) return undefined;
    const updated: SessionRow = { ...session, updatedAt: db.now() };
    if (link) updated.live = { ...link };
    else delete updated.live;
    await db.sessions.put(updated);
    return updated;
  });
  return row;
}

/**
 * Changes some of how a session is shared (a take-over, the seats, the host's setting), read and
 * written in one transaction, so two changes made one after another never undo each other.
 */
export async function patchLiveLink(db: DeviceDb, id: string, patch: Partial<LiveLink>, drop: (keyof LiveLink)[] = []): Promise<SessionRow | undefined> {
  return run(db, 'rw', [db.sessions], async () => {
    const session = await db.sessions.get(id);
    if (!session?.live) return undefined;
    const live: LiveLink = { ...session.live, ...patch };
    for (const key of drop) delete live[key];
    const updated: SessionRow = { ...session, updatedAt: db.now(), live };
    await db.sessions.put(updated);
    return updated;
  });
}

export type MirrorResult =
  /** `state`: the log replayed, as the check replayed it (a follower's screen needs no second replay). */
  | { ok: true; session: SessionRow; changed: boolean; state: unknown }
  /** The log from the network is not a game this device can store: why, as a key and values, for a report. */
  | { ok: false; invalid: MessageText }
  /** This device has a game of that id that is its own, or another table's: it is left alone. */
  | { ok: false; mine: true };

/**
 * Stores the host's log as this device's read-only copy, checked first: a known game, a setup
 * the record format accepts, at most MAX_LIVE_EVENTS events each of the game's shape, the whole
 * log legal. Only the part after what is stored already is written. One transaction. The game's
 * cached state (./last-state.ts) spares both the replay and the read of what this device holds
 * already: only the events after it are applied, and the log stored is left as the cache.
 */
export async function mirrorSession(db: DeviceDb, log: LiveLog, link: LiveLink): Promise<MirrorResult> {
  const hit = lastState(db, log.session);
  const checked = checkLiveLog(await db.rules(), log, hit?.events && { config: hit.row.config, events: hit.events, state: hit.state });
  if (!checked.ok) return { ok: false, invalid: checked.text };
  const { config, events, derived, state } = checked;
  const result = await run(db, 'rw', [db.sessions, db.events, db.players], async (): Promise<MirrorResult> => {
    const [existing, last] = await Promise.all([
      db.sessions.get(log.session),
      hit?.events && hit.row.length > 0 ? db.events.get([log.session, hit.row.length - 1]) : undefined,
    ]);
    if (existing && existing.live?.room !== link.room) return { ok: false, mine: true };
    const known = hit?.events && holds(hit, existing, last) ? hit.events : undefined;
    const stored = known ?? (existing ? (await readLog(db, log.session)).map((row) => row.event) : []);
    const same = existing !== undefined && revisionOf(existing) === log.revision && JSON.stringify(existing.live) === JSON.stringify(link);
    if (same && stored.length === events.length && JSON.stringify(stored) === JSON.stringify(events))
      return { ok: true, session: existing, changed: false, state };
    let keep = 0;
    while (keep < stored.length && keep < events.length && JSON.stringify(stored[keep]) === JSON.stringify(events[keep])) keep++;
    const now = db.now();
    // A log known from the cache, kept whole, has no row past its end (an undo deletes its row): nothing to delete.
    if (!known || keep < stored.length) await db.events.where('[sessionId+seq]').between([log.session, keep], [log.session, Dexie.maxKey], true, true).delete();
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
  });
  if (result.ok && result.changed) remember(db, result.session, events.at(-1), state, events);
  return result;
}

/**
 * Keeps this device's game of a live table as a separate game of its own, marked `forkOf` the
 * table's: it recorded events as host that the table's log, now another phone's, does not hold, and
 * a remote log never replaces what a phone recorded. Returns the new game's id. One transaction.
 */
export async function keepApart(db: DeviceDb, id: string): Promise<string | undefined> {
  const kept = await run(db, 'rw', [db.sessions, db.events], async () => {
    const session = await db.sessions.get(id);
    if (!session) return undefined;
    const events = await readLog(db, id);
    const now = db.now();
    const copy: SessionRow = { ...session, id: newId(), updatedAt: now, redo: [], forkOf: id };
    delete copy.live;
    await db.sessions.put(copy);
    await db.events.bulkPut(events.map((row, seq) => ({ sessionId: copy.id, seq, event: row.event, at: row.at })));
    return copy.id;
  });
  return kept;
}

type Checked = { ok: true; config: unknown; events: unknown[]; derived: ReturnType<typeof replay>['derived']; state: unknown };

/**
 * The host's log as this device would store it, or what is wrong with it (said as a backup's game
 * is: "its revision is not one."). `known`: a log this device checked before, with the state after
 * it: when the host's log begins with it, under the same set-up, only the events after it are
 * applied (each event is still checked for its shape).
 */
export function checkLiveLog(
  games: Parameters<typeof gameFor>[0],
  log: LiveLog,
  known?: { config: unknown; events: readonly unknown[]; state: unknown },
): Checked | { ok: false; text: MessageText } {
  const fault = (text: MessageText) => ({ ok: false as const, text });
  if (typeof log.session !== 'string' || !/^[A-Za-z0-9-]{8,64}$/.test(log.session)) return fault(says('store.live.session'));
  const module = gameFor(games, log.game);
  if (!module) return fault(says('store.game.unknown', { game: previewSaid(log.game) }));
  if (!Array.isArray(log.events) || log.events.length > MAX_LIVE_EVENTS) return fault(says('store.live.events'));
  if (!Number.isSafeInteger(log.revision) || log.revision < log.events.length) return fault(says('store.live.revision'));
  const config = checkConfig(module, log.config);
  if (!config.ok) return config;
  const events: unknown[] = [];
  for (const [i, raw] of log.events.entries()) {
    const parsed = parseEvent(module, config.config, raw);
    if (!parsed.ok) return fault(says('store.game.event-shape', { event: i + 1, why: parsed.why }));
    events.push(parsed.event);
  }
  let replayed: Replayed;
  try {
    replayed = beginsWith(known, config.config, events)
      ? replayFrom(module, config.config, known.state, known.events.length, events.slice(known.events.length))
      : replay(module, config.config, events);
  } catch (error) {
    return fault(says('store.game.unplayable', { why: clip(messageOf(error)) }));
  }
  if (!replayed.ok) return fault(illegal(replayed.index, replayed.rejection));
  return { ok: true, config: config.config, events, derived: replayed.derived, state: replayed.state };
}

/** Whether `events` begins with the `known` log, under the same set-up. */
function beginsWith(
  known: { config: unknown; events: readonly unknown[] } | undefined,
  config: unknown,
  events: readonly unknown[],
): known is { config: unknown; events: readonly unknown[]; state: unknown } {
  if (!known || known.events.length > events.length || JSON.stringify(known.config) !== JSON.stringify(config)) return false;
  return known.events.every((event, i) => JSON.stringify(event) === JSON.stringify(events[i]));
}
