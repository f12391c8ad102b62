import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './axe';
import { buildPackedSite, type PackedSite } from './packedSite';

let site: PackedSite;

beforeAll(async () => {
  site = await buildPackedSite('router-app', ['react-router']);
}, 240_000);

afterAll(() => site?.close());

describe('the packed kit in a React Router site with the harbour theme', () => {
  it('should follow a kit link through the router without reloading the page', async () => {
    const page = await site.browser.newPage();
    await page.goto(site.origin);
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await page.getByRole('link', { name: 'Moorings' }).first().click();
    await expect.poll(() => page.url()).toBe(`${site.origin}/moorings`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Moorings');
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(
      true,
    );
  });

  it('should draw the harbour theme from the extracted stylesheet', async () => {
    const page = await site.browser.newPage();
    await page.goto(site.origin);
    // harbourThemeValues.color.background, #fbf8f2 (the NGS theme's is white)
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor))
      .toBe('rgb(251, 248, 242)');
  });

  it.each(['/', '/moorings', '/nowhere'])('should pass axe on %s', async (path) => {
    const page = await site.browser.newPage();
    await page.goto(`${site.origin}${path}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });
});
