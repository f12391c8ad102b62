import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';
import { headlessChromium, kitRuntimeDependencies } from '../../scripts/vitest-chromium.mjs';

// Two kinds of unit test beside each component: `X.test.tsx` checks what the component renders
// (jsdom, fast); `X.browser.test.tsx` checks behaviour only a browser has (native popovers,
// focus, layout) in Debian's Chromium.
export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  // Pre-bundled up front: a dependency found mid-run makes Vite reload and drop a browser test.
  optimizeDeps: {
    include: [
      'react',
      'react/jsx-dev-runtime',
      'react-dom',
      'react-dom/client',
      'react-dom/server',
      '@testing-library/react',
      '@testing-library/jest-dom/vitest',
      'axe-core',
      ...kitRuntimeDependencies,
    ],
  },
  test: {
    // Generous: CI runs several suites at once on two cores, and jsdom user events are slow there.
    testTimeout: 30_000,
    reporters: ['default', ['json', { outputFile: '.vitest-report.json' }]],
    projects: [
      {
        extends: true,
        test: {
          name: 'jsdom',
          environment: 'jsdom',
          // One jsdom per worker, not per file: its set-up was half the suite's time (120 s
          // alone, 14 s shared). Every test renders into a fresh body and cleans up after
          // itself, so files do not see each other (they pass in any order: --sequence.shuffle).
          isolate: false,
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: ['src/**/*.browser.test.{ts,tsx}'],
          setupFiles: ['./vitest.setup.ts'],
          css: true,
        },
      },
      {
        extends: true,
        test: {
          name: 'chromium',
          include: ['src/**/*.browser.test.{ts,tsx}'],
          setupFiles: ['./vitest.browser.setup.ts'],
          // The failure message says what went wrong; a screenshot per failure is only litter.
          browser: headlessChromium({ screenshotFailures: false }),
        },
      },
    ],
  },
});
