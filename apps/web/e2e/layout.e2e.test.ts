import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { brand, home } from '@ngs/content';
import { siteInChromium, waitForHydration } from './harness';
import { pageHeadings } from './pages';

const widths = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'tablet', width: 1000, height: 800 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;

/**
 * Every text on screen that a fixed control (quick contact, back to top) covers: the boxes of
 * the page's text, line by line, against the boxes of the fixed controls, at the current scroll.
 */
function textUnderFixedControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const isFixed = (element: Element | null) => {
      for (let node = element; node; node = node.parentElement) {
        if (getComputedStyle(node).position === 'fixed') return true;
      }
      return false;
    };
    const controls = [...document.querySelectorAll('a[href], button, summary')]
      .filter((control) => isFixed(control) && control.checkVisibility({ opacityProperty: true }))
      .filter((control) => !control.closest('header'))
      .map((control) => ({ control, box: control.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && box.height > 0);
    const covered: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      const parent = text.parentElement;
      if (!text.textContent?.trim() || !parent || isFixed(parent)) continue;
      if (!parent.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const range = document.createRange();
      range.selectNodeContents(text);
      for (const line of range.getClientRects()) {
        const over = controls.find(
          ({ box }) =>
            line.right > box.left + 1 &&
            line.left < box.right - 1 &&
            line.bottom > box.top + 1 &&
            line.top < box.bottom - 1,
        );
        if (over) {
          const name = over.control.getAttribute('aria-label') ?? over.control.textContent;
          covered.push(`"${text.textContent.trim().slice(0, 40)}" under "${name}"`);
          break;
        }
      }
    }
    return covered;
  });
}

describe('layout: the first screen and the fixed controls, at three widths', () => {
  const site = siteInChromium();

  it("should show the home page's primary action above the fold on a 390×844 phone, with no empty band above the title", async () => {
    const page = await site.browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${site.origin}/`);
    await waitForHydration(page);
    const action = page.getByRole('link', { name: home.hero.cta.label });
    const actionBox = await action.boundingBox();
    expect(actionBox, 'the primary action is rendered').not.toBeNull();
    expect(actionBox!.y + actionBox!.height).toBeLessThanOrEqual(844);
    const headerBottom = await page
      .locator('header')
      .first()
      .evaluate((header) => header.getBoundingClientRect().bottom);
    const eyebrowTop = await page
      .locator('main')
      .getByText(brand.tagline)
      .evaluate((text) => text.getBoundingClientRect().top);
    expect(eyebrowTop - headerBottom).toBeLessThan(80);
    await page.close();
  });

  for (const { name, width, height } of widths) {
    it(`should keep fixed controls off text on every page, at the first screen and at the end (${name}, ${width} px)`, async () => {
      const context = await site.browser.newContext({ viewport: { width, height } });
      const page = await context.newPage();
      const problems: string[] = [];
      for (const [path] of pageHeadings) {
        await page.goto(`${site.origin}${encodeURI(path)}`);
        await waitForHydration(page);
        for (const where of ['first screen', 'end'] as const) {
          if (where === 'end') {
            await page.evaluate(() =>
              window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }),
            );
            // Back to top fades in once the page is scrolled.
            await page.waitForTimeout(400);
          }
          for (const covered of await textUnderFixedControls(page)) {
            problems.push(`${path} (${where}): ${covered}`);
          }
        }
      }
      await context.close();
      expect(problems).toEqual([]);
    }, 120_000);
  }
});
