import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import {
  launchChromium,
  startProductionSite,
  startSiteWithFreshData,
  type RunningSite,
} from '../../scripts/bench/production-site.mjs';

// The production site and Chromium come from the one module the benchmarks use too.
export { launchChromium, startProductionSite as startSite, startSiteWithFreshData };
export type { RunningSite };

export interface SiteInChromium {
  readonly origin: string;
  readonly browser: Browser;
  /** The server's data folder, for suites started with fresh data. */
  readonly dataDir: string;
}

/**
 * The production site and a Chromium for the tests of the surrounding suite: started before
 * them, stopped after. `freshData` names a database of the suite's own, for suites that submit.
 */
export function siteInChromium(freshData?: string): SiteInChromium {
  let site: RunningSite | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    [site, browser] = await Promise.all([
      freshData ? startSiteWithFreshData(freshData) : startProductionSite(),
      launchChromium(),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });
  return {
    get origin() {
      if (!site) throw new Error('The site starts in beforeAll: use it inside a test');
      return site.origin;
    },
    get browser() {
      if (!browser) throw new Error('Chromium starts in beforeAll: use it inside a test');
      return browser;
    },
    get dataDir() {
      if (!site?.dataDir) throw new Error('Only a suite started with fresh data has its folder');
      return site.dataDir;
    },
  };
}

// Chromium says so each time a Dialog's button is pressed: it carries both on purpose, the
// command for browsers that have invoker commands, the popover for those that do not yet (D34).
const expectedNotice = 'popovertarget is ignored on elements with commandfor.';

/**
 * Collects console errors, warnings and page errors, where hydration mismatches show up, and
 * every Content-Security-Policy violation, which code may trigger silently (e.g. a probe in a
 * try/catch) and the browser does not always log.
 */
export async function watchConsole(page: Page): Promise<string[]> {
  const problems: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} by ${event.sourceFile}`);
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      if (message.text() === expectedNotice) return;
      problems.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/**
 * Moves the pointer, as a visitor does, and waits until React has hydrated the prerendered page
 * (the router marks the document). The app loads at the first activity (@ngs/html-first's app loader).
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.mouse.move(1, 1);
  await page.waitForFunction(
    () =>
      !('$_TSR' in window) ||
      (window as { $_TSR?: { hydrated?: boolean } }).$_TSR?.hydrated === true,
  );
  await page.waitForLoadState('networkidle');
}

/**
 * Does what sends the page away (a form's submit) and waits for the document the server answers
 * with. Its address may be the one the page already had, so waiting for a URL, or for the load
 * state of the page already loaded, would return before the answer.
 */
export async function answerTo(page: Page, act: () => Promise<void>): Promise<void> {
  const answered = page.waitForEvent('load');
  await act();
  await answered;
}

/**
 * Holds the page's app back until `letAppRun()`, which then waits for it to hydrate the page:
 * what works meanwhile works without it. Records whether the page asked for the app, and every
 * POST it made.
 */
export async function holdApp(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const seen = { appAskedFor: false, posts: [] as string[] };
  page.on('request', (request) => {
    if (request.method() === 'POST') seen.posts.push(request.url());
  });
  await page.route('**/assets/entry-client-*.js', async (route) => {
    seen.appAskedFor = true;
    await held;
    await route.continue();
  });
  const letAppRun = async () => {
    release();
    await waitForHydration(page);
  };
  return { letAppRun, seen };
}
