import { applicationForm, contactPage, passwordRules, searchTexts } from '@ngs/content';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { siteInChromium, waitForHydration } from './harness';

// D27: what a visitor can do before the page's app has loaded, and how the app then takes over.

const site = siteInChromium();

/**
 * Holds the page's app back until `release()`: what works meanwhile works without it. Records
 * whether the page asked for the app, and every POST it made.
 */
async function holdApp(page: Page) {
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
  return { release, seen };
}

describe('HTML first: the page works before its app, which runs at the first activity', () => {
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
    await page.getByRole('button', { name: 'Send', exact: true }).tap();
    await page.waitForURL(`${site.origin}/contact`);
    await expect.poll(() => page.getByRole('alert').first().isVisible()).toBe(true);
    expect(requestsBeforeTheAnswer).toEqual([]);

    // On the answer, the next activity starts the app as on any page.
    await page.getByRole('heading', { level: 1 }).tap();
    await waitForHydration(page);
    expect(appRequests.some((path) => path.startsWith('/assets/entry-client-'))).toBe(true);
    await page.close();
  });

  it('should stop an empty contact form before the app, with its errors and no round trip, then hand them to the app', async () => {
    // A tall phone: the button is in view, so the tap is the first activity (it would be a
    // scroll otherwise), and the loader must see that a stopped submit sent nothing.
    const page = await site.browser.newPage({
      viewport: { width: 412, height: 2600 },
      hasTouch: true,
      isMobile: true,
    });
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    const { release, seen } = await holdApp(page);
    await page.goto(`${site.origin}/contact`, { waitUntil: 'load' });
    const { messages } = contactPage;
    const summary = page.getByRole('alert');
    const entries = () => summary.getByRole('link').allTextContents();
    // Set without an event: typing would be activity.
    await page.evaluate(() => {
      (document.getElementById('contact-email') as HTMLInputElement).value = 'asha@example.com';
    });
    await page.getByRole('button', { name: 'Send', exact: true }).tap();

    await expect.poll(() => summary.isVisible()).toBe(true);
    expect(await entries()).toEqual([messages.nameRequired, messages.messageRequired]);
    expect(
      await page.evaluate(() =>
        document.activeElement?.contains(document.querySelector('[role="alert"]')),
      ),
    ).toBe(true);
    // The stopped submit sent nothing, so the press starts the app.
    await expect.poll(() => seen.appAskedFor).toBe(true);
    await summary.getByRole('link', { name: messages.messageRequired }).tap();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('contact-message');
    expect(seen.posts).toEqual([]);

    // Once it runs, the app shows the same errors, on the fields too, and follows what is
    // typed from then on.
    release();
    await waitForHydration(page);
    await expect
      .poll(() => page.locator('#contact-name').getAttribute('aria-invalid'))
      .toBe('true');
    expect(await entries()).toEqual([messages.nameRequired, messages.messageRequired]);
    expect(await page.locator('#contact-email').inputValue()).toBe('asha@example.com');
    await page.locator('#contact-name').fill('Asha');
    await expect.poll(entries).toEqual([messages.messageRequired]);
    expect(seen.posts).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('should stop an empty application before the app with the errors the app then shows', async () => {
    const page = await site.browser.newPage({ viewport: { width: 390, height: 844 } });
    const { release, seen } = await holdApp(page);
    await page.goto(`${site.origin}/apply`, { waitUntil: 'load' });
    const summary = page.getByRole('alert');
    const entries = () => summary.getByRole('link').allTextContents();
    await page.getByRole('button', { name: applicationForm.submitLabel, exact: true }).click();
    await expect.poll(() => summary.isVisible()).toBe(true);
    const beforeApp = await entries();
    expect(beforeApp).toContain(applicationForm.messages.resumeRequired);
    expect(beforeApp).toContain(applicationForm.messages.selectionRequired);
    // A group of radios: its link focuses the first radio.
    await summary
      .getByRole('link', { name: applicationForm.messages.selectionRequired })
      .first()
      .click();
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).type)).toBe(
      'radio',
    );
    expect(seen.posts).toEqual([]);

    release();
    await waitForHydration(page);
    await expect
      .poll(() => page.locator('#application-email').getAttribute('aria-invalid'))
      .toBe('true');
    // The app's own check of the same empty form lists the same fields, in the same order.
    expect(await entries()).toEqual(beforeApp);
    expect(seen.posts).toEqual([]);
    await page.close();
  });

  it('should open the menu, the search and a testimonial, and move the carousel, before the app has loaded', async () => {
    const page = await site.browser.newPage({ viewport: { width: 700, height: 900 } });
    // The app never arrives: what works here works from the first paint.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(`${site.origin}/`, { waitUntil: 'load' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect.poll(() => page.locator('#site-menu').isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: searchTexts.openLabel }).click();
    await expect
      .poll(() => page.getByRole('combobox', { name: searchTexts.inputLabel }).isVisible())
      .toBe(true);
    await page.keyboard.press('Escape');
    const readMore = page.getByRole('button', { name: /^Read More/ }).first();
    await readMore.scrollIntoViewIfNeeded();
    await readMore.click();
    await expect
      .poll(() => page.getByRole('dialog').filter({ hasText: '- Intern' }).isVisible())
      .toBe(true);
    await page.keyboard.press('Escape');
    // The carousel's Next scrolls its strip one slide, and Previous brings it back.
    const carousel = page.locator('section[aria-roledescription="carousel"]').first();
    const strip = carousel.locator('[aria-live]').first();
    const scrolled = () => strip.evaluate((element) => element.scrollLeft);
    const slideWidth = await strip.evaluate((element) => element.firstElementChild!.clientWidth);
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect.poll(scrolled).toBeCloseTo(slideWidth, 0);
    await carousel.getByRole('button', { name: 'Previous slide' }).click();
    await expect.poll(scrolled).toBe(0);
    await page.close();
  });

  it('should show the password rules and follow typing before the app, then hand them over to it', async () => {
    const page = await site.browser.newPage({ viewport: { width: 390, height: 844 } });
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    // The app is held back until the rules have been seen working without it.
    const { release } = await holdApp(page);
    await page.goto(`${site.origin}/apply`, { waitUntil: 'load' });
    const rule = (id: (typeof passwordRules)[number]['id']) =>
      page.locator('li', { hasText: passwordRules.find((each) => each.id === id)!.label });
    const title = page.getByText(applicationForm.passwordChecklistTitle);
    expect(await title.isVisible()).toBe(false);

    await page.getByLabel('Password', { exact: true }).focus();
    await expect.poll(() => title.isVisible()).toBe(true);
    await page.keyboard.type('7');
    expect(await rule('digitOrSpecial').getAttribute('data-state')).toBe('met');
    expect(await rule('minLength').getAttribute('data-state')).toBe('unmet');
    expect(await rule('mixedCase').getAttribute('data-state')).toBe('unmet');

    release();
    await waitForHydration(page);
    await page.keyboard.type('Abcdefg');
    for (const { id } of passwordRules) {
      await expect.poll(() => rule(id).getAttribute('data-state')).toBe('met');
    }
    expect(await title.isVisible()).toBe(true);
    expect(await page.getByLabel('Password', { exact: true }).inputValue()).toBe('7Abcdefg');
    expect(problems).toEqual([]);
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

  it('should search without script on a page of results', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(`${site.origin}/career`, { waitUntil: 'load' });
    await page.getByRole('button', { name: searchTexts.openLabel }).click();
    await page.keyboard.type('cloud');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/search?q=cloud');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      searchTexts.resultsLabel,
    );
    expect(
      await page.getByRole('main').getByRole('link', { name: 'Cloud Computing' }).count(),
    ).toBe(1);
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
