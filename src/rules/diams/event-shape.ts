/**
 * The shape of a Diam's session event (./types.ts, DiamsSessionEvent) for a log that comes from
 * outside: a backup file and its redo list. A round of sheets is read sheet by sheet (./sheet.ts),
 * a turn through the market log's own reader (./market/read.ts); only known fields are kept, in a
 * fresh copy. Whether the event is legal at its place in the log is `apply`'s to say.
 */
import type { ParsedEvent, Rejection } from '../game';
import { getOwn, isIntIn, isPlainObject, kind, show, unknownKey } from './json';
import { readMarketEvent } from './market/read';
import type { MarketLogEvent } from './market/types';
import { readSheet } from './sheet';
import type { DiamsConfig, DiamsSessionEvent, Sheet } from './types';

const FIELDS = { round: ['type', 'sheets'], turns: ['type', 'first', 'closing'], turn: ['type', 'event'] } as const;

function bad(message: string): { ok: false; rejection: Rejection } {
  return { ok: false, rejection: { rule: 'format', message } };
}

/** A copy of one event's known fields, or the first fault of its shape. */
export function parseDiamsEvent(config: DiamsConfig, raw: unknown): ParsedEvent<DiamsSessionEvent> {
  if (!isPlainObject(raw)) return bad(`A Diam's event is an object with a "type", but this is ${kind(raw)}.`);
  const type = getOwn(raw, 'type');
  if (type !== 'round' && type !== 'turns' && type !== 'turn') {
    return bad(`Unknown Diam's event ${kind(type)}: expected "round", "turns" or "turn".`);
  }
  const allowed: readonly string[] = FIELDS[type];
  const extra = unknownKey(raw, allowed);
  if (extra !== undefined) return bad(`A "${type}" event has an unknown field ${show(extra)}: only ${allowed.map((k) => `"${k}"`).join(', ')}.`);
  const players = config.players;

  if (type === 'round') {
    const raws = getOwn(raw, 'sheets');
    if (!Array.isArray(raws) || raws.length !== players.length) {
      return bad(`A "round" event holds one sheet per player (${players.length}), but its "sheets" is ${kind(raws)}.`);
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
    if (!isIntIn(first, 0, players.length - 1)) return bad(`A "turns" event's "first" is the seat who plays first, but it is ${kind(first)}.`);
    if (closing !== 'standard' && closing !== 'deterministic') {
      return bad(`A "turns" event's "closing" is "standard" or "deterministic" (M-CLOSING-POS), but it is ${kind(closing)}.`);
    }
    return { ok: true, event: { type, first, closing } };
  }
  const event = getOwn(raw, 'event');
  const read = readMarketEvent(event, players.length);
  if (!read.ok) return read;
  // The reader accepted known fields of JSON types only, so this copy is small and exact (it keeps
  // an absent "pure" absent, as the app wrote it).
  return { ok: true, event: { type, event: JSON.parse(JSON.stringify(event)) as MarketLogEvent } };
}
