/**
 * The link of a stored game: a finished game as its record (docs/records.md), any other as a
 * backup of that one game, which keeps what a record cannot (rounds counted at their end, a
 * Diam's round turn by turn, the redo list, the players' colours) and can be played on after its
 * import. A finished game that cannot be a record (NotARecordError) goes as a backup too.
 */
import { NotARecordError } from '../rules/diamonds/record';
import { backupSession, exportRecord, type DeviceDb, type SessionRow } from '../store/index';
import { sharePayload, type SharedKind } from './link';

export interface GameLink {
  kind: SharedKind;
  /** The fragment's payload (after `#/shared/`). */
  payload: string;
  /** The file the payload carries, for a download when the link is too long for a QR code. */
  text: string;
}

/** The link's payload for a stored session (its row as the screen shows it); undefined when it is gone. */
export async function gameLink(db: DeviceDb, row: Pick<SessionRow, 'id' | 'status'>): Promise<GameLink | undefined> {
  const { id } = row;
  let record: string | undefined;
  if (row.status === 'finished') {
    try {
      record = await exportRecord(db, id);
    } catch (error) {
      if (!(error instanceof NotARecordError)) throw error;
    }
  }
  const kind: SharedKind = record === undefined ? 'backup' : 'record';
  const text = record ?? (await backupSession(db, id));
  if (text === undefined) return undefined;
  return { kind, payload: await sharePayload(kind, text), text };
}
