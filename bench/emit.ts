/** One benchmark figure per line, as `npm run -s bench` promises: {"bench", "value", "unit"}. */
export function emit(bench: string, value: number, unit: string): void {
  process.stdout.write(`${JSON.stringify({ bench, value, unit })}\n`);
}
