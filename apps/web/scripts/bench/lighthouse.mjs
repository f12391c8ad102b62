// Lighthouse (mobile preset, simulated throttling) on the production build served by the real
// server, median of N runs per route, in Debian's Chromium.
// Run through turbo, which builds the site, its server and the reference page (build:floor) first:
//   pnpm bench:lighthouse --gate          the CI gate on eight routes, against a reference page; exit 1 on a miss
//   pnpm bench:lighthouse                 every prerendered page and an opening's, against the aim beyond the gate
//   pnpm bench:lighthouse [--runs N] [routes…]
//   … --record                            the table also written into docs/quality.md
// The gate takes up to 5 runs per route (and always 5 of the reference), stopping once more runs
// could not change the verdict (settled-median.mjs); the bench takes 3, or N.
// The server starts on a database of its own, where openings are published through the staff's
// forms first (issue 34): `/career` is measured with its list, and an opening's page with it.
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { floorOutDir } from './js-budget.mjs';
import { recordInQualityDoc } from '../../../../scripts/quality-record.mjs';
import { isSettled, medianRun } from './settled-median.mjs';
import { chromiumArgs, chromiumPath } from '../../../../scripts/chromium.mjs';
import { publishOpenings } from '../../../server/scripts/bench/openings.mjs';
import { startSiteWithFreshData } from './production-site.mjs';

const distDir = join(import.meta.dirname, '..', '..', 'dist');
const args = process.argv.slice(2);
const gate = args.includes('--gate');
const runsAt = args.indexOf('--runs');
const runs = runsAt >= 0 ? Number(args[runsAt + 1]) : gate ? 5 : 3;

/** The routes of the build the gate measures; an opening's page, made by the server, joins them. */
const gateRoutes = [
  '/',
  '/whatweprovide',
  '/service/ai',
  '/career',
  '/contact',
  '/apply',
  '/termsandconditions',
];

/**
 * The CI gate, and the aim every route is measured against. Lighthouse's main-thread figures
 * depend on the machine (a 2-core CI machine once saw TBT 150–300 ms where another saw 0–50 on
 * the same build), so what the machine sways is judged against a reference page measured in the
 * same run, on the same Chromium: the JavaScript budget's floor (React and TanStack Router
 * booting one route, js-floor/). A slower or busier machine slows the reference too, and
 * the limits move with it:
 *   - TBT ≤ the reference's TBT + 150 ms;
 *   - LCP ≤ 1.5 s, or the reference's LCP + 0.25 s if that is later (pages paint their LCP
 *     from HTML, the reference from script, so here a page paints ~0.3 s before it).
 * CLS, accessibility, best practices and SEO come from the page alone and hold absolutely.
 * The performance score is the aim's (≥ 98), reported: it weighs the metrics above with FCP and
 * Speed Index, and the reference has no score to judge it against (its page paints too little
 * for Lighthouse's Speed Index, so Lighthouse leaves its score empty).
 *
 * The app loads at the visitor's first activity (@ngs/html-first's app loader) and Lighthouse never
 * acts, so what it times is the page itself: TBT 0–16 ms on 2026-11-25, the reference 3 ms.
 */
const thresholds = {
  gate: { lcp: 1500, lcpOverReference: 250, tbtOverReference: 150, cls: 0.02 },
  aim: { performance: 98, fcp: 1000, tbtOverReference: 100 },
};

function everyPage() {
  const sitemap = readFileSync(join(distDir, 'client', 'sitemap.xml'), 'utf8');
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) =>
    decodeURIComponent(new URL(String(match[1])).pathname),
  );
}

const site = await startSiteWithFreshData('ngs-lighthouse', { RATE_LIMIT_PER_MINUTE: '1000' });
const { published } = await publishOpenings(site.origin, {
  DATA_DIR: site.dataDir,
  DATABASE_URL: '',
}).catch(async (error) => {
  await site.stop();
  throw error;
});
// The first published has the most on its page: pay, two positions, the longest description.
const openingRoutes = published.slice(0, 1).map((opening) => opening.path);

