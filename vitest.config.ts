import { defineConfig } from 'vitest/config';

/**
 * Rules and store run in Node (fake-indexeddb stands in for IndexedDB); components run in
 * Chromium through @web/test-runner, journeys through Playwright (test/e2e).
 *
 * Three projects: `unit`, which `npm test` runs beside the component and journey suites, and
 * `timed`: the relay, the live table and the 5,000-game lists, whose tests wait on real clocks
 * and sockets and assert how long things take; `npm test` runs them after the unit tests, ahead of
 * the browsers (scripts/test.sh).
 * `alone`: the relay killed mid-sync, which npm test runs with nothing else. `npx vitest run` runs all three.
 */
const TIMED = ['test/server/**/*.test.ts', 'test/live/**/*.test.ts', 'test/sync/**/*.test.ts', 'test/store/list-scale.test.ts'];
/** Kills the relay while two devices sync 300 games: under the browsers' load, B did not get them all within 150 s (alone: 10 s). */
const ALONE = ['test/sync/server-sees.test.ts'];

export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 20000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['test/app/**/*.test.ts', 'test/rules/**/*.test.ts', 'test/store/**/*.test.ts', 'test/stats/**/*.test.ts', 'test/share-link/**/*.test.ts', 'test/cli/**/*.test.ts'],
          exclude: TIMED,
        },
      },
      { extends: true, test: { name: 'timed', include: TIMED, exclude: ALONE } },
      { extends: true, test: { name: 'alone', include: ALONE } },
    ],
  },
});
