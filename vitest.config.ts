import { defineConfig } from 'vitest/config';

/**
 * Rules and store run in Node (fake-indexeddb stands in for IndexedDB); components run in
 * Chromium through @web/test-runner, journeys through Playwright (test/e2e).
 *
 * Two projects: `unit`, which `npm test` runs beside the component and journey suites, and
 * `timed`: the relay, the live table and the 5,000-game lists, whose tests wait on real clocks
 * and sockets and assert how long things take; `npm test` runs them after the unit tests, ahead of
 * the browsers (scripts/test.sh). `npx vitest run` runs both.
 */
const TIMED = ['test/server/**/*.test.ts', 'test/live/**/*.test.ts', 'test/sync/**/*.test.ts', 'test/store/list-scale.test.ts'];

export default defineConfig({
  test: {
    environment: 'node',
    // Catches a hang, never a pace: a test that asserts a time says so itself (a 1,000-game list
    // took 22 s beside the browsers of a loaded run).
    testTimeout: 60000,
    // Likewise for a hook: a test's cleanup (a relay closed, databases dropped) beside a loaded run.
    hookTimeout: 60000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'test/app/**/*.test.ts',
            'test/rules/**/*.test.ts',
            'test/store/**/*.test.ts',
            'test/stats/**/*.test.ts',
            'test/share-link/**/*.test.ts',
            'test/cli/**/*.test.ts',
          ],
          exclude: TIMED,
        },
      },
      { extends: true, test: { name: 'timed', include: TIMED } },
    ],
  },
});
