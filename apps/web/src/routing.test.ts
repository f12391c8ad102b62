// @vitest-environment node
import * as content from '@ngs/content';
import {
  aliasRedirects,
  careers,
  headerLinks,
  notFound,
  personProfiles,
  services,
  whyPath,
} from '@ngs/content';
import { describe, expect, it } from 'vitest';
import { render } from './entry-server';
import { isActiveLink } from './layout/activeLink';
import { createAppRouter } from './router';
import { sitePages } from './sitePages';

const manifest = { routes: {} };

/** Renders a path through the real server entry, as the prerenderer and dev server do. */
async function visit(path: string) {
  const response = await render(new Request(new URL(path, 'http://localhost')), manifest);
  const html = response.status === 200 || response.status === 404 ? await response.text() : '';
  const h1 = /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1]?.replace(/<[^>]+>/g, '') ?? '';
  return { status: response.status, location: response.headers.get('location'), html, h1 };
}

const { listed, unlisted } = sitePages();

/** Every `href`/`link` in the content that leads inside the site. */
function internalLinks(root: unknown, found: string[] = []): string[] {
  if (Array.isArray(root)) for (const item of root) internalLinks(item, found);
  else if (root !== null && typeof root === 'object') {
    for (const [key, value] of Object.entries(root)) {
      if ((key === 'href' || key === 'link') && typeof value === 'string' && value.startsWith('/'))
        found.push(value);
      else internalLinks(value, found);
    }
  }
  return found;
}

describe('route table (the route files, read by sitePages)', () => {
  it('should stand for every page of the spec: the screens, 14 services, the people, /why{brand}', () => {
    expect(listed).toEqual(expect.arrayContaining(['/', '/highlights', '/mouse', whyPath]));
    expect(listed.filter((path) => path.startsWith('/service/'))).toHaveLength(services.length);
    expect(listed.filter((path) => path.startsWith('/person/'))).toHaveLength(
      personProfiles.length,
    );
    expect(listed).toHaveLength(17 + services.length + personProfiles.length);
    // Redirects are no pages, and the search and confirmations stay out of the sitemap.
    for (const alias of Object.keys(aliasRedirects)) expect(listed).not.toContain(alias);
    // The job alerts' pages that show nothing of a request are built, but never listed (D41).
    expect([...unlisted].sort()).toEqual([
      '/apply/sent',
      '/career/alerts/sent',
      '/career/alerts/subscribe',
      '/career/alerts/subscribed',
      '/career/alerts/unsubscribed',
      '/contact/sent',
      '/search',
    ]);
  });

  it.each([...listed, ...unlisted])('should render %s with status 200 and an h1', async (path) => {
    const page = await visit(path);
    expect(page.status).toBe(200);
    expect(page.h1).not.toBe('');
  });

  it('should follow the service id: each service page shows its own hero title', async () => {
    for (const service of services) {
      expect((await visit(`/service/${service.id}`)).h1).toBe(service.mainTitle);
    }
  });

  it('should match routes case-insensitively (D5)', async () => {
    expect((await visit('/CAREER')).h1).toBe(careers.hero.title);
    expect((await visit('/Service/AI')).h1).toBe(services[0]?.mainTitle);
    expect((await visit(whyPath.toUpperCase())).h1).toBe(careers.hero.title);
  });

  it('should redirect /about and /services to their screens (D7)', async () => {
    expect(await visit('/about')).toMatchObject({ status: 301, location: '/whoarewe' });
    expect(await visit('/services')).toMatchObject({ status: 301, location: '/whatweprovide' });
  });

  it.each(['/no-such-page', '/service/quantum', '/person/nobody', '/why-not', '/story/extra'])(
    'should answer %s with the not-found screen and status 404 (D6)',
    async (path) => {
      const page = await visit(path);
      expect(page.status).toBe(404);
      expect(page.h1).toBe(notFound.title);
      expect(page.html).toContain(notFound.status);
      expect(page.html.match(/<header/g)).toHaveLength(1);
    },
  );
});

describe('active link (D9)', () => {
  const [whatWeProvide, whoAreWe] = headerLinks;

  it('should be active on its own path in any case', () => {
    expect(isActiveLink(whoAreWe!, '/whoarewe')).toBe(true);
    expect(isActiveLink(whoAreWe!, '/WhoAreWe/')).toBe(true);
    expect(isActiveLink(whoAreWe!, '/whatweprovide')).toBe(false);
  });

  it('should keep What We Provide active on every service page', () => {
    expect(isActiveLink(whatWeProvide!, '/service/cloud')).toBe(true);
    expect(isActiveLink(whatWeProvide!, '/highlights')).toBe(false);
  });

  it('should mark the active header link with aria-current in the rendered page', async () => {
    const { html } = await visit('/service/cloud');
    expect(html).toMatch(
      /<a[^>]*aria-current="page"[^>]*href="\/whatweprovide"|<a[^>]*href="\/whatweprovide"[^>]*aria-current="page"/,
    );
  });
});

describe('footer visibility', () => {
  it('should hide the footer on /career, /why{brand} and /apply in any case', async () => {
    for (const path of ['/career', '/CAREER/', whyPath, '/apply', '/Apply']) {
      expect((await visit(path)).html, path).not.toContain('<footer');
    }
  });

  it('should show the footer everywhere else', async () => {
    for (const path of ['/', '/contact', '/service/ai', '/careers', '/applyx']) {
      expect((await visit(path)).html, path).toContain('<footer');
    }
  });
});

describe('the signed-in screens', () => {
  it('should be neither prerendered nor in the sitemap', () => {
    expect([...listed, ...unlisted].filter((path) => /^\/(staff|candidate)/.test(path))).toEqual(
      [],
    );
  });

  it('should render from the view the server read, with what was typed kept', async () => {
    const response = await render(
      new Request(new URL('/staff/sign-in', 'http://localhost')),
      manifest,
      { signedIn: { screen: 'staff-sign-in', form: { email: 'hr@example.com', error: 'No.' } } },
    );
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain('value="hr@example.com"');
    expect(html).toContain('No.');
    expect(html).toContain('content="noindex, nofollow"');
  });

  it('should refuse to render one without its view', async () => {
    const page = await visit('/candidate');
    expect(page.status).toBe(500);
  });
});

describe('links in the content', () => {
  const links = [...new Set(internalLinks(content))];

  it('should find the links: header, footer, services, search and more', () => {
    expect(links.length).toBeGreaterThan(30);
  });

  it.each(links)('%s should lead to a page, and its #anchor to an element of it', async (href) => {
    const [path = '/', anchor] = href.split('#');
    // A signed-in screen is rendered by the server from a session: its route must exist.
    const routes = createAppRouter().routesByPath as unknown as Record<
      string,
      { options: { staticData?: { signedInArea?: string } } } | undefined
    >;
    const signedIn = routes[`${path}/$`]?.options.staticData?.signedInArea;
    if (signedIn) return;
    const page = await visit(path);
    const alias = aliasRedirects[path as keyof typeof aliasRedirects];
    expect(page.status).toBe(alias ? 301 : 200);
    if (anchor) expect(page.html).toContain(`id="${anchor}"`);
  });
});
