/**
 * Players as records of their own, shared by every session on the device: a name, a colour and
 * an id that sessions reference in `playerIds` (seating order). Rules modules and events never see
 * the ids: they use the names in `config.players` and seat numbers, so a rename rewrites those
 * names (and the row's projections of them) and nothing else.
 *
 * Every verb is one read-write transaction. Sessions written without `playerIds` (by code that
 * does not call ensurePlayers, a backup restore, a deleted session put back after a merge) are
 * matched to player rows by name on the next verb here or on `syncPlayers`, so the ids are always
 * complete where they are read.
 */
import { says, type MessageText } from '../rules/game';
import { checkName as checkPlayerName, MAX_NAME_LENGTH, nameSaid, normalName } from '../rules/player-name';
import { clip, previewSaid } from '../rules/untrusted-text';
import type { DeviceDb, PlayerRow, SessionRow } from './db';
import { isSoundPlayer, isSoundSession } from './rows';
import { newId } from './ids';
import { run } from './run';

/**
 * The colours a player can have. Each key has a light and a dark shade in the theme (3:1+); the
 * screens name them (src/components/players/colours.ts).
 */
export const PLAYER_COLOURS = [
  { key: 'ruby' },
  { key: 'sapphire' },
  { key: 'emerald' },
  { key: 'amber' },
  { key: 'amethyst' },
  { key: 'teal' },
  { key: 'rose' },
  { key: 'slate' },
] as const;

export type PlayerColour = (typeof PLAYER_COLOURS)[number]['key'];

/** The same limit as the new-game forms' and the records' (../rules/player-name.ts). */
export const MAX_PLAYER_NAME = MAX_NAME_LENGTH;

/** A refusal says why as a key and values of the catalog (src/i18n/store-messages.ts words them). */
export type PlayerResult = { ok: true } | { ok: false; text: MessageText };
export type MergeResult = { ok: true; sessions: number } | { ok: false; text: MessageText };

/** How names are compared: in their normal form, NFC and trimmed, case-sensitive (docs/records.md). */
export function nameKey(name: string): string {
  return normalName(name);
}

/**
 * What is wrong with the first name that is not a player name (../rules/player-name.ts), or null:
 * the one check of the names of every game a file brings in, whatever its rules module checks itself.
 */
export function namesProblem(names: readonly unknown[]): MessageText | null {
  for (const [i, name] of names.entries()) {
    const checked = checkPlayerName(name);
    if (!checked.ok) return says('store.names.player', { player: i + 1, problem: nameSaid(checked) });
  }
  return null;
}

export function isPlayerColour(value: unknown): value is PlayerColour {
  return PLAYER_COLOURS.some((c) => c.key === value);
}

/** The colour a new player gets: the palette in order, by how many players there are. */
export function colourFor(index: number): PlayerColour {
  return (PLAYER_COLOURS[index % PLAYER_COLOURS.length] as (typeof PLAYER_COLOURS)[number]).key;
}

/**
 * The player id of each name, in order, creating a row for each name not on the device yet
 * (dated `createdAt`, by default the store's clock, read only when a row is created). Joins the
 * caller's transaction when it includes `players` (createSession, importRecord and restoreBackup
 * should call it in theirs, passing the session's createdAt), else runs in its own.
 */
export function ensurePlayers(db: DeviceDb, names: readonly string[], createdAt?: number): Promise<string[]> {
  return run(db, 'rw', [db.players], async () => {
    const keys = names.map(nameKey);
    const found = await db.players
      .where('name')
      .anyOf([...new Set(keys)])
      .toArray();
    const byName = new Map(found.map((p) => [p.name, p.id]));
    const missing = keys.filter((k) => !byName.has(k));
    if (missing.length === 0) return keys.map((k) => byName.get(k) as string);
    let count = await db.players.count();
    const created: PlayerRow[] = [];
    const now = createdAt ?? db.now();
    const ids = keys.map((name) => {
      let id = byName.get(name);
      if (id === undefined) {
        id = newId();
        byName.set(name, id);
        created.push({ id, name, colour: colourFor(count++), createdAt: now });
      }
      return id;
    });
    if (created.length) await db.players.bulkAdd(created);
    return ids;
  });
}

