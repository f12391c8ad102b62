// One visit: a fresh browser context on the throttled phone or desktop, the page as the mode
// leaves it, the action, and the time until its answer (or why it was lost).
import { devices } from './bench-interaction.actions.mjs';
import { throttle } from './bench-interaction.throttling.mjs';
import { reports, watcherScript } from './bench-interaction.watcher.mjs';

export const timeoutMs = 15_000;

/** The app loads at the visitor's first activity (@ngs/html-first's app loader): a pointer move is one. */
async function waitForApp(page) {
  await page.mouse.move(1, 1);
  await page.waitForFunction(() => !('$_TSR' in window) || window.$_TSR?.hydrated === true, null, {
    timeout: timeoutMs,
  });
  await page.waitForLoadState('networkidle', { timeout: timeoutMs });
  // Under 4x CPU the components' effects (a carousel's slider, a menu taking over from the CSS)
  // can still be running once the network is idle; the main thread's first idle moment is after.
  await page.evaluate(
    (ms) =>
      new Promise((resolve) => requestIdleCallback(() => resolve(undefined), { timeout: ms })),
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

/**
 * For a 'navigation' action: the time from the page's first contentful paint to its answer, so
 * 0 means the answer came with the page. A navigation on this profile cannot paint before a few
 * round trips; the paint itself is kept beside it (`firstPaintMs`) for the report.
 */
async function navigateOnce(page, action, mode, url, watcher) {
  if (mode === 'warm') {
    await page.goto(url, { waitUntil: 'load', timeout: timeoutMs });
    await waitForApp(page);
  }
  const report = watcher.next(timeoutMs);
  await page.goto(url, { waitUntil: 'commit', timeout: timeoutMs });
  const found = await report;
  if (!found) return { lost: `no answer within ${timeoutMs / 1000} s` };
  // The answer can be found in the frame before the paint is recorded: wait for the entry.
  const firstPaintMs = await page.evaluate(
    (waitMs) =>
      new Promise((resolve) => {
        const timer = setTimeout(() => resolve(null), waitMs);
        new PerformanceObserver((list) => {
          const paint = list.getEntriesByName('first-contentful-paint')[0];
          if (!paint) return;
          clearTimeout(timer);
          resolve(paint.startTime);
        }).observe({ type: 'paint', buffered: true });
      }),
    timeoutMs,
  );
  if (firstPaintMs === null) return { lost: 'answered, but the page never painted' };
  // The watcher checks at the start of a frame, so an answer that comes with the first paint
  // can be seen a little before that paint's timestamp.
  const ms = Math.max(0, found.sinceNavigation - firstPaintMs);
  await page.waitForTimeout(action.lingerMs ?? 500);
  if (!(await holds(page, action.answered, null))) {
    return {
      lost: `answered ${Math.round(ms)} ms after the first paint, gone later`,
      ms,
      firstPaintMs,
    };
  }
  if (action.holdsAfterApp) {
    await waitForApp(page);
    if (!(await holds(page, action.answered, null))) {
      return {
        lost: `answered ${Math.round(ms)} ms after the first paint, undone by the app`,
        ms,
        firstPaintMs,
      };
    }
  }
  return { ms, firstPaintMs };
}

/** One visit in a brand-new context: an empty cache, nothing from the visits before. */
export async function visit(browser, origin, action, mode) {
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
    return {
      lost: `error: ${String(error instanceof Error ? error.message : error).split('\n')[0]}`,
    };
  } finally {
    await context.close();
  }
}
