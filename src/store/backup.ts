/**
 * Whole-device backup and restore, for moving to a new phone or recovering from a cleared browser.
 *
 * Restore MERGES by id: a session whose id is already on the device is skipped (its local copy,
 * possibly played further since the backup, wins), every other one is added; settings likewise
 * (a key already set here keeps its value). Restoring the same backup twice is therefore harmless,
 * and nothing on the device is ever overwritten or lost by a restore.
 */
import { says, type MessageText } from '../rules/game';
import type { EventRow, DeviceDb, PlayerRow, SessionRow, SettingRow } from './db';
import { logOf, packedRow, readLog } from './log';
import { BACKUP_FORMAT, BACKUP_VERSION, MAX_BACKUP_BYTES, checkBackup, type BackupFile } from './backup-format';
import { Pace } from './pace';
import { ensurePlayers, nameKey } from './players';
import { byteLength } from './size';
import { newId } from './ids';
import { run } from './run';

/** Every session with its log, and the settings, as one JSON text (a consistent snapshot). */
export async function backupAll(db: DeviceDb): Promise<string> {
  const backup = await run(db, 'r', [db.sessions, db.events, db.settings, db.players], async (): Promise<BackupFile> => {
    const [sessions, events, settings, players] = await Promise.all([
      db.sessions.orderBy('updatedAt').toArray(), // oldest change first: a stable, readable order
      db.events.toArray(), // in primary-key order: grouped by session, oldest first
      db.settings.toArray(),
      db.players.toArray(),
    ]);
    return backupFile(db, sessions, events, settings, players);
  });
  return JSON.stringify(backup);
}

/**
 * One session in the same format, without the device's settings: how a game that cannot be a
 * game record (a Diamonds round counted only at its end, a Diam's round played turn by turn) is
 * exported. restoreBackup reads it back. Undefined when there is no such session.
 */
export async function backupSession(db: DeviceDb, id: string): Promise<string | undefined> {
  const backup = await run(db, 'r', [db.sessions, db.events, db.players], async (): Promise<BackupFile | undefined> => {
    const session = await db.sessions.get(id);
    if (!session) return undefined;
    const players = (await db.players.bulkGet(session.playerIds ?? [])).filter((p) => p !== undefined);
    return backupFile(db, [session], await readLog(db, id), [], players);
  });
  return backup && `${JSON.stringify(backup, null, 2)}\n`;
}

function backupFile(db: DeviceDb, sessions: SessionRow[], events: EventRow[], settings: SettingRow[], players: PlayerRow[]): BackupFile {
  const logs = new Map<string, EventRow[]>();
  for (const row of events) {
    const log = logs.get(row.sessionId) ?? [];
    log.push(row);
    logs.set(row.sessionId, log);
  }
  return {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    exportedAt: new Date(db.now()).toISOString(),
    sessions: sessions.map((session) => ({
      session,
      events: logOf(logs.get(session.id) ?? [], session.length).map(({ event, at }) => ({ event, at })),
    })),
    settings,
    players,
  };
}

export type RestoreResult =
  | { ok: true; added: number; skipped: number; settingsAdded: number }
  /** Why nothing was restored: a key and values of the catalog. */
  | { ok: false; text: MessageText }
  | { ok: false; cancelled: true };

/** How far a restore is: `done` of `total` games in the current stage (`total` 0 while reading). */
export interface RestoreProgress {
  stage: 'reading' | 'checking' | 'writing';
  done: number;
  total: number;
}

export interface RestoreOptions {
  /** Hears the progress: after each game checked, and each batch written. */
  progress?: (progress: RestoreProgress) => void;
  /** Cancels the restore when aborted: it then writes nothing, or rolls back what it wrote. */
  signal?: AbortSignal;
}

/** Games written between two looks at `signal` and two progress reports. */
const WRITE_BATCH = 250;

/**
 * Restores a backup made by backupAll. The whole file is checked first (see parseBackup); a damaged
 * one writes nothing and says why. Then everything is written in one transaction: all or nothing,
 * so a cancel (or a failure) at any point leaves the database exactly as it was. Each log is
 * written as one packed row (./log.ts packedRow): IndexedDB's cost is per row, and a game is one
 * row instead of a hundred or more. The statistics of the games it adds are not its business: the
 * keeper hears them as it hears every write (../stats/keeper.ts, through ./changes.ts) and counts
 * them once the restore has committed.
 */
