import { describe, expect, it } from 'vitest';
import {
  anyEtagMatches,
  chooseEncoding,
  ifRangeHolds,
  notModifiedSince,
  parseRange,
} from './negotiation';

describe('chooseEncoding', () => {
  const both = ['br', 'gzip'] as const;
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br, zstd', 'br'],
    ['GZIP', 'gzip'],
    ['br;q=0.2, gzip;q=0.8', 'gzip'],
    ['br;q=0, gzip;q=0', 'identity'],
    ['*', 'br'],
    ['*;q=0.5, br;q=0', 'gzip'],
    ['identity', 'identity'],
    ['gzip;q=0.5, identity;q=1', 'identity'],
    ['br;q=abc', 'identity'],
  ])('should answer %j with %s', (header, expected) => {
    expect(chooseEncoding(header, both)).toBe(expected);
  });

  it('should only pick an encoding the file has', () => {
    expect(chooseEncoding('br, gzip', [])).toBe('identity');
    expect(chooseEncoding('br, gzip', ['gzip'])).toBe('gzip');
  });
});

describe('parseRange', () => {
  it.each([
    ['bytes=0-99', { start: 0, end: 99 }],
    ['bytes=-100', { start: 900, end: 999 }],
    ['bytes=-5000', { start: 0, end: 999 }],
    ['bytes=990-', { start: 990, end: 999 }],
    ['bytes=10-5000', { start: 10, end: 999 }],
    ['Bytes = 5 - 6', { start: 5, end: 6 }],
    ['bytes=1000-', 'unsatisfiable'],
    ['bytes=-0', 'unsatisfiable'],
    ['bytes=5-1', undefined],
    ['bytes=-', undefined],
    ['bytes=0-1,5-6', undefined],
    ['items=0-1', undefined],
    ['bytes=a-b', undefined],
    [undefined, undefined],
  ])('should read %j of a 1000-byte file as %j', (header, expected) => {
    expect(parseRange(header, 1000)).toEqual(expected);
  });

  it('should find no byte to send in an empty file', () => {
    expect(parseRange('bytes=0-', 0)).toBe('unsatisfiable');
    expect(parseRange('bytes=-1', 0)).toBe('unsatisfiable');
  });
});

describe('validators', () => {
  it('should match If-None-Match weakly, in a list, or as *', () => {
    expect(anyEtagMatches('"a"', '"a"')).toBe(true);
    expect(anyEtagMatches('W/"a"', '"a"')).toBe(true);
    expect(anyEtagMatches('"x", W/"a-br"', 'W/"a-br"')).toBe(true);
    expect(anyEtagMatches('*', '"a"')).toBe(true);
    expect(anyEtagMatches('"b"', '"a"')).toBe(false);
    expect(anyEtagMatches('a', '"a"')).toBe(false);
  });

  it('should treat a copy as fresh only up to its own second, and ignore invalid dates', () => {
    const lastModified = Date.parse('Tue, 24 Nov 2026 01:45:30 GMT') / 1000;
    expect(notModifiedSince('Tue, 24 Nov 2026 01:45:30 GMT', lastModified)).toBe(true);
    expect(notModifiedSince('Tue, 24 Nov 2026 01:45:29 GMT', lastModified)).toBe(false);
    expect(notModifiedSince('yesterday', lastModified)).toBe(false);
  });

  it('should let If-Range through only for the same strong tag or the same date', () => {
    const lastModified = Date.parse('Tue, 24 Nov 2026 01:45:30 GMT') / 1000;
    expect(ifRangeHolds('"a"', '"a"', lastModified)).toBe(true);
    expect(ifRangeHolds('W/"a"', '"a"', lastModified)).toBe(false);
    expect(ifRangeHolds('"b"', '"a"', lastModified)).toBe(false);
    expect(ifRangeHolds('Tue, 24 Nov 2026 01:45:30 GMT', '"a"', lastModified)).toBe(true);
    expect(ifRangeHolds('Tue, 24 Nov 2026 01:45:31 GMT', '"a"', lastModified)).toBe(false);
  });
});
