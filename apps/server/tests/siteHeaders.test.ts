// The headers of every answer: the per-page CSP, the fixed security headers, caching, HSTS.
import { describe, expect, it } from 'vitest';
import { serverForSuite, startServer } from '../src/testing/harness';
import { inlineScriptHashes } from '../src/testing/siteFixture';
import {
  decoded,
  hashedScript,
  hashedStylesheet,
  requestsTo,
  scriptSrc,
} from '../src/testing/siteRequests';

const suite = serverForSuite('sqlite');
const get = requestsTo(suite);

describe('headers', () => {
  it("should give each page a CSP listing only its own inline scripts' hashes, beside the headers every answer keeps", async () => {
    const pages = ['/', '/story', '/career', '/service/ai', '/person/rahul%20varma', '/no-such'];
    for (const path of pages) {
      const answer = await get(path, { 'accept-encoding': 'br' });
      const own = inlineScriptHashes(decoded(answer).toString('utf8'));
      expect(own.length, path).toBeGreaterThan(0);
      const csp = answer.headers['content-security-policy'];
      expect([path, scriptSrc(csp)]).toEqual([
        path,
        ["'self'", ...own.map((h) => `'${h}'`)].sort(),
      ]);
      expect(csp!.length, path).toBeLessThan(1024);
    }
    for (const path of [hashedScript(), '/favicon.svg', '/CAREER', '//']) {
      const { headers } = await get(path);
      expect([path, scriptSrc(headers['content-security-policy'])]).toEqual([path, ["'self'"]]);
    }
    for (const path of ['/', hashedStylesheet(), '/favicon.svg', '/CAREER', '/no-such', '//']) {
      const { headers } = await get(path);
      expect([path, headers['x-content-type-options']]).toEqual([path, 'nosniff']);
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(headers['permissions-policy']).toBe('camera=(), microphone=(), geolocation=()');
      expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(headers['x-request-id'], path).toMatch(/^[0-9a-f-]{36}$/);
    }
    expect((await get('/no-such')).status).toBe(404);
    expect((await get('/')).headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect((await get('/favicon.svg')).headers['cache-control']).toBe('public, max-age=86400');
  });
});

describe('HSTS', () => {
  const overHttps = { 'x-forwarded-proto': 'https' };

  it('should send HSTS for a year, this host only, when the proxy says the visitor came over HTTPS', async () => {
    for (const path of ['/', hashedStylesheet(), '/CAREER', '/no-such']) {
      const { headers } = await get(path, overHttps);
      expect([path, headers['strict-transport-security']]).toEqual([path, 'max-age=31536000']);
    }
    expect((await get('/')).headers['strict-transport-security']).toBeUndefined();
    const overHttp = await get('/', { 'x-forwarded-proto': 'http' });
    expect(overHttp.headers['strict-transport-security']).toBeUndefined();
  });

  it('should take its max-age and subdomains from HSTS_MAX_AGE and HSTS_INCLUDE_SUBDOMAINS, 0 sending none', async () => {
    const configured = await startServer({
      ...suite.backend.env,
      HSTS_MAX_AGE: '600',
      HSTS_INCLUDE_SUBDOMAINS: '1',
    });
    const off = await startServer({ ...suite.backend.env, HSTS_MAX_AGE: '0' });
    try {
      const sent = await get('/', overHttps, 'GET', configured.origin);
      expect(sent.headers['strict-transport-security']).toBe('max-age=600; includeSubDomains');
      const none = await get('/', overHttps, 'GET', off.origin);
      expect(none.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await Promise.all([configured.stop(), off.stop()]);
    }
  });
});
