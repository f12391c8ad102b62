// Browser tests drive Debian's Chromium; test tools may not download their own browser here.
// Installs it with apt-get when missing and we are root, otherwise says how to get it.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

import { chromiumPath } from './chromium.mjs';

if (existsSync(chromiumPath)) {
  process.exit(0);
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot) {
  console.error(
    `Chromium is needed for the browser tests and was not found at ${chromiumPath}.\n` +
      'Install it with: sudo apt-get install -y chromium   (or set CHROMIUM_PATH to a Chromium binary)',
  );
  process.exit(1);
}

console.log("Chromium not found: installing Debian's chromium package with apt-get…");
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
execSync('apt-get update -qq', { stdio: 'inherit', env });
execSync('apt-get install -y -qq --no-install-recommends chromium fonts-liberation', {
  stdio: 'inherit',
  env,
});
console.log(`Chromium installed at ${chromiumPath}.`);
