/**
 * One session in the app's backup format. A game record (docs/records.md) lists every card,
 * so a session with round-end checks cannot be one (diamondsRecord refuses it); the backup format
 * keeps its log as it is, and restoreBackup reads it back.
 */
export { backupSession as sessionBackup } from '../../store/index.js';

/** "diamonds-backup-2025-11-29-Ann-Bob.json": names are untrusted, so only safe characters are kept. */
export function backupFileName(players: readonly string[], now = new Date()): string {
  const who = players
    .map((p) => p.normalize('NFKD').replace(/[^A-Za-z0-9_-]+/g, ''))
    .filter(Boolean)
    .join('-')
    .slice(0, 60);
  return `diamonds-backup-${now.toISOString().slice(0, 10)}${who ? `-${who}` : ''}.json`;
}
