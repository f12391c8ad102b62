import { defineConfig } from 'vitest/config';

// Runs after `build`: packs the kit and uses it from a throwaway Vite app in Chromium.
export default defineConfig({
  test: {
    include: ['consumer-fixture/*.test.ts'],
    reporters: ['default', ['json', { outputFile: '.vitest-consumer-report.json' }]],
    testTimeout: 60_000,
    hookTimeout: 240_000,
  },
});
