// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  addressBucket,
  clientAddressResolver,
  formatAddress,
  parseAddress,
  parseTrustProxy,
} from './clientAddress';

function resolver(trustProxy: string | undefined) {
  const warnings: Record<string, string>[] = [];
  const resolve = clientAddressResolver({
    trusted: parseTrustProxy(trustProxy),
    warn: (fields) => warnings.push(fields),
  });
  return { resolve, warnings };
}

describe('addresses', () => {
  it('should write IPv4-mapped IPv6 as plain IPv4 and IPv6 in its shortest form', () => {
    const shown = (text: string) => formatAddress(parseAddress(text)!);
    expect(shown('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(shown('::FFFF:cb00:7109')).toBe('203.0.113.9');
    expect(shown('2001:0DB8:0000:0000:0000:0000:0000:0001')).toBe('2001:db8::1');
    expect(shown('2001:db8:0:1:0:0:0:1')).toBe('2001:db8:0:1::1');
    expect(shown('2001:db8:0:1:1:1:1:1')).toBe('2001:db8:0:1:1:1:1:1');
    expect(shown('fe80::1%eth0')).toBe('fe80::1');
    expect(shown('::')).toBe('::');
    expect(parseAddress('127.1')).toBeUndefined();
    expect(parseAddress('unknown')).toBeUndefined();
  });

  it('should bucket IPv4 one by one and IPv6 per /64', () => {
    expect(addressBucket('203.0.113.9')).toBe('203.0.113.9');
    expect(addressBucket('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(addressBucket('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(addressBucket('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(addressBucket('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
  });
});

describe('TRUST_PROXY', () => {
  it('should refuse a setting that would trust every peer, naming what to write instead', () => {
    for (const setting of ['1', 'true', '*']) {
      expect(() => parseTrustProxy(setting)).toThrow(/Name the proxies/);
    }
  });

  it('should refuse an entry that is neither an address, a range nor a known name', () => {
    expect(() => parseTrustProxy('10.0.0.0/33')).toThrow(/"10.0.0.0\/33"/);
    expect(() => parseTrustProxy('loopback,proxy.internal')).toThrow(/"proxy.internal"/);
  });
});

describe('the client address', () => {
  it('should ignore X-Forwarded-For from a peer that is not a trusted proxy', () => {
    const { resolve } = resolver('10.0.0.1');
    expect(resolve('198.51.100.7', '203.0.113.1')).toBe('198.51.100.7');
    expect(resolve('::ffff:198.51.100.7', '203.0.113.2')).toBe('198.51.100.7');
  });

  it('should trust loopback peers by default, and no one with none', () => {
    expect(resolver(undefined).resolve('127.0.0.1', '203.0.113.1')).toBe('203.0.113.1');
    expect(resolver(undefined).resolve('::1', '203.0.113.1')).toBe('203.0.113.1');
    expect(resolver('none').resolve('127.0.0.1', '203.0.113.1')).toBe('127.0.0.1');
  });

  it('should take the rightmost address past the trusted hops, never what the sender wrote', () => {
    const { resolve } = resolver('loopback, 10.0.0.0/8');
    expect(resolve('127.0.0.1', 'forged, 198.51.100.1, 203.0.113.5')).toBe('203.0.113.5');
    expect(resolve('127.0.0.1', '198.51.100.1, 203.0.113.5, 10.1.2.3')).toBe('203.0.113.5');
    expect(resolve('::ffff:127.0.0.1', '203.0.113.5:51234')).toBe('203.0.113.5');
    expect(resolve('127.0.0.1', '[2001:db8::7]:443')).toBe('2001:db8::7');
    // Only trusted hops: the leftmost is as far as anyone vouches.
    expect(resolve('127.0.0.1', '10.0.0.9, 10.0.0.8')).toBe('10.0.0.9');
    // An unreadable hop ends the walk at the proxy that passed it on.
    expect(resolve('127.0.0.1', '203.0.113.5, 10.0.0.8, garbage')).toBe('127.0.0.1');
    expect(resolve('127.0.0.1', '203.0.113.5, garbage, 10.0.0.8')).toBe('10.0.0.8');
  });

  it('should warn once when a peer that looks like a proxy sends X-Forwarded-For in vain', () => {
    const { resolve, warnings } = resolver('none');
    resolve('203.0.113.1', '198.51.100.1');
    expect(warnings).toEqual([]);
    resolve('172.17.0.2', '198.51.100.1');
    resolve('172.17.0.2', '198.51.100.2');
    resolve('127.0.0.1', '198.51.100.3');
    expect(warnings).toEqual([
      expect.objectContaining({ event: 'x-forwarded-for-ignored', peer: '172.17.0.2' }),
    ]);
  });
});
