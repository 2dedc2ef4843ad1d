// Sums the counts of every suite into one closing line: "tests: N passed, M failed".
// vitest writes JSON reports; @web/test-runner's progress line ends with "N passed, M failed";
// dependency-cruiser's report (layers.log) is one check, passed when it found no violation.
import { readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
for (const file of process.argv.slice(2)) {
  const text = readFileSync(file, 'utf8');
  if (file.endsWith('.json')) {
    const report = JSON.parse(text);
    passed += report.numPassedTests;
    failed += report.numFailedTests;
  } else {
    // eslint-disable-next-line no-control-regex
    const plain = text.replace(/\x1b\[[0-9;]*[A-Za-z]/g, '');
    if (file.endsWith('layers.log')) {
      if (/no dependency violations found/.test(plain)) passed += 1;
      else failed += 1;
      continue;
    }
    const counts = [...plain.matchAll(/(\d+) passed, (\d+) failed/g)].pop();
    if (!counts) throw new Error(`no test counts in ${file}`);
    passed += Number(counts[1]);
    failed += Number(counts[2]);
  }
}
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exitCode = failed > 0 ? 1 : 0;
