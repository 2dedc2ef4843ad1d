/**
 * The backup file: its shape, and the complete check of a file before a restore writes anything.
 * Kept apart from ./backup.ts so the validation reads (and is tested) as one pure function.
 */
import type { PlayerRow, SessionRow, SettingRow } from './db';
import { isPlayerColour } from './players';
import { messageOf, replay } from './log';
import { gameFor, rejectionWords, type GameId, type GameRegistry } from './registry';

export const BACKUP_FORMAT = 'diamond-ledger-backup';
export const BACKUP_VERSION = 1;
/** Far above a lifetime of games (a finished Diamonds game is ~20 KB), far below a crash. */
export const MAX_BACKUP_BYTES = 64 * 1024 * 1024;

export interface BackupEvent {
  event: unknown;
  at: number;
}

export interface BackupFile {
  format: typeof BACKUP_FORMAT;
  version: typeof BACKUP_VERSION;
  /** ISO 8601. */
  exportedAt: string;
  /** Each session row as stored, with its log oldest first (position = seq). */
  sessions: { session: SessionRow; events: BackupEvent[] }[];
  /** Preferences, including the Diam's rules card the table uses. */
  settings: SettingRow[];
  /** The people of these games (absent in backups made before players were records). */
  players?: PlayerRow[];
}

export type ParsedBackup = { ok: true; backup: BackupFile } | { ok: false; message: string };

/**
 * Checks a whole backup text: JSON, format and version, every field of every session, and that
 * every session's log replays legally with its rules module. The derived fields of each row
 * (players, status, standings, winners, length) are recomputed from the log rather than trusted.
 */
export function parseBackup(text: string, games: GameRegistry): ParsedBackup {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    return bad(`This backup is damaged or incomplete: it is not valid JSON (${messageOf(error)}).`);
  }
  if (!isObject(raw) || raw.format !== BACKUP_FORMAT) return bad('This file is not a Diamond Ledger backup.');
  if (raw.version !== BACKUP_VERSION) {
    return bad(
      typeof raw.version === 'number' && raw.version > BACKUP_VERSION
        ? `This backup was made by a newer version of Diamond Ledger (format ${raw.version}); update the app to restore it.`
        : `This backup has an unknown format version (${JSON.stringify(raw.version)}).`,
    );
  }
  if (typeof raw.exportedAt !== 'string') return bad('This backup is damaged: it has no export date.');
  if (!Array.isArray(raw.sessions)) return bad('This backup is damaged: it has no list of games.');

  const sessions: BackupFile['sessions'] = [];
  const ids = new Set<string>();
  for (const [i, entry] of raw.sessions.entries()) {
    const checked = checkSession(entry, games);
    if (typeof checked === 'string') return bad(`Game ${i + 1} of this backup is damaged: ${checked}`);
    if (ids.has(checked.session.id)) return bad(`Game ${i + 1} of this backup is damaged: its id appears twice.`);
    ids.add(checked.session.id);
    sessions.push(checked);
  }

  const settings = raw.settings ?? [];
  if (!Array.isArray(settings) || !settings.every((s) => isObject(s) && typeof s.key === 'string' && 'value' in s)) {
    return bad('This backup is damaged: its settings are not a list of key and value.');
  }
  const players = raw.players ?? [];
  if (!Array.isArray(players) || !players.every(isPlayer)) {
    return bad('This backup is damaged: its players are not a list of names with an id and a colour.');
  }
  return {
    ok: true,
    backup: {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      exportedAt: raw.exportedAt,
      sessions,
      settings: settings.map((s: { key: string; value: unknown }) => ({ key: s.key, value: s.value })),
      players: players.map(({ id, name, colour, createdAt }) => ({ id, name, colour, createdAt })),
    },
  };
}

/** A checked session entry, or what is wrong with it. */
function checkSession(entry: unknown, games: GameRegistry): BackupFile['sessions'][number] | string {
  if (!isObject(entry) || !isObject(entry.session) || !Array.isArray(entry.events)) {
    return 'it is not a game with a list of events.';
  }
  const s = entry.session;
  if (typeof s.id !== 'string' || s.id.length === 0 || s.id.length > 200) return 'it has no valid id.';
  const module = gameFor(games, s.game);
  if (!module) return `its game ${JSON.stringify(s.game)} is not one this version knows.`;
  if (!isTime(s.createdAt) || !isTime(s.updatedAt)) return 'its dates are missing or invalid.';
  if (!Array.isArray(s.redo)) return 'its redo list is missing.';
  if (!('config' in s)) return 'its setup is missing.';

  const events: BackupEvent[] = [];
  for (const [i, e] of entry.events.entries()) {
    if (!isObject(e) || !('event' in e) || !isTime(e.at)) return `event ${i + 1} is not an event.`;
    events.push({ event: e.event, at: e.at });
  }
  let replayed;
  try {
    replayed = replay(module, s.config, events.map((e) => e.event));
  } catch (error) {
    return `its setup or events cannot be played (${messageOf(error)}).`;
  }
  if (!replayed.ok) {
    return `event ${replayed.index + 1} is not legal (${replayed.rejection.rule}: ${rejectionWords(module, replayed.rejection)})`;
  }
  const session: SessionRow = {
    id: s.id,
    game: s.game as GameId,
    config: s.config,
    createdAt: s.createdAt,
    updatedAt: s.updatedAt,
    redo: s.redo,
    ...replayed.derived,
  };
  // Seats keep their player records when the file names one per seat; otherwise they are
  // matched by name on restore.
  const ids = s.playerIds;
  if (Array.isArray(ids) && ids.length === session.players.length && ids.every((id) => typeof id === 'string')) {
    session.playerIds = ids as string[];
  }
  return { session, events };
}

function isPlayer(value: unknown): value is PlayerRow {
  return (
    isObject(value) &&
    typeof value.id === 'string' &&
    value.id.length > 0 &&
    value.id.length <= 200 &&
    typeof value.name === 'string' &&
    value.name.trim().length > 0 &&
    isPlayerColour(value.colour) &&
    isTime(value.createdAt)
  );
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isTime(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

function bad(message: string): { ok: false; message: string } {
  return { ok: false, message };
}
