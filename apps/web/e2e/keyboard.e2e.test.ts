import { searchTexts, services, skipLink } from '@ngs/content';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { siteInChromium, waitForHydration } from '../src/testing/harness';

const site = siteInChromium();

async function open(path: string): Promise<Page> {
  const page = await site.browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(site.origin + path);
  await waitForHydration(page);
  return page;
}

/** The focused element's accessible text and whether a focus indicator is drawn around it. */
function focused(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { name: '', visible: false };
    const style = getComputedStyle(element);
    const ring = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const shadow = style.boxShadow !== 'none';
    return {
      name: (element.getAttribute('aria-label') ?? element.textContent ?? '').trim(),
      visible: element.matches(':focus-visible') && (ring || shadow),
    };
  });
}

async function tabTo(page: Page, name: string | RegExp, maxTabs = 40) {
  for (let step = 0; step < maxTabs; step += 1) {
    await page.keyboard.press('Tab');
    const current = await focused(page);
    expect(current.visible, `focus ring on "${current.name}"`).toBe(true);
    if (typeof name === 'string' ? current.name === name : name.test(current.name)) return;
  }
  throw new Error(`Never reached ${String(name)} with Tab`);
}

describe('keyboard only, with a visible focus indicator at every step', () => {
  it('should reach the skip link first and jump to the main content', async () => {
    const page = await open('/');
    await page.keyboard.press('Tab');
    expect((await focused(page)).name).toBe(skipLink.label);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main');
    await page.close();
  });

  it('should open the services drop-down and follow a service link without a mouse', async () => {
    const page = await open('/');
    await tabTo(page, /What We Provide menu/);
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowDown');
    await expect.poll(async () => (await focused(page)).name).toBe(services[0]!.title);
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/service/${services[0]!.id}`);
    await page.close();
  });

  it('should open the offices drop-down with the keyboard', async () => {
    const page = await open('/');
    await tabTo(page, /Our offices/);
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowDown');
    await expect.poll(async () => (await focused(page)).name).toMatch(/Hyderabad/);
    await page.close();
  });

  it('should search and open a result without a mouse', async () => {
    const page = await open('/');
    await tabTo(page, searchTexts.openLabel);
    await page.keyboard.press('Enter');
    // The dialog's code loads on first use; focus lands in its text box once it is there.
    await page.getByRole('dialog').waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('INPUT');
    await page.keyboard.type('security');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/service/cyber');
    await page.close();
  });
});
