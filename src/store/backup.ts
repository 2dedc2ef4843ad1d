/**
 * Whole-device backup and restore, for moving to a new phone or recovering from a cleared browser.
 *
 * Restore MERGES by id: a session whose id is already on the device is skipped (its local copy,
 * possibly played further since the backup, wins), every other one is added; settings likewise
 * (a key already set here keeps its value). Restoring the same backup twice is therefore harmless,
 * and nothing on the device is ever overwritten or lost by a restore.
 */
import type { EventRow, LedgerDb, PlayerRow, SessionRow, SettingRow } from './db';
import { readLog } from './log';
import { BACKUP_FORMAT, BACKUP_VERSION, MAX_BACKUP_BYTES, parseBackup, type BackupFile } from './backup-format';
import { ensurePlayers, nameKey } from './players';
import { byteLength, formatBytes } from './size';

/** Every session with its log, and the settings, as one JSON text (a consistent snapshot). */
export async function backupAll(db: LedgerDb): Promise<string> {
  const backup = await db.transaction('r', [db.sessions, db.events, db.settings, db.players], async (): Promise<BackupFile> => {
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
export async function backupSession(db: LedgerDb, id: string): Promise<string | undefined> {
  const backup = await db.transaction('r', db.sessions, db.events, db.players, async (): Promise<BackupFile | undefined> => {
    const session = await db.sessions.get(id);
    if (!session) return undefined;
    const players = (await db.players.bulkGet(session.playerIds ?? [])).filter((p) => p !== undefined);
    return backupFile(db, [session], await readLog(db, id), [], players);
  });
  return backup && `${JSON.stringify(backup, null, 2)}\n`;
}

function backupFile(
  db: LedgerDb,
  sessions: SessionRow[],
  events: EventRow[],
  settings: SettingRow[],
  players: PlayerRow[],
): BackupFile {
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
      events: (logs.get(session.id) ?? []).map(({ event, at }) => ({ event, at })),
    })),
    settings,
    players,
  };
}

export type RestoreResult =
  | { ok: true; added: number; skipped: number; settingsAdded: number }
  | { ok: false; message: string };

/**
 * Restores a backup made by backupAll. The whole file is checked first (see parseBackup); a damaged
 * one writes nothing and says why. The writes then happen in one transaction: all or nothing.
 */
export async function restoreBackup(db: LedgerDb, text: string): Promise<RestoreResult> {
  const size = byteLength(text, MAX_BACKUP_BYTES);
  if (size > MAX_BACKUP_BYTES) {
    return { ok: false, message: `This file is ${formatBytes(size)}; a backup is at most ${formatBytes(MAX_BACKUP_BYTES)}.` };
  }
  const parsed = parseBackup(text, await db.rules(), db.now());
  if (!parsed.ok) return parsed;
  const { sessions, settings } = parsed.backup;

  return db.transaction('rw', [db.sessions, db.events, db.settings, db.players], async (): Promise<RestoreResult> => {
    const present = await db.sessions.bulkGet(sessions.map((s) => s.session.id));
    const fresh = sessions.filter((_, i) => present[i] === undefined);
    const ids = await restorePlayers(db, parsed.backup.players ?? []);
    for (const { session } of fresh) {
      const mapped = session.playerIds?.map((id) => ids.get(id));
      session.playerIds = mapped?.every((id) => id !== undefined)
        ? (mapped as string[])
        : await ensurePlayers(db, session.players, session.createdAt);
    }
    await db.sessions.bulkAdd(fresh.map((s) => s.session));
    await db.events.bulkAdd(
      fresh.flatMap(({ session, events }) => events.map(({ event, at }, seq) => ({ sessionId: session.id, seq, event, at }))),
    );
    const setKeys = await db.settings.bulkGet(settings.map((s) => s.key));
    const newSettings = settings.filter((_, i) => setKeys[i] === undefined);
    await db.settings.bulkAdd(newSettings);
    return { ok: true, added: fresh.length, skipped: sessions.length - fresh.length, settingsAdded: newSettings.length };
  });
}

/**
 * Puts the backup's players on the device and says which local id each backup id became: the
 * same record when it is here already, the local player of the same name (people are matched by
 * name, as records match them), or a new record with the backup's id and colour.
 */
async function restorePlayers(db: LedgerDb, players: readonly PlayerRow[]): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (const player of players) {
    const name = nameKey(player.name);
    const [byId, byName] = await Promise.all([db.players.get(player.id), db.players.where('name').equals(name).first()]);
    if (byId && byId.name === name) ids.set(player.id, byId.id);
    else if (byName) ids.set(player.id, byName.id);
    else {
      const id = byId ? crypto.randomUUID() : player.id;
      await db.players.add({ ...player, id, name });
      ids.set(player.id, id);
    }
  }
  return ids;
}
