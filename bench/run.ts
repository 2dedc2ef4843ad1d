/**
 * `npm run -s bench`: every benchmark script in bench/, each printing one JSON object per line.
 * The browser benches build the app and drive Debian's Chromium; they are skipped with a note on
 * stderr when Chromium is missing.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const NODE_BENCHES = [
  'bench/replay-diamonds.ts',
  'bench/first-load.ts',
  'bench/share-link.ts',
  'bench/live-table.ts',
  'bench/relay-load.ts',
  'bench/relay-attacks.ts',
  'bench/scale-out.ts',
];
const BROWSER_BENCHES = ['bench/tap-to-recorded.ts', 'bench/stats-screen.ts', 'bench/five-thousand-games.ts', 'bench/link-device.ts'];

for (const file of NODE_BENCHES) execFileSync('npx', ['tsx', file], { stdio: ['ignore', 'inherit', 'inherit'] });
for (const file of BROWSER_BENCHES) {
  if (!existsSync(file)) continue;
  if (!existsSync('/usr/bin/chromium')) {
    process.stderr.write(`bench: ${file} skipped, /usr/bin/chromium is missing (run scripts/ensure-chromium.sh)\n`);
    continue;
  }
  execFileSync('npx', ['tsx', file], { stdio: ['ignore', 'inherit', 'inherit'] });
}