const routes = args.filter((arg, index) => arg.startsWith('/') && args[index - 1] !== '--runs');
const targets =
  routes.length > 0 ? routes : [...(gate ? gateRoutes : everyPage()), ...openingRoutes];

/** The reference page, served gzipped over HTTP like the site; each file compressed once. */
async function serveReference() {
  const root = floorOutDir;
  const types = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript' };
  const bodies = new Map();
  const reference = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://reference').pathname;
    const file = join(root, normalize(path === '/' ? '/index.html' : path));
    try {
      if (!bodies.has(file)) bodies.set(file, gzipSync(readFileSync(file)));
      response.writeHead(200, {
        'Content-Type': types[extname(file)] ?? 'application/octet-stream',
        'Content-Encoding': 'gzip',
      });
      response.end(bodies.get(file));
    } catch {
      response.writeHead(404).end();
    }
  });
  reference.listen(0, '127.0.0.1');
  await once(reference, 'listening');
  return {
    url: `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (reference.address()).port}/`,
    close: () => reference.close(),
  };
}
const reference = await serveReference();

const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: ['--headless=new', ...chromiumArgs],
});

/**
 * The phone is a fixed device, not "this machine four times slower": Lighthouse's default 4x CPU
 * slowdown assumes a fast host, and a slower or busier one (2-core CI machines differ) would
 * emulate a slower phone and fail on work no visitor would see. As DevTools' CPU calibration
 * does, the slowdown is derived from the host's BenchmarkIndex, measured in this same run, so
 * the throttled CPU scores like Lighthouse's low-tier phone (a Moto G4 class, index 264);
 * never more than Lighthouse's own 4x.
 */
const lowTierPhoneIndex = 264;

/**
 * A run's result: Lighthouse gives none only when it was not asked to run.
 * @template T
 * @param {T | undefined} result
 * @returns {T}
 */
function resultOf(result) {
  if (!result) throw new Error('Lighthouse returned no result');
  return result;
}
const defaultSlowdown = 4;
async function calibrateCpuSlowdown() {
  const { lhr } = resultOf(
    await lighthouse(`${site.origin}/`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    }),
  );
  const hostIndex = lhr.environment.benchmarkIndex;
  const slowdown = Math.min(defaultSlowdown, Math.max(1, hostIndex / lowTierPhoneIndex));
  console.log(
    `Host BenchmarkIndex ${Math.round(hostIndex)}: CPU slowdown ${slowdown.toFixed(2)}x ` +
      `(Lighthouse's low-tier phone, index ${lowTierPhoneIndex}; at most ${defaultSlowdown}x)`,
  );
  return slowdown;
}
const cpuSlowdownMultiplier = await calibrateCpuSlowdown();

/**
 * One Lighthouse run; a run whose trace lacks a metric it needs (it happens) is repeated, twice
 * at most.
 * @param {string} url
 * @param {string} label
 * @param {string[] | undefined} needed the figures the run must give; all of them by default
 */
async function measure(url, label, needed) {
  for (let attempt = 1; ; attempt += 1) {
    const { lhr } = resultOf(
      await lighthouse(
        url,
        {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        },
        { extends: 'lighthouse:default', settings: { throttling: { cpuSlowdownMultiplier } } },
      ),
    );
    // A score or metric the run could not give is NaN, so that the run is repeated.
    const score = (/** @type {string} */ id) => (lhr.categories[id]?.score ?? NaN) * 100;
    const metric = (/** @type {string} */ id) => lhr.audits[id]?.numericValue ?? NaN;
    const sample = {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcp: metric('largest-contentful-paint'),
      fcp: metric('first-contentful-paint'),
      tbt: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
    };
    const missing = Object.entries(sample).filter(
      ([key, value]) => (needed ?? [key]).includes(key) && !Number.isFinite(value),
    );
    if (missing.length === 0) return sample;
    if (attempt === 3) {
      throw new Error(`${label}: no ${missing.map(([key]) => key).join(', ')} in 3 runs`);
    }
  }
}

