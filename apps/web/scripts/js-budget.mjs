// Sums the gzipped JavaScript each prerendered page sends before the visitor's first interaction:
// its inline scripts, module scripts and modulepreloads. Fails with the route and the byte count
// over a budget. Also prints what the first intent then loads (the app, hydrating the page; see
// hydrate-on-intent.mjs), so that figure stays in view too.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

const clientDir = join(import.meta.dirname, '..', 'dist', 'client');

/** Budgets in bytes of gzip (1 KB = 1000 bytes), from issue 6. */
export const budgets = { '/': 115_000, '/story': 105_000 };
const otherPagesBudget = 115_000;

function htmlFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory())
      return name === 'assets' || name === 'media' ? [] : htmlFiles(path);
    return name === 'index.html' ? [path] : [];
  });
}

const gzip = (text) => gzipSync(text, { level: 9 }).length;
const gzipped = new Map();
function gzipSize(asset) {
  if (!gzipped.has(asset)) gzipped.set(asset, gzip(readFileSync(join(clientDir, asset))));
  return gzipped.get(asset);
}

export function measure() {
  return htmlFiles(clientDir)
    .map((file) => {
      const html = readFileSync(file, 'utf8');
      const files = new Set(
        [
          ...html.matchAll(
            /<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+\.js)"/g,
          ),
        ].map((match) => match[1]),
      );
      const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
        .filter(([, attributes]) => !attributes.includes('application/ld+json'))
        .map(([, , body]) => body);
      const beforeInteraction =
        inline.reduce((sum, body) => sum + gzip(body), 0) +
        [...files].reduce((sum, asset) => sum + gzipSize(asset), 0);
      // The files the inline loader fetches on the first intent: the entry and its preloads.
      const onIntent = new Set(
        inline.flatMap((body) => [...body.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((m) => m[1])),
      );
      const atFirstIntent = [...onIntent].reduce((sum, asset) => sum + gzipSize(asset), 0);
      const route = `/${relative(clientDir, file).split(sep).slice(0, -1).join('/')}`;
      return { route: decodeURIComponent(route), beforeInteraction, atFirstIntent };
    })
    .sort((a, b) => b.beforeInteraction - a.beforeInteraction || b.atFirstIntent - a.atFirstIntent);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const kb = (bytes) => (bytes / 1000).toFixed(1).padStart(6);
  let failed = false;
  console.log(
    'JavaScript, KB gzip: before the first interaction (budget) | loaded by the first intent',
  );
  for (const row of measure()) {
    const budget = budgets[row.route] ?? otherPagesBudget;
    const over = row.beforeInteraction > budget;
    failed ||= over;
    console.log(
      `${over ? 'OVER' : 'ok  '} ${row.route.padEnd(28)} ${kb(row.beforeInteraction)} (${budget / 1000}) | ${kb(row.atFirstIntent)}`,
    );
  }
  process.exit(failed ? 1 : 0);
}
