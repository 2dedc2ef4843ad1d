/** Importing and exporting the portable game records of docs/records.md. */
import type { RecordError } from '../rules/game';
import { clip } from '../rules/untrusted-text';
import { sessionChanged } from './changes';
import type { LedgerDb, SessionRow } from './db';
import { messageOf, readLog, replay } from './log';
import { ensurePlayers, namesProblem } from './players';
import { gameFor, playersOf, rejectionWords, type GameId, type GameRegistry } from './registry';
import { byteLength, formatBytes } from './size';
import { newId } from './ids';

/** A record is a few kilobytes; anything bigger than this is not one, and is refused unread. */
export const MAX_RECORD_BYTES = 1024 * 1024;

export type ImportResult = { ok: true; id: string } | { ok: false; error: RecordError };

/** A record checked completely, as importRecord would store it (dated `now`, with no id yet). */
export type CheckedRecord =
  | { ok: true; session: Omit<SessionRow, 'id'>; events: unknown[] }
  | { ok: false; error: RecordError };

/**
 * Reads and checks a record text completely, writing nothing: its size, JSON, game, every play
 * with its game's rules module, the names, and a replay that gives the summary. importRecord
 * stores what it gives; a shared link's screen shows it first (src/share/).
 */
export function checkRecord(games: GameRegistry, text: string, now: number): CheckedRecord {
  const size = byteLength(text, MAX_RECORD_BYTES);
  if (size > MAX_RECORD_BYTES) {
    return fail(`This file is ${formatBytes(size)}; a game record is at most ${formatBytes(MAX_RECORD_BYTES)}, so it is not one.`);
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    return fail(`This file is not a game record: it is not valid JSON (${clip(messageOf(error))}).`);
  }
  const gameId = (raw as { game?: unknown } | null)?.game;
  const module = typeof raw === 'object' && !Array.isArray(raw) ? gameFor(games, gameId) : undefined;
  if (!module) {
    return fail(`This file is not a game record: its "game" must be one of ${Object.keys(games).map((g) => `"${g}"`).join(', ')}.`);
  }
  let parsed;
  try {
    parsed = module.parseRecord(raw);
  } catch (error) {
    // A parser should answer with an error, not throw; if one throws, the file is still refused.
    return fail(`This record could not be read: ${clip(messageOf(error))}`);
  }
  if (!parsed.ok) {
    const { round, play, rule } = parsed.error;
    return { ok: false, error: { round, play, rule, message: rejectionWords(module, parsed.error) } };
  }
  const names = namesProblem(playersOf(parsed.config));
  if (names) return fail(names);

  // parseRecord validated the plays; the replay gives the summary (and guards against a parser
  // that let an illegal event through).
  let replayed;
  try {
    replayed = replay(module, parsed.config, parsed.events);
  } catch (error) {
    return fail(`This record could not be replayed: ${clip(messageOf(error))}`);
  }
  if (!replayed.ok) {
    const { rule, round, play } = replayed.rejection;
    return { ok: false, error: { rule, message: rejectionWords(module, replayed.rejection), round: round ?? null, play: play ?? null } };
  }
  const session = { game: gameId as GameId, config: parsed.config, createdAt: now, updatedAt: now, redo: [], ...replayed.derived };
  return { ok: true, session, events: parsed.events };
}

/**
 * Imports a record as a new session. The whole record is parsed and validated by its game's rules
 * module before anything is written (checkRecord), so a bad file leaves the database as it was and
 * the error says where it is wrong (round, play, rule) in the module's own words. Names are stored
 * as the plain strings they are, in their normal form (../rules/player-name.ts); nothing here (or
 * on screen) interprets markup in them.
 */
export async function importRecord(db: LedgerDb, text: string): Promise<ImportResult> {
  const checked = checkRecord(await db.rules(), text, db.now());
  if (!checked.ok) return checked;
  const session: SessionRow = { id: newId(), ...checked.session };
  const events = checked.events.map((event, seq) => ({ sessionId: session.id, seq, event, at: session.createdAt }));
  await db.transaction('rw', db.sessions, db.events, db.players, async () => {
    session.playerIds = await ensurePlayers(db, session.players, session.createdAt);
    await db.sessions.add(session);
    await db.events.bulkAdd(events);
  });
  sessionChanged(db, session.id);
  return { ok: true, id: session.id };
}

/** A session as a record (pretty JSON text), or undefined when there is no such id. */
export async function exportRecord(db: LedgerDb, id: string): Promise<string | undefined> {
  const read = await db.transaction('r', db.sessions, db.events, async () => {
    const session = await db.sessions.get(id);
    return session && { session, rows: await readLog(db, id) };
  });
  if (!read) return undefined;
  const module = gameFor(await db.rules(), read.session.game);
  if (!module) throw new Error(`Session ${id} is a game this version does not know: ${read.session.game}.`);
  const record = module.toRecord(read.session.config, read.rows.map((row) => row.event));
  return `${JSON.stringify(record, null, 2)}\n`;
}

function fail(message: string): { ok: false; error: RecordError } {
  return { ok: false, error: { round: null, play: null, rule: 'format', message } };
}
