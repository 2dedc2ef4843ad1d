/**
 * The round sheets being typed, kept in localStorage until the round is recorded, so a reload (or
 * a phone that drops the tab) in the middle of entering four sheets loses nothing. They are not part
 * of the game until the round is appended to the log. Storage may be unavailable (private mode):
 * then the sheets only live on screen.
 */
import { playedTurns, playedTurnsBefore, readSheet, type DiamsSessionEvent, type DiamsState, type PlayedTurns, type Sheet } from '../../../rules/diams/index.js';

/**
 * `tag` sets apart the sheets of a round played turn by turn, by the turns they were pre-filled
 * from (see playedTurns in the rules): '' for a round entered as sheets.
 */
const key = (sessionId: string, round: number, tag = ''): string => `diamond-ledger:diams-sheets:${sessionId}:${round}${tag ? `:${tag}` : ''}`;

const tagOf = (played: PlayedTurns): string => (played === null ? '' : played === 'playing' ? 'turns' : `turns-${played}`);

/** The drafts' tag for the round in progress. */
export function draftTag(state: DiamsState): string {
  return tagOf(playedTurns(state));
}

/** The tag `draftTag` gives once the last event of `events` (a round's sheets) is undone. */
export function tagBeforeLast(events: readonly DiamsSessionEvent[]): string {
  return tagOf(playedTurnsBefore(events));
}

export const blankSheets = (seats: number): Sheet[] => Array.from({ length: seats }, () => ({ safe: [], hand: [] }));

/**
 * The stored sheets of a round, each validated as a record's would be; anything unreadable starts
 * from `start` (blank sheets unless given, e.g. the sheets pre-filled from the turns).
 */
export function loadDraft(sessionId: string, round: number, seats: number, tag = '', start: Sheet[] = blankSheets(seats)): Sheet[] {
  let raw: unknown;
  try {
    raw = JSON.parse(localStorage.getItem(key(sessionId, round, tag)) ?? 'null');
  } catch {
    return start;
  }
  if (!Array.isArray(raw) || raw.length !== seats) return start;
  return raw.map((sheet: unknown) => {
    const read = readSheet(sheet, '');
    return read.ok ? read.value : { safe: [], hand: [] };
  });
}

export function saveDraft(sessionId: string, round: number, sheets: readonly Sheet[], tag = ''): void {
  try {
    localStorage.setItem(key(sessionId, round, tag), JSON.stringify(sheets));
  } catch {
    // No storage: the sheets stay on screen only.
  }
}

export function clearDraft(sessionId: string, round: number, tag = ''): void {
  try {
    localStorage.removeItem(key(sessionId, round, tag));
  } catch {
    // Nothing was stored.
  }
}
