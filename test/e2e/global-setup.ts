/**
 * Builds the app once a run (`vite build`; both projects of vitest.e2e.config.ts share the build)
 * and serves it with `vite preview` on a free loopback port for every e2e file (they read its address and folder with `inject`); the server is
 * stopped after the run. The build goes to a folder of its own, so that a `vite build` someone
 * runs meanwhile cannot change the files under test. Both run as child processes, exactly as `npm start` runs them: inside
 * vitest, NODE_ENV is "test", and a build under it would be a development build.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The build under test (like dist/). */
    distDir: string;
  }
}

const VITE = 'node_modules/vite/bin/vite.js';
export const DIST = '.tmp/e2e-dist';

function cleanEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  delete env.NODE_ENV;
  delete env.VITEST;
  return env;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port'))));
    });
  });
}

async function waitUntilServing(url: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`vite preview exited with ${server.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`vite preview did not answer at ${url}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * Builds the app unless this run has built it already: the second project's setup finds it, and so
 * does every vitest of `npm test` (scripts/test.sh names its run in E2E_RUN, and builds it first).
 */
export function build(): void {
  const mark = join(DIST, `.built-in-${process.env.E2E_RUN ?? process.pid}`);
  if (existsSync(mark)) return;
  const built = spawnSync(process.execPath, [VITE, 'build', '--outDir', DIST, '--emptyOutDir', '--logLevel', 'warn'], {
    env: cleanEnv(),
    stdio: 'inherit',
  });
  if (built.status !== 0) throw new Error(`vite build failed (${built.status ?? built.signal})`);
  writeFileSync(mark, '');
}

export default async function setup(project: TestProject): Promise<() => void> {
  build();

  const port = await freePort();
  const server = spawn(process.execPath, [VITE, 'preview', '--outDir', DIST, '--host', '127.0.0.1', '--port', String(port), '--strictPort'], {
    env: cleanEnv(),
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const stop = () => {
    if (server.pid && server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
  };
  process.once('exit', stop);
  const baseUrl = `http://127.0.0.1:${port}/`;
  try {
    await waitUntilServing(baseUrl, server);
  } catch (error) {
    stop();
    throw error;
  }
  project.provide('baseUrl', baseUrl);
  project.provide('distDir', DIST);
  return stop;
}
