import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    reporters: ['default', ['json', { outputFile: '.vitest-report.json' }]],
    include: ['src/**/*.test.ts'],
  },
});
