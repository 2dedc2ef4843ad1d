/**
 * How statistics read on screen, in the current language (numbers and dates through Intl), and the
 * CSV download the statistics and history screens share. CSV files stay in English: they are data.
 */
import { msg, str } from '@lit/localize';
import type { Group } from '../../stats/index';
import { formatDate, formatNumber as number } from '../../i18n/format';
import { screensOf } from '../shared/games';

const PERCENT = { style: 'percent', maximumFractionDigits: 0 } as const;
const DECIMAL = { maximumFractionDigits: 1 } as const;

/** "67%", or "—" when there is nothing to divide. */
export function formatRate(rate: number | null): string {
  return rate === null ? '—' : number(rate, PERCENT);
}

/** "56.5", "30", or "—". */
export function formatNumber(value: number | null | undefined): string {
  return value === null || value === undefined || !Number.isFinite(value) ? '—' : number(value, DECIMAL);
}

/** `part` of `whole` as "3 of 9 (33%)". */
export function formatShare(part: number, whole: number): string {
  if (whole <= 0) return '—';
  const rate = number(part / whole, PERCENT);
  return msg(str`${part} of ${whole} (${rate})`, { id: 'stats.share' });
}

const DAY = { dateStyle: 'medium' } as const;

export function formatDay(ms: number): string {
  return formatDate(ms, DAY);
}

/** A group of statistics (../../stats GROUPS) in words, as its game names it (../shared/games.ts): "Diamonds, teams". */
export function groupLabel(group: Pick<Group, 'game' | 'variant'>): string {
  const game = screensOf(group.game);
  return game ? game.groupLabel(group.variant) : msg('All games', { id: 'stats.group.all' });
}

/** The variant of a session in words ("teams", "quick game"), as its game names it; the variant's id for one this version does not know. */
export function variantText(game: string, variant: string): string {
  return screensOf(game)?.variantText(variant) ?? variant;
}

/** yyyy-mm-dd of a local date, for file names and date inputs. */
export function isoDay(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}
