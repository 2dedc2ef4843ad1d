/**
 * A Diamonds session is handed over as a .json file (the screen's export, ../../session/session-screen.ts):
 * its record (docs/records.md) or, when it cannot be one, a backup. A record lists every card, so a
 * session with round-end checks cannot be one (diamondsRecord refuses it); the backup format keeps
 * its log as it is, and restoreBackup reads it back.
 */
import { msg, str } from '@lit/localize';
import { playersFileName, type Handed } from '../../shared/download';

/** "diamonds-backup-2025-11-29-Ann-Bob.json". */
export function backupFileName(players: readonly string[], now = new Date()): string {
  return playersFileName('diamonds-backup', players, now);
}

/** What the screen says once the file is handed over. */
export function exportedNews(recordable: boolean, how: Handed, name: string): string {
  if (how === 'shared') {
    return recordable
      ? msg(str`Record shared as ${name}.`, { id: 'diamonds.shared.record' })
      : msg(str`Backup shared as ${name}.`, { id: 'diamonds.shared.backup' });
  }
  return recordable
    ? msg(str`Record exported as ${name}.`, { id: 'diamonds.exported.record' })
    : msg(str`Backup exported as ${name}.`, { id: 'diamonds.exported.backup' });
}
