/**
 * The backup file: its shape, and the complete check of a file before a restore writes anything.
 * Kept apart from ./backup.ts so the validation reads (and is tested) as one pure function.
 */
import { deeperThan } from '../rules/json-depth';
import { checkName, nameProblem } from '../rules/player-name';
import { clip, preview } from '../rules/untrusted-text';
import type { PlayerRow, SessionRow, SettingRow } from './db';
import { isPlayerColour, namesProblem } from './players';
import { messageOf, replay } from './log';
import { gameFor, playersOf, rejectionWords, type AnyGame, type GameId, type GameRegistry } from './registry';
import { isFileTime } from './time';

export const BACKUP_FORMAT = 'diamond-ledger-backup';
export const BACKUP_VERSION = 1;
/** Far above a lifetime of games (a finished Diamonds game is ~20 KB), far below a crash. */
export const MAX_BACKUP_BYTES = 64 * 1024 * 1024;
/**
 * The deepest a backup nests lists and objects: the file, "sessions", an entry, its "events", an
 * event row, the event, and inside a Diam's turn its market event, "sold", one seat's list and a
 * diamond (10). A deeper file is refused before anything walks it (IndexedDB's copy of a value
 * is recursive and overflows the stack on a hostile nesting).
 */
export const MAX_BACKUP_DEPTH = 10;

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
 * Checks a whole backup text: JSON, format and version, its nesting, every field of every
 * session, and that every session's log replays legally with its rules module. The derived
 * fields of each row (players, status, standings, winners, length) are recomputed from the log
 * rather than trusted; the setup, every event and every redo entry are the rules module's own
 * copies of their known fields (GameModule.parseEvent), so nothing else in the file is kept.
 * Times must be real dates, from 2000 to a day after `now` (./time.ts); names as records have them.
 */
export function parseBackup(text: string, games: GameRegistry, now: number = Date.now()): ParsedBackup {
  const steps = checkBackup(text, games, now);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * parseBackup one game at a time: yields how many games are checked out of how many, so that a
 * restore can show its progress and let the page breathe between games. Returns parseBackup's answer.
 */
export function* checkBackup(text: string, games: GameRegistry, now: number = Date.now()): Generator<{ done: number; total: number }, ParsedBackup> {
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
        : `This backup has an unknown format version (${preview(raw.version)}).`,
    );
  }
  if (deeperThan(raw, MAX_BACKUP_DEPTH)) {
    return bad(`This backup is damaged: it nests lists and objects more than ${MAX_BACKUP_DEPTH} levels deep, which no backup does.`);
  }
  if (typeof raw.exportedAt !== 'string' || !isFileTime(Date.parse(raw.exportedAt), now)) {
    return bad('This backup is damaged: it has no export date, or not a real one.');
  }
  if (!Array.isArray(raw.sessions)) return bad('This backup is damaged: it has no list of games.');

  const sessions: BackupFile['sessions'] = [];
  const ids = new Set<string>();
  for (const [i, entry] of raw.sessions.entries()) {
    const checked = checkSession(entry, games, now);
    if (typeof checked === 'string') return bad(`Game ${i + 1} of this backup is damaged: ${checked}`);
    if (ids.has(checked.session.id)) return bad(`Game ${i + 1} of this backup is damaged: its id appears twice.`);
    ids.add(checked.session.id);
    sessions.push(checked);
    yield { done: i + 1, total: raw.sessions.length };
  }

  const settings = raw.settings ?? [];
  if (!Array.isArray(settings) || !settings.every((s) => isObject(s) && typeof s.key === 'string' && 'value' in s)) {
    return bad('This backup is damaged: its settings are not a list of key and value.');
  }
  const rawPlayers = raw.players ?? [];
  if (!Array.isArray(rawPlayers)) return bad('This backup is damaged: its players are not a list.');
  const players: PlayerRow[] = [];
  for (const [i, p] of rawPlayers.entries()) {
    const checked = checkPlayer(p, now);
    if (typeof checked === 'string') return bad(`Player ${i + 1} of this backup is damaged: ${checked}`);
    players.push(checked);
  }
  return {
    ok: true,
    backup: {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      exportedAt: raw.exportedAt,
      sessions,
      settings: settings.map((s: { key: string; value: unknown }) => ({ key: s.key, value: s.value })),
      players,
    },
  };
}

