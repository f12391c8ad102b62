// @vitest-environment node
import {
  careers,
  headerLinks,
  notFound,
  servicePaths,
  services,
  staticPaths,
  whyPath,
} from '@ngs/content';
import { describe, expect, it } from 'vitest';
import { render } from './entry-server';
import { isActiveLink, showsFooter } from './layout/rules';

const manifest = { routes: {} };

/** Renders a path through the real server entry, as the prerenderer and dev server do. */
async function visit(path: string) {
  const response = await render(new Request(new URL(path, 'http://localhost')), manifest);
  const html = response.status === 200 || response.status === 404 ? await response.text() : '';
  const h1 = /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1]?.replace(/<[^>]+>/g, '') ?? '';
  return { status: response.status, location: response.headers.get('location'), html, h1 };
}

describe('route table', () => {
  it.each([...staticPaths, ...servicePaths])(
    'should render %s with status 200 and an h1',
    async (path) => {
      const page = await visit(path);
      expect(page.status).toBe(200);
      expect(page.h1).not.toBe('');
    },
  );

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
      expect(showsFooter(path), path).toBe(false);
    }
    expect((await visit('/career')).html).not.toContain('<footer');
  });

  it('should show the footer everywhere else', async () => {
    for (const path of ['/', '/contact', '/service/ai', '/careers', '/applyx']) {
      expect(showsFooter(path), path).toBe(true);
    }
    expect((await visit('/contact')).html).toContain('<footer');
  });
});
