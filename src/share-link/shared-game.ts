/**
 * A shared link's game, opened and imported. Opening reads the link (./link.ts) and makes the
 * same complete check the import verbs make (checkRecord, parseBackup), writing nothing: the
 * game as the read-only history screen shows a stored one. Importing reads the link again and
 * hands its file to importRecord or restoreBackup, which check it once more and write it in one
 * transaction. A link carries one game and nothing else: a backup with several games or with
 * settings is not one this app made, and is refused before it could change a setting of the
 * device that opens it.
 */
import { says, type MessageText } from '../rules/game';
import { checkRecord, importRecord, parseBackup, restoreBackup, type GameRegistry, type DeviceDb, type LoadedSession, type PlayerRow } from '../store/index';
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

/** A link that reads, but whose game the import verbs refuse: their message, a key and values as theirs are. */
export type SharedFault = SharedProblem | { problem: 'invalid'; text: MessageText };

export type Preview = { ok: true; game: SharedGame } | { ok: false; text: MessageText };

export type Opened = { ok: true; kind: SharedKind; game: SharedGame } | ({ ok: false } & SharedFault);

/** The game of a link's payload, checked completely; nothing is written. */
export async function openShared(games: GameRegistry, payload: string, now: number): Promise<Opened> {
  const read = await readShared(payload);
  if (!read.ok) return read;
  const preview = previewShared(games, read.kind, read.text, now);
  return preview.ok ? { ok: true, kind: read.kind, game: preview.game } : { ok: false, problem: 'invalid', text: preview.text };
}

export type Imported = { ok: true; id: string; added: boolean } | ({ ok: false } & SharedFault);

/**
 * Puts a link's game on the device: a record as a new game, a backup's game under its own id
 * (already here: it is kept as it is, `added` false). A refused link writes nothing.
 */
export async function importShared(db: DeviceDb, payload: string): Promise<Imported> {
  const read = await readShared(payload);
  if (!read.ok) return read;
  const preview = previewShared(await db.rules(), read.kind, read.text, db.now());
  if (!preview.ok) return { ok: false, problem: 'invalid', text: preview.text };
  if (read.kind === 'record') {
    const result = await importRecord(db, read.text);
    return result.ok ? { ok: true, id: result.id, added: true } : { ok: false, problem: 'invalid', text: result.error.text };
  }
  const result = await restoreBackup(db, read.text);
  // Never cancelled (no signal is given): a refusal says why.
  if (!result.ok) return 'text' in result ? { ok: false, problem: 'invalid', text: result.text } : { ok: false, problem: 'damaged' };
  return { ok: true, id: preview.game.session.session.id, added: result.added === 1 };
}

export function previewShared(games: GameRegistry, kind: SharedKind, text: string, now: number): Preview {
  if (kind === 'record') {
    const checked = checkRecord(games, text, now);
    if (!checked.ok) return { ok: false, text: checked.error.text };
    return { ok: true, game: shown(games, { id: '', ...checked.session }, checked.events, [], false) };
  }
  const parsed = parseBackup(text, games, now);
  if (!parsed.ok) return { ok: false, text: parsed.text };
  const { sessions, settings, players } = parsed.backup;
  const entry = sessions[0];
  if (sessions.length !== 1 || !entry || settings.length > 0) return { ok: false, text: says('share.one-game') };
  return {
    ok: true,
    game: shown(
      games,
      entry.session,
      entry.events.map((e) => e.event),
      players ?? [],
      true,
    ),
  };
}

function shown(games: GameRegistry, row: LoadedSession['session'], events: unknown[], players: PlayerRow[], dated: boolean): SharedGame {
  // Checked above: the log replays legally with its game's rules.
  const module = gameFor(games, row.game);
  const state = module ? replay(module, row.config, events).state : undefined;
  return { session: { session: row, events, revision: events.length, state }, players, dated };
}