/** A checked session entry, or what is wrong with it. */
function checkSession(entry: unknown, games: GameRegistry, now: number): BackupFile['sessions'][number] | string {
  if (!isObject(entry) || !isObject(entry.session) || !Array.isArray(entry.events)) {
    return 'it is not a game with a list of events.';
  }
  const s = entry.session;
  if (typeof s.id !== 'string' || s.id.length === 0 || s.id.length > 200) return 'it has no valid id.';
  const module = gameFor(games, s.game);
  if (!module) return `its game ${preview(s.game)} is not one this version knows.`;
  if (!isFileTime(s.createdAt, now) || !isFileTime(s.updatedAt, now)) {
    return 'its dates are missing or not real dates (from 2000 to today).';
  }
  if (!Array.isArray(s.redo)) return 'its redo list is missing.';
  if (!('config' in s)) return 'its setup is missing.';
  const checked = checkConfig(module, s.config);
  if (typeof checked === 'string') return checked;
  const { config } = checked;

  const events: BackupEvent[] = [];
  for (const [i, e] of entry.events.entries()) {
    if (!isObject(e) || !('event' in e)) return `event ${i + 1} is not an event.`;
    if (!isFileTime(e.at, now)) return `event ${i + 1} has no date, or not a real one (from 2000 to today).`;
    const parsed = parseEvent(module, config, e.event);
    if (typeof parsed === 'string') return `event ${i + 1} is not an event of this game: ${parsed}`;
    events.push({ event: parsed.event, at: e.at });
  }
  const redo: unknown[] = [];
  for (const [i, e] of s.redo.entries()) {
    const parsed = parseEvent(module, config, e);
    if (typeof parsed === 'string') return `entry ${i + 1} of its redo list is not an event of this game: ${parsed}`;
    redo.push(parsed.event);
  }
  let replayed;
  try {
    replayed = replay(module, config, events.map((e) => e.event));
  } catch (error) {
    return `its setup or events cannot be played (${clip(messageOf(error))}).`;
  }
  if (!replayed.ok) {
    return `event ${replayed.index + 1} is not legal (${replayed.rejection.rule}: ${rejectionWords(module, replayed.rejection)})`;
  }
  const session: SessionRow = {
    id: s.id,
    game: s.game as GameId,
    config,
    createdAt: s.createdAt,
    updatedAt: s.updatedAt,
    redo,
    ...replayed.derived,
  };
  // Seats keep their player records when the file names one per seat; otherwise they are
  // matched by name on restore.
  const ids = s.playerIds;
  if (Array.isArray(ids) && ids.length === session.players.length && ids.every(isId)) {
    session.playerIds = ids as string[];
  }
  return { session, events };
}

/**
 * The setup as the rules module reads it in a record (its own copy: names in their normal form,
 * no unknown field), the check createSession makes of every new game, or what is wrong with it.
 */
export function checkConfig(module: AnyGame, raw: unknown): { config: unknown } | string {
  let read;
  try {
    read = module.parseRecord(module.toRecord(raw, []));
  } catch (error) {
    return `its setup cannot be played (${clip(messageOf(error))}).`;
  }
  if (!read.ok) return `its setup cannot be played (${rejectionWords(module, read.error)})`;
  // The same name check as every other way in, whatever the module checks itself.
  const names = namesProblem(playersOf(read.config));
  if (names) return names;
  return { config: read.config };
}

/** An event as its rules module copies it, or why it is not one (parseEvent never throws; a module might). */
export function parseEvent(module: AnyGame, config: unknown, raw: unknown): { event: unknown } | string {
  let parsed;
  try {
    parsed = module.parseEvent(config, raw);
  } catch (error) {
    return clip(messageOf(error));
  }
  return parsed.ok ? { event: parsed.event } : rejectionWords(module, parsed.rejection);
}

/** A player of the file as it is stored (the name in its normal form), or what is wrong with it. */
function checkPlayer(value: unknown, now: number): PlayerRow | string {
  if (!isObject(value) || !isId(value.id)) return 'it has no valid id.';
  const name = checkName(value.name);
  if (!name.ok) return `its name ${nameProblem(name)}.`;
  if (!isPlayerColour(value.colour)) return `its colour ${preview(value.colour)} is not one of the colours.`;
  if (!isFileTime(value.createdAt, now)) return 'its date is missing or not a real date (from 2000 to today).';
  return { id: value.id, name: name.name, colour: value.colour, createdAt: value.createdAt };
}

function isId(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0 && value.length <= 200;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function bad(message: string): { ok: false; message: string } {
  return { ok: false, message };
}
