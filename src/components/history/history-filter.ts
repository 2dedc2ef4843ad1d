/** Which games the history lists for a filter, in which order: pure, for the screen and its tests. */
import type { StatsInputs } from '../../stats/index';
import { isSoundSession, seatPlayerIds, type SessionRow } from '../../store/index';

export interface HistoryFilter {
  /** '' for every game, else a game id. */
  game: string;
  /** '' for everyone, else a player id. */
  playerId: string;
  /** yyyy-mm-dd (local days, inclusive), or ''. */
  from: string;
  to: string;
}

/** Start of a local day given as yyyy-mm-dd, in ms; NaN when it is not a date. */
function dayStart(day: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return m ? new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3])).getTime() : Number.NaN;
}

/**
 * The sessions a filter keeps, newest played first. Pure, for the screen and its tests. A damaged
 * row (../../store/rows.ts) has no date or players to filter on: it is kept only when nothing is
 * filtered, first, so that it says it is damaged.
 */
export function filterSessions(inputs: StatsInputs, filter: HistoryFilter): SessionRow[] {
  const damaged = inputs.sessions.filter((s) => !isSoundSession(s));
  const kept = filterSound(inputs.sessions.filter(isSoundSession), inputs, filter);
  return filter.game || filter.playerId || filter.from || filter.to ? kept : [...damaged, ...kept];
}

function filterSound(sessions: SessionRow[], inputs: StatsInputs, filter: HistoryFilter): SessionRow[] {
  const byId = new Map(inputs.players.map((p) => [p.id, p]));
  const idByName = new Map(inputs.players.map((p) => [p.name, p.id]));
  const from = filter.from ? dayStart(filter.from) : Number.NEGATIVE_INFINITY;
  const toDay = filter.to ? dayStart(filter.to) : Number.NaN;
  const to = Number.isNaN(toDay) ? Number.POSITIVE_INFINITY : new Date(toDay).setDate(new Date(toDay).getDate() + 1);
  return sessions
    .filter(
      (s) =>
        (!filter.game || s.game === filter.game) &&
        (!filter.playerId || seatPlayerIds(s, byId, idByName).includes(filter.playerId)) &&
        (Number.isNaN(from) || s.createdAt >= from) &&
        s.createdAt < to,
    )
    .sort((a, b) => b.createdAt - a.createdAt || b.updatedAt - a.updatedAt || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
}

/** Damaged rows first, as filterSessions puts them, so that they say so at the top. */
export function damagedFirst(rows: SessionRow[]): SessionRow[] {
  return [...rows.filter((s) => !isSoundSession(s)), ...rows.filter(isSoundSession)];
}

/** The games the filter offers: those of these sessions. */
export function gamesOf(sessions: SessionRow[]): string[] {
  return [...new Set(sessions.filter(isSoundSession).map((s) => s.game))].sort();
}
