// What JavaScript each prerendered page costs, against the least a React + TanStack Router page
// can cost. The floor (js-floor/: one route, hydrated the way this site hydrates, same versions,
// same bundler) is the turbo task build:floor, which this one depends on, so the gate follows the
// framework's own weight as its versions move and judges only what this project adds on top of it.
//
// A page's JavaScript is everything it runs: its inline scripts (the router's state, the app
// loader), any script or modulepreload in its HTML, and the web fonts' module, the app and the
// chunks the loader fetches (@ngs/html-first's app loader). Sizes are gzip level 9, 1 KB = 1000
// bytes.
//
//   pnpm bench:js            (turbo builds the site and the floor first) table of every page;
//                            exit 1 if a page is over its gate
//   pnpm bench:js --record   the same, and the table written into docs/quality.md
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { recordInQualityDoc } from '../../../../scripts/quality-record.mjs';

const clientDir = join(import.meta.dirname, '..', '..', 'dist', 'client');

/**
 * Multiples of the floor. The aim is where the pages should be; the gate is what they reach
 * today and must not lose (Radix Navigation Menu and keen-slider, fixed by the stack, hold the
 * content pages above the aim: see docs/quality.md). Modal dialogs from HTML (D34) moved
 * both by 0.01: about 1 KB on every page, which no saving elsewhere paid for (docs/quality.md).
 * The careers pages made from the database (D42) and the job alerts' pages (D41) moved them by
 * 0.01 again: three routes in the router's table and preload map, 0.7 KB on every page, and
 * the application form's role, 1.4 KB more on /apply (docs/quality.md).
 */
export const ratios = {
  content: { aim: 1.25, gate: 1.5 },
  form: { aim: 1.6, gate: 1.6 },
};
// The careers page holds two forms since issue 34: the roles' filters and the job alerts.
const formPages = new Set(['/contact', '/apply', '/career']);

const gzip = (bytes) => gzipSync(bytes, { level: 9 }).length;

function filesUnder(dir, keep) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesUnder(path, keep);
    return keep(path) ? [path] : [];
  });
}

/** Where build:floor writes the floor: beside the site's build, for Lighthouse to serve too. */
export const floorOutDir = join(import.meta.dirname, '..', '..', 'dist', 'js-floor');

/** The floor's bytes of JavaScript, as build:floor wrote them. */
export function measureFloor() {
  return filesUnder(floorOutDir, (path) => path.endsWith('.js')).reduce(
    (sum, path) => sum + gzip(readFileSync(path)),
    0,
  );
}

/** Every prerendered page with the bytes of JavaScript it runs. */
export function measurePages() {
  const sizes = new Map();
  const assetSize = (asset) => {
    if (!sizes.has(asset)) sizes.set(asset, gzip(readFileSync(join(clientDir, asset))));
    return sizes.get(asset);
  };
  const pages = filesUnder(
    clientDir,
    (path) => path.endsWith(`${sep}index.html`) && !path.includes(`${sep}assets${sep}`),
  );
  return pages.map((file) => {
    const html = readFileSync(file, 'utf8');
    const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
      .filter(([, attributes = '']) => !attributes.includes('application/ld+json'))
      .map(([, , body = '']) => body);
    const referenced = new Set([
      ...[
        ...html.matchAll(
          /<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+\.js)"/g,
        ),
      ].map((match) => match[1]),
      ...inline.flatMap((body) =>
        // In JSON or, once minified (the app loader), in template literals.
        [...body.matchAll(/["`](\/assets\/[^"`]+\.js)["`]/g)].map((match) => match[1]),
      ),
    ]);
    const route = decodeURIComponent(
      `/${relative(clientDir, file).split(sep).slice(0, -1).join('/')}`,
    );
    const inlineBytes = inline.reduce((sum, body) => sum + gzip(body), 0);
    const fileBytes = [...referenced].reduce((sum, asset) => sum + assetSize(asset), 0);
    return {
      route,
      kind: formPages.has(route) ? 'form' : 'content',
      bytes: inlineBytes + fileBytes,
    };
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const floor = measureFloor();
  const kb = (bytes) => (bytes / 1000).toFixed(1);
  const rows = measurePages().sort((a, b) => b.bytes - a.bytes);
  const report = [
    `Floor (React + TanStack Router, one route): ${kb(floor)} KB gzip`,
    `Gate: content pages ≤ ${ratios.content.gate}× (aim ${ratios.content.aim}×), form pages ≤ ${ratios.form.gate}× (aim ${ratios.form.aim}×)\n`,
    '| page | KB gzip | × floor | gate |',
    '| --- | ---: | ---: | --- |',
  ];
  let failed = false;
  for (const row of rows) {
    const ratio = row.bytes / floor;
    const { gate, aim } = ratios[row.kind];
    const verdict = ratio > gate ? 'OVER' : ratio > aim ? 'ok (above aim)' : 'ok';
    failed ||= ratio > gate;
    report.push(`| ${row.route} | ${kb(row.bytes)} | ${ratio.toFixed(2)} | ${verdict} |`);
  }
  console.log(report.join('\n'));
  if (process.argv.includes('--record')) {
    await recordInQualityDoc('js', 'pnpm bench:js --record', report.join('\n'));
  }
  process.exit(failed ? 1 : 0);
}
