// How long a visitor waits for the answer to their FIRST action on a page: a phone on
// Lighthouse's mobile profile (4x CPU, 150 ms, 1.6 Mbps down), cold, against the production
// build served by the real server, in Debian's Chromium. Actions: bench-interaction.actions.mjs.
//   pnpm bench:interaction [--visits 20] [--only menu,search-career] [--gate]   (turbo builds first)
// Timings are reported, never gated (machines differ); --gate fails on a lost action only.
import { writeFile } from 'node:fs/promises';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { actions, devices } from './bench-interaction.actions.mjs';
import { launchChromium, startSiteWithFreshData } from './production-site.mjs';

const webDir = join(import.meta.dirname, '..', '..');
const reportFile = join(webDir, '.bench-interaction.json');

const aim = { coldMedianMs: 300, warmMedianMs: 150, lost: 0 };
const timeoutMs = 15_000;
const warmRepeats = 5;
const coldModes = ['load+0', 'load+1s'];

/** Lighthouse's mobile profile, applied to each page through the DevTools protocol. */
const throttling = {
  cpuRate: 4,
  network: {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  },
};

function parseArgs(argv) {
  const valueOf = (flag) => {
    const at = argv.indexOf(flag);
    return at >= 0 ? argv[at + 1] : undefined;
  };
  const visits = Number(valueOf('--visits') ?? 20);
  if (!Number.isInteger(visits) || visits < 1) throw new Error('--visits takes a whole number ≥ 1');
  const only = valueOf('--only')
    ?.split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = only?.filter((name) => !actions.some((action) => action.name === name)) ?? [];
  if (unknown.length > 0) {
    throw new Error(
      `Unknown action(s): ${unknown.join(', ')}. Known: ${actions.map((a) => a.name).join(', ')}`,
    );
  }
  return { visits, only, gate: argv.includes('--gate') };
}

/** The production server storing into a throwaway folder; the site served is the build checked above. */
const startServer = () => startSiteWithFreshData('ngs-bench-interaction', { SITE_DIST: undefined });

function asExpression(fn) {
  const source = fn.toString();
  return /^(async\s*)?(function\b|\(|[\w$]+\s*=>)/.test(source) ? source : `function ${source}`;
}

/**
 * The in-page watcher, added to every document of a visit. `__bench.arm(arg)` starts the clock
 * and checks `answered(arg)` on every frame; the arming is kept in sessionStorage, so that an
 * action answered by a new page (a form posted natively) is watched there too. Times are
 * performance.timeOrigin + performance.now(): comparable across the documents of one tab.
 */
function watcherScript(action) {
  return `(() => {
  if (window !== window.top) return;
  const answered = (${asExpression(action.answered)});
  const key = 'bench-interaction:armed';
  const watch = (arg) => {
    const frame = () => {
      let found = false;
      try { found = Boolean(answered(arg)); } catch {}
      if (!found) return requestAnimationFrame(frame);
      sessionStorage.removeItem(key);
      window.__benchReport({ at: performance.timeOrigin + performance.now(), sinceNavigation: performance.now() });
    };
    requestAnimationFrame(frame);
  };
  window.__bench = {
    arm(arg) {
      sessionStorage.setItem(key, JSON.stringify({ arg }));
      const t0 = performance.timeOrigin + performance.now();
      watch(arg);
      return t0;
    },
  };
  const pending = sessionStorage.getItem(key);
  if (pending) watch(JSON.parse(pending).arg);
  else if (${JSON.stringify(action.measure === 'navigation')}) watch(null);
})();`;
}

/** Resolves with the watcher's next report, or with null after `ms`. */
function reports(context) {
  let waiting = null;
  const ready = context.exposeBinding('__benchReport', (_source, report) => {
    waiting?.(report);
    waiting = null;
  });
  return {
    ready,
    next(ms) {
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          waiting = null;
          resolve(null);
        }, ms);
        waiting = (report) => {
          clearTimeout(timer);
          resolve(report);
        };
      });
    },
  };
}

async function throttle(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttling.cpuRate });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', throttling.network);
}

/** The app loads at the visitor's first activity (scripts/build/app-loader.mjs): a pointer move is one. */
async function waitForApp(page) {
  await page.mouse.move(1, 1);
  await page.waitForFunction(() => !('$_TSR' in window) || window.$_TSR?.hydrated === true, null, {
    timeout: timeoutMs,
  });
  await page.waitForLoadState('networkidle', { timeout: timeoutMs });
  // Under 4x CPU the components' effects (a carousel's slider, a menu taking over from the CSS)
  // can still be running once the network is idle; the main thread's first idle moment is after.
  await page.evaluate(
    (ms) => new Promise((resolve) => requestIdleCallback(() => resolve(), { timeout: ms })),
    timeoutMs,
  );
}

