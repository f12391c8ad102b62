import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSite, type RunningSite } from '../src/testing/harness';
import { pageHeadings } from '../src/testing/pageHeadings';

let site: RunningSite;

beforeAll(async () => {
  site = await startSite();
});

afterAll(async () => {
  await site?.stop();
});

// The only places the site may send a visitor: maps, the four social networks, mail and phone.
const allowedExternal = [
  /^https:\/\/www\.google\.com\/maps\//,
  /^https:\/\/www\.instagram\.com\//,
  /^https:\/\/x\.com\//,
  /^https:\/\/www\.whatsapp\.com\//,
  /^https:\/\/www\.linkedin\.com\//,
  /^mailto:/,
  /^tel:/,
];

function linksIn(html: string): string[] {
  return [...html.matchAll(/<a\s[^>]*href="([^"]+)"/g)].map((match) =>
    match[1]!.replace(/&amp;/g, '&'),
  );
}

describe('links: a crawl from / finds no broken internal link', () => {
  const visited = new Map<string, number>();
  const external = new Set<string>();

  beforeAll(async () => {
    const queue = ['/'];
    while (queue.length > 0) {
      const path = queue.shift()!;
      if (visited.has(path)) continue;
      const response = await fetch(site.origin + path, { redirect: 'follow' });
      visited.set(path, response.status);
      if (!(response.headers.get('content-type') ?? '').includes('text/html')) continue;
      for (const href of linksIn(await response.text())) {
        if (href.startsWith('/')) {
          const target = href.split('#')[0]!;
          if (target && !visited.has(target)) queue.push(target);
        } else if (!href.startsWith('#')) {
          external.add(href);
        }
      }
    }
  }, 120_000);

  it('should reach every page of the route table that the site links to', () => {
    // The spec links neither the profiles nor the cursor demonstration from any page.
    const reached = new Set([...visited.keys()].map((href) => href.split('?')[0]));
    const unlinked = pageHeadings
      .map(([path]) => path)
      .filter((path) => !reached.has(path) && !path.startsWith('/person/') && path !== '/mouse');
    expect(unlinked).toEqual([]);
  });

  it('should get no 4xx or 5xx for any internal link', () => {
    const broken = [...visited].filter(([, status]) => status >= 400);
    expect(broken).toEqual([]);
  });

  it('should link outside only to maps, the social networks, mail and phone (not fetched)', () => {
    const unexpected = [...external].filter(
      (href) => !allowedExternal.some((pattern) => pattern.test(href)),
    );
    expect(unexpected).toEqual([]);
    expect(external.size).toBeGreaterThan(0);
  });
});
