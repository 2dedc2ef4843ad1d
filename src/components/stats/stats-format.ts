/**
 * How statistics read on screen, in the current language (numbers and dates through Intl), and the
 * CSV download the statistics and history screens share. CSV files stay in English: they are data.
 */
import { msg, str } from '@lit/localize';
import type { Group } from '../../stats/index';
import { formatDate, formatNumber as number } from '../../i18n/format';
import { variantName } from '../diamonds/view/names';

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

/** A group of statistics (../../stats GROUPS) in words: "Diamonds, teams". */
export function groupLabel(group: Pick<Group, 'key'>): string {
  switch (group.key) {
    case 'diamonds':
      return msg('Diamonds, all variants', { id: 'stats.group.diamonds' });
    case 'diamonds/standard':
      return msg('Diamonds, standard', { id: 'stats.group.diamonds-standard' });
    case 'diamonds/teams':
      return msg('Diamonds, teams', { id: 'stats.group.diamonds-teams' });
    case 'diamonds/perfect':
      return msg('Diamonds, all cards known', { id: 'stats.group.diamonds-perfect' });
    case 'diams':
      return msg("Diam's, all", { id: 'stats.group.diams' });
    case 'diams/standard':
      return msg("Diam's, 3 rounds", { id: 'stats.group.diams-standard' });
    case 'diams/quick':
      return msg("Diam's, quick game", { id: 'stats.group.diams-quick' });
    default:
      return msg('All games', { id: 'stats.group.all' });
  }
}

/** The variant of a session in words ("teams", "quick game"), as the groups name it. */
export function variantText(game: string, variant: string): string {
  switch (`${game}/${variant}`) {
    case 'diamonds/standard':
    case 'diamonds/teams':
    case 'diamonds/perfect':
      return variantName(variant as 'standard' | 'teams' | 'perfect');
    case 'diams/standard':
      return msg('3 rounds', { id: 'diams.options.rounds3' });
    case 'diams/quick':
      return msg('quick game', { id: 'stats.variant.quick' });
    default:
      return variant;
  }
}

/** yyyy-mm-dd of a local date, for file names and date inputs. */
export function isoDay(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}
