/**
 * Hands a session over as a .json file, through the phone's share sheet where there is one, else
 * as a download (../../shared/download.ts): its record (docs/records.md) or, when it cannot be
 * one, a backup. A record lists every card, so a session with round-end checks cannot be one
 * (diamondsRecord refuses it); the backup format keeps its log as it is, and restoreBackup reads it back.
 */
import { backupSession, exportRecord, type LedgerDb } from '../../../store/index.js';
import { playersFileName, shareOrDownload, type Handed } from '../../shared/download.js';

/** The file's name and how it went. */
export interface Exported {
  name: string;
  how: Handed;
}

/** Shares or downloads the record; null when there is no such session. */
export async function downloadRecord(db: LedgerDb, id: string, players: readonly string[], host: ParentNode): Promise<Exported | null> {
  const text = await exportRecord(db, id);
  return text === undefined ? null : handOver(text, playersFileName('diamonds', players), host);
}

/** The same for a game that cannot be a record (rounds counted at their end): the backup format. */
export async function downloadBackup(db: LedgerDb, id: string, players: readonly string[], host: ParentNode): Promise<Exported | null> {
  const text = await backupSession(db, id);
  return text === undefined ? null : handOver(text, backupFileName(players), host);
}

async function handOver(text: string, name: string, host: ParentNode): Promise<Exported> {
  return { name, how: await shareOrDownload(text, name, host) };
}

/** "diamonds-backup-2025-11-29-Ann-Bob.json". */
export function backupFileName(players: readonly string[], now = new Date()): string {
  return playersFileName('diamonds-backup', players, now);
}
