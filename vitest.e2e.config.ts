import { defineConfig } from 'vitest/config';

/**
 * Journeys through the built app (vite build + vite preview, started once by the global setup)
 * in Debian's Chromium driven by playwright-core. Most journeys spend their time waiting on a
 * browser, so four run at once (a full run keeps the two cores about half busy); the ones that time what they see (a frame, a phone gone within
 * 4 s, a message within 1 s) or change the build under test (a service-worker update) run after
 * them, one at a time, so nothing else skews them.
 */
const ALONE = [
  'test/e2e/perf.e2e.test.ts',
  'test/e2e/storage-failure.e2e.test.ts',
  'test/e2e/live-host-away.e2e.test.ts',
  'test/e2e/update.e2e.test.ts',
  'test/e2e/ledger-card.e2e.test.ts',
];

/** The main journeys in Chromium, Firefox ESR and WebKitGTK (test/e2e/engines/), one engine a file, all at once. */
const ENGINES = 'test/e2e/engines/*.e2e.test.ts';

const shared = {
  environment: 'node',
  globalSetup: ['test/e2e/global-setup.ts'],
  // Guards against a hang, not a pace: a long journey beside three others, the components and the
  // Node tests on two cores took over 90 s (diamonds-check, diams-turns), and passes in 20 s alone.
  testTimeout: 240_000,
  hookTimeout: 240_000,
  // expect.poll's own default (1 s) was a tight default a loaded machine outran: a page reloaded
  // beside three other journeys took longer to show its round again (diams-market, diams-journey).
  // A poll still ends as soon as what it waits for is there; only a failing one waits this long
  // (15 s once ran out too: a host's bar told of a take-over, in a fresh clone's run).
  expect: { poll: { timeout: 30_000 } },
} as const;

export default defineConfig({
  test: {
    projects: [
      {
        test: { ...shared, name: 'journeys', include: ['test/e2e/**/*.e2e.test.ts'], exclude: [...ALONE, ENGINES], maxWorkers: 4, sequence: { groupOrder: 0 } },
      },
      {
        test: {
          ...shared,
          name: 'engines',
          include: [ENGINES],
          globalSetup: ['test/e2e/engines/global-setup.ts'],
          maxWorkers: 3,
          // Each wait may take HANG (3 min): WebKit's first load, at nice 10 beside the Node tests, took 43 s.
          testTimeout: 600_000,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: { ...shared, name: 'alone', include: ALONE, fileParallelism: false, maxWorkers: 1, sequence: { groupOrder: 1 } },
      },
    ],
  },
});
