/** Downloads a session as a .json file through a Blob link: its record (docs/records.md) or a backup. */
import { backupSession, exportRecord, type LedgerDb } from '../../../store/index.js';
import { backupFileName } from '../../diamonds-check/session-backup.js';

/** Starts the download and resolves with the file's name, or null when there is no such session. */
export async function downloadRecord(db: LedgerDb, id: string, players: readonly string[], host: ParentNode): Promise<string | null> {
  const text = await exportRecord(db, id);
  return text === undefined ? null : download(text, fileName(players), host);
}

/** The same for a game that cannot be a record (rounds counted at their end): the backup format. */
export async function downloadBackup(db: LedgerDb, id: string, players: readonly string[], host: ParentNode): Promise<string | null> {
  const text = await backupSession(db, id);
  return text === undefined ? null : download(text, backupFileName(players), host);
}

function download(text: string, name: string, host: ParentNode): string {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  host.append(link);
  link.click();
  link.remove();
  // The download has started from the URL; keep it a moment for browsers that read it late.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}

/** "diamonds-2025-11-29-Ann-Bob.json": names are untrusted, so only safe characters are kept. */
export function fileName(players: readonly string[]): string {
  const date = new Date().toISOString().slice(0, 10);
  const who = players
    .map((p) => p.normalize('NFKD').replace(/[^A-Za-z0-9_-]+/g, ''))
    .filter(Boolean)
    .join('-')
    .slice(0, 60);
  return `diamonds-${date}${who ? `-${who}` : ''}.json`;
}
