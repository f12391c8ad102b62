import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './axe';
import { buildPackedNextSite, type PackedSite } from './packedSite';

let site: PackedSite;

beforeAll(async () => {
  site = await buildPackedNextSite('next-app');
}, 400_000);

afterAll(() => site?.close());

/** The page once React has hydrated it (the checklist marks itself when its effect runs). */
async function hydratedPage(path = '/') {
  const page = await site.browser.newPage();
  await page.goto(`${site.origin}${path}`);
  if (path === '/') await page.locator('[data-hydrated]').first().waitFor({ state: 'attached' });
  return page;
}

/** The background colour of the button named `name`, as drawn. */
const buttonBackground = (page: Page, name: string) =>
  page
    .getByRole('button', { name })
    .evaluate((element) => getComputedStyle(element).backgroundColor);

describe('the packed kit in a Next.js App Router site', () => {
  it('should render the Server Component page with the NGS theme', async () => {
    const page = await hydratedPage();
    await expect.poll(() => buttonBackground(page, 'Say hello')).toBe('rgb(242, 101, 34)');
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(true);
  });

  it('should keep focus inside the dialog while it is open', async () => {
    const page = await hydratedPage();
    await page.getByRole('button', { name: 'Say hello' }).click();
    const dialog = page.getByRole('dialog', { name: 'Hello' });
    await dialog.waitFor();
    for (let press = 0; press < 6; press += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(
        true,
      );
    }
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible()).toBe(false);
  });

  it('should tick the password rules as the visitor types', async () => {
    const page = await hydratedPage();
    const rule = page.locator('[data-state]', { hasText: 'At least 8 characters' }).last();
    const before = await rule.getAttribute('data-state');
    await page.getByLabel('Password').fill('Harbour-2026');
    await expect.poll(() => rule.getAttribute('data-state')).not.toBe(before);
    expect(await rule.getAttribute('data-state')).toBe('met');
  });

  it('should move the carousel to the next slide', async () => {
    const page = await hydratedPage();
    const next = page.getByRole('button', { name: /next/i });
    await next.waitFor();
    const current = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('[aria-roledescription="slide"]')].findIndex(
          (slide) => !slide.hasAttribute('inert'),
        ),
      );
    const before = await current();
    await next.click();
    await expect.poll(current).not.toBe(before);
  });

  it.each(['/', '/harbour'])('should pass axe on %s', async (path) => {
    const page = await hydratedPage(path);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  it('should draw the harbour theme on its page', async () => {
    const page = await hydratedPage('/harbour');
    // harbourThemeValues.color.brandAccent, #2bb38f (the NGS theme's is orange)
    await expect.poll(() => buttonBackground(page, 'Book a berth')).toBe('rgb(43, 179, 143)');
  });
});
