/** How statistics read on screen, and the CSV download the statistics and history screens share. */

const percent = new Intl.NumberFormat(undefined, { style: 'percent', maximumFractionDigits: 0 });
const decimal = new Intl.NumberFormat(undefined, { maximumFractionDigits: 1 });
const dayFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** "67%", or "—" when there is nothing to divide. */
export function formatRate(rate: number | null): string {
  return rate === null ? '—' : percent.format(rate);
}

/** "56.5", "30", or "—". */
export function formatNumber(value: number | null | undefined): string {
  return value === null || value === undefined || !Number.isFinite(value) ? '—' : decimal.format(value);
}

/** `part` of `whole` as "3 of 9 (33%)". */
export function formatShare(part: number, whole: number): string {
  return whole > 0 ? `${part} of ${whole} (${percent.format(part / whole)})` : '—';
}

export function formatDay(ms: number): string {
  return dayFormat.format(ms);
}

/** yyyy-mm-dd of a local date, for file names and date inputs. */
export function isoDay(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/**
 * Saves a text as a file through a temporary download link. A byte order mark goes first so that
 * spreadsheets open accented names as UTF-8.
 */
export function downloadCsv(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
