import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';
import {
  headlessChromium,
  kitRuntimeDependenciesFromOutside,
} from '../scripts/vitest-chromium.mjs';

// Every story runs as a test in Debian's Chromium: its play function, then an axe check (a11y addon).
export default defineConfig({
  plugins: [vanillaExtractPlugin(), storybookTest({ configDir: import.meta.dirname })],
  // Pre-bundled up front: a dependency discovered mid-run makes Vite reload and drop a test file.
  optimizeDeps: {
    include: [
      ...kitRuntimeDependenciesFromOutside,
      'react-dom/client',
      // The preview's addons, which the story files reach through it.
      '@storybook/addon-a11y',
      '@storybook/addon-docs',
    ],
  },
  test: {
    name: 'storybook',
    reporters: ['default', ['json', { outputFile: 'packages/ui/.vitest-browser-report.json' }]],
    browser: headlessChromium(),
  },
});
