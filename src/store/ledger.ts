/**
 * The store's side of the ledger's sync (docs/sync.md, src/sync/): reading a game as it is sent to
 * the other devices, and writing one that came from them — each a verb of one transaction that
 * writes nothing when the game changed on this device since the sync decided (`expected`), so a
 * card recorded meanwhile is never overwritten: the sync looks again.
 */
import Dexie from 'dexie';
import type { BackupEvent } from './backup-format';
import { restorePlayers } from './backup';
import type { DeviceDb, LedgerMetaRow, PlayerRow, SessionRow } from './db';
import type { LedgerSetting } from './settings';
import { packedRow, readLog } from './log';
import { colourFor, formerNames, nameKey, withNames } from './players';
import type { DeletedSession } from './sessions';
import { revisionOf } from './revision';
import { draftRows } from './drafts';
import { run } from './run';

/** A game as the ledger holds it: its row, its log, and the players of its seats. */
export interface LedgerGame {
  session: SessionRow;
  events: BackupEvent[];
  players: PlayerRow[];
}

/**
 * What a write from the ledger did: `moved` when the game changed here since `expected` (nothing
 * written); `deleted`, when it deleted the game here, what the Home screen's Undo puts back.
 */
export type LedgerWrite = { moved: true } | { moved: false; deleted?: DeletedSession };

/** A game's row (undefined: none here) and what the ledger last agreed on for it. */
export interface LedgerView {
  session: SessionRow | undefined;
  meta: LedgerMetaRow | undefined;
}

/** The views of these games, read in one transaction (a device's first look covers thousands). */
export function ledgerViews(db: DeviceDb, ids: readonly string[]): Promise<LedgerView[]> {
  return run(db, 'r', [db.sessions, db.ledgerMeta], async () => {
    const [sessions, metas] = [await db.sessions.bulkGet([...ids]), await db.ledgerMeta.bulkGet([...ids])];
    return ids.map((_, i) => ({ session: sessions[i], meta: metas[i] }));
  });
}

/** Every game id here and every id the ledger's records name, for a first look at each. */
export function ledgerIds(db: DeviceDb): Promise<string[]> {
  return run(db, 'r', [db.sessions, db.ledgerMeta], async () => [
    ...new Set([...(await db.sessions.toCollection().primaryKeys()), ...(await db.ledgerMeta.toCollection().primaryKeys())]),
  ]);
}

/** A game as it is sent to the ledger, read in one transaction; undefined when it is not here. */
export function readLedgerGame(db: DeviceDb, id: string): Promise<LedgerGame | undefined> {
  return run(db, 'r', [db.sessions, db.events, db.players], async () => {
    const session = await db.sessions.get(id);
    if (!session) return undefined;
    const events = (await readLog(db, id)).map(({ event, at }) => ({ event, at }));
    const players = (await db.players.bulkGet(session.playerIds ?? [])).filter((p): p is PlayerRow => p !== undefined);
    return { session, events, players };
  });
}

/**
 * These games as they are sent to the ledger (undefined: not here), read in one transaction with
 * every log asked for at once: a device's first sync sends thousands, and a read of each in turn
 * would spend most of the time waiting for the next.
 */
export function readLedgerGames(db: DeviceDb, ids: readonly string[]): Promise<(LedgerGame | undefined)[]> {
  return run(db, 'r', [db.sessions, db.events, db.players], async () => {
    const sessions = await db.sessions.bulkGet([...ids]);
    const players = new Map((await db.players.toArray()).map((p) => [p.id, p]));
    const logs = await Promise.all(sessions.map((session) => (session ? readLog(db, session.id) : Promise.resolve([]))));
    return sessions.map((session, i) => {
      if (!session) return undefined;
      const events = (logs[i] ?? []).map(({ event, at }) => ({ event, at }));
      return { session, events, players: (session.playerIds ?? []).flatMap((id) => players.get(id) ?? []) };
    });
  });
}

/** Records what the ledger and this device now agree on. */
export async function markLedger(db: DeviceDb, rows: readonly LedgerMetaRow[]): Promise<void> {
  await run(db, 'rw', [db.ledgerMeta], () => db.ledgerMeta.bulkPut([...rows]));
}

/** A game from the ledger to write here: `agreed` its version, `expected` this device's revision when the sync decided. */
export interface LedgerTake {
  id: string;
  /** A checked game, or null: the ledger deleted it. */
  game: LedgerGame | null;
  agreed: Omit<LedgerMetaRow, 'id' | 'revision'>;
  expected: number | null;
  /** This device's game is first kept under this id, a fork of this one. */
  forkTo?: string;
}

