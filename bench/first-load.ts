/**
 * First load: the gzipped JS and CSS a first visit downloads before the app runs (index.html's
 * scripts, styles, modulepreloads and their static imports; lazy screens are not counted), from a
 * production build made here. Prints {"bench":"first-load-gzip","value":N,"unit":"KB"}.
 * Goal: at most FIRST_LOAD_LIMIT_KB (50 KB, src/lazy-doors.ts), which every `vite build` enforces.
 */
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { buildApp } from './preview';

const out = await buildApp();
try {
  execFileSync(process.execPath, ['scripts/first-load-size.mjs', out], { stdio: ['ignore', 'inherit', 'inherit'] });
} finally {
  rmSync(out, { recursive: true, force: true });
}
