import { relative, resolve } from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';
import {
  headlessChromium,
  kitRuntimeDependenciesFromOutside,
} from '../scripts/vitest-chromium.mjs';

const repoRoot = resolve(import.meta.dirname, '..');
export const baselineDir = resolve(import.meta.dirname, 'visual-baselines');
export const reportDir = resolve(repoRoot, 'visual-report');

// Each screenshot's name is already a path (`<component>/<theme>/<story>[-<width>px]`), so the
// baselines and the failure images keep one folder per component and theme.
const underDir =
  (dir: string) =>
  ({ arg, ext }: { arg: string; ext: string }) =>
    resolve(dir, `${arg}${ext}`);

// Screenshots of every story in both themes: see packages/ui/README.md, "Visual review".
export default defineConfig({
  root: repoRoot,
  plugins: [vanillaExtractPlugin()],
  // Pre-bundled up front: a dependency discovered mid-run makes Vite reload and drop the test file.
  optimizeDeps: {
    include: [
      '@storybook/react-vite',
      '@storybook/addon-a11y',
      '@storybook/addon-docs',
      'storybook/internal/csf',
      'storybook/test',
      'storybook/preview-api',
      ...kitRuntimeDependenciesFromOutside,
      'react',
      'react/jsx-dev-runtime',
      'react-dom',
      'react-dom/client',
    ],
  },
  test: {
    name: 'visual',
    // One file per theme: Vitest runs them in two frames at once.
    include: [relative(repoRoot, resolve(import.meta.dirname, 'visual-suite/*.visual.tsx'))],
    attachmentsDir: relative(repoRoot, reportDir),
    testTimeout: 60_000,
    globalSetup: [relative(repoRoot, resolve(import.meta.dirname, 'visual-suite/wallTime.ts'))],
    reporters: ['default', ['json', { outputFile: 'packages/ui/.vitest-visual-report.json' }]],
    // A missing baseline fails instead of being written: only `--update` writes baselines.
    update: 'none',
    browser: headlessChromium({
      provider: {
        // A screenshot waiting on an element that never shows fails the test instead of hanging.
        actionTimeout: 10_000,
        contextOptions: {
          deviceScaleFactor: 1,
          locale: 'en-GB',
          timezoneId: 'UTC',
          colorScheme: 'light',
          // Carousel autoplay, the hero video and every kit animation stand still under it.
          reducedMotion: 'reduce',
          // Larger than the widest story frame (1920 × 1080), so Vitest never scales it down.
          viewport: { width: 1960, height: 1140 },
        },
      },
      screenshotFailures: false,
      expect: {
        toMatchScreenshot: {
          comparatorName: 'pixelmatch',
          // Nearly exact. Software rendering (--disable-gpu) with the bundled web fonts gives the
          // same pixels on any machine with this Chromium, except that the anti-aliased edge of a
          // rounded corner sometimes comes out one colour level (of 255) apart between runs.
          // 0.004 is the smallest pixelmatch (YIQ) threshold that lets ±1 per channel through;
          // 2 levels of red or green, or 4 of blue, already fail.
          comparatorOptions: { threshold: 0.004, allowedMismatchedPixels: 0 },
          resolveScreenshotPath: underDir(baselineDir),
          resolveDiffPath: underDir(reportDir),
        },
      },
    }),
  },
});
