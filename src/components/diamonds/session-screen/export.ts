/**
 * Downloads a session as a .json file: its record (docs/records.md) or, when it cannot be one, a
 * backup. A record lists every card, so a session with round-end checks cannot be one
 * (diamondsRecord refuses it); the backup format keeps its log as it is, and restoreBackup reads it back.
 */
import { backupSession, exportRecord, type LedgerDb } from '../../../store/index.js';
import { downloadText, playersFileName } from '../../shared/download.js';

/** Starts the download and resolves with the file's name, or null when there is no such session. */
export async function downloadRecord(db: LedgerDb, id: string, players: readonly string[], host: ParentNode): Promise<string | null> {
  const text = await exportRecord(db, id);
  return text === undefined ? null : downloadText(text, playersFileName('diamonds', players), host);
}

/** The same for a game that cannot be a record (rounds counted at their end): the backup format. */
export async function downloadBackup(db: LedgerDb, id: string, players: readonly string[], host: ParentNode): Promise<string | null> {
  const text = await backupSession(db, id);
  return text === undefined ? null : downloadText(text, backupFileName(players), host);
}

/** "diamonds-backup-2025-11-29-Ann-Bob.json". */
export function backupFileName(players: readonly string[], now = new Date()): string {
  return playersFileName('diamonds-backup', players, now);
}
