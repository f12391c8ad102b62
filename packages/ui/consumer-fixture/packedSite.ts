import { execFile } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { chromium, type Browser } from 'playwright-core';
import { chromiumLaunchOptions } from '../../../scripts/chromium.mjs';
import { startLockfileRegistry } from './lockfileRegistry';

const execFileAsync = promisify(execFile);
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

/**
 * Runs a command without blocking this process, which serves the install's registry meanwhile; a
 * failure says what the command printed, its last lines from both streams.
 */
async function run(command: string, args: string[], cwd: string, env?: NodeJS.ProcessEnv) {
  try {
    await execFileAsync(command, args, { cwd, encoding: 'utf8', env, maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    const { code, signal, stdout, stderr } = error as {
      code: number | string | null;
      signal: string | null;
      stdout?: string;
      stderr?: string;
    };
    const printed = `${stdout ?? ''}\n${stderr ?? ''}`.trim().split('\n').slice(-30).join('\n');
    throw new Error(
      `${command} ${args.join(' ')} failed (exit ${code}, signal ${signal}):\n${printed}`,
      { cause: error },
    );
  }
}

/**
 * Installs the fixture's dependencies from a registry on loopback that serves only what the
 * workspace's lockfile holds, so every tarball comes from the store the workspace's install
 * filled. Any other host is unreachable to the install: proxies point at a closed port, so a
 * request that would need the network fails at once instead of depending on the machine.
 */
async function install(appDir: string, work: string) {
  const registry = await startLockfileRegistry();
  const closedPort = 'http://127.0.0.1:9';
  try {
    await run(
      'pnpm',
      [
        'install',
        '--ignore-workspace',
        '--reporter=append-only',
        `--registry=${registry.url}`,
        `--config.cache-dir=${join(work, 'pnpm-cache')}`,
      ],
      appDir,
      {
        ...process.env,
        HTTP_PROXY: closedPort,
        HTTPS_PROXY: closedPort,
        http_proxy: closedPort,
        https_proxy: closedPort,
        NO_PROXY: '127.0.0.1',
        no_proxy: '127.0.0.1',
      },
    );
  } finally {
    await registry.close();
  }
  if (registry.misses.length > 0) {
    throw new Error(
      `The install asked for what the workspace lacks: ${registry.misses.join(', ')}`,
    );
  }
}

const contentTypes: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.txt': 'text/plain',
  '.woff2': 'font/woff2',
};

/** Packs the kit and installs the tarball, outside the workspace, into a copy of `fixture`. */
async function installPackedKit(fixture: string, dependencies: string[]) {
  const work = mkdtempSync(join(tmpdir(), 'ngs-ui-consumer-'));
  const appDir = join(work, 'app');
  await run('pnpm', ['pack', '--pack-destination', work], kitDir);
  const tarball = readdirSync(work).find((file) => file.endsWith('.tgz'));
  if (!tarball) throw new Error('pnpm pack wrote no tarball');

  cpSync(join(import.meta.dirname, fixture), appDir, { recursive: true });
  const versions = Object.fromEntries(
    ['react', 'react-dom', ...dependencies].map((name) => [
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
  await install(appDir, work);
  return { work, appDir };
}

/** Serves `dir` as a static host would (`page` answers `/page`), and opens Chromium. */
async function serve(work: string, appDir: string, dir: string, fallback: string) {
  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const candidates = extname(path)
      ? [path]
      : [`${path}.html`, join(path, 'index.html'), fallback];
    const file = candidates.find(
      (candidate) => existsSync(join(dir, candidate)) && statSync(join(dir, candidate)).isFile(),
    );
    if (!file) {
      response.statusCode = 404;
      response.end();
      return;
    }
    response.setHeader('Content-Type', contentTypes[extname(file)] ?? 'application/octet-stream');
    response.end(readFileSync(join(dir, file)));
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

/**
 * Packs the kit (the tarball another site would install: publishConfig points exports at
 * dist/), installs it into a copy of `fixture` with the kit's own versions of `dependencies`,
 * builds it with Vite, serves it and opens Chromium. Unknown paths get index.html, as a
 * single-page app's host would answer.
 */
export async function buildPackedSite(
  fixture: string,
  dependencies: string[],
): Promise<PackedSite> {
  const { work, appDir } = await installPackedKit(fixture, ['vite', ...dependencies]);
  await run('pnpm', ['exec', 'vite', 'build'], appDir);
  return serve(work, appDir, join(appDir, 'dist'), '/index.html');
}

/** The same with Next.js: `next build` of the App Router fixture, its static export served. */
export async function buildPackedNextSite(fixture: string): Promise<PackedSite> {
  const { work, appDir } = await installPackedKit(fixture, ['next']);
  await run('pnpm', ['exec', 'next', 'build'], appDir, {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: '1',
  });
  return serve(work, appDir, join(appDir, 'out'), '/404.html');
}

/** The text of the built site's JS or CSS files. */
export function builtFiles(appDir: string, kind: '.js' | '.css') {
  const assets = join(appDir, 'dist', 'assets');
  return readdirSync(assets)
    .filter((file) => file.endsWith(kind))
    .map((file) => readFileSync(join(assets, file), 'utf8'))
    .join('\n');
}
