/**
 * Builds and serves the round-end check harness (./harness/diamonds-check) the way the global
 * setup builds and serves the app: `vite build` then `vite preview` as child processes (a build
 * inside vitest, where NODE_ENV is "test", would be a development build), in a folder of its own.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

const VITE = 'node_modules/vite/bin/vite.js';
const ROOT = 'test/e2e/harness/diamonds-check';
const OUT = resolve('.tmp/e2e-check');

function cleanEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  delete env.NODE_ENV;
  delete env.VITEST;
  return env;
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? done(address.port) : fail(new Error('no free port'))));
    });
  });
}

export async function serveCheckHarness(): Promise<{ url: string; stop: () => void }> {
  const built = spawnSync(process.execPath, [VITE, 'build', ROOT, '--outDir', OUT, '--emptyOutDir', '--logLevel', 'warn'], {
    env: cleanEnv(),
    stdio: 'inherit',
  });
  if (built.status !== 0) throw new Error(`vite build of the harness failed (${built.status ?? built.signal})`);
  const port = await freePort();
  const server = spawn(process.execPath, [VITE, 'preview', ROOT, '--outDir', OUT, '--host', '127.0.0.1', '--port', String(port), '--strictPort'], {
    env: cleanEnv(),
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const stop = (): void => {
    if (server.pid && server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
  };
  const url = `http://127.0.0.1:${port}/`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`vite preview exited with ${server.exitCode}`);
    try {
      if ((await fetch(url)).ok) return { url, stop };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      stop();
      throw new Error(`vite preview did not answer at ${url}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}
