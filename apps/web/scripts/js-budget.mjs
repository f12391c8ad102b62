// Sums the gzipped JavaScript each prerendered page loads before the first interaction: its
// module scripts and modulepreloads. Fails with the route and the byte count over a budget.
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

const gzipped = new Map();
function gzipSize(asset) {
  if (!gzipped.has(asset))
    gzipped.set(asset, gzipSync(readFileSync(join(clientDir, asset)), { level: 9 }).length);
  return gzipped.get(asset);
}

export function measure() {
  return htmlFiles(clientDir)
    .map((file) => {
      const html = readFileSync(file, 'utf8');
      const assets = new Set(
        [
          ...html.matchAll(
            /<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+\.js)"/g,
          ),
        ].map((match) => match[1]),
      );
      const bytes = [...assets].reduce((sum, asset) => sum + gzipSize(asset), 0);
      const route = `/${relative(clientDir, file).split(sep).slice(0, -1).join('/')}`;
      return { route: decodeURIComponent(route), files: assets.size, bytes };
    })
    .sort((a, b) => b.bytes - a.bytes);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = measure();
  let failed = false;
  for (const row of rows) {
    const budget = budgets[row.route] ?? otherPagesBudget;
    const over = row.bytes > budget;
    failed ||= over;
    console.log(
      `${over ? 'OVER' : 'ok  '} ${row.route.padEnd(28)} ${(row.bytes / 1000).toFixed(1).padStart(6)} KB gzip in ${row.files} files (budget ${budget / 1000} KB)`,
    );
  }
  process.exit(failed ? 1 : 0);
}
