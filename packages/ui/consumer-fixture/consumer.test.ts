import { join } from 'node:path';
import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPackedSite, builtFiles, type PackedSite } from './packedSite';

let site: PackedSite;

beforeAll(async () => {
  site = await buildPackedSite('app', []);
}, 240_000);

afterAll(() => site?.close());

describe('the packed kit in a site outside the monorepo', () => {
  it('should render a themed Button with the NGS accent from the extracted stylesheet', async () => {
    const page = await site.browser.newPage();
    await page.goto(site.origin);
    const button = page.getByRole('button', { name: 'Book a call' });
    await expect
      .poll(() => button.evaluate((element) => getComputedStyle(element).backgroundColor))
      .toBe('rgb(242, 101, 34)');
    await button.click();
    expect(await page.title()).toBe('clicked');
  });

  it('should not bundle keen-slider or Radix Navigation Menu when only Button is imported', () => {
    const js = builtFiles(site.appDir, '.js');
    expect(js).toContain('Book a call');
    expect(js).not.toMatch(/keen-slider|KeenSlider/i);
    expect(js).not.toMatch(/NavigationMenu/);
  });

  it('should ship the stylesheet and type declarations in the tarball', () => {
    const installed = join(site.appDir, 'node_modules', '@ngs', 'ui', 'dist');
    const files = readdirSync(installed);
    expect(files).toEqual(expect.arrayContaining(['index.js', 'styles.css', 'index.d.ts']));
    expect(builtFiles(site.appDir, '.css')).toContain('#f26522');
  });
});
