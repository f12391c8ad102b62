import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const kitDir = join(import.meta.dirname, '..');
const kitManifest = JSON.parse(readFileSync(join(kitDir, 'package.json'), 'utf8')) as {
  devDependencies: Record<string, string>;
};
const work = mkdtempSync(join(tmpdir(), 'ngs-ui-consumer-'));
const appDir = join(work, 'app');
let server: Server;
let browser: Browser;
let origin = '';

function run(command: string, args: string[], cwd: string) {
  return execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

function builtFiles(kind: '.js' | '.css') {
  const assets = join(appDir, 'dist', 'assets');
  return readdirSync(assets)
    .filter((file) => file.endsWith(kind))
    .map((file) => readFileSync(join(assets, file), 'utf8'))
    .join('\n');
}

beforeAll(async () => {
  // The tarball is what another site would install: publishConfig points exports at dist/.
  run('pnpm', ['pack', '--pack-destination', work], kitDir);
  const tarball = readdirSync(work).find((file) => file.endsWith('.tgz'));
  if (!tarball) throw new Error('pnpm pack wrote no tarball');

  cpSync(join(import.meta.dirname, 'app'), appDir, { recursive: true });
  writeFileSync(
    join(appDir, 'package.json'),
    JSON.stringify({
      name: 'ngs-ui-consumer',
      private: true,
      type: 'module',
      dependencies: {
        '@ngs/ui': `file:../${tarball}`,
        react: kitManifest.devDependencies['react'],
        'react-dom': kitManifest.devDependencies['react-dom'],
        vite: kitManifest.devDependencies['vite'],
      },
    }),
  );
  run('pnpm', ['install', '--ignore-workspace', '--prefer-offline', '--reporter=silent'], appDir);
  run('pnpm', ['exec', 'vite', 'build'], appDir);

  server = createServer((request, response) => {
    const path = request.url === '/' ? '/index.html' : (request.url ?? '/');
    const types: Record<string, string> = {
      '.html': 'text/html',
      '.js': 'text/javascript',
      '.css': 'text/css',
    };
    try {
      response.setHeader('Content-Type', types[extname(path)] ?? 'application/octet-stream');
      response.end(readFileSync(join(appDir, 'dist', path)));
    } catch {
      response.statusCode = 404;
      response.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  origin = typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : '';
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}, 240_000);

afterAll(async () => {
  await browser?.close();
  server?.close();
  rmSync(work, { recursive: true, force: true });
});

describe('the packed kit in a site outside the monorepo', () => {
  it('should render a themed Button with the NGS accent from the extracted stylesheet', async () => {
    const page = await browser.newPage();
    await page.goto(origin);
    const button = page.getByRole('button', { name: 'Book a call' });
    await expect
      .poll(() => button.evaluate((element) => getComputedStyle(element).backgroundColor))
      .toBe('rgb(242, 101, 34)');
    await button.click();
    expect(await page.title()).toBe('clicked');
  });

  it('should not bundle keen-slider or Radix Navigation Menu when only Button is imported', () => {
    const js = builtFiles('.js');
    expect(js).toContain('Book a call');
    expect(js).not.toMatch(/keen-slider|KeenSlider/i);
    expect(js).not.toMatch(/NavigationMenu/);
  });

  it('should ship the stylesheet and type declarations in the tarball', () => {
    const installed = join(appDir, 'node_modules', '@ngs', 'ui', 'dist');
    const files = readdirSync(installed);
    expect(files).toEqual(expect.arrayContaining(['index.js', 'index.css', 'index.d.ts']));
    expect(builtFiles('.css')).toContain('#f26522');
  });
});
