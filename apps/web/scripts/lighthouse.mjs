// Lighthouse (mobile preset, simulated throttling) on the production build served by the real
// server, median of N runs per route. `--gate` applies issue 6's CI floor and exits 1 on a miss.
//   node scripts/lighthouse.mjs [--runs 3] [--gate] [routes…]
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const args = process.argv.slice(2);
const gate = args.includes('--gate');
const runsAt = args.indexOf('--runs');
const runs = runsAt >= 0 ? Number(args[runsAt + 1]) : 3;
const gateRoutes = [
  '/',
  '/whatweprovide',
  '/service/ai',
  '/career',
  '/contact',
  '/apply',
  '/termsandconditions',
];
const routes = args.filter((arg, index) => arg.startsWith('/') && args[index - 1] !== '--runs');
const targets = routes.length > 0 ? routes : gateRoutes;

const port = 4300 + Math.floor(Math.random() * 500);
const server = spawn(
  process.execPath,
  [join(import.meta.dirname, '..', 'dist', 'server', 'main.js')],
  {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', RATE_LIMIT_PER_MINUTE: '1000' },
    stdio: 'ignore',
  },
);
for (let attempt = 0; attempt < 100; attempt += 1) {
  try {
    await fetch(`http://127.0.0.1:${port}/`);
    break;
  } catch {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const rows = [];
for (const route of targets) {
  const samples = [];
  for (let run = 0; run < runs; run += 1) {
    const { lhr } = await lighthouse(`http://127.0.0.1:${port}${route}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    samples.push({
      performance: lhr.categories.performance.score * 100,
      accessibility: lhr.categories.accessibility.score * 100,
      bestPractices: lhr.categories['best-practices'].score * 100,
      seo: lhr.categories.seo.score * 100,
      lcp: lhr.audits['largest-contentful-paint'].numericValue,
      fcp: lhr.audits['first-contentful-paint'].numericValue,
      tbt: lhr.audits['total-blocking-time'].numericValue,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
    });
  }
  const row = { route };
  for (const key of Object.keys(samples[0]))
    row[key] = median(samples.map((sample) => sample[key]));
  rows.push(row);
}
await chrome.kill();
server.kill();
await once(server, 'exit');

console.log(`Lighthouse, mobile, median of ${runs} run(s)`);
console.log('route                      perf  a11y  bp   seo   LCP s  FCP s  TBT ms  CLS');
let failed = false;
for (const row of rows) {
  const misses = [];
  if (row.performance < 95) misses.push('performance');
  if (row.accessibility < 100) misses.push('accessibility');
  if (row.bestPractices < 100) misses.push('best practices');
  if (row.seo < 100) misses.push('SEO');
  if (row.lcp > 2000) misses.push('LCP');
  if (row.tbt > 100) misses.push('TBT');
  if (row.cls > 0.02) misses.push('CLS');
  if (gate && gateRoutes.includes(row.route) && misses.length > 0) failed = true;
  console.log(
    `${row.route.padEnd(26)} ${String(Math.round(row.performance)).padStart(4)}  ${String(Math.round(row.accessibility)).padStart(4)}  ${String(Math.round(row.bestPractices)).padStart(3)}  ${String(Math.round(row.seo)).padStart(4)}  ${(row.lcp / 1000).toFixed(2).padStart(6)} ${(row.fcp / 1000).toFixed(2).padStart(6)} ${String(Math.round(row.tbt)).padStart(7)}  ${row.cls.toFixed(3)}${misses.length ? `  misses: ${misses.join(', ')}` : ''}`,
  );
}
process.exit(failed ? 1 : 0);
