/**
 * First load: the gzipped JS and CSS a first visit downloads before the app runs (index.html's
 * scripts, styles, modulepreloads and their static imports; lazy screens are not counted), from a
 * production build made here. Prints {"bench":"first-load-gzip","value":N,"unit":"KB"}.
 * Goal: at most 60 KB.
 */
import { execFileSync } from 'node:child_process';

const OUT = '.tmp/bench-first-load';
// A production build, as `npm start` makes it (under a test runner NODE_ENV would change it).
const env = { ...process.env };
delete env.NODE_ENV;
execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--outDir', OUT, '--emptyOutDir', '--logLevel', 'warn'], {
  env,
  stdio: ['ignore', 'ignore', 'inherit'],
});
execFileSync(process.execPath, ['scripts/first-load-size.mjs', OUT], { stdio: ['ignore', 'inherit', 'inherit'] });
