import { defineConfig } from 'vitest/config';

// The pure parts (file sniffing, names, passwords, CSV, rate limit, storage), in Node. The
// event-loop tests measure time, so they run on their own (vitest.event-loop.config.ts).
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    exclude: ['src/**/*.eventLoop.test.ts'],
    environment: 'node',
    reporters: ['default', ['json', { outputFile: '.vitest-report.json' }]],
  },
});