/** The criteria the gate holds a route to, named as the table reports them. */
const gateCriteria = ['accessibility', 'best practices', 'SEO', 'CLS', 'LCP', 'TBT'];
/** Set once the reference page has been measured. */
let limits = { tbt: NaN, lcp: NaN, aimTbt: NaN };

/**
 * What fails the gate, and how far a route is from the aim (reported only).
 * @param {Awaited<ReturnType<typeof measure>>} row
 */
function missesOf(row) {
  const gateMisses = [];
  if (row.accessibility < 100) gateMisses.push('accessibility');
  if (row.bestPractices < 100) gateMisses.push('best practices');
  if (row.seo < 100) gateMisses.push('SEO');
  if (row.cls > thresholds.gate.cls) gateMisses.push('CLS');
  if (row.lcp > limits.lcp) gateMisses.push('LCP');
  if (row.tbt > limits.tbt) gateMisses.push('TBT');
  const aimMisses = [];
  if (row.performance < thresholds.aim.performance) aimMisses.push('performance');
  if (row.fcp > thresholds.aim.fcp) aimMisses.push('FCP');
  if (row.tbt > limits.aimTbt) aimMisses.push('TBT');
  return { gateMisses, aimMisses };
}

/**
 * A page's median run; at the gate, over as few of `runs` as settle its verdict.
 * @param {string} url
 * @param {string} label
 * @param {{ needed?: string[], settle?: boolean }} [options]
 */
async function medianOf(url, label, { needed, settle = false } = {}) {
  const samples = [];
  const missesPerRun = [];
  do {
    const sample = await measure(url, label, needed);
    samples.push(sample);
    missesPerRun.push(new Set(missesOf(sample).gateMisses));
  } while (settle ? !isSettled(missesPerRun, gateCriteria, runs) : samples.length < runs);
  return { route: label, runs: samples.length, ...medianRun(samples) };
}

/** The reference page's median, and the limits it sets for the routes measured after it. */
async function measureReference() {
  // Only its LCP and blocking time are used. Lighthouse 13 gives the near-empty floor page no
  // Speed Index (it paints too little to be filmed), hence no performance score either.
  const row = await medianOf(reference.url, 'reference (js-floor)', { needed: ['lcp', 'tbt'] });
  const referenceTbt = Math.round(row.tbt);
  limits = {
    tbt: referenceTbt + thresholds.gate.tbtOverReference,
    lcp: Math.max(thresholds.gate.lcp, row.lcp + thresholds.gate.lcpOverReference),
    aimTbt: referenceTbt + thresholds.aim.tbtOverReference,
  };
  return row;
}

const rows = [];
/** The routes the gate measured a second time, with what their first measure missed. */
const measuredAgain = [];
let referenceRow;
try {
  referenceRow = await measureReference();
  for (const route of targets) {
    rows.push(await medianOf(`${site.origin}${encodeURI(route)}`, route, { settle: gate }));
  }
  // A busy spell of the host can outlast a route's consecutive runs (CI on 1c9d886: /service/ai
  // at TBT 248 ms in three runs out of three, against 183, while the routes measured after it
  // gave 18-155 ms). A route that misses is measured once more after the others, against the
  // reference measured again then, and fails only if it misses again: a regression misses both
  // times, a spell seldom lasts that long.
  const missed = gate ? rows.filter((row) => missesOf(row).gateMisses.length > 0) : [];
  if (missed.length > 0) {
    const firstLimits = limits;
    const firstMisses = missed.map((row) => missesOf(row).gateMisses.join(', '));
    referenceRow = await measureReference();
    for (const [index, first] of missed.entries()) {
      const again = await medianOf(`${site.origin}${encodeURI(first.route)}`, first.route, {
        settle: true,
      });
      measuredAgain.push(
        `${first.route}: first TBT ${Math.round(first.tbt)} ms, LCP ` +
          `${(first.lcp / 1000).toFixed(2)} s against TBT ≤ ${firstLimits.tbt} ms, LCP ≤ ` +
          `${(firstLimits.lcp / 1000).toFixed(2)} s (missed ${firstMisses[index]})`,
      );
      rows[rows.indexOf(first)] = again;
    }
  }
} finally {
  await chrome.kill();
  reference.close();
  await site.stop();
}

