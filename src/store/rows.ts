/**
 * Whether a stored row has the shape the screens read. The store writes only such rows, but a
 * database may hold others: written by hand, by an older or broken version, or restored before
 * restores were checked as they are now. A list shows each row that is not sound as damaged and
 * renders the rest, instead of failing as a whole on one bad row.
 */
import type { PlayerRow, SessionRow } from './db';
import { isShowableTime } from './time';

const isText = (value: unknown): value is string => typeof value === 'string';
const isTexts = (value: unknown): value is string[] => Array.isArray(value) && value.every(isText);

/** A session row whose list fields (./db.ts, SessionRow) all have their types, and real dates. */
export function isSoundSession(row: unknown): row is SessionRow {
  if (typeof row !== 'object' || row === null) return false;
  const s = row as Partial<Record<keyof SessionRow, unknown>>;
  return (
    isText(s.id) &&
    s.id !== '' &&
    isText(s.game) &&
    isTexts(s.players) &&
    isShowableTime(s.createdAt) &&
    isShowableTime(s.updatedAt) &&
    (s.status === 'in-progress' || s.status === 'finished') &&
    Array.isArray(s.standings) &&
    s.standings.every((x: unknown) => {
      const line = x as { players?: unknown; score?: unknown } | null;
      return typeof line === 'object' && line !== null && isTexts(line.players) && typeof line.score === 'number' && Number.isFinite(line.score);
    }) &&
    isTexts(s.winners) &&
    typeof s.length === 'number' &&
    Number.isSafeInteger(s.length) &&
    s.length >= 0 &&
    Array.isArray(s.redo) &&
    (s.playerIds === undefined || isTexts(s.playerIds))
  );
}

/** A player row with a text id and name, and a real date (an unknown colour is shown as slate). */
export function isSoundPlayer(row: unknown): row is PlayerRow {
  if (typeof row !== 'object' || row === null) return false;
  const p = row as Partial<Record<keyof PlayerRow, unknown>>;
  return isText(p.id) && p.id !== '' && isText(p.name) && isText(p.colour) && isShowableTime(p.createdAt);
}
