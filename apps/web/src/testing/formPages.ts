import type { Page, Response } from 'playwright-core';
import { waitForHydration, watchConsole, type SiteInChromium } from './harness';

// What both form suites do to a page: open it watching the console, fail a post, find a toast,
// move focus with Tab.

/**
 * Opens pages of the site in Chromium, each with its console problems (less the browser's own
 * line about a request answered with an error).
 */
export const pageOpener =
  (site: SiteInChromium) =>
  async (
    path: string,
    prepare: (page: Page) => Promise<void> = async () => {},
  ): Promise<{ page: Page; problems: () => string[] }> => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const problems = await watchConsole(page);
    await prepare(page);
    await page.goto(site.origin + path);
    await waitForHydration(page);
    return {
      page,
      problems: () => problems.filter((line) => !line.includes('Failed to load resource')),
    };
  };

export const isPost = (path: string) => (response: Response) =>
  response.request().method() === 'POST' && new URL(response.url()).pathname === path;

/** Answers the form's POST with 500 in the browser: the server is asked nothing. */
export async function failNextPost(page: Page, path: string) {
  await page.route(`**${path}`, (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ error: 'Internal error', fields: {} }),
        })
      : route.fallback(),
  );
}

/** A toast's text in the notifications region (not the screen-reader copy Radix announces). */
export const toastIn = (page: Page, text: string) =>
  page.getByRole('region', { name: /Notifications/ }).getByText(text, { exact: true });

export const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

/** Presses Tab until the control with this id has focus; fails after `max` presses. */
export async function tabTo(page: Page, id: string, max = 6) {
  for (let press = 0; press < max; press += 1) {
    await page.keyboard.press('Tab');
    if ((await focusedId(page)) === id) return;
  }
  throw new Error(`Tab did not reach #${id} within ${max} presses (at #${await focusedId(page)})`);
}

type SentEntry = [string, string | { file: string }];

/**
 * Records the multipart body the page hands to fetch (Chromium does not report a body with
 * files to the test). The request still goes out untouched.
 */
export async function recordFormData(page: Page) {
  await page.addInitScript(() => {
    const send = window.fetch.bind(window);
    window.fetch = (input, init) => {
      if (init?.body instanceof FormData) {
        (window as unknown as { sentForm: SentEntry[] }).sentForm = [...init.body.entries()].map(
          ([name, value]) => [name, typeof value === 'string' ? value : { file: value.name }],
        );
      }
      return send(input, init);
    };
  });
}

export async function sentForm(page: Page): Promise<Record<string, SentEntry[1]>> {
  const entries = await page.evaluate(
    () => (window as unknown as { sentForm?: SentEntry[] }).sentForm ?? [],
  );
  return Object.fromEntries(entries);
}
