/**
 * Component tests (test/components/**) in Debian's Chromium: no test tool downloads a browser.
 * Sources are TypeScript with Lit's legacy decorators, compiled by esbuild with tsconfig.json.
 */
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { chromeLauncher } from '@web/test-runner-chrome';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

/**
 * openskill, served as one ES module bundled by esbuild with the CommonJS @stdlib packages it
 * imports (which browsers cannot load, and which Vite's build bundles). One build, started with the
 * server: served a package at a time, the first screen to rate games waited for dozens of builds
 * and requests, and beside the other suites a statistics screen in a fresh clone's run waited over 25 s for them.
 */
let openskill;
const bundleOpenskill = () =>
  (openskill ??= build({
    stdin: { contents: "export * from 'openskill';", resolveDir: process.cwd() },
    bundle: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    logLevel: 'silent',
  }).then((out) => out.outputFiles[0].text));

export default {
  files: ['test/components/**/*.test.ts'],
  nodeResolve: { exportConditions: ['browser', 'development'] },
  plugins: [
    {
      // Dexie's ESM entry (import-wrapper.mjs) imports its UMD build's default export, which
      // only bundlers can do. Browsers load its real ES module build instead.
      name: 'dexie-esm',
      resolveImport({ source }) {
        if (source === 'dexie') return '/node_modules/dexie/dist/dexie.mjs';
      },
    },
    {
      name: 'openskill-bundle',
      serverStart() {
        void bundleOpenskill();
      },
      resolveImport({ source }) {
        if (source === 'openskill') return '/__bundled/openskill.js';
      },
      async serve(context) {
        if (context.path === '/__bundled/openskill.js') return { body: await bundleOpenskill(), type: 'js' };
      },
    },
    esbuildPlugin({
      ts: true,
      tsconfig: './tsconfig.json',
      target: 'es2022',
      // Same replacement as vite.config.ts makes at build time.
      define: { __APP_VERSION__: JSON.stringify(version) },
    }),
  ],
  browsers: [
    chromeLauncher({
      launchOptions: {
        executablePath: '/usr/bin/chromium',
        args: [
          '--no-sandbox',
          '--headless=new',
          '--disable-gpu',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
          '--no-first-run',
        ],
      },
      // A page's navigation limit only catches a hang: puppeteer's default is 30 s, and beside the
      // journeys and the Node suites a test page whose modules the server transforms on demand
      // took longer to load in a fresh clone's run (replays.test); its file then waited out the
      // whole testsFinishTimeout below.
      async createPage({ context }) {
        const page = await context.newPage();
        page.setDefaultNavigationTimeout(180_000);
        return page;
      },
    }),
  ],
  // Lit's dev-mode banner in every file's output hides the logs that matter.
  filterBrowserLogs: ({ args }) => !String(args[0]).includes('Lit is in dev mode'),
  // Two cores on CI: one browser page at a time keeps timings honest and IndexedDB tests apart.
  concurrency: 1,
  // A test's time limit only catches a hang: a screen's first lazy import is transformed by the
  // test server when asked, and with the journeys beside it that once took over 10 s (the settings
  // screen and the ledger's sync, in a fresh clone's run).
  testFramework: {
    config: { timeout: 30000 },
  },
  // A file's limit, likewise only for a hang: one file took over 3 min beside four journeys, the
  // benchmarks and the Node tests on two cores.
  testsFinishTimeout: 600000,
};