/**
 * Writes games from the ledger in place of this device's (checked ones: src/sync/ checks every
 * game it reads as a backup's), or deletes them (`game` null), each unless the game's revision
 * here is no longer `expected` (null: not here). With `forkTo`, this device's game is first kept as
 * a game of its own under that id, marked a fork of this one: the two changed apart, and neither is
 * lost. All in one transaction: a new device takes thousands, and a transaction each would spend
 * most of the time waiting for commits.
 */
export async function writeLedgerGames(db: DeviceDb, takes: readonly LedgerTake[]): Promise<LedgerWrite[]> {
  if (takes.length === 0) return [];
  const done = await run(db, 'rw', [db.sessions, db.events, db.players, db.tableState, db.ledgerMeta], async () => {
    const out: LedgerWrite[] = [];
    for (const take of takes) out.push(await writeOne(db, take));
    return out;
  });
  return done;
}

async function writeOne(db: DeviceDb, { id, game, agreed, expected, forkTo }: LedgerTake): Promise<LedgerWrite> {
  const current = await db.sessions.get(id);
  if ((current ? revisionOf(current) : null) !== expected) return { moved: true };
  if (current && forkTo !== undefined && !(await db.sessions.get(forkTo))) {
    const events = (await readLog(db, id)).map(({ event, at }) => ({ event, at }));
    await db.sessions.add({ ...current, id: forkTo, forkOf: id, forkFrom: 'devices', live: undefined, fixes: undefined });
    if (events.length > 0) await db.events.add(packedRow(forkTo, events));
  }
  const rows = db.events.where('[sessionId+seq]').between([id, Dexie.minKey], [id, Dexie.maxKey], true, true);
  if (!game) {
    const deleted = current ? { session: current, events: await rows.toArray(), table: await draftRows(db, id).toArray() } : undefined;
    await rows.delete();
    await draftRows(db, id).delete();
    await db.sessions.delete(id);
    await db.ledgerMeta.put({ id, ...agreed, revision: null });
    return { moved: false, deleted };
  }
  await rows.delete();
  let session: SessionRow = { ...game.session, id, redo: [], revision: Math.max(current ? revisionOf(current) + 1 : 0, game.events.length) };
  delete session.fixes;
  delete session.live;
  const here = await underLocalPlayers(db, session);
  session = here?.session ?? (await underCurrentNames(db, session));
  await restorePlayers(db, here?.players ?? game.players, [{ session, events: game.events }]);
  // Asked for together: none depends on another, and each in turn would wait for the one before.
  await Promise.all([
    db.sessions.put(session),
    game.events.length > 0 ? db.events.add(packedRow(id, game.events)) : undefined,
    db.ledgerMeta.put({ id, ...agreed, revision: revisionOf(session) }),
  ]);
  return { moved: false };
}

/**
 * A game from the ledger with every seat given to a player here: the player of the same id (one
 * id is one player on every device, whatever name the game was sent under: a game sent before a
 * rename names the old name), else of the same name, else the one who had that name before; each
 * seat then under that player's current name. Null when a seat matches no one here (a new player,
 * made by restorePlayers as a backup's is). Without it, a device restored from the kit made "Cy"
 * anew for the games sent before the rename to Cyd, and showed two players.
 */
async function underLocalPlayers(db: DeviceDb, session: SessionRow): Promise<{ session: SessionRow; players: PlayerRow[] } | null> {
  const local = await db.players.toArray();
  const byId = new Map(local.map((p) => [p.id, p]));
  const byName = new Map(local.map((p) => [p.name, p]));
  const byFormer = new Map<string, PlayerRow>();
  for (const p of local) for (const old of p.formerNames ?? []) if (!byName.has(old)) byFormer.set(old, p);
  const seats = session.players.map((name, seat) => {
    const id = session.playerIds?.[seat];
    return (id === undefined ? undefined : byId.get(id)) ?? byName.get(nameKey(name)) ?? byFormer.get(nameKey(name));
  });
  if (!seats.every((p): p is PlayerRow => p !== undefined) || new Set(seats.map((p) => p.id)).size !== seats.length) return null;
  const next = withNames(
    session,
    seats.map((p) => p.name),
  );
  return next.ok ? { session: { ...next.session, playerIds: seats.map((p) => p.id) }, players: seats } : null;
}

/**
 * A game from the ledger with each seat under its player's name here: a seat named as a player
 * was before a rename (sent before the rename reached the device that sent it) takes the new name,
 * rather than bringing the old name back as a player of its own.
 */
