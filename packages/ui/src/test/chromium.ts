/**
 * How every Chromium of the kit's tests is launched: Debian's build unless CHROMIUM_PATH names
 * another; no sandbox and no GPU, as in a container; none of the browser's own background
 * traffic, which only slows a test down.
 */
export const chromiumLaunchOptions = {
  executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
