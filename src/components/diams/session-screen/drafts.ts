/**
 * The round sheets being typed, kept as the game's table state (src/store/table-state.ts) until the
 * round is recorded, so a reload (or a phone that drops the tab) in the middle of entering four
 * sheets loses nothing. They are not part of the game until the round is appended to the log.
 */
import { playedTurns, playedTurnsBefore, readSheet, type DiamsSessionEvent, type DiamsState, type PlayedTurns, type Sheet } from '../../../rules/diams/index.js';
import type { TableState } from '../../../store/index.js';

/**
 * `tag` sets apart the sheets of a round played turn by turn, by the turns they were pre-filled
 * from (see playedTurns in the rules): '' for a round entered as sheets.
 */
export const draftKey = (round: number, tag = ''): string => `sheets:${round}${tag ? `:${tag}` : ''}`;

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
export function loadDraft(table: TableState, round: number, seats: number, tag = '', start: Sheet[] = blankSheets(seats)): Sheet[] {
  const raw = table[draftKey(round, tag)];
  if (!Array.isArray(raw) || raw.length !== seats) return start;
  return raw.map((sheet: unknown) => {
    const read = readSheet(sheet, '');
    return read.ok ? read.value : { safe: [], hand: [] };
  });
}
