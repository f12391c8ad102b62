// How the site sends its files: byte ranges of the video, conditional requests, compression.
import { describe, expect, it } from 'vitest';
import { serverForSuite } from '../src/testing/harness';
import {
  builtFile,
  decoded,
  hashedScript,
  hashedStylesheet,
  requestsTo,
} from '../src/testing/siteRequests';

const suite = serverForSuite('sqlite');
const get = requestsTo(suite);

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
        // Brotli's quick first copy is replaced once by its best one, under the same weak tag:
        // a HEAD and the GET after it may fall on either side of that swap, never on both twice.
        let head = await get(path, { 'accept-encoding': acceptEncoding }, 'HEAD');
        let again = await get(path, { 'accept-encoding': acceptEncoding });
        if (head.headers['content-length'] !== String(again.body.length)) {
          head = await get(path, { 'accept-encoding': acceptEncoding }, 'HEAD');
          again = await get(path, { 'accept-encoding': acceptEncoding });
        }
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
