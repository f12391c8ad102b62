import { notFound, searchTexts, services, testimonials, testimonialsSection } from '@ngs/content';
import { candidatePaths, staffPaths } from '@ngs/forms';
import { scriptHash } from '@ngs/html-first';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { siteInChromium, waitForHydration, watchConsole } from '../src/testing/harness';
import { pageHeadings } from '../src/testing/pageHeadings';

const site = siteInChromium();

async function open(path: string, width = 1280): Promise<{ page: Page; problems: string[] }> {
  const page = await site.browser.newPage({ viewport: { width, height: 900 } });
  const problems = await watchConsole(page);
  await page.goto(site.origin + path);
  await waitForHydration(page);
  return { page, problems };
}

describe('every page', () => {
  it.each(pageHeadings)(
    '%s should show its heading, hydrate and log no errors',
    async (path, heading) => {
      const { page, problems } = await open(path);
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).first().textContent())
        .toBe(heading);
      expect(await page.locator('header').count()).toBeGreaterThan(0);
      expect(problems).toEqual([]);
      await page.close();
    },
  );

  it.each(pageHeadings)(
    '%s should carry its heading in the raw HTML, for visitors without JavaScript',
    async (path, heading) => {
      const response = await fetch(site.origin + path);
      expect(response.status).toBe(200);
      const html = await response.text();
      const h1 = /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1]?.replace(/<[^>]+>/g, '');
      expect(h1?.replace(/&amp;/g, '&').replace(/&#x27;/g, "'")).toBe(heading);
      expect(html).toMatch(/<link rel="canonical" href="https:\/\/[^"]+"/);
      expect(html).toContain('<meta name="description"');
      expect(html).toContain('<meta property="og:title"');
    },
  );
});

describe('server rules', () => {
  it('should redirect upper-case paths to their lowercase spelling with 301 (D5)', async () => {
    const response = await fetch(`${site.origin}/CAREER`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/career');
  });

  it('should redirect /about and /services with 301 (D7)', async () => {
    for (const [from, to] of [
      ['/about', '/whoarewe'],
      ['/services', '/whatweprovide'],
    ]) {
      const response = await fetch(site.origin + from!, { redirect: 'manual' });
      expect(response.status).toBe(301);
      expect(response.headers.get('location')).toBe(to);
    }
  });

  it.each(['/no-such-page', '/service/quantum', '/person/nobody'])(
    '%s should answer 404 with the not-found screen (D6)',
    async (path) => {
      const response = await fetch(site.origin + path);
      expect(response.status).toBe(404);
      expect(await response.text()).toContain(notFound.title);
    },
  );

  it('should send security headers and cache hashed assets for a year', async () => {
    const response = await fetch(`${site.origin}/`);
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    const stylesheet = /href="(\/assets\/[^"]+\.css)"/.exec(await response.text())?.[1];
    const asset = await fetch(site.origin + stylesheet!);
    expect(asset.headers.get('cache-control')).toContain('immutable');
  });

  it.each([
    '/search?q=cloud',
    '/apply?type=internship',
    '/career',
    staffPaths.signIn,
    candidatePaths.signIn,
  ])(
    '%s, rendered per request, should allow its app script and every other inline script it made',
    async (path) => {
      const response = await fetch(site.origin + path);
      const allowed = response.headers.get('content-security-policy') ?? '';
      const html = await response.text();
      // The router's own scripts carry the answer's nonce; every other inline script, the app
      // loader with this page's routes' chunks among them, must be allowed by its hash.
      const byHash = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)]
        .filter(([, attributes = '']) => !/\ssrc=|\snonce=|application\/ld\+json/.test(attributes))
        .map(([, , body = '']) => body);
      // Made for this answer, not the prerendered file: its router state carries a nonce.
      expect(allowed).toContain("'nonce-");
      expect(byHash.some((body) => body.includes('appLoaderConfig'))).toBe(true);
      const refused = byHash.filter((body) => !allowed.includes(`'${scriptHash(body)}'`));
      expect(refused.map((body) => body.slice(0, 80))).toEqual([]);
    },
  );

  it('should serve sitemap.xml and robots.txt', async () => {
    const sitemap = await (await fetch(`${site.origin}/sitemap.xml`)).text();
    expect(sitemap.match(/<loc>/g)).toHaveLength(pageHeadings.length);
    expect(await (await fetch(`${site.origin}/robots.txt`)).text()).toContain('Sitemap:');
  });
});

