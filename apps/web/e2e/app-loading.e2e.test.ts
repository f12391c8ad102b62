import { describe, expect, it } from 'vitest';
import { answerTo, siteInChromium, waitForHydration } from '../src/testing/harness';

// D27: how a page gets its app (fetched when idle, run at the first activity), its web fonts and
// its media, and what the app leaves as it was when it takes over. What works before the app:
// before-app.e2e.test.ts.

const site = siteInChromium();

describe('HTML first: the app arrives at the first activity and changes nothing the visitor sees', () => {
  it('should fetch the app 3 s after load but run it only when the visitor moves; the fonts after load', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${site.origin}/story`, { waitUntil: 'networkidle' });
    const scriptsFetched = () =>
      page.evaluate(() => ({
        loadedAt: performance.getEntriesByType('navigation')[0]!.toJSON().loadEventStart as number,
        // The router's state leaves the page, or is marked, once the app has hydrated it.
        hydrated:
          !('$_TSR' in window) ||
          (window as { $_TSR?: { hydrated?: boolean } }).$_TSR?.hydrated === true,
        scripts: performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.endsWith('.js'))
          .map((entry) => ({
            url: new URL(entry.name).pathname,
            start: entry.startTime,
            fromNetwork: (entry as PerformanceResourceTiming).transferSize > 0,
          })),
      }));
    const isEntry = (url: string) => /^\/assets\/entry-client-[\w-]+\.js$/.test(url);
    await page.waitForFunction(() =>
      performance
        .getEntriesByType('resource')
        .some((entry) => /\/assets\/entry-client-[\w-]+\.js$/.test(entry.name)),
    );
    const idle = await scriptsFetched();
    // The web fonts' module and the app's files, all after the load event; nothing has run.
    expect(idle.scripts.map((script) => script.url)).toContainEqual(
      expect.stringMatching(/^\/assets\/webFonts-[\w-]+\.js$/),
    );
    expect(idle.scripts.filter((script) => isEntry(script.url))).toHaveLength(1);
    expect(idle.scripts.every((script) => script.start >= idle.loadedAt)).toBe(true);
    // The app's files wait 3 s after load, not to slow the page's own settling.
    const prefetched = idle.scripts.find((script) => isEntry(script.url))!;
    expect(prefetched.start).toBeGreaterThanOrEqual(idle.loadedAt + 3000);
    expect(idle.hydrated).toBe(false);
    // The web fonts were added (and are in use) with no activity at all.
    await page.waitForFunction(() =>
      [...document.fonts].some(
        (face) => face.family.replaceAll('"', '') === 'Inter Variable' && face.status === 'loaded',
      ),
    );

    await waitForHydration(page);
    const active = await scriptsFetched();
    expect(active.hydrated).toBe(true);
    // The app that runs is the one fetched while the page was idle: nothing comes twice.
    const entryFetches = active.scripts.filter((script) => isEntry(script.url));
    expect(entryFetches.filter((script) => script.fromNetwork)).toHaveLength(1);
    await page.close();
  });

  it('should fetch nothing ahead when the visitor saves data, and not start the app for a tap that sends a form', async () => {
    // A tall phone: the form's button is in view, so the tap is the first activity (a scroll or
    // a mouse moving over the page would come first otherwise).
    const page = await site.browser.newPage({
      viewport: { width: 412, height: 2600 },
      hasTouch: true,
      isMobile: true,
    });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setDataSaverOverride', { dataSaverEnabled: true });
    const appRequests: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (/^\/assets\/(?!webFonts-).+\.js$/.test(path)) appRequests.push(path);
    });
    await page.goto(`${site.origin}/contact`, { waitUntil: 'networkidle' });
    expect(
      await page.evaluate(
        () => (navigator as { connection?: { saveData?: boolean } }).connection?.saveData,
      ),
    ).toBe(true);
    // Past the 3 s after load when the app would otherwise be fetched ahead.
    await page.waitForTimeout(3500);
    expect(appRequests).toEqual([]);

    // The press is the first activity, and it sends the form, which the server refuses (a blank
    // form the page would stop itself). The values are set without an event: typing would be
    // activity. The server's answer is held back a second: long enough for the app to have
    // started on the page that sent it, had the loader not seen that this page is going.
    await page.evaluate(() => {
      const set = (id: string, value: string) =>
        ((document.getElementById(id) as HTMLInputElement).value = value);
      set('contact-name', 'Asha');
      set('contact-email', 'not an address');
      set('contact-message', 'Hello');
    });
    await page.route(`${site.origin}/contact`, async (route) => {
      if (route.request().method() === 'POST') await new Promise((done) => setTimeout(done, 1000));
      await route.continue();
    });
    let requestsBeforeTheAnswer: string[] | undefined;
    page.on('framenavigated', () => (requestsBeforeTheAnswer ??= [...appRequests]));
    await answerTo(page, () => page.getByRole('button', { name: 'Send', exact: true }).tap());
    await expect.poll(() => page.getByRole('alert').first().isVisible()).toBe(true);
    expect(requestsBeforeTheAnswer).toEqual([]);

    // On the answer, the next activity starts the app as on any page.
    await page.getByRole('heading', { level: 1 }).tap();
    await waitForHydration(page);
    expect(appRequests.some((path) => path.startsWith('/assets/entry-client-'))).toBe(true);
    await page.close();
  });

  it('should leave the page where the visitor scrolled it when the app takes over, and bring it back there', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${site.origin}/`, { waitUntil: 'load' });
    // The scroll is the visitor's first activity: the app starts with it and hydrates this page.
    await page.evaluate(() => window.scrollTo({ top: 2000, behavior: 'instant' }));
    await page.waitForFunction(() => !('$_TSR' in window));
    await page.waitForLoadState('networkidle');
    // Long enough for a (smooth) scroll back to the top to be well under way.
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => window.scrollY)).toBe(2000);

    // A navigation inside the app starts the next page at the top; Back returns to the spot.
    const link = page.locator('main a[href="/whoarewe"]').first();
    await link.scrollIntoViewIfNeeded();
    const left = await page.evaluate(() => window.scrollY);
    expect(left).toBeGreaterThan(0);
    await link.click();
    await page.waitForURL(`${site.origin}/whoarewe`);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(left);
    await page.close();
  });

  it('should leave the hero video to the app and images below the fold to the browser', async () => {
    const page = await site.browser.newPage({ viewport: { width: 412, height: 823 } });
    await page.route('**/assets/entry-client-*.js', (route) => route.abort());
    await page.goto(`${site.origin}/`, { waitUntil: 'networkidle' });
    const isVideo = (url: string) => /\.(webm|mp4)$/.test(url);
    const { belowTheFold, resources } = await page.evaluate(() => {
      // Chrome fetches a lazy image once it is within 1250 px of the viewport (fast networks).
      const lazyLoadDistance = 1250;
      return {
        belowTheFold: [...document.images]
          .filter((image) => image.getBoundingClientRect().top > window.innerHeight)
          .map((image) => ({
            url: image.currentSrc || image.src,
            lazy: image.loading === 'lazy',
            far: image.getBoundingClientRect().top > window.innerHeight + lazyLoadDistance,
          })),
        resources: performance.getEntriesByType('resource').map((entry) => entry.name),
      };
    });
    expect(belowTheFold.filter((image) => image.far).length).toBeGreaterThan(3);
    expect(belowTheFold.filter((image) => !image.lazy)).toEqual([]);
    const farUrls = belowTheFold.filter((image) => image.far).map((image) => image.url);
    expect(resources.filter((url) => farUrls.includes(url))).toEqual([]);
    expect(resources.filter(isVideo)).toEqual([]);
    await page.close();

    // With the app, the background video starts.
    const withApp = await site.browser.newPage({ viewport: { width: 412, height: 823 } });
    await withApp.goto(`${site.origin}/`, { waitUntil: 'load' });
    await waitForHydration(withApp);
    await expect
      .poll(() =>
        withApp.evaluate(() =>
          performance
            .getEntriesByType('resource')
            .some((entry) => /\.(webm|mp4)$/.test(entry.name)),
        ),
      )
      .toBe(true);
    await withApp.close();
  });

  it('should paint with the fallback faces, then swap in the web fonts the app adds, moving nothing', async () => {
    const page = await site.browser.newPage({ viewport: { width: 412, height: 823 } });
    await page.goto(`${site.origin}/story`, { waitUntil: 'load' });
    await waitForHydration(page);
    const fonts = await page.evaluate(async () => {
      await document.fonts.ready;
      let shifted = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) shifted += (entry as { value?: number }).value ?? 0;
      }).observe({ type: 'layout-shift', buffered: true });
      await new Promise((resolve) => setTimeout(resolve, 200));
      const loadedAt = performance.getEntriesByType('navigation')[0]!.toJSON()
        .loadEventStart as number;
      return {
        requests: performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.endsWith('.woff2'))
          .map((entry) => entry.startTime - loadedAt),
        interLoaded: document.fonts.check('16px "Inter Variable"'),
        headingFont: getComputedStyle(document.querySelector('h1')!).fontFamily,
        shifted,
      };
    });
    expect(fonts.requests.length).toBeGreaterThanOrEqual(2);
    expect(fonts.requests.every((sinceLoad) => sinceLoad > 0)).toBe(true);
    expect(fonts.interLoaded).toBe(true);
    expect(fonts.headingFont).toMatch(/^"Space Grotesk Variable"/);
    expect(fonts.shifted).toBeLessThan(0.02);
    await page.close();
  });
});
