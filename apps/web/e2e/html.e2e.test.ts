import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { ViteManifest } from '@ngs/html-first';
import { appLoader } from '@ngs/html-first/inline-scripts';
import { appScriptsIn, declaredAppFiles } from '@ngs/html-first/testing';
import { beforeAll, describe, expect, it } from 'vitest';

const clientDir = join(import.meta.dirname, '..', 'dist', 'client');
const vnuJar = String(createRequire(import.meta.url)('vnu-jar'));

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory())
      return name === 'assets' || name === 'media' ? [] : htmlFiles(path);
    return name.endsWith('.html') ? [path] : [];
  });
}

/** The Nu HTML Checker needs a Java runtime: use the machine's, or install Debian's headless JRE. */
function ensureJava() {
  if (spawnSync('java', ['-version']).status === 0) return;
  if (process.getuid?.() !== 0)
    throw new Error('The HTML check needs Java: apt-get install default-jre-headless');
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync(
    'apt-get',
    ['install', '-y', '-qq', '--no-install-recommends', 'default-jre-headless'],
    {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    },
  );
}

const files = htmlFiles(clientDir);
const viteManifest = JSON.parse(
  readFileSync(join(clientDir, '.vite', 'manifest.json'), 'utf8'),
) as ViteManifest;

describe('valid HTML: every prerendered page passes the Nu HTML Checker', () => {
  let messages: Array<{ url: string; message: string; type: string; lastLine?: number }> = [];

  beforeAll(() => {
    ensureJava();
    // One JVM for every page; --exit-zero-always so the findings come back as data.
    const result = spawnSync(
      'java',
      ['-jar', vnuJar, '--errors-only', '--format', 'json', '--exit-zero-always', ...files],
      {
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    messages = (JSON.parse(result.stderr || '{"messages":[]}') as { messages: typeof messages })
      .messages;
  }, 180_000);

  it('should check every page the build wrote, 404.html included', () => {
    expect(files.length).toBeGreaterThan(30);
    expect(files.some((file) => file.endsWith('404.html'))).toBe(true);
  });

  it('should find no errors', () => {
    const errors = messages
      .filter((message) => message.type === 'error')
      .map(
        (message) =>
          `${message.url.replace(`file:${clientDir}`, '')}:${message.lastLine ?? '?'} ${message.message}`,
      );
    expect(errors).toEqual([]);
  });
});

describe("the site's inline scripts: each written once in a page", () => {
  const pages = files.map((file) => ({
    page: file.replace(clientDir, ''),
    html: readFileSync(file, 'utf8'),
  }));

  it('should run the app loader once on every page, as a script of its own', () => {
    const loaders = pages.map(({ page, html }) => [page, html.split(appLoader).length - 1]);
    expect(loaders).toEqual(pages.map(({ page }) => [page, 1]));
  });

  it("should give every page's loader its own route's chunks beside the entry's", () => {
    const entryFiles = new Set(
      ['src/entry-client.tsx', ...(viteManifest['src/entry-client.tsx']?.imports ?? [])].map(
        (key) => `/${viteManifest[key]?.file}`,
      ),
    );
    // A route's chunks are found by the router's names for its split files (routerManifest.ts):
    // should those drift from its route ids, a page would preload the entry's chunks only.
    const withoutOwn = pages.filter(({ html }) =>
      appScriptsIn(html).every((script) =>
        declaredAppFiles(script).chunks.every((chunk) => entryFiles.has(chunk)),
      ),
    );
    expect(withoutOwn.map(({ page }) => page)).toEqual([]);
  });

  it("should keep the loader's script and the app's files out of the router's state", () => {
    const carried = pages.filter(({ html }) =>
      [...html.matchAll(/<script data-tsr-stream-part[^>]*>([\s\S]*?)<\/script>/g)].some(
        ([, state = '']) => state.includes('appLoaderConfig') || /\/assets\/[^"]+\.js/.test(state),
      ),
    );
    expect(carried.map(({ page }) => page)).toEqual([]);
  });
});

describe("the app's entry: what every page loads with it", () => {
  it('should import only the framework, the shared app file and the bundler runtime', () => {
    // A chunk of any other name is modules the entry shares with routes' chunks that Rolldown
    // cut apart: add them to `sharedWithRoutes` in vite.config.ts (the chunk is named after one).
    const others = (viteManifest['src/entry-client.tsx']?.imports ?? []).filter(
      (chunk) => !/^_(framework|app|rolldown-runtime)-[\w-]+\.js$/.test(chunk),
    );
    expect(others).toEqual([]);
  });
});
