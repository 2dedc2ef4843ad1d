/**
 * The backup file: its shape, and the complete check of a file before a restore writes anything.
 * Kept apart from ./backup.ts so the validation reads (and is tested) as one pure function.
 */
import { says, type MessageParam, type MessageText, type Rejection } from '../rules/game';
import { deeperThan } from '../rules/json-depth';
import { checkName, nameSaid } from '../rules/player-name';
import { clip, previewSaid } from '../rules/untrusted-text';
import type { PlayerRow, SessionRow, SettingRow } from './db';
import { isPlayerColour, namesProblem } from './players';
import { messageOf, replay } from './log';
import { gameFor, playersOf, type AnyGame, type GameId, type GameRegistry } from './registry';
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

/** A backup checked, or why not: a key and values of the catalog (src/i18n/store-messages.ts words them). */
export type ParsedBackup = { ok: true; backup: BackupFile } | { ok: false; text: MessageText };

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
    return bad(says('store.backup.json', { why: messageOf(error) }));
  }
  if (!isObject(raw) || raw.format !== BACKUP_FORMAT) return bad(says('store.backup.not-backup'));
  if (raw.version !== BACKUP_VERSION) {
    return bad(
      typeof raw.version === 'number' && raw.version > BACKUP_VERSION
        ? says('store.backup.newer', { version: raw.version })
        : says('store.backup.version', { version: previewSaid(raw.version) }),
    );
  }
  if (deeperThan(raw, MAX_BACKUP_DEPTH)) {
    return bad(says('store.backup.depth', { most: MAX_BACKUP_DEPTH }));
  }
  if (typeof raw.exportedAt !== 'string' || !isFileTime(Date.parse(raw.exportedAt), now)) {
    return bad(says('store.backup.date'));
  }
  if (!Array.isArray(raw.sessions)) return bad(says('store.backup.games'));

  const sessions: BackupFile['sessions'] = [];
  const ids = new Set<string>();
  for (const [i, entry] of raw.sessions.entries()) {
    const checked = checkSession(entry, games, now);
    if (!checked.ok) return bad(says('store.backup.game', { game: i + 1, inner: checked.text }));
    if (ids.has(checked.session.id)) return bad(says('store.backup.game', { game: i + 1, inner: says('store.game.id-twice') }));
    ids.add(checked.session.id);
    sessions.push({ session: checked.session, events: checked.events });
    yield { done: i + 1, total: raw.sessions.length };
  }

  const settings = raw.settings ?? [];
  if (!Array.isArray(settings) || !settings.every((s) => isObject(s) && typeof s.key === 'string' && 'value' in s)) {
    return bad(says('store.backup.settings'));
  }
  const rawPlayers = raw.players ?? [];
  if (!Array.isArray(rawPlayers)) return bad(says('store.backup.players'));
  const players: PlayerRow[] = [];
  for (const [i, p] of rawPlayers.entries()) {
    const checked = checkPlayer(p, now);
    if (!checked.ok) return bad(says('store.backup.player', { player: i + 1, inner: checked.text }));
    players.push(checked.player);
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

/** What is wrong with an entry of the file, said after "Game 2 of this backup is damaged:". */
type Fault = { ok: false; text: MessageText };
const fault = (text: MessageText): Fault => ({ ok: false, text });

/** A checked session entry, or what is wrong with it. */
export function checkSession(entry: unknown, games: GameRegistry, now: number): ({ ok: true } & BackupFile['sessions'][number]) | Fault {
  if (!isObject(entry) || !isObject(entry.session) || !Array.isArray(entry.events)) return fault(says('store.game.shape'));
  const s = entry.session;
  if (typeof s.id !== 'string' || s.id.length === 0 || s.id.length > 200) return fault(says('store.entry.id'));
  const module = gameFor(games, s.game);
  if (!module) return fault(says('store.game.unknown', { game: previewSaid(s.game) }));
  if (!isFileTime(s.createdAt, now) || !isFileTime(s.updatedAt, now)) return fault(says('store.game.dates'));
  if (!Array.isArray(s.redo)) return fault(says('store.game.redo'));
  if (!('config' in s)) return fault(says('store.game.setup-missing'));
  const checked = checkConfig(module, s.config);
  if (!checked.ok) return checked;
  const { config } = checked;

  const events: BackupEvent[] = [];
  for (const [i, e] of entry.events.entries()) {
    if (!isObject(e) || !('event' in e)) return fault(says('store.game.event', { event: i + 1 }));
    if (!isFileTime(e.at, now)) return fault(says('store.game.event-date', { event: i + 1 }));
    const parsed = parseEvent(module, config, e.event);
    if (!parsed.ok) return fault(says('store.game.event-shape', { event: i + 1, why: parsed.why }));
    events.push({ event: parsed.event, at: e.at });
  }
  const redo: unknown[] = [];
  for (const [i, e] of s.redo.entries()) {
    const parsed = parseEvent(module, config, e);
    if (!parsed.ok) return fault(says('store.game.redo-entry', { entry: i + 1, why: parsed.why }));
    redo.push(parsed.event);
  }
  let replayed;
  try {
    replayed = replay(
      module,
      config,
      events.map((e) => e.event),
    );
  } catch (error) {
    return fault(says('store.game.unplayable', { why: clip(messageOf(error)) }));
  }
  if (!replayed.ok) return fault(illegal(replayed.index, replayed.rejection));
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
    session.playerIds = ids;
  }
  return { ok: true, session, events };
}

