import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { chromiumLaunchOptions } from '../../../scripts/chromium.mjs';

const kitDir = join(import.meta.dirname, '..');
const kitManifest = JSON.parse(readFileSync(join(kitDir, 'package.json'), 'utf8')) as {
  devDependencies: Record<string, string>;
};

export interface PackedSite {
  appDir: string;
  origin: string;
  browser: Browser;
  close: () => Promise<void>;
}

function run(command: string, args: string[], cwd: string) {
  return execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

const contentTypes: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
};

/**
 * Packs the kit (the tarball another site would install: publishConfig points exports at
 * dist/), installs it outside the workspace into a copy of `fixture` with the kit's own
 * versions of `dependencies`, builds it with Vite, serves it and opens Chromium.
 */
export async function buildPackedSite(
  fixture: string,
  dependencies: string[],
): Promise<PackedSite> {
  const work = mkdtempSync(join(tmpdir(), 'ngs-ui-consumer-'));
  const appDir = join(work, 'app');
  run('pnpm', ['pack', '--pack-destination', work], kitDir);
  const tarball = readdirSync(work).find((file) => file.endsWith('.tgz'));
  if (!tarball) throw new Error('pnpm pack wrote no tarball');

  cpSync(join(import.meta.dirname, fixture), appDir, { recursive: true });
  const versions = Object.fromEntries(
    ['react', 'react-dom', 'vite', ...dependencies].map((name) => [
      name,
      kitManifest.devDependencies[name],
    ]),
  );
  writeFileSync(
    join(appDir, 'package.json'),
    JSON.stringify({
      name: `ngs-ui-${fixture}`,
      private: true,
      type: 'module',
      dependencies: { '@ngs/ui': `file:../${tarball}`, ...versions },
    }),
  );
  run('pnpm', ['install', '--ignore-workspace', '--prefer-offline', '--reporter=silent'], appDir);
  run('pnpm', ['exec', 'vite', 'build'], appDir);

  // Unknown paths get index.html, as a single-page app's host would answer.
  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const file = extname(path) ? path : '/index.html';
    try {
      response.setHeader('Content-Type', contentTypes[extname(file)] ?? 'application/octet-stream');
      response.end(readFileSync(join(appDir, 'dist', file)));
    } catch {
      response.statusCode = 404;
      response.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const origin = typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : '';
  const browser = await chromium.launch(chromiumLaunchOptions);
  return {
    appDir,
    origin,
    browser,
    close: async () => {
      await browser.close();
      server.close();
      rmSync(work, { recursive: true, force: true });
    },
  };
}

/** The text of the built site's JS or CSS files. */
export function builtFiles(appDir: string, kind: '.js' | '.css') {
  const assets = join(appDir, 'dist', 'assets');
  return readdirSync(assets)
    .filter((file) => file.endsWith(kind))
    .map((file) => readFileSync(join(assets, file), 'utf8'))
    .join('\n');
}