/** Every player on the device, in alphabetical order of name; damaged rows (./rows.ts) last. */
export async function listPlayers(db: DeviceDb): Promise<PlayerRow[]> {
  const rows = await db.players.toArray();
  return [...rows.filter(isSoundPlayer).sort(comparePlayerNames), ...rows.filter((row) => !isSoundPlayer(row))];
}

/** Alphabetical order of players' names (case and accents aside, then exactly). */
export function comparePlayerNames(a: { name: string }, b: { name: string }): number {
  return a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }) || a.name.localeCompare(b.name);
}

/**
 * How many sessions each player is in, counted on the `*playerIds` index, one count per player:
 * no row is read, and no cursor walks 5,000 games. Sessions not synced yet are not counted:
 * call syncPlayers first.
 */
export function gamesPerPlayer(db: DeviceDb): Promise<Map<string, number>> {
  return run(db, 'r', [db.sessions, db.players], async () => {
    const ids = await db.players.toCollection().primaryKeys();
    const counts = await Promise.all(ids.map((id) => db.sessions.where('playerIds').equals(id).count()));
    return new Map(ids.map((id, i) => [id, counts[i] ?? 0]));
  });
}

/**
 * The player id of each seat of a session as far as the given players tell, without writing:
 * its `playerIds` when they are complete and known, else the player of that name, else
 * `name:<name>` (a player that syncPlayers would create). Statistics use it so that they are
 * right even for a session written a moment ago by code that does not set `playerIds`.
 */
export function seatPlayerIds(
  session: Pick<SessionRow, 'players' | 'playerIds'>,
  players: ReadonlyMap<string, PlayerRow>,
  idByName: ReadonlyMap<string, string>,
): string[] {
  const ids = session.playerIds;
  if (Array.isArray(ids) && ids.length === session.players.length && ids.every((id) => players.has(id))) return [...ids];
  return session.players.map((name) => idByName.get(nameKey(name)) ?? `name:${nameKey(name)}`);
}

/**
 * Gives every session complete, valid `playerIds` (see the top of this file) and makes each seat's
 * name its player's current name. Reads in a read-only transaction first, so that when everything
 * is in order (the usual case) it never blocks a writer. Resolves with the number of sessions changed.
 */
export async function syncPlayers(db: DeviceDb): Promise<number> {
  const stale = await run(db, 'r', [db.sessions, db.players], async () => {
    const players = new Map((await db.players.toArray()).map((p) => [p.id, p]));
    // One getAll: a cursor over 5,000 sessions takes several times as long.
    return (await db.sessions.toArray()).some((session) => !inStep(session, players));
  });
  if (!stale) return 0;
  return run(db, 'rw', [db.sessions, db.players], () => syncInTransaction(db));
}

/**
 * Whether every session is in step with the players (what syncPlayers would leave alone), for a
 * screen that has read both anyway: it calls syncPlayers only when this is false.
 */
export function playersInStep(sessions: readonly SessionRow[], players: readonly PlayerRow[]): boolean {
  const byId = new Map(players.map((p) => [p.id, p]));
  return sessions.every((s) => inStep(s, byId));
}

/** The databases with a syncPlayers under way from keepPlayersInStep: screens that read at once start one. */
const syncing = new WeakSet<DeviceDb>();

/**
 * For a screen that has just read `sessions` and `players`: the sessions written without player ids
 * get them (syncPlayers, whose write its live query then brings back), unless they are in step or a
 * sync of this database is under way. A failure leaves the players as they were, and the screen's
 * next read tries again.
 */
export function keepPlayersInStep(db: DeviceDb, sessions: readonly SessionRow[], players: readonly PlayerRow[]): void {
  if (syncing.has(db) || playersInStep(sessions, players)) return;
  syncing.add(db);
  syncPlayers(db)
    .catch(() => undefined) // the players stay as they were; the screen's next read tries again
    .finally(() => syncing.delete(db));
}

/** Whether a session's ids are complete, known, and its names those of its players. */
function inStep(session: SessionRow, players: ReadonlyMap<string, PlayerRow>): boolean {
  // A damaged row is left as it is: no name can be read from it, and the lists say it is damaged.
  if (!isSoundSession(session)) return true;
  const ids = session.playerIds;
  return Array.isArray(ids) && ids.length === session.players.length && ids.every((id, seat) => players.get(id)?.name === nameKey(session.players[seat] ?? ''));
}

