/** How session facts read on screen. Player names are untrusted: these return plain text only. */
import type { SessionRow } from '../../store/index.js';

const GAME_NAMES: Record<string, string> = { diamonds: 'Diamonds', diams: "Diam's" };

export function gameName(id: string): string {
  return Object.hasOwn(GAME_NAMES, id) ? (GAME_NAMES[id] as string) : id;
}

export function statusLabel(status: SessionRow['status']): string {
  return status === 'finished' ? 'Finished' : 'In progress';
}

/** Built once: an Intl formatter is costly to create and a list may format hundreds of dates. */
const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export function formatDate(ms: number): string {
  return dateFormat.format(ms);
}

export function playerList(players: readonly string[]): string {
  return players.length ? players.join(', ') : 'No players';
}

/** "Ann 16 · Bob 12", partners joined with "&" in team games. */
export function standingsText(standings: SessionRow['standings']): string {
  return standings.map((s) => `${s.players.join(' & ')} ${s.score}`).join(' · ');
}

const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;

/** "550 kB", "10 GB": storage sizes as people read them (1 kB = 1000 bytes, as devices show). */
export function formatBytes(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1000 && unit < UNITS.length - 1) {
    value /= 1000;
    unit++;
  }
  return new Intl.NumberFormat(undefined, {
    style: 'unit',
    unit: UNITS[unit],
    unitDisplay: 'short',
    maximumFractionDigits: value < 10 && unit > 0 ? 1 : 0,
  }).format(value);
}
