// The site as `pnpm start` serves it (the server package's build over this app's build), and the
// Chromium that visits it. The e2e suite, the interaction bench and the Lighthouse gate all start
// them from here, so they test one and the same thing.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../../../../scripts/chromium.mjs';

export const serverEntry = join(import.meta.dirname, '..', '..', '..', 'server', 'dist', 'main.js');

/** Chromium through playwright-core. */
export function launchChromium() {
  return chromium.launch(chromiumLaunchOptions);
}

export async function freePort() {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

/**
 * @typedef {object} RunningSite
 * @property {string} origin
 * @property {() => Promise<void>} stop  SIGTERM, then waits for the process to exit
 * @property {string} [dataDir]  the server's own data folder, when it was given a fresh one
 */

/**
 * Starts the production server on a free port of 127.0.0.1 and resolves once it answers.
 * `env` is added to this process's environment; a key set to `undefined` is removed from it.
 * @param {Record<string, string | undefined>} [env]
 * @returns {Promise<RunningSite>}
 */
export async function startProductionSite(env = {}) {
  const port = await freePort();
  /** @type {Record<string, string | undefined>} */
  const childEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', ...env };
  for (const [key, value] of Object.entries(childEnv)) {
    if (value === undefined) delete childEnv[key];
  }
  const child = spawn(process.execPath, [serverEntry], {
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await once(child, 'exit');
    }
  };
  const origin = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 150 && child.exitCode === null; attempt += 1) {
    try {
      await fetch(origin, { redirect: 'manual' });
      return { origin, stop };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  child.kill('SIGKILL');
  throw new Error(`The site did not start:\n${output}`);
}

/**
 * The production server storing into a fresh folder of its own (SQLite, uploads), with a rate
 * limit no test or benchmark reaches; the folder is removed when the server stops.
 * @param {string} name  names the temporary folder
 * @param {Record<string, string | undefined>} [env]
 * @returns {Promise<RunningSite>}
 */
export async function startSiteWithFreshData(name, env = {}) {
  const dataDir = await mkdtemp(join(tmpdir(), `${name}-`));
  const removeData = () => rm(dataDir, { recursive: true, force: true });
  try {
    const site = await startProductionSite({
      RATE_LIMIT_PER_MINUTE: '100000',
      DATA_DIR: dataDir,
      DATABASE_URL: undefined,
      ...env,
    });
    return {
      origin: site.origin,
      dataDir,
      stop: async () => {
        await site.stop();
        await removeData();
      },
    };
  } catch (error) {
    await removeData();
    throw error;
  }
}
