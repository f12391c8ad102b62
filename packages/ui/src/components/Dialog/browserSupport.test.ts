import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { CompatData, CompatStatement, Identifier } from '@mdn/browser-compat-data';
import { describe, expect, it } from 'vitest';

// What the Dialog asks of the browser, checked against MDN's compatibility data. The versions
// are the support policy a site states (this one in docs/decisions.md, D34): where the button
// opens the dialog as a modal from HTML alone, and where, older, it opens it as a popover.

const browsers = [
  'chrome',
  'chrome_android',
  'edge',
  'firefox',
  'firefox_android',
  'safari',
  'safari_ios',
  'samsunginternet_android',
] as const;
type Browser = (typeof browsers)[number];

// Read as JSON: 20 MB through the bundler's module transform would take it seconds.
const bcd = JSON.parse(
  readFileSync(createRequire(import.meta.url).resolve('@mdn/browser-compat-data'), 'utf8'),
) as CompatData;

/** The first version of `browser` with `feature` unflagged and whole, or null if none yet. */
function since(feature: string, browser: Browser): string | null {
  const compat = feature
    .split('.')
    .reduce<Identifier | undefined>(
      (node, key) => node?.[key] as Identifier | undefined,
      bcd as unknown as Identifier,
    )?.__compat as CompatStatement | undefined;
  if (!compat) throw new Error(`No compatibility data for ${feature}`);
  const entries = [compat.support[browser] ?? []].flat();
  const whole = entries.find(
    (entry) =>
      !entry.flags && !entry.prefix && !entry.alternative_name && !entry.partial_implementation,
  );
  const version = whole?.version_added;
  return typeof version === 'string' && /^\d/.test(version) ? version : null;
}

function compareVersions(a: string, b: string): number {
  const [x, y] = [a, b].map((version) => version.split('.').map(Number)) as [number[], number[]];
  for (let index = 0; index < Math.max(x.length, y.length); index += 1) {
    const difference = (x[index] ?? 0) - (y[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

/** Whether a feature that came in `added` is there in `version`. */
const presentIn = (added: string | null, version: string) =>
  added !== null && compareVersions(added, version) <= 0;

/** Invoker commands: the button opens the dialog as a modal with no script. */
const modalFromHtml = {
  chrome: '135',
  chrome_android: '135',
  edge: '135',
  firefox: '144',
  firefox_android: '144',
  safari: '26.2',
  safari_ios: '26.2',
  samsunginternet_android: '29.0',
} satisfies Record<Browser, string>;

/** Popovers only: the same button opens it as a popover (not modal) until the app runs. */
const popoverFromHtml = {
  chrome: '114',
  chrome_android: '114',
  edge: '114',
  firefox: '125',
  firefox_android: '125',
  safari: '17',
  safari_ios: '17',
  samsunginternet_android: '23.0',
} satisfies Record<Browser, string>;

describe('what the Dialog asks of browsers (MDN compatibility data)', () => {
  it.each(browsers)(
    '%s: opens it as a modal from HTML from the version the policy says',
    (browser) => {
      expect(since('html.elements.button.commandfor', browser)).toBe(modalFromHtml[browser]);
      expect(since('html.elements.button.command', browser)).toBe(modalFromHtml[browser]);
    },
  );

  it.each(browsers)('%s: opens it as a popover from HTML before that', (browser) => {
    expect(since('html.elements.button.popovertarget', browser)).toBe(popoverFromHtml[browser]);
    expect(since('css.selectors.popover-open', browser)).toBe(popoverFromHtml[browser]);
  });

  it.each(browsers)(
    '%s: has, wherever it opens it as a modal, what the modal relies on',
    (browser) => {
      // A dialog opened by a button tells the app (toggle); the page's script finds the open one
      // (:modal) and its controls (checkVisibility); the page behind stops scrolling (:has).
      for (const feature of [
        'api.HTMLDialogElement.showModal',
        'api.HTMLElement.toggle_event.dialog_elements',
        'css.selectors.modal',
        'css.selectors.has',
        'api.Element.checkVisibility',
      ]) {
        expect(presentIn(since(feature, browser), modalFromHtml[browser]), feature).toBe(true);
      }
    },
  );

  it('should know where a click on the backdrop does not close it yet (no `closedby`)', () => {
    // There Escape and the × close it; the policy says so.
    const withoutClosedby = browsers.filter(
      (browser) =>
        !presentIn(since('html.elements.dialog.closedby', browser), modalFromHtml[browser]),
    );
    expect(withoutClosedby).toEqual(['safari', 'safari_ios']);
  });
});
