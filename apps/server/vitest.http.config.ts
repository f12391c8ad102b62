import { defineConfig } from 'vitest/config';

// The server over real HTTP: the built process (dist/main.js) against SQLite and PostgreSQL.
// Run through `pnpm test:http`, which provides the PostgreSQL server.
export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['src/testing/buildSiteFixture.ts'],
    reporters: ['default', ['json', { outputFile: '.vitest-http-report.json' }]],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});
