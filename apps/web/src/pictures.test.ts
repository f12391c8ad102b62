// @vitest-environment node
// Node, as the prerenderer renders; jsdom only reads the HTML.
import { isBrandMark, services } from '@ngs/content';
import { JSDOM } from 'jsdom';
import { beforeAll, describe, expect, it } from 'vitest';
import { render } from './entry-server';
import { sitePages } from './sitePages';

/** What one built page shows: its h1, and every picture file of its body in document order. */
interface PageArt {
  path: string;
  h1: string;
  /** Each picture file the page shows, once, brand marks left out. */
  pictures: string[];
  /** Every picture element outside a dialog (an overlay opening a picture larger), by file. */
  inPage: string[];
  /** The picture the page opens on, fetched first (`fetchpriority="high"`). */
  hero: string | undefined;
}

/** The files an element shows: `src`, each `srcset` candidate, a video's `poster`. */
function filesOf(element: Element): string[] {
  const files = [element.getAttribute('src'), element.getAttribute('poster')];
  for (const candidate of element.getAttribute('srcset')?.split(',') ?? []) {
    files.push(candidate.trim().split(/\s+/)[0] ?? null);
  }
  return files.filter((file): file is string => Boolean(file));
}

/** Renders a page through the real server entry, as the prerenderer does, and reads its art. */
async function pageArt(path: string): Promise<PageArt> {
  const response = await render(new Request(new URL(path, 'http://localhost')), { routes: {} });
  const { document } = new JSDOM(await response.text()).window;
  const pictures: string[] = [];
  const inPage: string[] = [];
  for (const element of document.body.querySelectorAll('img, video, source')) {
    const files = filesOf(element).filter((file) => !isBrandMark(file));
    pictures.push(...files);
    if (!element.closest('dialog')) inPage.push(...files);
  }
  return {
    path,
    h1: document.querySelector('h1')?.textContent.trim() ?? '',
    pictures: [...new Set(pictures)],
    inPage,
    hero:
      document.querySelector('main img[fetchpriority="high"]')?.getAttribute('src') ?? undefined,
  };
}

const { listed, unlisted } = sitePages();
let pages: PageArt[] = [];

// Every built page, rendered once for all the tests below.
beforeAll(async () => {
  pages = await Promise.all([...listed, ...unlisted].map(pageArt));
}, 120_000);

/**
 * The spec shows some screens at two routes (`/whatweprovide` and `/highlights`, `/career` and
 * `/why{brand}`): pages with the same h1 are one screen, so they may show the same pictures.
 */
function screens(): Map<string, PageArt[]> {
  const byHeading = new Map<string, PageArt[]>();
  for (const page of pages) byHeading.set(page.h1, [...(byHeading.get(page.h1) ?? []), page]);
  return byHeading;
}

describe('the pictures of the site (D46)', () => {
  it('should find pictures on the pages, and on every service page a hero picture', () => {
    expect(pages.flatMap((page) => page.pictures).length).toBeGreaterThan(50);
    for (const service of services) {
      expect(pages.find((page) => page.path === `/service/${service.id}`)?.hero).toBeDefined();
    }
  });

  it('should show the same pictures on the routes of one screen', () => {
    for (const [heading, routes] of screens()) {
      for (const page of routes)
        expect(page.pictures, `${page.path} (${heading})`).toEqual(routes[0]?.pictures);
    }
  });

  it('should show no picture on two screens, brand marks aside', () => {
    const shownOn = new Map<string, string[]>();
    for (const [, routes] of screens()) {
      const [page] = routes;
      if (!page) continue;
      const screen = routes.map((route) => route.path).join(' and ');
      for (const picture of page.pictures) {
        shownOn.set(picture, [...(shownOn.get(picture) ?? []), screen]);
      }
    }
    const repeated = [...shownOn].filter(([, paths]) => paths.length > 1);
    expect(Object.fromEntries(repeated)).toEqual({});
  });

  it('should show each picture once on its page, unless a dialog opens it larger', () => {
    const repeats = pages.flatMap((page) => {
      const twice = page.inPage.filter((picture, index) => page.inPage.indexOf(picture) !== index);
      return twice.length ? [[page.path, twice] as const] : [];
    });
    expect(Object.fromEntries(repeats)).toEqual({});
  });

  it.each(services.map((service) => [service.id, service.img.src] as const))(
    'should open /service/%s on its own picture, shown nowhere else',
    (id, picture) => {
      const page = pages.find((candidate) => candidate.path === `/service/${id}`);
      expect(page?.hero).toBe(picture);
      expect(page?.inPage.filter((shown) => shown === picture)).toHaveLength(1);
      const elsewhere = pages.filter((other) => other !== page && other.pictures.includes(picture));
      expect(elsewhere.map((other) => other.path)).toEqual([]);
    },
  );
});
