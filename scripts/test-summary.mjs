// Sums the counts of every suite into one closing line: "tests: N passed, M failed", after a line
// with each suite's time and CPU time (.tmp/times.log, written by scripts/test.sh).
// vitest writes JSON reports; @web/test-runner's progress line ends with "N passed, M failed", and
// so do the last lines of the lint and format suites (scripts/lint.mjs, scripts/format.mjs: one
// test a file) and of the bench suite (bench/run.ts: one test a benchmark);
// the type check (types.log) and dependency-cruiser's report (layers.log) are one check each.
// A suite that left no report (it crashed before writing one) counts as one failed test, and so
// does one that exited non-zero with no test failed in its report (vitest's unhandled errors).
import { existsSync, readFileSync } from 'node:fs';

// eslint-disable-next-line no-control-regex -- the ESC that starts a colour code is the point
const COLOUR = /\x1b\[[0-9;]*[A-Za-z]/g;
const minutes = (s) => `${Math.floor(s / 60)}:${String(Math.round(s % 60)).padStart(2, '0')}`;

let passed = 0;
let failed = 0;
const times = [];
/** Suites that exited non-zero (times.log), and the failures counted in each suite's report. */
const exited = [];
const failedIn = new Map();
/** Each failed test of a vitest report or the components' log, with the first line of why: said again at the end, where a CI log's tail shows it. */
const failures = [];
for (const file of process.argv.slice(2)) {
  if (!existsSync(file)) {
    console.log(`no report: ${file}`);
    failed += 1;
    continue;
  }
  const before = failed;
  const text = readFileSync(file, 'utf8');
  const plain = text.replace(COLOUR, '');
  if (file.endsWith('times.log')) {
    for (const line of plain.trim().split('\n')) {
      const [name, seconds, status, cpu] = line.split(' ');
      times.push(`${name} ${minutes(Number(seconds))}${cpu ? ` (cpu ${minutes(Number(cpu))})` : ''}${status === '0' ? '' : ' (failed)'}`);
      if (status !== '0' && name !== 'all') exited.push(name);
    }
  } else if (file.endsWith('.json')) {
    const report = JSON.parse(text);
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    for (const result of report.testResults)
      for (const test of result.assertionResults ?? [])
        if (test.status === 'failed') {
          const why = (test.failureMessages?.[0] ?? '').replace(COLOUR, '').split('\n')[0].slice(0, 240);
          failures.push(`${result.name.replace(/^.*\/test\//, 'test/')} > ${test.fullName}: ${why}`);
        }
    // The main journeys run one engine a file (test/e2e/engines/): each engine's wall time.
    const engines = report.testResults.filter((r) => r.name.includes('/test/e2e/engines/'));
    if (engines.length) {
      const each = engines.map((r) => `${r.name.replace(/^.*\//, '').replace(/\.e2e\.test\.ts$/, '')} ${minutes((r.endTime - r.startTime) / 1000)}`);
      console.log(`the main journeys, each engine's wall time (min:s): ${each.join(', ')}`);
    }
  } else if (file.endsWith('types.log')) {
    if (/error TS\d+/.test(plain)) failed += 1;
    else passed += 1;
  } else if (file.endsWith('layers.log')) {
    if (/no dependency violations found/.test(plain)) passed += 1;
    else failed += 1;
  } else {
    // @web/test-runner names each failure under its file ("test/…/x.test.ts:", then " ❌ suite > test"
    // and the first line of why); a page that never loaded or timed out is a ❌ line too.
    if (file.endsWith('components.log')) {
      const lines = plain.split('\n');
      let testFile = '';
      lines.forEach((line, i) => {
        const named = /^(test\/\S+\.test\.ts):$/.exec(line.trim());
        if (named) testFile = named[1];
        const cross = /^\s*❌\s*(.*)$/.exec(line);
        if (!cross) return;
        const why = lines.slice(i + 1).find((next) => next.trim() !== '') ?? '';
        failures.push(`${testFile || 'components'} > ${cross[1].trim()}: ${why.trim().slice(0, 240)}`);
      });
    }
    const counts = [...plain.matchAll(/(\d+) passed, (\d+) failed/g)].pop();
    if (!counts) {
      console.log(`no test counts in ${file}`);
      failed += 1;
      continue;
    }
    passed += Number(counts[1]);
    failed += Number(counts[2]);
  }
  failedIn.set(file.replace(/^.*\//, '').replace(/\.[^.]+$/, ''), failed - before);
}
for (const name of exited) {
  if (failedIn.get(name)) continue;
  console.log(`${name} exited non-zero with no failed test in its report: counted as one failed`);
  failed += 1;
}
for (const line of failures.slice(0, 12)) console.log(`failed: ${line}`);
if (failures.length > 12) console.log(`failed: and ${failures.length - 12} more`);
console.log(`suite times (min:s; cpu is user and system time): ${times.join(', ')}`);
// scripts/test.sh runs every suite with the Node this summary runs on (the first on npm's PATH).
console.log(`every suite ran on Node ${process.version}`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exitCode = failed > 0 ? 1 : 0;
