import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Generous: CI runs several suites at once on two cores, and jsdom user events are slow there.
    testTimeout: 30_000,
    reporters: ['default', ['json', { outputFile: '.vitest-report.json' }]],
    include: ['src/**/*.test.ts'],
  },
});
