/**
 * Component tests (test/components/**) in Debian's Chromium: no test tool downloads a browser.
 * Sources are TypeScript with Lit's legacy decorators, compiled by esbuild with tsconfig.json.
 */
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { chromeLauncher } from '@web/test-runner-chrome';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

/** The CommonJS packages served as ES modules, each built once (a package name → its bundle's text). */
const bundles = new Map();

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
      // openskill imports @stdlib packages that are CommonJS only, which browsers cannot load and
      // which Vite's build bundles. Here each is served bundled by esbuild as an ES module.
      name: 'commonjs-bundles',
      resolveImport({ source }) {
        if (source.startsWith('@stdlib/')) return `/__commonjs/${source}.js`;
      },
      async serve(context) {
        if (!context.path.startsWith('/__commonjs/')) return undefined;
        const name = context.path.slice('/__commonjs/'.length, -'.js'.length);
        // Built once per package for the whole run: every test page that rates games asks for the
        // same dozens of them, and a build each, beside the other suites, once outran 25 s.
        if (!bundles.has(name))
          bundles.set(
            name,
            build({
              stdin: { contents: `import m from ${JSON.stringify(name)}; export default m;`, resolveDir: process.cwd() },
              bundle: true,
              format: 'esm',
              write: false,
              logLevel: 'silent',
            }).then((out) => out.outputFiles[0].text),
          );
        return { body: await bundles.get(name), type: 'js' };
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
