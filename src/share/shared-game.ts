/**
 * A shared link's game, opened and imported. Opening reads the link (./link.ts) and makes the
 * same complete check the import verbs make (checkRecord, parseBackup), writing nothing: the
 * game as the read-only history screen shows a stored one. Importing reads the link again and
 * hands its file to importRecord or restoreBackup, which check it once more and write it in one
 * transaction. A link carries one game and nothing else: a backup with several games or with
 * settings is not one this app made, and is refused before it could change a setting of the
 * device that opens it.
 */
import { checkRecord, importRecord, parseBackup, restoreBackup, type GameRegistry, type LedgerDb, type LoadedSession, type PlayerRow } from '../store/index';
import { replay } from '../store/log';
import { gameFor } from '../store/registry';
import { readShared, type SharedKind, type SharedProblem } from './link';

export interface SharedGame {
  /** The game as history-session shows it: its row (no id: it is not on the device), log and state. */
  session: LoadedSession;
  /** The backup's people (their colours); none for a record. */
  players: PlayerRow[];
  /** False for a record: it carries no dates, so the screen shows none. */
  dated: boolean;
}

/** A link that reads, but whose game the import verbs refuse: their message, in English as theirs are. */
export type SharedFault = SharedProblem | { problem: 'invalid'; message: string };

export type Preview = { ok: true; game: SharedGame } | { ok: false; message: string };

export type Opened = { ok: true; kind: SharedKind; game: SharedGame } | ({ ok: false } & SharedFault);

/** The game of a link's payload, checked completely; nothing is written. */
export async function openShared(games: GameRegistry, payload: string, now: number): Promise<Opened> {
  const read = await readShared(payload);
  if (!read.ok) return read;
  const preview = previewShared(games, read.kind, read.text, now);
  return preview.ok ? { ok: true, kind: read.kind, game: preview.game } : { ok: false, problem: 'invalid', message: preview.message };
}

export type Imported = { ok: true; id: string; added: boolean } | ({ ok: false } & SharedFault);

/**
 * Puts a link's game on the device: a record as a new game, a backup's game under its own id
 * (already here: it is kept as it is, `added` false). A refused link writes nothing.
 */
export async function importShared(db: LedgerDb, payload: string): Promise<Imported> {
  const read = await readShared(payload);
  if (!read.ok) return read;
  const preview = previewShared(await db.rules(), read.kind, read.text, db.now());
  if (!preview.ok) return { ok: false, problem: 'invalid', message: preview.message };
  if (read.kind === 'record') {
    const result = await importRecord(db, read.text);
    return result.ok ? { ok: true, id: result.id, added: true } : { ok: false, problem: 'invalid', message: result.error.message };
  }
  const result = await restoreBackup(db, read.text);
  if (!result.ok) return { ok: false, problem: 'invalid', message: 'message' in result ? result.message : 'cancelled' };
  return { ok: true, id: preview.game.session.session.id, added: result.added === 1 };
}

export function previewShared(games: GameRegistry, kind: SharedKind, text: string, now: number): Preview {
  if (kind === 'record') {
    const checked = checkRecord(games, text, now);
    if (!checked.ok) return { ok: false, message: checked.error.message };
    return { ok: true, game: shown(games, { id: '', ...checked.session }, checked.events, [], false) };
  }
  const parsed = parseBackup(text, games, now);
  if (!parsed.ok) return { ok: false, message: parsed.message };
  const { sessions, settings, players } = parsed.backup;
  const entry = sessions[0];
  if (sessions.length !== 1 || !entry || settings.length > 0) return { ok: false, message: 'This link does not hold one game alone, as a shared game does.' };
  return { ok: true, game: shown(games, entry.session, entry.events.map((e) => e.event), players ?? [], true) };
}

function shown(games: GameRegistry, row: LoadedSession['session'], events: unknown[], players: PlayerRow[], dated: boolean): SharedGame {
  // Checked above: the log replays legally with its game's rules.
  const module = gameFor(games, row.game);
  const state = module ? replay(module, row.config, events).state : undefined;
  return { session: { session: row, events, revision: events.length, state }, players, dated };
}
