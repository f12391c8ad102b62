import { defineConfig } from 'vitest/config';

// End-to-end: the production build served by the real server, driven in Debian's Chromium.
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.test.ts'],
    environment: 'node',
    reporters: ['default', ['json', { outputFile: '.vitest-e2e-report.json' }]],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two files at a time: each starts its own server, data folder and Chromium, and spends most
    // of its time waiting on pages, so a second one uses what the first leaves idle.
    maxWorkers: 2,
  },
});