/** syncPlayers' writing half; must run inside a rw transaction over sessions and players. */
async function syncInTransaction(db: DeviceDb): Promise<number> {
  const all = await db.players.toArray();
  const players = new Map(all.map((p) => [p.id, p]));
  const stale: SessionRow[] = [];
  await db.sessions.each((session) => {
    if (!inStep(session, players)) stale.push(session);
  });
  if (stale.length === 0) return 0;
  // Names are matched in memory (one read, one write of each table), not one query per session.
  const idByName = new Map(all.map((p) => [p.name, p.id]));
  const created: PlayerRow[] = [];
  const now = db.now();
  const idFor = (raw: string): string => {
    const name = nameKey(raw);
    let id = idByName.get(name);
    if (id === undefined) {
      id = newId();
      const row: PlayerRow = { id, name, colour: colourFor(all.length + created.length), createdAt: now };
      idByName.set(name, id);
      players.set(id, row);
      created.push(row);
    }
    return id;
  };
  const fixed: SessionRow[] = [];
  for (const session of stale) {
    const ids = session.playerIds;
    const known = Array.isArray(ids) && ids.length === session.players.length && ids.every((id) => players.has(id));
    if (known) {
      // The ids are right and a name is old (a rename while this session was deleted, say):
      // the session follows its players, as a rename would have made it.
      const renamed = withNames(
        session,
        ids.map((id) => (players.get(id) as PlayerRow).name),
      );
      if (renamed.ok) {
        fixed.push(renamed.session);
        continue;
      }
    }
    fixed.push({ ...session, playerIds: session.players.map(idFor) });
  }
  if (created.length) await db.players.bulkAdd(created);
  await db.sessions.bulkPut(fixed);
  return fixed.length;
}

/**
 * A session with each seat renamed to `names[seat]` (seats whose name stays are untouched): its
 * `players`, `config.players`, and the names in `standings` and `winners`. Refused when two seats
 * would then share a name.
 */
export function withNames(session: SessionRow, names: readonly string[]): { ok: true; session: SessionRow } | { ok: false; text: MessageText } {
  const renames = new Map<string, string>();
  session.players.forEach((old, seat) => {
    const next = names[seat];
    if (next !== undefined && nameKey(old) !== nameKey(next)) renames.set(old, next);
  });
  const after = session.players.map((old) => renames.get(old) ?? old);
  const keys = after.map(nameKey);
  const twice = keys.find((k, i) => keys.indexOf(k) !== i);
  if (twice !== undefined) return { ok: false, text: says('store.names.twice', { name: clip(twice) }) };
  if (renames.size === 0) return { ok: true, session };
  const rename = (name: string) => renames.get(name) ?? name;
  const config = session.config as { players?: unknown } | null;
  const renamed: SessionRow = {
    ...session,
    players: after,
    config:
      config && typeof config === 'object' && Array.isArray(config.players)
        ? { ...config, players: config.players.map((p: unknown) => (typeof p === 'string' ? rename(p) : p)) }
        : session.config,
    standings: session.standings.map((s) => ({ ...s, players: s.players.map(rename) })),
    winners: session.winners.map(rename),
  };
  return { ok: true, session: renamed };
}

/** A new name in its normal form, or why it cannot be one (said to the player who typed it). */
function checkName(raw: string): string | { text: MessageText } {
  const checked = checkPlayerName(raw);
  if (checked.ok) return checked.name;
  switch (checked.problem) {
    case 'blank':
      return { text: says('store.rename.blank') };
    case 'long':
      return { text: says('store.rename.long', { most: MAX_PLAYER_NAME, length: checked.length }) };
    case 'hidden':
      return { text: says('store.rename.hidden', { code: checked.code }) };
  }
}

/**
 * Renames a player on the device and in every session they played (one transaction). Refused when
 * the name is blank, too long, or another player's (those are the same person: merge them).
 */
