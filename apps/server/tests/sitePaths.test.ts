// The paths the site answers: redirects that stay on the site, and files it never serves.
import { describe, expect, it } from 'vitest';
import { serverForSuite } from '../src/testing/harness';
import { hashedStylesheet, requestsTo } from '../src/testing/siteRequests';

const suite = serverForSuite('sqlite');
const get = requestsTo(suite);

describe('redirects', () => {
  it('should never redirect off-site, whatever slashes, backslashes or encodings lead the path', async () => {
    const attempts = [
      '//evil.com/',
      '//EVIL.com',
      '//',
      '///evil.com',
      '//evil.com/career',
      '/%2F%2Fevil.com',
      '/%2f/evil.com',
      '/\\evil.com',
      '/\\/evil.com',
      '/%5Cevil.com',
      '/%5C%5Cevil.com',
      '//%5Cevil.com',
      '/.//evil.com',
      '//evil.com/%2e%2e',
      '//evil.com?next=//evil.com',
    ];
    for (const path of attempts) {
      const { status, headers } = await get(path);
      if (status >= 300 && status < 400) {
        expect(headers['location'], path).toMatch(/^\/(?![/\\])/);
      }
    }
    expect((await get('//evil.com/')).status).toBe(404);
    expect((await get('//EVIL.com')).status).toBe(404);
    const root = await get('//');
    expect([root.status, root.headers['location']]).toEqual([301, '/']);
  });

  it('should redirect a doubled slash, upper case (D5) or alias (D7) to the page, keeping the query', async () => {
    const expected = {
      '//career': '/career',
      '//CAREER/?type=job': '/career?type=job',
      '/CAREER?x=1': '/career?x=1',
      '/story/': '/story',
      '/About?q=2': '/whoarewe?q=2',
      '//services': '/whatweprovide',
      '/person/Rahul%20Varma': '/person/rahul%20varma',
    };
    for (const [path, location] of Object.entries(expected)) {
      const { status, headers } = await get(path);
      expect([path, status, headers['location']]).toEqual([path, 301, location]);
    }
  });
});

describe('files that must not be served', () => {
  it('should answer 404 for dot folders, encoded slashes and dot segments, never with the year-long cache', async () => {
    const refused = [
      '/.vite/manifest.json',
      '/%2evite/manifest.json',
      '/assets/..%2Findex.html',
      '/assets/..%2f..%2fcsp-hashes.json',
      '/assets/%2e%2e%2Findex.html',
      '/assets/..%5Cindex.html',
      '/media/..%2F..%2Fcsp-hashes.json',
      '/index.html',
      '/404.html',
      '/assets/%ff.js',
      '/assets/%00.js',
    ];
    for (const path of refused) {
      const { status, headers } = await get(path);
      expect([path, status]).toEqual([path, 404]);
      expect(headers['cache-control'] ?? '', path).not.toContain('immutable');
    }
    const asset = await get(hashedStylesheet());
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
