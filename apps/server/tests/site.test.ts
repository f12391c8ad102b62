import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { serverForSuite, startServer } from './harness';
import { inlineScriptHashes, siteFixtureDir } from './site-fixture';

// The server serves the fixture site (tests/site-fixture.ts); the tests compare its answers with those files.
const clientDir = join(siteFixtureDir, 'client');
const builtFile = (path: string) => readFileSync(join(clientDir, path));

interface Answer {
  status: number;
  headers: Record<string, string | undefined>;
  body: Buffer;
}

const suite = serverForSuite('sqlite');

/**
 * One raw HTTP exchange: the path goes on the request line exactly as written (fetch would
 * normalise `/\evil.com` and `%2e%2e`), and nothing is decompressed or followed.
 */
function get(
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
  origin = suite.server.origin,
): Promise<Answer> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const outgoing = request({ hostname, port, path, method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const flat: Record<string, string | undefined> = {};
        for (const [name, value] of Object.entries(response.headers)) {
          flat[name] = Array.isArray(value) ? value.join(', ') : value;
        }
        resolve({ status: response.statusCode ?? 0, headers: flat, body: Buffer.concat(chunks) });
      });
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

function decoded({ headers, body }: Answer): Buffer {
  if (headers['content-encoding'] === 'br') return brotliDecompressSync(body);
  if (headers['content-encoding'] === 'gzip') return gunzipSync(body);
  return body;
}

function scriptSrc(csp: string | undefined): string[] {
  const directive = csp?.split(';').find((part) => part.trim().startsWith('script-src'));
  return (directive?.trim().split(/\s+/).slice(1) ?? []).sort();
}

const hashedStylesheet = () =>
  /href="(\/assets\/[^"]+\.css)"/.exec(builtFile('index.html').toString('utf8'))?.[1] ?? '';
const hashedScript = () =>
  /"(\/assets\/entry-client-[\w-]+\.js)"/.exec(builtFile('index.html').toString('utf8'))?.[1] ?? '';

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

describe('video: byte ranges', () => {
  const video = '/media/hero/loop.mp4';
  const bytes = () => builtFile('media/hero/loop.mp4');

  it('should answer a byte range of the hero video with 206 and the exact bytes', async () => {
    const size = bytes().length;
    const cases: [string, number, number][] = [
      ['bytes=0-99', 0, 99],
      ['bytes=-100', size - 100, size - 1],
      [`bytes=${size - 10}-`, size - 10, size - 1],
      [`bytes=100-${size + 5000}`, 100, size - 1],
    ];
    for (const [range, start, end] of cases) {
      const answer = await get(video, { range, 'accept-encoding': 'gzip, br' });
      expect([range, answer.status]).toEqual([range, 206]);
      expect(answer.headers['content-range']).toBe(`bytes ${start}-${end}/${size}`);
      expect(answer.headers['content-length']).toBe(String(end - start + 1));
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.body.equals(bytes().subarray(start, end + 1))).toBe(true);
    }
    expect((await get(video)).headers['accept-ranges']).toBe('bytes');
  });

  it('should answer 416 for a range past the end, and the whole file for several ranges', async () => {
    const size = bytes().length;
    for (const range of [`bytes=${size}-`, 'bytes=-0']) {
      const answer = await get(video, { range });
      expect([range, answer.status]).toEqual([range, 416]);
      expect(answer.headers['content-range']).toBe(`bytes */${size}`);
    }
    const several = await get(video, { range: 'bytes=0-1,5-6' });
    expect(several.status).toBe(200);
    expect(several.body.equals(bytes())).toBe(true);
  });

  it('should honour If-Range: the range while the copy is current, the whole file otherwise', async () => {
    const { headers } = await get(video);
    const current = [headers['etag']!, headers['last-modified']!];
    for (const ifRange of current) {
      expect((await get(video, { range: 'bytes=0-9', 'if-range': ifRange })).status).toBe(206);
    }
    for (const ifRange of ['"an-older-copy"', 'Tue, 01 Jan 2019 00:00:00 GMT']) {
      const answer = await get(video, { range: 'bytes=0-9', 'if-range': ifRange });
      expect([ifRange, answer.status]).toEqual([ifRange, 200]);
      expect(answer.body.length).toBe(bytes().length);
    }
  });
});