const pad = (value, width) => String(value).padStart(width);
console.log(
  `Lighthouse, mobile, median of ${gate ? `up to ${runs} runs, as many as settle the verdict` : `${runs} run(s)`}. ` +
    `Gate: a11y, best practices and SEO 100, ` +
    `CLS ≤ ${thresholds.gate.cls}; against the reference page this run: ` +
    `LCP ≤ ${(limits.lcp / 1000).toFixed(2)} s, TBT ≤ ${limits.tbt} ms. Aim (reported): ` +
    `performance ≥ ${thresholds.aim.performance}, FCP ≤ ${thresholds.aim.fcp / 1000} s, ` +
    `TBT ≤ ${limits.aimTbt} ms`,
);
console.log(
  `Reference page (js-floor) this run, median of ${referenceRow.runs}: ` +
    `TBT ${Math.round(referenceRow.tbt)} ms, LCP ${(referenceRow.lcp / 1000).toFixed(2)} s`,
);
if (measuredAgain.length > 0) {
  console.log(`Measured again after the other routes, the table shows the second measure:`);
  for (const line of measuredAgain) console.log(`  ${line}`);
}
// An opening's address is longer than the build's routes.
const routeWidth = Math.max(26, ...rows.map((row) => row.route.length));
console.log(
  `${'route'.padEnd(routeWidth)} runs  perf  a11y   bp   seo   LCP s  FCP s  TBT ms    CLS`,
);
let failed = false;
for (const row of rows) {
  const { gateMisses, aimMisses } = missesOf(row);
  failed ||= gateMisses.length > 0;
  const notes = [
    gateMisses.length ? `FAILS: ${gateMisses.join(', ')}` : '',
    aimMisses.length ? `short of aim: ${aimMisses.join(', ')}` : '',
  ].filter(Boolean);
  console.log(
    `${row.route.padEnd(routeWidth)} ${pad(row.runs, 4)}  ${pad(Math.round(row.performance), 4)}  ${pad(Math.round(row.accessibility), 4)}  ${pad(Math.round(row.bestPractices), 3)}  ${pad(Math.round(row.seo), 4)}  ${pad((row.lcp / 1000).toFixed(2), 6)} ${pad((row.fcp / 1000).toFixed(2), 6)} ${pad(Math.round(row.tbt), 7)}  ${row.cls.toFixed(3)}${notes.length ? `  ${notes.join('; ')}` : ''}`,
  );
}
if (args.includes('--record')) {
  const cells = (row) => [
    `\`${row.route}\``,
    row.runs,
    Math.round(row.performance),
    Math.round(row.accessibility),
    Math.round(row.bestPractices),
    Math.round(row.seo),
    (row.lcp / 1000).toFixed(2),
    (row.fcp / 1000).toFixed(2),
    Math.round(row.tbt),
    row.cls.toFixed(3),
  ];
  const header = ['route', 'runs', 'perf', 'a11y', 'BP', 'SEO', 'LCP s', 'FCP s', 'TBT ms', 'CLS'];
  await recordInQualityDoc(
    gate ? 'lighthouse-gate' : 'lighthouse',
    `pnpm bench:lighthouse${gate ? ' --gate' : ''} --record`,
    [
      `Limits this run: LCP ≤ ${(limits.lcp / 1000).toFixed(2)} s, TBT ≤ ${limits.tbt} ms; the ` +
        `reference page TBT ${Math.round(referenceRow.tbt)} ms, LCP ` +
        `${(referenceRow.lcp / 1000).toFixed(2)} s; CPU ${cpuSlowdownMultiplier.toFixed(2)}× slower.`,
      '',
      ...[header, header.map(() => '---'), ...rows.map(cells)].map(
        (cellsOfRow) => `| ${cellsOfRow.join(' | ')} |`,
      ),
    ].join('\n'),
  );
}
// Only the gate fails the command.
process.exit(gate && failed ? 1 : 0);
