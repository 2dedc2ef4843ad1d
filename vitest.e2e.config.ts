import { defineConfig } from 'vitest/config';

// Journeys through the built app (vite build + vite preview, started once by the global setup)
// in Debian's Chromium driven by playwright-core. One file at a time: they share one server,
// and two cores cannot run several browsers without skewing the timings they print.
export default defineConfig({
  test: {
    include: ['test/e2e/**/*.e2e.test.ts'],
    environment: 'node',
    globalSetup: ['test/e2e/global-setup.ts'],
    fileParallelism: false,
    maxWorkers: 1,
    testTimeout: 90_000,
    hookTimeout: 180_000,
  },
});