describe('caching', () => {
  it('should answer 304 to If-None-Match and If-Modified-Since for pages, assets and the video', async () => {
    for (const path of ['/', '/story', hashedStylesheet(), '/media/hero/loop.mp4']) {
      for (const encoding of ['br', 'gzip', 'identity']) {
        const first = await get(path, { 'accept-encoding': encoding });
        const etag = first.headers['etag'];
        expect(etag, path).toMatch(/^(W\/)?"[^"]+"$/);
        expect(first.headers['last-modified'], path).toBeDefined();
        const byTag = await get(path, { 'accept-encoding': encoding, 'if-none-match': etag! });
        expect([path, encoding, byTag.status, byTag.body.length]).toEqual([path, encoding, 304, 0]);
        expect(byTag.headers['etag']).toBe(etag);
        const byDate = await get(path, {
          'accept-encoding': encoding,
          'if-modified-since': first.headers['last-modified']!,
        });
        expect([path, byDate.status]).toEqual([path, 304]);
        const stale = await get(path, { 'accept-encoding': encoding, 'if-none-match': '"stale"' });
        expect([path, stale.status]).toEqual([path, 200]);
      }
    }
    // The uncompressed bytes' tag is strong: If-Range and caches may rely on it byte for byte.
    expect((await get('/')).headers['etag']).toMatch(/^"/);
  });
});

describe('compression', () => {
  it('should send pages and assets in brotli or gzip as accepted, with their exact length', async () => {
    const files: [string, string][] = [
      ['/', 'index.html'],
      ['/story', 'story/index.html'],
      [hashedScript(), hashedScript().slice(1)],
      [hashedStylesheet(), hashedStylesheet().slice(1)],
    ];
    const accepted: [string, string | undefined][] = [
      ['gzip, deflate, br', 'br'],
      ['br;q=0.5, gzip', 'gzip'],
      ['gzip', 'gzip'],
      ['*', 'br'],
      ['identity', undefined],
      ['br;q=0, gzip;q=0', undefined],
    ];
    for (const [path, file] of files) {
      for (const [acceptEncoding, encoding] of accepted) {
        const answer = await get(path, { 'accept-encoding': acceptEncoding });
        expect([path, acceptEncoding, answer.headers['content-encoding']]).toEqual([
          path,
          acceptEncoding,
          encoding,
        ]);
        expect(answer.headers['vary']).toBe('Accept-Encoding');
        expect(answer.headers['content-length']).toBe(String(answer.body.length));
        expect(decoded(answer).equals(builtFile(file))).toBe(true);
        // Brotli's quick first copy is replaced once by its best one: compare like with like.
        const head = await get(path, { 'accept-encoding': acceptEncoding }, 'HEAD');
        const again =
          head.headers['etag'] === answer.headers['etag']
            ? answer
            : await get(path, { 'accept-encoding': acceptEncoding });
        expect(head.headers['etag']).toBe(again.headers['etag']);
        expect(head.headers['content-length']).toBe(String(again.body.length));
      }
    }
    const plain = await get('/');
    expect([plain.headers['content-encoding'], plain.body.length]).toEqual([
      undefined,
      builtFile('index.html').length,
    ]);
  });

  it('should apply a range to the uncompressed page, and never compress the video', async () => {
    const page = await get('/', { 'accept-encoding': 'br, gzip', range: 'bytes=0-14' });
    expect(page.status).toBe(206);
    expect(page.headers['content-encoding']).toBeUndefined();
    expect(page.body.equals(builtFile('index.html').subarray(0, 15))).toBe(true);
    const video = await get('/media/hero/loop.mp4', { 'accept-encoding': 'br, gzip' });
    expect(video.headers['content-encoding']).toBeUndefined();
    expect(video.headers['vary']).toBeUndefined();
  });
});

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
