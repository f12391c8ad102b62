import { defineConfig } from 'vitest/config';

// The pure parts (file sniffing, names, passwords, CSV, rate limit, storage), in Node. The
// event-loop tests measure time, so they run on their own (vitest.event-loop.config.ts).
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    exclude: ['src/**/*.eventLoop.test.ts'],
    environment: 'node',
    // Generous: Argon2id is slow on purpose, and CI runs several suites at once on two cores (a
    // sign-in test with five verifications took over 5 s there).
    testTimeout: 30_000,
    reporters: ['default', ['json', { outputFile: '.vitest-report.json' }]],
  },
});
