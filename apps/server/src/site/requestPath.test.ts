import { describe, expect, it } from 'vitest';
import { collapseSlashes, decodeRequestPath, isOnSiteLocation, urlPathOf } from './requestPath';

describe('decodeRequestPath', () => {
  it.each([
    ['/', '/'],
    ['/person/rahul%20varma', '/person/rahul varma'],
    ['//evil.com/', '//evil.com/'],
    ['/assets/app-Ab12.js', '/assets/app-Ab12.js'],
  ])('should decode %s to %s', (raw, decoded) => {
    expect(decodeRequestPath(raw)).toBe(decoded);
  });

  it.each([
    '/.vite/manifest.json',
    '/%2evite/manifest.json',
    '/assets/..%2Findex.html',
    '/assets/%2e%2e/index.html',
    '/a/./b',
    '/%2F%2Fevil.com',
    '/%5Cevil.com',
    '/\\evil.com',
    '/a%00b',
    '/a%0d%0aSet-Cookie:x',
    '/%E0%A4%A',
  ])('should refuse %s', (raw) => {
    expect(decodeRequestPath(raw)).toBeUndefined();
  });
});

describe('collapseSlashes', () => {
  it('should leave at most one slash in a row and none at the end', () => {
    expect(collapseSlashes('//evil.com/')).toBe('/evil.com');
    expect(collapseSlashes('//')).toBe('/');
    expect(collapseSlashes('/career//')).toBe('/career');
  });
});

describe('isOnSiteLocation', () => {
  it.each([
    ['/', true],
    ['/career?x=1', true],
    ['/person/rahul%20varma', true],
    ['', false],
    ['//evil.com', false],
    ['/\\evil.com', false],
    ['https://evil.com', false],
    ['/a\r\nb', false],
  ])('should judge %j on-site: %s', (location, expected) => {
    expect(isOnSiteLocation(location)).toBe(expected);
  });
});

it('should percent-encode each segment of a file path into its URL path', () => {
  expect(urlPathOf('person/rahul varma')).toBe('/person/rahul%20varma');
});
