/**
 * The round sheets being typed, kept as the game's drafts (src/store/drafts.ts) until the
 * round is recorded, so a reload (or a phone that drops the tab) in the middle of entering four
 * sheets loses nothing. They are not part of the game until the round is appended to the log. So
 * is the rules-card fix-up a round is waiting for (M-CARD-VALUES): the values it asks for and what
 * is typed in them, until they are saved on the card.
 */
import {
  MAX_CARD_VALUE,
  playedTurns,
  playedTurnsBefore,
  readSheet,
  type DiamsSessionEvent,
  type DiamsState,
  type PlayedTurns,
  type QualityKey,
  type Sheet,
} from '../../../rules/diams/index';
import type { MissingValue } from '../../../rules/game';
import type { Drafts } from '../../../store/index';

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
export function loadDraft(table: Drafts, round: number, seats: number, tag = '', start: Sheet[] = blankSheets(seats)): Sheet[] {
  const raw = table[draftKey(round, tag)];
  if (!Array.isArray(raw) || raw.length !== seats) return start;
  return raw.map((sheet: unknown) => {
    const read = readSheet(sheet, '');
    return read.ok ? read.value : { safe: [], hand: [] };
  });
}

/** The values a round is waiting for, and what the fields hold (null: empty), in the same order. */
export interface FixDraft {
  entries: MissingValue[];
  values: (number | null)[];
}

export const fixKey = (round: number): string => `card-fix:${round}`;

const intIn = (n: unknown, low: number, high: number): n is number => typeof n === 'number' && Number.isInteger(n) && n >= low && n <= high;

/**
 * The stored fix-up of `round`, keeping only the entries the game's card still lacks (another tab
 * may have filled some); null when there is none, or nothing is left to ask.
 */
export function loadFix(table: Drafts, state: DiamsState, round: number): FixDraft | null {
  const raw = table[fixKey(round)] as Partial<FixDraft> | undefined;
  if (typeof raw !== 'object' || raw === null || !Array.isArray(raw.entries) || !Array.isArray(raw.values) || raw.entries.length !== raw.values.length)
    return null;
  const seats = state.config.players.length;
  const out: FixDraft = { entries: [], values: [] };
  raw.entries.forEach((e: unknown, i) => {
    const entry = e as Partial<MissingValue> | null;
    const value = raw.values?.[i];
    if (!entry || !intIn(entry.seat, 0, seats - 1) || !intIn(entry.quality, 1, 10) || !intIn(entry.count, 3, 5)) return;
    if (!(value === null || intIn(value, 0, MAX_CARD_VALUE))) return;
    if (state.config.card.values[String(entry.quality) as QualityKey][entry.count - 3] !== null) return;
    out.entries.push({ seat: entry.seat, quality: entry.quality, count: entry.count });
    out.values.push(value);
  });
  return out.entries.length ? out : null;
}
