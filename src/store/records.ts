/** Importing and exporting the portable game records of docs/records.md. */
import { says, type MessageText, type RecordFault } from '../rules/game';
import { clip } from '../rules/untrusted-text';
import type { DeviceDb, SessionRow } from './db';
import { messageOf, readSession, replay } from './log';
import { ensurePlayers, namesProblem } from './players';
import { gameFor, playersOf, type GameId, type GameRegistry } from './registry';
import { UnknownGameError } from './results';
import { byteLength } from './size';
import { newId } from './ids';
import { run } from './run';

/** A record is a few kilobytes; anything bigger than this is not one, and is refused unread. */
export const MAX_RECORD_BYTES = 1024 * 1024;

/**
 * A refused record's fault: where, the rule, and why as a key and values of the catalog (the error
 * object of docs/records.md once said: `recordError` of src/i18n/rule-messages.ts).
 */
export type ImportResult = { ok: true; id: string } | { ok: false; error: RecordFault };

/** A record checked completely, as importRecord would store it (dated `now`, with no id yet). */
export type CheckedRecord = { ok: true; session: Omit<SessionRow, 'id'>; events: unknown[] } | { ok: false; error: RecordFault };

/**
 * Reads and checks a record text completely, writing nothing: its size, JSON, game, every play
 * with its game's rules module, the names, and a replay that gives the summary. importRecord
 * stores what it gives; a shared link's screen shows it first (src/share-link/).
 */
export function checkRecord(games: GameRegistry, text: string, now: number): CheckedRecord {
  const size = byteLength(text, MAX_RECORD_BYTES);
  if (size > MAX_RECORD_BYTES) {
    return fail(says('store.record.size', { size, most: MAX_RECORD_BYTES }));
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    return fail(says('store.record.json', { why: clip(messageOf(error)) }));
  }
  const gameId = (raw as { game?: unknown } | null)?.game;
  const module = typeof raw === 'object' && !Array.isArray(raw) ? gameFor(games, gameId) : undefined;
  if (!module) {
    return fail(says('store.record.game', { games: Object.keys(games).map((g) => `"${g}"`) }));
  }
  let parsed;
  try {
    parsed = module.parseRecord(raw);
  } catch (error) {
    // A parser should answer with an error, not throw; if one throws, the file is still refused.
    return fail(says('store.record.read', { why: clip(messageOf(error)) }));
  }
  if (!parsed.ok) return { ok: false, error: parsed.error };
  const names = namesProblem(playersOf(parsed.config));
  if (names) return fail(names);

  // parseRecord validated the plays; the replay gives the summary (and guards against a parser
  // that let an illegal event through).
  let replayed;
  try {
    replayed = replay(module, parsed.config, parsed.events);
  } catch (error) {
    return fail(says('store.record.replay', { why: clip(messageOf(error)) }));
  }
  if (!replayed.ok) {
    const { rule, round, play, text } = replayed.rejection;
    return { ok: false, error: { rule, text, round: round ?? null, play: play ?? null } };
  }
  const session = { game: gameId as GameId, config: parsed.config, createdAt: now, updatedAt: now, redo: [], ...replayed.derived };
  return { ok: true, session, events: parsed.events };
}

/**
 * Imports a record as a new session. The whole record is parsed and validated by its game's rules
 * module before anything is written (checkRecord), so a bad file leaves the database as it was and
 * the error says where it is wrong (round, play, rule) and why, as the module's key and values.
 * Names are stored as the plain strings they are, in their normal form (../rules/player-name.ts);
 * nothing here (or on screen) interprets markup in them.
 */
export async function importRecord(db: DeviceDb, text: string): Promise<ImportResult> {
  const checked = checkRecord(await db.rules(), text, db.now());
  if (!checked.ok) return checked;
  const session: SessionRow = { id: newId(), ...checked.session };
  const events = checked.events.map((event, seq) => ({ sessionId: session.id, seq, event, at: session.createdAt }));
  await run(db, 'rw', [db.sessions, db.events, db.players], async () => {
    session.playerIds = await ensurePlayers(db, session.players, session.createdAt);
    await db.sessions.add(session);
    await db.events.bulkAdd(events);
  });
  return { ok: true, id: session.id };
}

/** A session as a record (pretty JSON text), or undefined when there is no such id. */
export async function exportRecord(db: DeviceDb, id: string): Promise<string | undefined> {
  const read = await readSession(db, id);
  if (!read) return undefined;
  const module = gameFor(await db.rules(), read.session.game);
  if (!module) throw new UnknownGameError(read.session.game);
  const record = module.toRecord(
    read.session.config,
    read.rows.map((row) => row.event),
  );
  return `${JSON.stringify(record, null, 2)}\n`;
}

function fail(text: MessageText): { ok: false; error: RecordFault } {
  return { ok: false, error: { round: null, play: null, rule: 'format', text } };
}