async function underCurrentNames(db: DeviceDb, session: SessionRow): Promise<SessionRow> {
  const players = await db.players.toArray();
  const here = new Set(players.map((p) => p.name));
  const renamed = new Map<string, string>();
  for (const p of players) for (const old of p.formerNames ?? []) if (!here.has(old)) renamed.set(old, p.name);
  const names = session.players.map((n) => renamed.get(nameKey(n)) ?? n);
  if (names.every((n, i) => n === session.players[i])) return session;
  const next = withNames(session, names);
  return next.ok ? { ...next.session, playerIds: undefined } : session;
}

/** A player as the ledger holds it (src/sync/players.ts). */
export interface LedgerPlayer {
  name: string;
  renamedAt: number;
  formerNames: string[];
}

/**
 * Takes what the ledger says of player `id` (matched by the sync as the same person): its name,
 * when it is newer than this device's (the later rename wins, and this device's name joins the
 * player's former names), and its former names in any case. A player of the new name here is the
 * same person, merged into this one unless the two played together. Resolves whether it changed.
 */
export function adoptLedgerPlayer(db: DeviceDb, id: string, ledger: LedgerPlayer): Promise<boolean> {
  return run(db, 'rw', [db.sessions, db.players], async () => {
    const player = await db.players.get(id);
    if (!player) return false;
    if (ledger.name !== player.name && ledger.renamedAt > (player.renamedAt ?? 0)) {
      const other = await db.players.where('name').equals(ledger.name).first();
      const mine = await db.sessions.where('playerIds').equals(id).toArray();
      if (other && other.id !== id) {
        if (mine.some((s) => s.playerIds?.includes(other.id))) return false;
        const theirs = await db.sessions.where('playerIds').equals(other.id).toArray();
        await db.sessions.bulkPut(theirs.map((s) => ({ ...s, playerIds: s.playerIds?.map((p) => (p === other.id ? id : p)) })));
        await db.players.delete(other.id);
      }
      const renamed: SessionRow[] = [];
      for (const session of await db.sessions.where('playerIds').equals(id).toArray()) {
        const next = withNames(
          session,
          (session.playerIds ?? []).map((pid, seat) => (pid === id ? ledger.name : (session.players[seat] ?? ''))),
        );
        if (next.ok) renamed.push(next.session);
      }
      await db.sessions.bulkPut(renamed);
      await db.players.put({ ...player, name: ledger.name, renamedAt: ledger.renamedAt, formerNames: formerNames(player, ledger.name, ledger.formerNames) });
      return true;
    }
    const former = formerNames({ name: player.name, formerNames: [...(player.formerNames ?? []), ledger.name, ...ledger.formerNames] }, player.name);
    if (JSON.stringify(former) === JSON.stringify(player.formerNames ?? [])) return false;
    await db.players.put({ ...player, formerNames: former });
    return true;
  });
}

/**
 * A player of the ledger that no player here matches (one with no game on this device, such as a
 * player kept from a restored backup): written here under the ledger's id, with the next colour of
 * the palette (colours are this device's own), unless a player of that name came meanwhile.
 * Resolves whether it was written.
 */
export function addLedgerPlayer(db: DeviceDb, id: string, ledger: LedgerPlayer): Promise<boolean> {
  return run(db, 'rw', [db.players], async () => {
    if ((await db.players.get(id)) || (await db.players.where('name').equals(ledger.name).count()) > 0) return false;
    const row: PlayerRow = {
      id,
      name: ledger.name,
      colour: colourFor(await db.players.count()),
      createdAt: db.now(),
      renamedAt: ledger.renamedAt,
      formerNames: ledger.formerNames,
    };
    await db.players.add(row);
    return true;
  });
}

/**
 * Sets this device's ledger (a new one, another secret after an unlink, or none: `setting`
 * undefined), forgetting what it agreed with the ledger before: a new ledger starts from nothing.
 */
export async function setLedger(db: DeviceDb, setting: LedgerSetting | undefined): Promise<void> {
  await run(db, 'rw', [db.settings, db.ledgerMeta], async () => {
    await db.ledgerMeta.clear();
    if (setting) await db.settings.put({ key: 'ledger', value: setting });
    else await db.settings.delete('ledger');
  });
}

/** Keeps this device's ledger setting as changed (its signing key made, say), with what it agreed with the ledger. */
export async function keepLedger(db: DeviceDb, setting: LedgerSetting): Promise<void> {
  await run(db, 'rw', [db.settings], () => db.settings.put({ key: 'ledger', value: setting }));
}
