import { applicationForm, contactPage, passwordRules, searchTexts } from '@ngs/content';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { holdApp, siteInChromium, watchConsole } from '../src/testing/harness';

// D27: what a visitor can do before the page's app has loaded, and how the app then takes over.
// How the app, the fonts and the media arrive: app-loading.e2e.test.ts.

const site = siteInChromium();

/** What each control of the page's forms holds, by name: the text, the choice, the file. */
function formControls(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLFormElement>('main form')].flatMap((form) =>
      [...form.elements].flatMap((element) => {
        if (!(element instanceof HTMLInputElement || element instanceof HTMLSelectElement)) {
          return element instanceof HTMLTextAreaElement ? [`${element.name}=${element.value}`] : [];
        }
        if (element.type === 'hidden' || element.type === 'submit') return [];
        if (element instanceof HTMLInputElement && element.type === 'file') {
          return [`${element.name}=${[...(element.files ?? [])].map((file) => file.name)}`];
        }
        if (element instanceof HTMLInputElement && /^(radio|checkbox)$/.test(element.type)) {
          return [`${element.name}:${element.value}=${element.checked}`];
        }
        return [`${element.name}=${element.value}`];
      }),
    ),
  );
}

/**
 * Sets every control of the page's forms as a visitor would, each away from what the page came
 * with: text typed, the other answer of each choice, every box ticked, a file chosen, the last
 * option of a list. The honeypot, which people never see, is left alone.
 */
async function setEveryControl(page: Page) {
  const controls = page.locator(
    'main form :is(input, select, textarea):not([type="hidden"], [type="submit"], [name="website"])',
  );
  const chosen = new Set<string>();
  for (const control of await controls.all()) {
    const { tag, type, name, checked } = await control.evaluate((element: HTMLInputElement) => ({
      tag: element.tagName,
      type: element.type,
      name: element.name,
      checked: element.checked,
    }));
    if (tag === 'SELECT') {
      const last = await control.locator('option').last().getAttribute('value');
      await control.selectOption(last ?? '');
    } else if (type === 'file') {
      await control.setInputFiles({
        name: `${name}.txt`,
        mimeType: 'text/plain',
        buffer: Buffer.from('Chosen before the app.\n'),
      });
    } else if (type === 'checkbox') {
      await control.check();
    } else if (type === 'radio') {
      // The first answer of its group that is not the one the page came with.
      if (checked || chosen.has(name)) continue;
      chosen.add(name);
      await control.check();
    } else {
      await control.fill(type === 'email' ? 'before.app@example.com' : `${name} before the app`);
    }
  }
}

/** Whether the site search is open, the same element as the page's, and what it holds. */
function searchState(page: Page) {
  return page.evaluate(() => {
    const search = document.getElementById('site-search') as
      (HTMLElement & { seenBeforeApp?: boolean }) | null;
    return {
      open: Boolean(search?.matches(':modal') || search?.matches(':popover-open')),
      sameElement: search?.seenBeforeApp === true,
      query: search?.querySelector('input')?.value,
    };
  });
}

describe('HTML first: the page works before its app, which runs at the first activity', () => {
  it('should stop an empty contact form before the app, with its errors and no round trip, then hand them to the app', async () => {
    // A tall phone: the button is in view, so the tap is the first activity (it would be a
    // scroll otherwise), and the loader must see that a stopped submit sent nothing.
    const page = await site.browser.newPage({
      viewport: { width: 412, height: 2600 },
      hasTouch: true,
      isMobile: true,
    });
    const problems = await watchConsole(page);
    const { letAppRun, seen } = await holdApp(page);
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
    await letAppRun();
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
    const { letAppRun, seen } = await holdApp(page);
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

    await letAppRun();
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
    const problems = await watchConsole(page);
    // The app is held back until the rules have been seen working without it.
    const { letAppRun } = await holdApp(page);
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

    await letAppRun();
    await page.keyboard.type('Abcdefg');
    for (const { id } of passwordRules) {
      await expect.poll(() => rule(id).getAttribute('data-state')).toBe('met');
    }
    expect(await title.isVisible()).toBe(true);
    expect(await page.getByLabel('Password', { exact: true }).inputValue()).toBe('7Abcdefg');
    expect(problems).toEqual([]);
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
  it('should take the state of every control of both forms, and the open search, from the page, not the address', async () => {
    for (const path of ['/apply?type=internship', '/contact']) {
      // A cold visit on a phone: its own profile, nothing cached.
      const context = await site.browser.newContext({
        viewport: { width: 390, height: 844 },
        hasTouch: true,
        isMobile: true,
      });
      const page = await context.newPage();
      const { letAppRun } = await holdApp(page);
      await page.goto(site.origin + path, { waitUntil: 'load' });
      await setEveryControl(page);
      await page.getByRole('button', { name: searchTexts.openLabel }).click();
      await page.keyboard.type('cloud');
      await page.evaluate(() => {
        const search = document.getElementById('site-search') as HTMLElement & {
          seenBeforeApp?: boolean;
        };
        search.seenBeforeApp = true;
      });
      const before = { controls: await formControls(page), search: await searchState(page) };
      expect(before.search).toEqual({ open: true, sameElement: true, query: 'cloud' });
      if (path.includes('internship')) {
        expect(before.controls).toContain('applicationType:job=true');
      }

      await letAppRun();
      // The app has taken over the open search: its results for the text typed are shown.
      await page.getByRole('option', { name: 'Cloud Computing' }).waitFor();
      expect({ controls: await formControls(page), search: await searchState(page) }, path).toEqual(
        before,
      );
      await context.close();
    }
  });
});
