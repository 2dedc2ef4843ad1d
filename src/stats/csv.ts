/**
 * CSV export (RFC 4180) of the statistics and of the history. Names are untrusted text, and a
 * spreadsheet may split the file on `,` or on `;` (its list separator in many locales), so:
 * - every cell holding `,` `;` `"` or a line break is quoted;
 * - a text cell a spreadsheet could run as a formula is prefixed with ' inside those quotes, as
 *   OWASP's "CSV Injection" page recommends: one that starts, or whose piece after a `,` `;` or
 *   line break starts (spaces aside), with = + - @ or their fullwidth forms ＝ ＋ － ＠ (which
 *   spreadsheets in CJK locales read as the ASCII ones), or with a tab or a carriage return.
 */
import type { SessionRow } from '../store/db';
import { groupsPresent, playerSummary, type Group, type StatsEntry } from './aggregate';
import { statsOf } from './games/index';

export type Cell = string | number | boolean | null | undefined;

/** A formula's first character, at the start of the cell or of a piece a separator or line break begins. */
const FORMULA = /(?:^|[,;\r\n])[^\S\t\r\n]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20\t\r]/;
/** What makes a cell quoted: a separator of either kind, a quote, a line break. */
const QUOTED = /[",;\r\n]/;

/** One cell as CSV text. Numbers are written as they are (a negative number is not a formula). */
export function csvCell(value: Cell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  const text = FORMULA.test(value) ? `'${value}` : value;
  return QUOTED.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows as CSV text: CRLF line ends, a final CRLF. */
export function toCsv(rows: readonly (readonly Cell[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** A number rounded for a table: at most `digits` decimals, no trailing zeros. */
export function round(value: number | null, digits = 2): number | null {
  if (value === null) return null;
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

export const STATS_CSV_HEADER = [
  'Player',
  'Game',
  'Games',
  'Wins',
  'Win rate (%)',
  'Average score',
  'Best score',
  'Off-suit action points',
  'Trick win points',
  'Majority points',
  'No-trick bonus points',
  'Diamonds lost to Clubs',
  "Diam's rounds",
  'Points per round',
  'Victory chips',
  'Purity bonus won alone',
  'Purity bonus shared',
  'Hand bonus won',
] as const;

/**
 * One line per player and group (every group the player has a finished game in), players in the
 * order given. Diamonds and Diam's columns are totals over the games; empty where they do not apply.
 */
export function statsCsv(
  entries: readonly StatsEntry[],
  players: readonly { id: string; name: string }[],
  groups: readonly Group[] = groupsPresent(entries),
): string {
  const rows: Cell[][] = [[...STATS_CSV_HEADER]];
  for (const player of players) {
    for (const group of groups) {
      const s = playerSummary(entries, player.id, group);
      if (s.games === 0) continue;
      const d = s.diamonds;
      const m = s.diams;
      rows.push([
        player.name,
        group.label,
        s.games,
        s.wins,
        round(s.winRate === null ? null : s.winRate * 100, 1),
        round(s.averageScore),
        s.bestScore,
        d?.offSuit,
        d?.take,
        d?.majority,
        d?.noTrick,
        d?.lostToClubs,
        m?.rounds,
        m && m.rounds ? round(m.points / m.rounds) : null,
        m?.chips,
        m?.purityAlone,
        m?.purityShared,
        m?.hand,
      ]);
    }
  }
  return toCsv(rows);
}

export const HISTORY_CSV_HEADER = ['Played', 'Last change', 'Game', 'Variant', 'Status', 'Players', 'Standings', 'Winners', 'Id'] as const;

/** The variant of a session row as a word, from its config ('' for a game this code does not know). */
export function variantOf(session: Pick<SessionRow, 'game' | 'config'>): string {
  return statsOf(session.game)?.variantOf(session.config) ?? '';
}

/** The variant's words for people, as the groups label it ("teams", "quick game"). */
export function variantLabel(session: Pick<SessionRow, 'game' | 'config'>): string {
  const variant = variantOf(session);
  return statsOf(session.game)?.variants.find((v) => v.id === variant)?.label ?? variant;
}

const two = (n: number): string => String(Math.trunc(n)).padStart(2, '0');

/**
 * "2026-12-04T19:31:00+01:00": the device's local time with its offset from UTC (ISO 8601), which
 * spreadsheets show as the time the table saw on its clock; a UTC time ("…Z") showed an hour or
 * nine off.
 */
export function localTimestamp(ms: number): string {
  const d = new Date(ms);
  const east = -d.getTimezoneOffset();
  const offset = `${east < 0 ? '-' : '+'}${two(Math.abs(east) / 60)}:${two(Math.abs(east) % 60)}`;
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}T${two(d.getHours())}:${two(d.getMinutes())}:${two(d.getSeconds())}${offset}`;
}

/** The history as CSV: one line per session, in the order given; times local, with their offset. */
export function historyCsv(sessions: readonly SessionRow[]): string {
  const rows: Cell[][] = [[...HISTORY_CSV_HEADER]];
  for (const s of sessions) {
    rows.push([
      localTimestamp(s.createdAt),
      localTimestamp(s.updatedAt),
      statsOf(s.game)?.name ?? s.game,
      variantLabel(s),
      s.status === 'finished' ? 'finished' : 'in progress',
      s.players.join('; '),
      s.standings.map((st) => `${st.players.join(' & ')} ${st.score}`).join('; '),
      s.winners.join('; '),
      s.id,
    ]);
  }
  return toCsv(rows);
}