/** Evaluates `condition(arg)` in the page, through a navigation that may be under way. */
async function holds(page, condition, arg) {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    try {
      await page.waitForLoadState('domcontentloaded', { timeout: timeoutMs });
      return Boolean(await page.evaluate(condition, arg));
    } catch {
      await page.waitForTimeout(200);
    }
  }
  return false;
}

/** Counts the action's POSTs and whether the server accepted any. */
function watchPosts(page, posts) {
  const seen = { count: 0, accepted: 0 };
  if (!posts) return seen;
  const ours = (request) =>
    request.method() === 'POST' && new URL(request.url()).pathname === posts.path;
  page.on('request', (request) => {
    if (ours(request)) seen.count += 1;
  });
  page.on('response', (response) => {
    if (ours(response.request()) && response.status() < 400) seen.accepted += 1;
  });
  return seen;
}

/** The page as the mode leaves it for the action: just loaded, a second later, or warm. */
async function arrive(page, url, mode) {
  if (mode === 'warm') {
    // First visit fills the cache; the measured one comes from it.
    await page.goto(url, { waitUntil: 'load', timeout: timeoutMs });
    await waitForApp(page);
    await page.goto(url, { waitUntil: 'load', timeout: timeoutMs });
    await waitForApp(page);
    return;
  }
  await page.goto(url, { waitUntil: 'load', timeout: timeoutMs });
  if (mode === 'load+1s') await page.waitForTimeout(1000);
}

/** Returns { ms } or { lost: reason } or { notOffered: true }. */
async function actOnce(page, action, mode, url, watcher) {
  const posted = watchPosts(page, action.posts);
  await arrive(page, url, mode);
  const { arg = null, point, offered = true } = await action.prepare(page);
  if (!offered) return { notOffered: true };
  const report = watcher.next(timeoutMs);
  const t0 = await page.evaluate((value) => window.__bench.arm(value), arg);
  await action.act(page, point);
  const found = await report;
  if (!found) return { lost: `no answer within ${timeoutMs / 1000} s` };
  const ms = found.at - t0;
  await page.waitForTimeout(action.lingerMs ?? 500);
  if (!(await holds(page, action.settled ?? action.answered, arg))) {
    return { lost: `answered after ${Math.round(ms)} ms, gone or repeated later`, ms };
  }
  if (action.posts && posted.count > action.posts.max) {
    return { lost: `posted ${posted.count} times (at most ${action.posts.max})`, ms };
  }
  if (action.posts?.refusedOnly && posted.accepted > 0) {
    return { lost: 'the server accepted a submission', ms };
  }
  return { ms };
}

/** For a 'navigation' action: the time from the navigation's start to its answer. */
async function navigateOnce(page, action, mode, url, watcher) {
  if (mode === 'warm') {
    await page.goto(url, { waitUntil: 'load', timeout: timeoutMs });
    await waitForApp(page);
  }
  const report = watcher.next(timeoutMs);
  await page.goto(url, { waitUntil: 'commit', timeout: timeoutMs });
  const found = await report;
  if (!found) return { lost: `no answer within ${timeoutMs / 1000} s` };
  const ms = found.sinceNavigation;
  await page.waitForTimeout(action.lingerMs ?? 500);
  if (!(await holds(page, action.answered, null))) {
    return { lost: `answered after ${Math.round(ms)} ms, gone later`, ms };
  }
  if (action.holdsAfterApp) {
    await waitForApp(page);
    if (!(await holds(page, action.answered, null))) {
      return { lost: `answered after ${Math.round(ms)} ms, undone by the app`, ms };
    }
  }
  return { ms };
}

/** One visit in a brand-new context: an empty cache, nothing from the visits before. */
async function visit(browser, origin, action, mode) {
  const context = await browser.newContext(devices[action.device]);
  context.setDefaultTimeout(timeoutMs);
  try {
    const watcher = reports(context);
    await watcher.ready;
    await context.addInitScript({ content: watcherScript(action) });
    const page = await context.newPage();
    await throttle(page);
    const url = new URL(action.path, origin).href;
    const once = action.measure === 'navigation' ? navigateOnce : actOnce;
    return await once(page, action, mode, url, watcher);
  } catch (error) {
    return { lost: `error: ${error.message.split('\n')[0]}` };
  } finally {
    await context.close();
  }
}

function modesOf(action) {
  return action.measure === 'navigation' ? ['cold', 'warm'] : [...coldModes, 'warm'];
}

/** Linear interpolation between the closest ranks: the median of [a, b] is their mean. */
function quantile(sorted, fraction) {
  if (sorted.length === 0) return null;
  const rank = fraction * (sorted.length - 1);
  const below = Math.floor(rank);
  const above = Math.min(below + 1, sorted.length - 1);
  return sorted[below] + (sorted[above] - sorted[below]) * (rank - below);
}

