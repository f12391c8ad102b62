import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Each behaviour is run on a page of its own markup, in a DOM; the browser suites of the kit
    // and the site are the backstop for what a DOM without layout cannot show.
    environment: 'jsdom',
    reporters: ['default', ['json', { outputFile: '.vitest-report.json' }]],
    include: ['src/**/*.test.ts'],
  },
});
