/**
 * Which times the store accepts. Rows keep times as milliseconds since the epoch; a time that no
 * Date can hold (1e308, or below the smallest Date) makes every date formatter throw, and a list
 * that formats it never renders. So a time read from a file must be a real date of this app's
 * life, and a screen shows only rows whose times a Date can hold (docs/records.md, "Dates").
 */

/** 2000-01-01T00:00:00Z: no game of this app was played before (the Diamonds game is from 2014). */
export const EARLIEST_TIME = Date.UTC(2000, 0, 1);

/** How far a file's times may run ahead of this device's clock: another device's clock may be fast. */
export const CLOCK_MARGIN = 24 * 60 * 60 * 1000;

/**
 * How much further a game from another device of one's own ledger may run ahead (docs/sync.md): a
 * tablet left in a drawer for weeks, or set to the wrong day, must still read the phone's games.
 */
export const LEDGER_CLOCK_SKEW = 30 * 24 * 60 * 60 * 1000;

/** The largest distance from the epoch a Date holds (ECMAScript: ±100,000,000 days). */
const DATE_RANGE = 8.64e15;

/** Whether a time read from a file is a real date, from EARLIEST_TIME to a day after `now`. */
export function isFileTime(value: unknown, now: number): value is number {
  return typeof value === 'number' && value >= EARLIEST_TIME && value <= now + CLOCK_MARGIN;
}

/** Whether a stored time can be shown: a number a Date holds. */
export function isShowableTime(value: unknown): value is number {
  return typeof value === 'number' && Math.abs(value) <= DATE_RANGE;
}
