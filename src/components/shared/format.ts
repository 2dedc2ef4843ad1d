/**
 * How session facts read on screen, in the current language. Player names are untrusted and
 * never translated: these return plain text only.
 */
import { msg } from '@lit/localize';
import type { SessionRow } from '../../store/index';
import { formatBytes as bytes, formatDate as date, formatNumber } from '../../i18n/format';
import { screensOf } from './games';

/** A game's name (./games.ts); the id itself for a game this version does not know. */
export function gameName(id: string): string {
  return screensOf(id)?.name() ?? id;
}

export function statusLabel(status: SessionRow['status']): string {
  return status === 'finished' ? msg('Finished', { id: 'status.finished' }) : msg('In progress', { id: 'status.in-progress' });
}

/** A date and time, as the reader's language writes them. */
export function formatDate(ms: number): string {
  return date(ms);
}

/** Names side by side: "Ann, Bob, Cy" / "Ann、Bob、Cy". */
export function nameList(names: readonly string[]): string {
  return names.join(msg(', ', { id: 'list.separator' }));
}

export function playerList(players: readonly string[]): string {
  return players.length ? nameList(players) : msg('No players', { id: 'players.none' });
}

/** "Ann 16 · Bob 12", partners joined with "&" in team games. */
export function standingsText(standings: SessionRow['standings']): string {
  return standings.map((s) => `${s.players.join(' & ')} ${formatNumber(s.score)}`).join(' · ');
}

/**
 * The standings best first, each with its rank; sides on the same score share a rank and the next
 * rank skips as many ("1, 2, 2, 4"). Highest wins in both games (D-SCORE, M-WIN).
 */
export function rankedStandings(standings: SessionRow['standings']): { rank: number; name: string; score: string }[] {
  const sorted = standings.map((s, seat) => ({ ...s, seat })).sort((a, b) => b.score - a.score || a.seat - b.seat);
  return sorted.map((s) => ({
    rank: 1 + sorted.filter((o) => o.score > s.score).length,
    name: s.players.join(' & '),
    score: formatNumber(s.score),
  }));
}

/** "550 kB", "10 GB": storage sizes as people read them (1 kB = 1000 bytes, as devices show). */
export function formatBytes(n: number): string {
  return bytes(n);
}
