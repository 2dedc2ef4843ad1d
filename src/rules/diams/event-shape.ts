/**
 * The shape of a Diam's session event (./types.ts, DiamsSessionEvent) for a log that comes from
 * outside: a backup file and its redo list. A round of sheets is read sheet by sheet (./sheet.ts),
 * a turn through the turns log's own reader (./turns/read.ts); only known fields are kept, in a
 * fresh copy. Whether the event is legal at its place in the log is `apply`'s to say.
 */
import { says, type MessageKey, type MessageParam, type ParsedEvent, type Rejection } from '../game';
import { getOwn, isIntIn, isPlainObject, kindText, show, unknownKey } from './json';
import { readTurnStep } from './turns/read';
import type { TurnStep } from './turns/types';
import { readSheet } from './sheet';
import type { DiamsConfig, DiamsSessionEvent, Sheet } from './types';

const FIELDS = { round: ['type', 'sheets'], turns: ['type', 'first', 'closing'], turn: ['type', 'event'] } as const;

function bad(key: MessageKey, params: Record<string, MessageParam>): { ok: false; rejection: Rejection } {
  return { ok: false, rejection: { rule: 'format', text: says(key, params) } };
}

/** A copy of one event's known fields, or the first fault of its shape. */
export function parseDiamsEvent(config: DiamsConfig, raw: unknown): ParsedEvent<DiamsSessionEvent> {
  if (!isPlainObject(raw)) return bad('format.diams-event.object', { kind: kindText(raw) });
  const type = getOwn(raw, 'type');
  if (type !== 'round' && type !== 'turns' && type !== 'turn') {
    return bad('format.diams-event.type', { kind: kindText(type) });
  }
  const allowed: readonly string[] = FIELDS[type];
  const extra = unknownKey(raw, allowed);
  if (extra !== undefined) return bad('format.market.event-field', { what: type, field: show(extra), allowed });
  const players = config.players;

  if (type === 'round') {
    const raws = getOwn(raw, 'sheets');
    if (!Array.isArray(raws) || raws.length !== players.length) {
      return bad('format.diams-event.sheets', { count: players.length, kind: kindText(raws) });
    }
    const sheets: Sheet[] = [];
    for (const [seat, sheet] of raws.entries()) {
      const read = readSheet(sheet, players[seat] ?? `seat ${seat + 1}`);
      if (!read.ok) return read;
      sheets.push(read.value);
    }
    return { ok: true, event: { type, sheets } };
  }
  if (type === 'turns') {
    const first = getOwn(raw, 'first');
    const closing = getOwn(raw, 'closing');
    if (!isIntIn(first, 0, players.length - 1)) return bad('format.diams-event.first', { kind: kindText(first) });
    if (closing !== 'standard' && closing !== 'deterministic') {
      return bad('format.diams-event.closing', { kind: kindText(closing) });
    }
    return { ok: true, event: { type, first, closing } };
  }
  const event = getOwn(raw, 'event');
  const read = readTurnStep(event, players.length);
  if (!read.ok) return read;
  // The reader accepted known fields of JSON types only, so this copy is small and exact (it keeps
  // an absent "pure" absent, as the app wrote it).
  return { ok: true, event: { type, event: JSON.parse(JSON.stringify(event)) as TurnStep } };
}
