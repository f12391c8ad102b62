// How every Chromium of the tests, benchmarks and the Lighthouse gate is launched: Debian's
// build (installed by ensure-chromium.mjs) unless CHROMIUM_PATH names another, never a
// downloaded browser; no sandbox (CI runs as root) and no GPU, as in a container; none of the
// browser's own background traffic, which only slows a run down and calls home.

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** For playwright-core's `chromium.launch` and Vitest's browser provider. */
export const chromiumLaunchOptions = { executablePath: chromiumPath, args: chromiumArgs };
