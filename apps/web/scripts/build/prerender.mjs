// Writes a complete HTML file for every route, plus 404.html, sitemap.xml and robots.txt.
// Runs after both Vite builds: the browser bundle's manifest says which files each page loads,
// and the server bundle renders each page with the router's own SSR helpers.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildRouterManifest } from '@ngs/html-first';

const appDir = join(import.meta.dirname, '..', '..');
const clientDir = join(appDir, 'dist', 'client');
const server = await import(pathToFileURL(join(appDir, 'dist', 'server', 'entry-server.js')).href);

const viteManifest = JSON.parse(readFileSync(join(clientDir, '.vite', 'manifest.json'), 'utf8'));
const manifest = buildRouterManifest(viteManifest);
const origin = server.brand.siteUrl;

/** The file a path is served from: `/story` → `story/index.html`, with `/` on every system. */
export function htmlFileFor(path) {
  return path === '/' ? 'index.html' : posix.join(decodeURIComponent(path).slice(1), 'index.html');
}

// Each page's CSP lists only its own inline scripts' hashes, so they are kept per written file.
const inlineScriptHashes = {};

async function renderTo(path, file, expectedStatus) {
  const response = await server.render(new Request(new URL(path, origin)), manifest);
  if (response.status !== expectedStatus) {
    throw new Error(`${path} rendered with status ${response.status}, expected ${expectedStatus}`);
  }
  const html = await response.text();
  inlineScriptHashes[file] = server.inlineScriptHashes(html);
  const target = join(clientDir, file);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, html);
  return html.length;
}

const { listed: pages, unlisted } = server.sitePages();
let bytes = 0;
for (const path of [...pages, ...unlisted]) {
  bytes += await renderTo(path, htmlFileFor(path), 200);
}
bytes += await renderTo('/this-page-does-not-exist', '404.html', 404);

writeFileSync(join(appDir, 'dist', 'csp-hashes.json'), JSON.stringify(inlineScriptHashes));
// The server renders some pages per request (a search, a refused form): with the same manifest.
writeFileSync(join(appDir, 'dist', 'router-manifest.json'), JSON.stringify(manifest));

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
  // The signed-in screens answer only a session; there is nothing in them to crawl.
  `User-agent: *\nAllow: /\nDisallow: /staff\nDisallow: /candidate\n\nSitemap: ${new URL('/sitemap.xml', origin).href}\n`,
);

console.log(
  `prerendered ${pages.length + unlisted.length} pages and 404.html (${Math.round(bytes / 1024)} KiB of HTML)`,
);
