import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  test: {
    // Generous: CI runs several suites at once on two cores, and jsdom user events are slow there.
    testTimeout: 30_000,
    reporters: ['default', ['json', { outputFile: '.vitest-report.json' }]],
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.mjs'],
    setupFiles: ['./vitest.setup.ts'],
  },
});
