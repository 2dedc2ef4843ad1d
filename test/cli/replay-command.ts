/**
 * The `replay` command for tests. `npmReplay` runs it exactly as docs/records.md tells other tools
 * to (`npm run -s replay -- FILE`); `replayBundle` runs the same bin/replay.ts bundled once by
 * esbuild, so a test that replays dozens of files starts node in a fraction of a second each
 * instead of npm and tsx (about 9× the CPU time on this machine).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSync } from 'esbuild';

export interface ReplayRun {
  status: number | null;
  stdout: string;
  stderr: string;
}

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const MAX_BUFFER = 64 * 1024 * 1024;

/** `npm run -s replay -- FILE`, as documented. */
export function npmReplay(file: string): ReplayRun {
  const run = spawnSync('npm', ['run', '-s', 'replay', '--', file], { cwd: ROOT, encoding: 'utf8', maxBuffer: MAX_BUFFER });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

let bundle: string | undefined;

/** bin/replay.ts bundled for node, built on first use. */
function bundled(): string {
  if (bundle) return bundle;
  const out = join(mkdtempSync(join(tmpdir(), 'replay-bundle-')), 'replay.mjs');
  buildSync({ entryPoints: [join(ROOT, 'bin/replay.ts')], bundle: true, platform: 'node', format: 'esm', target: 'node20', outfile: out, logLevel: 'warning' });
  bundle = out;
  return out;
}

/** The same command as `npmReplay`, from the bundle. */
export function replayBundle(file: string): ReplayRun {
  const run = spawnSync(process.execPath, [bundled(), file], { cwd: ROOT, encoding: 'utf8', maxBuffer: MAX_BUFFER });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}
