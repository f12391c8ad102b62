import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumLaunchOptions } from '../scripts/chromium.mjs';

// Every story runs as a test in Debian's Chromium: its play function, then an axe check (a11y addon).
export default defineConfig({
  plugins: [vanillaExtractPlugin(), storybookTest({ configDir: import.meta.dirname })],
  // Pre-bundled up front: a dependency discovered mid-run makes Vite reload and drop a test file.
  optimizeDeps: {
    include: [
      '@ngs/ui > @vanilla-extract/recipes/createRuntimeFn',
      '@ngs/ui > @vanilla-extract/sprinkles/createRuntimeSprinkles',
      '@ngs/ui > @vanilla-extract/css/adapter',
      '@ngs/ui > @vanilla-extract/css/fileScope',
      '@ngs/ui > @radix-ui/react-slot',
      '@ngs/ui > @radix-ui/react-navigation-menu',
      '@ngs/ui > keen-slider',
      'react-dom/client',
    ],
  },
  test: {
    name: 'storybook',
    reporters: ['default', ['json', { outputFile: 'packages/ui/.vitest-browser-report.json' }]],
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: chromiumLaunchOptions,
      }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