function summarise(outcomes) {
  const times = outcomes
    .filter((outcome) => !outcome.lost && !outcome.notOffered)
    .map((outcome) => outcome.ms)
    .sort((a, b) => a - b);
  return {
    visits: outcomes.length,
    measured: times.length,
    lost: outcomes.filter((outcome) => outcome.lost).length,
    notOffered: outcomes.filter((outcome) => outcome.notOffered).length,
    medianMs: quantile(times, 0.5),
    p90Ms: quantile(times, 0.9),
    outcomes,
  };
}

async function run(browser, origin, action, visits) {
  const modes = {};
  for (const mode of modesOf(action)) {
    const count = mode === 'warm' ? Math.min(warmRepeats, visits) : visits;
    const outcomes = [];
    for (let index = 0; index < count; index += 1) {
      outcomes.push(await visit(browser, origin, action, mode));
    }
    modes[mode] = summarise(outcomes);
    const { medianMs, lost, notOffered } = modes[mode];
    process.stderr.write(
      `  ${action.name} ${mode}: median ${formatMs(medianMs)}, lost ${lost}/${count}` +
        `${notOffered ? `, not offered ${notOffered}/${count}` : ''}\n`,
    );
  }
  return { name: action.name, path: action.path, device: action.device, modes };
}

const formatMs = (ms) => (ms === null ? '–' : `${Math.round(ms)} ms`);

/** A median or p90 cell: the time, and how many visits had no control to use. */
function cell(summary, key) {
  if (!summary) return '–';
  if (summary.notOffered === summary.visits) return 'not offered before app';
  const note = summary.notOffered ? ` (${summary.notOffered}/${summary.visits} not offered)` : '';
  return `${formatMs(summary[key])}${note}`;
}

function table(results) {
  const rows = results.map(({ name, path, device, modes }) => {
    const cold = modes['load+0'] ?? modes.cold;
    const all = Object.values(modes);
    const lost = all.reduce((sum, summary) => sum + summary.lost, 0);
    const total = all.reduce((sum, summary) => sum + summary.visits, 0);
    return [
      `${name} (${device} ${path})`,
      cell(cold, 'medianMs'),
      cell(cold, 'p90Ms'),
      modes.cold ? 'n/a (from navigation start)' : cell(modes['load+1s'], 'medianMs'),
      cell(modes.warm, 'medianMs'),
      `${lost}/${total}`,
    ];
  });
  const header = [
    'action',
    'load+0 median',
    'load+0 p90',
    'load+1s median',
    'warm median',
    'lost (x/N)',
  ];
  return [header, header.map(() => '---'), ...rows]
    .map((row) => `| ${row.join(' | ')} |`)
    .join('\n');
}

function lostDetails(results) {
  return results.flatMap(({ name, modes }) =>
    Object.entries(modes).flatMap(([mode, summary]) =>
      summary.outcomes
        .map((outcome, index) => ({ outcome, index }))
        .filter(({ outcome }) => outcome.lost)
        .map(({ outcome, index }) => `- ${name} ${mode} visit ${index + 1}: ${outcome.lost}`),
    ),
  );
}

async function main(options) {
  const selected = options.only
    ? actions.filter((action) => options.only.includes(action.name))
    : actions;

  console.log(
    `Aim: median ≤ ${aim.coldMedianMs} ms cold, ≤ ${aim.warmMedianMs} ms warm, ${aim.lost} lost.`,
  );
  console.log(
    `Phone profile: ${throttling.cpuRate}x CPU, ${throttling.network.latency} ms, 1.6 Mbps down;` +
      ` ${options.visits} cold visits per mode, ${Math.min(warmRepeats, options.visits)} warm; timeout ${timeoutMs / 1000} s.\n`,
  );

  let server;
  let browser;
  const stopAll = async () => {
    await browser?.close().catch(() => {});
    await server?.stop().catch(() => {});
  };
  // Ctrl-C still closes the browser and stops the server.
  process.once('SIGINT', () => void stopAll().then(() => process.exit(130)));
  try {
    server = await startServer();
    browser = await launchChromium();
    const results = [];
    for (const action of selected) {
      results.push(await run(browser, server.origin, action, options.visits));
    }
    console.log(table(results));
    const lost = lostDetails(results);
    if (lost.length > 0) console.log(`\nLost:\n${lost.join('\n')}`);
    await writeFile(
      reportFile,
      `${JSON.stringify(
        {
          date: new Date().toISOString(),
          cpu: cpus()[0]?.model,
          browser: browser.version(),
          throttling,
          aim,
          visits: options.visits,
          warmRepeats,
          results,
        },
        null,
        2,
      )}\n`,
    );
    console.log(`\nWritten: ${reportFile}`);
    return lost.length;
  } finally {
    await stopAll();
  }
}

let options;
try {
  options = parseArgs(process.argv.slice(2));
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
const lostCount = await main(options);
process.exit(options.gate && lostCount > 0 ? 1 : 0);
