/**
 * The built app for a browser bench: `vite build` into a temporary folder (dist/ is left alone),
 * served by `vite preview` on a free loopback port, and Debian's Chromium. `close` stops all three.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { build, preview } from 'vite';
import { launch } from '../test/e2e/browser';

export interface Served {
  baseUrl: string;
  browser: Browser;
  close: () => Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * The built app in a temporary folder of its own; its path (the caller removes it). `vite build`
 * makes it, or, when BENCH_DIST names a build already made (the \`bench\` suite of npm test gives
 * the journeys' build), a copy of that: six benches building the same app took minutes.
 */
export async function buildApp(): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), 'ledger-bench-'));
  if (process.env.BENCH_DIST) cpSync(process.env.BENCH_DIST, outDir, { recursive: true });
  else await build({ logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  return outDir;
}

/**
 * The built app served by `vite preview` on a free loopback port, in this process: Vite 8 refuses
 * a second preview process of the project (its command lock), and the journeys of npm test run one.
 */
export async function previewBuild(): Promise<{ baseUrl: string; close: () => Promise<void> }> {
  const outDir = await buildApp();
  const port = await freePort();
  const server = await preview({ logLevel: 'warn', build: { outDir }, preview: { host: '127.0.0.1', port, strictPort: true } });
  return {
    baseUrl: `http://127.0.0.1:${port}/`,
    close: async () => {
      await server.close();
      rmSync(outDir, { recursive: true, force: true });
    },
  };
}

export async function serveBuild(): Promise<Served> {
  const served = await previewBuild();
  const browser = await launch();
  return {
    baseUrl: served.baseUrl,
    browser,
    close: async () => {
      await browser.close();
      await served.close();
    },
  };
}

export const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;

/**
 * When each screen counts as open, as the body of a page function over `root` (the screen's
 * shadow root). Given as text: tsx would wrap a function of ours in a helper the page lacks.
 */
export const SCREENS = {
  home: { hash: '#/', tag: 'home-screen', ready: `root.querySelector('a.session')` },
  history: { hash: '#/history', tag: 'history-screen', ready: `root.querySelector('a.session')` },
  stats: {
    hash: '#/stats',
    tag: 'stats-screen',
    ready: `root.querySelector('.summary') && root.querySelector('section#players table') && root.querySelector('section#ratings table') && root.querySelector('section#head-to-head table') && root.querySelector('section#rounds score-chart')?.shadowRoot?.querySelector('svg path.line')`,
  },
  players: { hash: '#/players', tag: 'players-screen', ready: `root.querySelector('li.player')` },
} as const;
export type Screen = keyof typeof SCREENS;

/** From the hash change to the screen's content rendered, in ms. */
export function openScreen(page: Page, screen: Screen): Promise<number> {
  const { hash, tag, ready } = SCREENS[screen];
  return page.evaluate<number>(`new Promise((resolve, reject) => {
    const start = performance.now();
    location.hash = ${JSON.stringify(hash)};
    const check = () => {
      const root = document.querySelector('app-shell ${tag}')?.shadowRoot;
      if (root && (${ready})) resolve(performance.now() - start);
      else if (performance.now() - start > 300000) reject(new Error('${tag} did not render'));
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  })`);
}
