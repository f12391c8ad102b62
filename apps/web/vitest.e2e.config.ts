import { defineConfig } from 'vitest/config';

// End-to-end: the production build served by the real server, driven in Debian's Chromium.
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.test.ts'],
    environment: 'node',
    reporters: ['default', ['json', { outputFile: '.vitest-e2e-report.json' }]],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // A real browser beside the other suites on two cores may take over a second for what a
    // poll waits on (the default): it fails only after five.
    expect: { poll: { timeout: 5_000 } },
    fileParallelism: false,
  },
});