describe('navigation', () => {
  it('should match a route case-insensitively in the browser too', async () => {
    const { page } = await open('/Service/Cloud');
    expect(new URL(page.url()).pathname).toBe('/service/cloud');
    await page.close();
  });

  it("should navigate in the page from a kit component's link, not load a new document", async () => {
    const { page } = await open('/');
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest()) documents.push(request.url());
    });
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    // The footer is the kit's SiteFooter: its links come from the app's LinkProvider.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await page.waitForURL('**/privacypolicy');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe(pageHeadings.find(([path]) => path === '/privacypolicy')?.[1]);
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    expect(documents).toEqual([]);
    await page.close();
  });

  it('should show the new page at its top at once on every route change (D10)', async () => {
    const { page } = await open('/');
    const link = page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' });
    await link.scrollIntoViewIfNeeded();
    // Every position the page passes through from here, one per frame that scrolled; watched
    // from two frames on, once the scroll to the link has been reported.
    await page.evaluate(
      () =>
        new Promise((resolve) =>
          requestAnimationFrame(() =>
            requestAnimationFrame(() => {
              const seen: number[] = [];
              Object.assign(window, { scrollsSeen: seen });
              addEventListener('scroll', () => seen.push(window.scrollY));
              resolve(undefined);
            }),
          ),
        ),
    );
    await link.click();
    await page.waitForURL('**/privacypolicy');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    const seen = await page.evaluate(() => (window as { scrollsSeen?: number[] }).scrollsSeen);
    // A jump, not the stylesheet's smooth scrolling: no position between the old one and the top
    // (one is allowed, where the new page is shorter and the browser clamps it for a frame).
    expect(new Set(seen?.filter((y) => y !== 0)).size).toBeLessThanOrEqual(1);
    await page.close();
  });

  it('should scroll to an in-page anchor instead of the top (D10)', async () => {
    const { page } = await open('/#whatweoffer');
    await expect
      .poll(() =>
        page.evaluate(() => document.getElementById('whatweoffer')!.getBoundingClientRect().top),
      )
      .toBeLessThan(200);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await page.close();
  });

  it('should open the services drop-down with all 14 services in 3 columns', async () => {
    const { page } = await open('/');
    await page.getByRole('link', { name: 'What We Provide' }).hover();
    const panel = page.getByRole('navigation', { name: 'Main navigation' });
    for (const service of services) {
      await expect
        .poll(() => panel.getByRole('link', { name: service.title, exact: true }).isVisible())
        .toBe(true);
    }
    const lefts = await panel
      .getByRole('link', { name: services[0]!.title, exact: true })
      .locator('xpath=ancestor::ul[1]/li')
      .evaluateAll(
        (items) => new Set(items.map((item) => Math.round(item.getBoundingClientRect().left))).size,
      );
    expect(lefts).toBe(3);
    await page.close();
  });

  it('should list both offices in the location drop-down, opening maps in a new tab', async () => {
    const { page } = await open('/');
    await page.getByRole('button', { name: /Our offices/ }).click();
    for (const city of ['Hyderabad', 'Kakinada']) {
      const link = page.getByRole('link', { name: new RegExp(city) }).first();
      await expect.poll(() => link.isVisible()).toBe(true);
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    }
    await page.close();
  });

  it('should open the mobile sidebar and go to /highlights from it (D8)', async () => {
    const { page } = await open('/', 700);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const sidebar = page.getByRole('dialog');
    await sidebar.getByRole('link', { name: 'Highlights' }).click();
    await page.waitForURL('**/highlights');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await page.close();
  });

  it('should find a destination by typing, open it with the keyboard and close (search)', async () => {
    const { page } = await open('/');
    await page.getByRole('button', { name: searchTexts.openLabel }).click();
    const dialog = page.getByRole('dialog');
    const input = dialog
      .getByRole('combobox')
      .or(dialog.getByRole('searchbox'))
      .or(dialog.getByRole('textbox'))
      .first();
    expect(await dialog.getByRole('option').count()).toBe(0);
    await input.fill('CLOUD');
    await expect.poll(() => dialog.getByRole('option').count()).toBe(1);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/service/cloud');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await page.close();
  });
});

describe('home page', () => {
  it('should open the full testimonial with the label "- Intern" and close it', async () => {
    const { page } = await open('/');
    const first = testimonials[0]!;
    await page.getByRole('button', { name: new RegExp(`Read More.*${first.name}`) }).click();
    const dialog = page.getByRole('dialog', { name: first.name });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.textContent()).toContain(testimonialsSection.roleLabel);
    expect(await dialog.textContent()).toContain(first.text.slice(-40));
    await dialog.getByRole('button', { name: testimonialsSection.closeLabel }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await page.close();
  });

  it.each([
    [1280, 3],
    [1000, 2],
    [700, 1],
  ])('should show the testimonial carousel with %i px width as %i slides', async (width, count) => {
    const { page } = await open('/', width);
    const carousel = page.locator(
      `[aria-roledescription="carousel"][aria-label="${testimonialsSection.title}"]`,
    );
    const visible = await carousel
      .locator('[aria-roledescription="slide"]')
      .evaluateAll((slides) => {
        const area = slides[0]!.parentElement!.getBoundingClientRect();
        return slides.filter((slide) => {
          const rect = slide.getBoundingClientRect();
          return rect.left >= area.left - 2 && rect.right <= area.right + 2 && rect.width > 0;
        }).length;
      });
    expect(visible).toBe(count);
    await page.close();
  });
});

describe('cursor follower (D20)', () => {
  it('should go from hidden to visible to hover on /mouse', async () => {
    const { page } = await open('/mouse');
    const follower = page.locator('[data-cursor-follower]');
    expect(await follower.getAttribute('data-state')).toBe('hidden');
    expect(await follower.getAttribute('aria-hidden')).toBe('true');
    await page.mouse.move(20, 300);
    await expect.poll(() => follower.getAttribute('data-state')).toBe('visible');
    const target = page.locator('[data-cursor="hover"]').first();
    const box = (await target.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await expect.poll(() => follower.getAttribute('data-state')).toBe('hover');
    await page.close();
  });
});
