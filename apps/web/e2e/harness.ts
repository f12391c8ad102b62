import type { Page } from 'playwright-core';

// The production site and Chromium come from the one module the benchmarks use too.
export {
  launchChromium,
  startProductionSite as startSite,
  startSiteWithFreshData,
} from '../scripts/bench/production-site.mjs';
export type { RunningSite } from '../scripts/bench/production-site.mjs';

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
      problems.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/**
 * Moves the pointer, as a visitor does, and waits until React has hydrated the prerendered page
 * (the router marks the document). The app loads at the first activity (scripts/build/app-loader.mjs).
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