export async function restoreBackup(db: DeviceDb, text: string, options: RestoreOptions = {}): Promise<RestoreResult> {
  const { progress, signal } = options;
  const size = byteLength(text, MAX_BACKUP_BYTES);
  if (size > MAX_BACKUP_BYTES) {
    return { ok: false, text: says('store.backup.size', { size, most: MAX_BACKUP_BYTES }) };
  }
  const games = await db.rules();
  const pace = new Pace();
  progress?.({ stage: 'reading', done: 0, total: 0 });
  await pace.breathe(); // the page shows "reading" before the long JSON.parse
  const steps = checkBackup(text, games, db.now());
  let step = steps.next();
  for (; !step.done; step = steps.next()) {
    progress?.({ stage: 'checking', ...step.value });
    if (pace.due) await pace.breathe();
    if (signal?.aborted) return cancelled;
  }
  const parsed = step.value;
  if (!parsed.ok) return parsed;
  const { sessions, settings } = parsed.backup;

  const present = new Set(await db.sessions.toCollection().primaryKeys());
  const fresh = sessions.filter((s) => !present.has(s.session.id));

  const writing = { stage: 'writing', done: 0, total: fresh.length } as const;
  progress?.(writing);
  const stillGoing = () => {
    // Throwing inside the transaction aborts it: everything written so far is rolled back.
    if (signal?.aborted) throw new RestoreCancelled();
  };
  try {
    return await run(db, 'rw', [db.sessions, db.events, db.settings, db.players], async (): Promise<RestoreResult> => {
      // Read again inside the transaction: another tab may have added one of these games since.
      const here = new Set(await db.sessions.toCollection().primaryKeys());
      const added = fresh.filter((s) => !here.has(s.session.id));
      await restorePlayers(db, parsed.backup.players ?? [], added);
      for (let from = 0; from < added.length; from += WRITE_BATCH) {
        stillGoing();
        const batch = added.slice(from, from + WRITE_BATCH);
        await db.sessions.bulkAdd(batch.map((s) => s.session));
        await db.events.bulkAdd(batch.filter((s) => s.events.length > 0).map((s) => packedRow(s.session.id, s.events)));
        progress?.({ ...writing, done: Math.min(from + WRITE_BATCH, added.length) });
      }
      stillGoing();
      const setKeys = await db.settings.bulkGet(settings.map((s) => s.key));
      const newSettings = settings.filter((_, i) => setKeys[i] === undefined);
      await db.settings.bulkAdd(newSettings);
      return { ok: true, added: added.length, skipped: sessions.length - added.length, settingsAdded: newSettings.length };
    });
  } catch (error) {
    if (error instanceof RestoreCancelled) return cancelled;
    throw error;
  }
}

const cancelled = { ok: false, cancelled: true } as const;

class RestoreCancelled extends Error {
  override name = 'RestoreCancelled';
}

/**
 * Puts the backup's players on the device and gives every restored seat its local player id:
 * the same record when it is here already, the local player of the same name (people are matched
 * by name, as records match them), or a new record with the backup's id and colour. Seats the
 * file names no player for are matched by name too (a player is created for a new name).
 * Reads the players once and writes the new ones in one go, whatever the number of games.
 */
export async function restorePlayers(db: DeviceDb, players: readonly PlayerRow[], entries: BackupFile['sessions']): Promise<void> {
  const local = await db.players.toArray();
  const byId = new Map(local.map((p) => [p.id, p]));
  const idByName = new Map(local.map((p) => [p.name, p.id]));
  const ids = new Map<string, string>();
  const created: PlayerRow[] = [];
  for (const player of players) {
    const name = nameKey(player.name);
    const mine = byId.get(player.id);
    const same = idByName.get(name);
    if (mine && mine.name === name) ids.set(player.id, mine.id);
    else if (same !== undefined) ids.set(player.id, same);
    else {
      const row = { ...player, id: mine ? newId() : player.id, name };
      created.push(row);
      byId.set(row.id, row);
      idByName.set(name, row.id);
      ids.set(player.id, row.id);
    }
  }
  await db.players.bulkAdd(created);
  for (const { session } of entries) {
    const mapped = session.playerIds?.map((id) => ids.get(id));
    if (mapped?.every((id) => id !== undefined)) session.playerIds = mapped;
    else if (session.players.every((name) => idByName.has(nameKey(name))))
      session.playerIds = session.players.map((name) => idByName.get(nameKey(name)) as string);
    else {
      // A name no player has yet: ensurePlayers makes it, dated and coloured as a new game would.
      session.playerIds = await ensurePlayers(db, session.players, session.createdAt);
      session.players.forEach((name, seat) => idByName.set(nameKey(name), session.playerIds?.[seat] as string));
    }
  }
}
