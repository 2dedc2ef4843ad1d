import { defineConfig } from 'vitest/config';

// Rules and store run in Node (fake-indexeddb stands in for IndexedDB).
// Components run in Chromium through @web/test-runner; journeys through Playwright (test/e2e).
export default defineConfig({
  test: {
    include: ['test/app/**/*.test.ts', 'test/rules/**/*.test.ts', 'test/store/**/*.test.ts', 'test/share/**/*.test.ts', 'test/cli/**/*.test.ts', 'test/server/**/*.test.ts', 'test/live/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20000,
  },
});