export async function renamePlayer(db: DeviceDb, id: string, newName: string): Promise<PlayerResult> {
  const name = checkName(newName);
  if (typeof name !== 'string') return { ok: false, text: name.text };
  return run(db, 'rw', [db.sessions, db.players], async (): Promise<PlayerResult> => {
    await syncInTransaction(db);
    const player = await db.players.get(id);
    if (!player) return gone;
    if (player.name === name) return { ok: true };
    const other = await db.players.where('name').equals(name).first();
    if (other && other.id !== id) {
      return { ok: false, text: says('store.rename.taken', { name: clip(name) }) };
    }
    const sessions = await db.sessions.where('playerIds').equals(id).toArray();
    const renamed: SessionRow[] = [];
    for (const session of sessions) {
      const next = withNames(
        session,
        (session.playerIds ?? []).map((pid, seat) => (pid === id ? name : (session.players[seat] ?? ''))),
      );
      if (!next.ok) return next;
      renamed.push(next.session);
    }
    // Dated after the rename it replaces, even one whose date ran ahead of this clock (another
    // device's, within the ledger's skew): the later rename wins everywhere (docs/sync.md), and
    // the owner's own rename must always be that one.
    await db.players.put({ ...player, name, renamedAt: Math.max(db.now(), (player.renamedAt ?? 0) + 1), formerNames: formerNames(player, name) });
    await db.sessions.bulkPut(renamed);
    return { ok: true };
  });
}

/** The former names of `player` once renamed to `name`: its old name added, the new one taken out. */
export function formerNames(player: Pick<PlayerRow, 'name' | 'formerNames'>, name: string, more: readonly string[] = []): string[] {
  const all = [...(player.formerNames ?? []), player.name, ...more].filter((n) => n !== name);
  return [...new Set(all)].slice(-MAX_FORMER_NAMES);
}

/** The most former names a player keeps. */
export const MAX_FORMER_NAMES = 20;

/**
 * Merges two names of the same person: every session of `fromId` becomes a session of `intoId`
 * (ids and names), then `fromId` is removed. Refused when both played in one session, since they
 * are then two people. Colour and name are `intoId`'s.
 */
export async function mergePlayers(db: DeviceDb, fromId: string, intoId: string): Promise<MergeResult> {
  if (fromId === intoId) return { ok: false, text: says('store.merge.same') };
  return run(db, 'rw', [db.sessions, db.players], async (): Promise<MergeResult> => {
    await syncInTransaction(db);
    const [from, into] = await db.players.bulkGet([fromId, intoId]);
    if (!from || !into) return gone;
    const sessions = await db.sessions.where('playerIds').equals(fromId).toArray();
    const together = sessions.filter((s) => s.playerIds?.includes(intoId)).length;
    if (together > 0) {
      return { ok: false, text: says('store.merge.together', { from: clip(from.name), into: clip(into.name), count: together }) };
    }
    const merged: SessionRow[] = [];
    for (const session of sessions) {
      const ids = (session.playerIds ?? []).map((pid) => (pid === fromId ? intoId : pid));
      const next = withNames(
        session,
        ids.map((pid, seat) => (pid === intoId ? into.name : (session.players[seat] ?? ''))),
      );
      if (!next.ok) return next;
      merged.push({ ...next.session, playerIds: ids });
    }
    await db.sessions.bulkPut(merged);
    await db.players.delete(fromId);
    await db.players.put({ ...into, formerNames: formerNames(into, into.name, [...(from.formerNames ?? []), from.name]) });
    return { ok: true, sessions: merged.length };
  });
}

/** How many games players `a` and `b` played together (mergePlayers refuses to merge them then). */
export async function gamesTogether(db: DeviceDb, a: string, b: string): Promise<number> {
  const sessions = await db.sessions.where('playerIds').equals(a).toArray();
  return sessions.filter((s) => s.playerIds?.includes(b)).length;
}

/** Gives a player one of PLAYER_COLOURS. */
export async function setPlayerColour(db: DeviceDb, id: string, colour: string): Promise<PlayerResult> {
  if (!isPlayerColour(colour)) return { ok: false, text: says('store.colour.unknown', { colour: previewSaid(colour) }) };
  return run(db, 'rw', [db.players], async (): Promise<PlayerResult> => {
    const player = await db.players.get(id);
    if (!player) return gone;
    if (player.colour !== colour) await db.players.put({ ...player, colour });
    return { ok: true };
  });
}

const gone = { ok: false as const, text: says('store.player.gone') };