/** "event 4 is not legal (D-FOLLOW: …)": the first event of a log its rules refuse (0-based `index`). */
export function illegal(index: number, rejection: Pick<Rejection, 'rule' | 'text'>): MessageText {
  return says('store.game.illegal', { event: index + 1, rule: rejection.rule, why: rejection.text });
}

/**
 * The setup as the rules module reads it in a record (its own copy: names in their normal form,
 * no unknown field), the check createSession makes of every new game, or what is wrong with it.
 */
export function checkConfig(module: AnyGame, raw: unknown): { ok: true; config: unknown } | Fault {
  let read;
  try {
    read = module.parseRecord(module.toRecord(raw, []));
  } catch (error) {
    return fault(says('store.game.setup', { why: clip(messageOf(error)) }));
  }
  if (!read.ok) return fault(says('store.game.setup', { why: read.error.text }));
  // The same name check as every other way in, whatever the module checks itself.
  const names = namesProblem(playersOf(read.config));
  if (names) return fault(names);
  return { ok: true, config: read.config };
}

/**
 * An event as its rules module copies it, or why it is not one (parseEvent never throws; a module
 * might, and then its own words are quoted).
 */
export function parseEvent(module: AnyGame, config: unknown, raw: unknown): { ok: true; event: unknown } | { ok: false; why: MessageParam } {
  let parsed;
  try {
    parsed = module.parseEvent(config, raw);
  } catch (error) {
    return { ok: false, why: clip(messageOf(error)) };
  }
  return parsed.ok ? { ok: true, event: parsed.event } : { ok: false, why: parsed.rejection.text };
}

/** A player of the file as it is stored (the name in its normal form), or what is wrong with it. */
export function checkPlayer(value: unknown, now: number): { ok: true; player: PlayerRow } | Fault {
  if (!isObject(value) || !isId(value.id)) return fault(says('store.entry.id'));
  const name = checkName(value.name);
  if (!name.ok) return fault(says('store.player.name', { problem: nameSaid(name) }));
  if (!isPlayerColour(value.colour)) return fault(says('store.player.colour', { colour: previewSaid(value.colour) }));
  if (!isFileTime(value.createdAt, now)) return fault(says('store.player.date'));
  return { ok: true, player: { id: value.id, name: name.name, colour: value.colour, createdAt: value.createdAt } };
}

function isId(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0 && value.length <= 200;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function bad(text: MessageText): { ok: false; text: MessageText } {
  return { ok: false, text };
}
