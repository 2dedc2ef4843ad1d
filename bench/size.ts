/**
 * A benchmark's sizes: the real ones for `npm run bench`, tiny ones when `BENCH_TINY=1`, as the
 * `bench` suite of `npm test` runs every benchmark once (scripts/test.sh) so that none can break
 * unseen. A tiny run's figures say nothing; that it runs to its end and prints them does.
 */
export const TINY = process.env.BENCH_TINY === '1';

/** `full` in a real run, `tiny` in a tiny one. */
export function sized<T>(full: T, tiny: T): T {
  return TINY ? tiny : full;
}
