/**
 * One session in the app's backup format. A game record (docs/records.md) lists every card,
 * so a session with round-end checks cannot be one (diamondsRecord refuses it); the backup format
 * keeps its log as it is, and restoreBackup reads it back.
 */
import { playersFileName } from '../shared/download.js';

export { backupSession as sessionBackup } from '../../store/index.js';

/** "diamonds-backup-2025-11-29-Ann-Bob.json". */
export function backupFileName(players: readonly string[], now = new Date()): string {
  return playersFileName('diamonds-backup', players, now);
}
