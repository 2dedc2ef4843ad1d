/**
 * `npm run -s bench`: every benchmark script in bench/, each printing one JSON object per line
 * ({"bench", "value", "unit"}, ./emit.ts). The browser benches build the app and drive Debian's
 * Chromium; they are skipped with a note on stderr when Chromium is missing.
 *
 * With BENCH_TINY=1 (./size.ts) each runs once at a tiny size, as the `bench` suite of `npm test`
 * runs them: a bench counts as passed when it exits 0 having printed only such lines, at least one,
 * and the last line on stderr says "bench: N passed, M failed" (exit 1 on any failure). A benchmark that no
 * test runs breaks unseen (bench/live-table.ts waited for a screen that had come to ask for a seat).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const NODE_BENCHES = [
  'bench/replay-diamonds.ts',
  'bench/first-load.ts',
  'bench/share-link.ts',
  'bench/live-table.ts',
  'bench/follower-tap.ts',
  'bench/relay-load.ts',
  'bench/relay-attacks.ts',
  'bench/scale-out.ts',
];
const BROWSER_BENCHES = ['bench/tap-to-recorded.ts', 'bench/stats-screen.ts', 'bench/five-thousand-games.ts', 'bench/link-device.ts'];

/** What is wrong with a bench's output, or null: every line a figure, and at least one. */
function outputProblem(stdout: string): string | null {
  const lines = stdout.split('\n').filter((line) => line.trim() !== '');
  if (lines.length === 0) return 'it printed no figure';
  for (const line of lines) {
    let figure: unknown;
    try {
      figure = JSON.parse(line);
    } catch {
      // A line that is no JSON is exactly the fault to report.
      return `not a figure: ${line}`;
    }
    const { bench, value, unit } = (figure ?? {}) as Record<string, unknown>;
    if (typeof bench !== 'string' || typeof value !== 'number' || !Number.isFinite(value) || typeof unit !== 'string') return `not a figure: ${line}`;
  }
  return null;
}

let passed = 0;
const failed: string[] = [];
const benches = [...NODE_BENCHES, ...BROWSER_BENCHES.filter((file) => existsSync(file))];
for (const file of benches) {
  if (BROWSER_BENCHES.includes(file) && !existsSync('/usr/bin/chromium')) {
    process.stderr.write(`bench: ${file} skipped, /usr/bin/chromium is missing (run scripts/ensure-chromium.sh)\n`);
    continue;
  }
  const began = performance.now();
  const run = spawnSync('npx', ['tsx', file], { stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  process.stdout.write(run.stdout);
  const problem = run.status !== 0 ? `exit ${run.status ?? run.signal}` : outputProblem(run.stdout);
  process.stderr.write(`bench: ${file} took ${((performance.now() - began) / 1000).toFixed(1)} s\n`);
  if (problem) failed.push(`${file}: ${problem}`);
  else passed++;
}
for (const failure of failed) process.stderr.write(`bench failed: ${failure}\n`);
// On stderr: stdout holds the figures alone, one JSON object a line.
process.stderr.write(`bench: ${passed} passed, ${failed.length} failed\n`);
process.exitCode = failed.length > 0 ? 1 : 0;
