// Vitest's browser mode as every browser suite of the repo runs it (the kit's browser tests, the
// stories, the visual review): headless, in the Chromium of chromium.mjs, one instance.
import { playwright } from '@vitest/browser-playwright';
import { chromiumLaunchOptions } from './chromium.mjs';

/**
 * `test.browser` for one of those suites. `provider` adds to the launch options given to the
 * Playwright provider; anything else goes into `test.browser` as it is.
 * @param {{ provider?: object } & Record<string, unknown>} [options]
 */
export function headlessChromium({ provider = {}, ...browser } = {}) {
  return {
    enabled: true,
    headless: true,
    provider: playwright({ launchOptions: chromiumLaunchOptions, ...provider }),
    instances: [{ browser: 'chromium' }],
    ...browser,
  };
}

/**
 * What the kit's components import at run time beyond React. A browser suite has Vite bundle
 * them before it starts: one found mid-run makes Vite reload the page and drop the test file.
 */
export const kitRuntimeDependencies = [
  '@vanilla-extract/recipes/createRuntimeFn',
  '@vanilla-extract/sprinkles/createRuntimeSprinkles',
  '@radix-ui/react-slot',
  '@radix-ui/react-navigation-menu',
  '@radix-ui/react-dialog',
  'keen-slider',
];

/**
 * The same for a suite outside the kit that renders it from source (the stories): named through
 * the kit, whose dependencies they are, and with vanilla-extract's own, which compiles the kit's
 * styles in that suite.
 */
export const kitRuntimeDependenciesFromOutside = [
  ...kitRuntimeDependencies,
  '@vanilla-extract/css/adapter',
  '@vanilla-extract/css/fileScope',
].map((name) => `@ngs/ui > ${name}`);
