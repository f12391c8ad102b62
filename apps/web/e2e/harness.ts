import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';

// The site is served by the server package's build, as `pnpm start` serves it.
const serverEntry = join(import.meta.dirname, '..', '..', 'server', 'dist', 'main.js');

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

export interface RunningSite {
  origin: string;
  stop: () => Promise<void>;
}

/** Starts the production server (`pnpm start`'s entry) on a free port and waits until it answers. */
export async function startSite(env: Record<string, string> = {}): Promise<RunningSite> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [serverEntry], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const origin = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      await fetch(origin, { redirect: 'manual' });
      return {
        origin,
        stop: async () => {
          if (child.exitCode === null) {
            child.kill('SIGTERM');
            await once(child, 'exit');
          }
        },
      };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  child.kill('SIGKILL');
  throw new Error(`The site did not start:\n${output}`);
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/**
 * Collects console errors, warnings and page errors, where hydration mismatches show up, and
 * every Content-Security-Policy violation, which code may trigger silently (e.g. a probe in a
 * try/catch) and the browser does not always log.
 */
export async function watchConsole(page: Page): Promise<string[]> {
  const problems: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} by ${event.sourceFile}`);
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/**
 * Waits until React has hydrated the prerendered page (the router marks the document). The app
 * loads once the page has loaded (scripts/app-loader.mjs), with no action of the visitor.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      !('$_TSR' in window) ||
      (window as { $_TSR?: { hydrated?: boolean } }).$_TSR?.hydrated === true,
  );
  await page.waitForLoadState('networkidle');
}
