import { defineConfig } from 'vitest/config';

// The form endpoints over real HTTP: the built server process (dist/server/main.js) against
// SQLite and PostgreSQL. Run through `pnpm test:server`, which provides the PostgreSQL server.
export default defineConfig({
  test: {
    include: ['server-tests/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['server-tests/build.ts'],
    reporters: ['default', ['json', { outputFile: '.vitest-server-report.json' }]],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});
