// Writes a complete HTML file for every route, plus 404.html, sitemap.xml and robots.txt.
// Runs after both Vite builds: the browser bundle's manifest says which files each page loads,
// and the server bundle renders each page with the router's own SSR helpers.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { hydrateOnIntentScript } from './hydrate-on-intent.mjs';
import { buildRouterManifest } from './router-manifest.mjs';

const appDir = join(import.meta.dirname, '..');
const clientDir = join(appDir, 'dist', 'client');
const server = await import(pathToFileURL(join(appDir, 'dist', 'server', 'entry-server.js')).href);

const viteManifest = JSON.parse(readFileSync(join(clientDir, '.vite', 'manifest.json'), 'utf8'));
const manifest = buildRouterManifest(viteManifest);
const origin = server.brand.siteUrl;

/** The file a path is served from: `/story` → `story/index.html`. */
export function htmlFileFor(path) {
  return path === '/' ? 'index.html' : join(decodeURIComponent(path).slice(1), 'index.html');
}

// The router writes small inline scripts (its dehydrated state); the server's CSP allows exactly
// these by hash instead of allowing inline scripts in general.
const inlineScriptHashes = new Set();
function collectInlineScriptHashes(html) {
  for (const [, attributes, body] of html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\ssrc=/.test(attributes) || /type="application\/ld\+json"/.test(attributes)) continue;
    inlineScriptHashes.add(`sha256-${createHash('sha256').update(body).digest('base64')}`);
  }
}

/**
 * No JavaScript before the visitor does something: the module preloads leave the head and the
 * entry script gives way to the inline loader, which fetches them all on the first intent.
 */
export function deferAppToFirstIntent(html) {
  const preloads = [];
  const withoutPreloads = html.replace(
    /<link rel="modulepreload" href="([^"]+)"[^>]*\/?>/g,
    (_, href) => {
      if (!preloads.includes(href)) preloads.push(href);
      return '';
    },
  );
  const entryTag = /<script type="module" src="([^"]+)" async=""><\/script>/;
  const entry = entryTag.exec(withoutPreloads)?.[1];
  if (!entry) throw new Error('The rendered page has no entry script to defer');
  return withoutPreloads.replace(
    entryTag,
    () =>
      `<script>${hydrateOnIntentScript(
        entry,
        preloads.filter((href) => href !== entry),
      )}</script>`,
  );
}

async function renderTo(path, file, expectedStatus) {
  const response = await server.render(new Request(new URL(path, origin)), manifest);
  if (response.status !== expectedStatus) {
    throw new Error(`${path} rendered with status ${response.status}, expected ${expectedStatus}`);
  }
  const html = deferAppToFirstIntent(await response.text());
  collectInlineScriptHashes(html);
  const target = join(clientDir, file);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, html);
  return html.length;
}

const pages = [...server.staticPaths, ...server.servicePaths, ...server.personPaths];
let bytes = 0;
for (const path of pages) bytes += await renderTo(path, htmlFileFor(path), 200);
bytes += await renderTo('/this-page-does-not-exist', '404.html', 404);

writeFileSync(
  join(appDir, 'dist', 'csp-hashes.json'),
  JSON.stringify([...inlineScriptHashes].sort()),
);

const today = new Date().toISOString().slice(0, 10);
writeFileSync(
  join(clientDir, 'sitemap.xml'),
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${pages
    .map(
      (path) => `  <url><loc>${new URL(path, origin).href}</loc><lastmod>${today}</lastmod></url>`,
    )
    .join('\n')}\n</urlset>\n`,
);
writeFileSync(
  join(clientDir, 'robots.txt'),
  `User-agent: *\nAllow: /\n\nSitemap: ${new URL('/sitemap.xml', origin).href}\n`,
);

console.log(
  `prerendered ${pages.length} pages and 404.html (${Math.round(bytes / 1024)} KiB of HTML)`,
);
