import { defineConfig } from 'vitest/config';

// Tests that time how long a request holds the event loop. `pnpm test` runs them after every
// other suite, alone on the machine, so another suite's work is not counted as the server's.
export default defineConfig({
  test: {
    include: ['src/**/*.eventLoop.test.ts'],
    environment: 'node',
    fileParallelism: false,
    reporters: ['default', ['json', { outputFile: '.vitest-event-loop-report.json' }]],
  },
});
