import { isIPv4, isIPv6 } from 'node:net';

/**
 * Who sent a request, as a rate limit must see it: the direct peer, or, when that peer is a
 * proxy we trust, the address that proxy recorded in X-Forwarded-For. Addresses are held as 16
 * bytes, IPv4 as IPv4-mapped IPv6 (::ffff:a.b.c.d), so one comparison covers both families.
 */
type Address = Uint8Array;

interface Range {
  bytes: Address;
  /** Leading bits that must match, counted over the 128 bits. */
  prefix: number;
}

export interface TrustedProxies {
  ranges: readonly Range[];
  /** The setting as written, for messages. */
  setting: string;
}

const mappedPrefix = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff];

function parseIPv4(text: string): Address | undefined {
  if (!isIPv4(text)) return undefined;
  return Uint8Array.from([...mappedPrefix, ...text.split('.').map(Number)]);
}

function parseIPv6(text: string): Address | undefined {
  // A zone (fe80::1%eth0) names an interface of this host, not part of the address.
  const address = text.split('%')[0] ?? '';
  if (!isIPv6(address)) return undefined;
  const groups = (part: string): number[] => {
    if (part === '') return [];
    const pieces = part.split(':');
    const last = pieces.at(-1) ?? '';
    const numbers = pieces.slice(0, -1).map((piece) => parseInt(piece, 16));
    if (last.includes('.')) {
      const [a = 0, b = 0, c = 0, d = 0] = last.split('.').map(Number);
      numbers.push((a << 8) | b, (c << 8) | d);
    } else {
      numbers.push(parseInt(last, 16));
    }
    return numbers;
  };
  const [head = '', tail] = address.split('::');
  const before = groups(head);
  const after = tail === undefined ? [] : groups(tail);
  const all = [...before, ...new Array<number>(8 - before.length - after.length).fill(0), ...after];
  const bytes = new Uint8Array(16);
  all.forEach((group, index) => {
    bytes[index * 2] = group >> 8;
    bytes[index * 2 + 1] = group & 0xff;
  });
  return bytes;
}

export function parseAddress(text: string): Address | undefined {
  return parseIPv4(text) ?? parseIPv6(text);
}

function isMapped(address: Address): boolean {
  return mappedPrefix.every((byte, index) => address[index] === byte);
}

/** RFC 5952 text: IPv4-mapped addresses as plain IPv4, the longest run of zero groups as `::`. */
export function formatAddress(address: Address): string {
  if (isMapped(address)) return Array.from(address.subarray(12)).join('.');
  const groups = Array.from({ length: 8 }, (_, index) =>
    (((address[index * 2] ?? 0) << 8) | (address[index * 2 + 1] ?? 0)).toString(16),
  );
  let bestStart = -1;
  let bestLength = 1;
  for (let start = 0; start < 8; start += 1) {
    let length = 0;
    while (start + length < 8 && groups[start + length] === '0') length += 1;
    if (length > bestLength) {
      bestStart = start;
      bestLength = length;
    }
  }
  if (bestStart < 0) return groups.join(':');
  return `${groups.slice(0, bestStart).join(':')}::${groups.slice(bestStart + bestLength).join(':')}`;
}

function inRange(address: Address, { bytes, prefix }: Range): boolean {
  const whole = prefix >> 3;
  for (let index = 0; index < whole; index += 1) {
    if (address[index] !== bytes[index]) return false;
  }
  const rest = prefix & 7;
  if (rest === 0) return true;
  const mask = (0xff << (8 - rest)) & 0xff;
  return ((address[whole] ?? 0) & mask) === ((bytes[whole] ?? 0) & mask);
}

function parseRange(text: string): Range | undefined {
  const [addressText = '', prefixText, extra] = text.split('/');
  if (extra !== undefined) return undefined;
  const bytes = parseAddress(addressText);
  if (!bytes) return undefined;
  const ipv4 = isIPv4(addressText);
  const bits = ipv4 ? 32 : 128;
  if (prefixText === undefined) return { bytes, prefix: 128 };
  if (!/^\d{1,3}$/.test(prefixText) || Number(prefixText) > bits) return undefined;
  return { bytes, prefix: Number(prefixText) + (ipv4 ? 96 : 0) };
}

const ranges = (...texts: string[]): Range[] => texts.map((text) => parseRange(text)!);

/** Names TRUST_PROXY accepts besides addresses and CIDR ranges. */
const namedRanges: Record<string, Range[]> = {
  loopback: ranges('127.0.0.0/8', '::1'),
  private: ranges('10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'),
  linklocal: ranges('169.254.0.0/16', 'fe80::/10'),
};

/** Where a reverse proxy usually sits: a peer here sending X-Forwarded-For is likely one. */
const proxyLikeRanges = [
  ...(namedRanges['loopback'] ?? []),
  ...(namedRanges['private'] ?? []),
  ...(namedRanges['linklocal'] ?? []),
  ...ranges('100.64.0.0/10'),
];

export const defaultTrustProxy = 'loopback';

/**
 * TRUST_PROXY: the proxies whose X-Forwarded-For is believed, as a comma-separated list of
 * addresses, CIDR ranges and the names `loopback`, `private`, `linklocal`; `none` trusts no one.
 * Unset, it trusts loopback: a proxy on the same host, the usual set-up, works without setting it,
 * while a visitor connecting directly cannot be on loopback and so cannot forge the header.
 */
export function parseTrustProxy(raw: string | undefined): TrustedProxies {
  const setting = raw === undefined || raw.trim() === '' ? defaultTrustProxy : raw.trim();
  if (['1', 'true', 'yes', 'on', '*', 'all'].includes(setting.toLowerCase())) {
    throw new Error(
      `TRUST_PROXY=${setting} would believe X-Forwarded-For from anyone, so any visitor could ` +
        'pick their own rate-limit bucket. Name the proxies instead: TRUST_PROXY=loopback, ' +
        'TRUST_PROXY=10.0.0.0/8, or a comma-separated list of addresses, ranges and the names ' +
        'loopback, private, linklocal (none: trust no one).',
    );
  }
  const entries = setting
    .split(/[,\s]+/)
    .map((entry) => entry.trim().toLowerCase())
    .filter((entry) => entry !== '');
  if (entries.length === 1 && entries[0] === 'none') return { ranges: [], setting };
  const trusted: Range[] = [];
  for (const entry of entries) {
    const named = namedRanges[entry];
    const range = named ? undefined : parseRange(entry);
    if (!named && !range) {
      throw new Error(
        `TRUST_PROXY holds "${entry}", which is neither an address, a CIDR range (10.0.0.0/8, ` +
          'fd00::/8) nor one of loopback, private, linklocal, none.',
      );
    }
    trusted.push(...(named ?? [range!]));
  }
  return { ranges: trusted, setting };
}

/** One entry of X-Forwarded-For; some proxies add a port (`1.2.3.4:5678`, `[::1]:80`). */
function parseForwardedEntry(entry: string): Address | undefined {
  const text = entry.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(text);
  if (bracketed) return parseIPv6(bracketed[1] ?? '');
  const ipv4WithPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(text);
  if (ipv4WithPort) return parseIPv4(ipv4WithPort[1] ?? '');
  return parseAddress(text);
}

export interface ClientAddressOptions {
  trusted: TrustedProxies;
  /** Told once when a peer that looks like a proxy sends X-Forwarded-For we do not believe. */
  warn: (fields: Record<string, string>) => void;
}

export type ClientAddress = (peer: string | undefined, forwardedFor: string | undefined) => string;

/**
 * The client's address: the peer's, unless the peer is a trusted proxy; then X-Forwarded-For is
 * walked from the right, past every trusted hop, to the first address we cannot vouch for. The
 * entries left of that were written by whoever sent the request, so they are never read.
 */
export function clientAddressResolver({ trusted, warn }: ClientAddressOptions): ClientAddress {
  const isTrusted = (address: Address) => trusted.ranges.some((range) => inRange(address, range));
  let warned = false;
  return (peer, forwardedFor) => {
    let current = peer === undefined ? undefined : parseAddress(peer);
    if (!current) return 'unknown';
    if (forwardedFor === undefined || forwardedFor.trim() === '') return formatAddress(current);
    if (!isTrusted(current)) {
      if (!warned && proxyLikeRanges.some((range) => inRange(current!, range))) {
        warned = true;
        warn({
          event: 'x-forwarded-for-ignored',
          peer: formatAddress(current),
          trustProxy: trusted.setting,
          hint: 'A proxy at this address sends X-Forwarded-For, but TRUST_PROXY does not name it, so all its visitors share one rate limit. Add its address to TRUST_PROXY.',
        });
      }
      return formatAddress(current);
    }
    const hops = forwardedFor.split(',');
    for (let index = hops.length - 1; index >= 0; index -= 1) {
      const hop = parseForwardedEntry(hops[index] ?? '');
      // A hop we cannot read ends the walk at the trusted proxy that passed it on.
      if (!hop) break;
      current = hop;
      if (!isTrusted(hop)) break;
    }
    return formatAddress(current);
  };
}

/**
 * The bucket that rate limits and upload caps count for an address: IPv4 addresses one by one,
 * IPv6 per /64, the block one subscriber gets, who could otherwise rotate through 2^64 addresses.
 */
export function addressBucket(address: string): string {
  const bytes = parseAddress(address);
  if (!bytes) return address.slice(0, 64);
  if (isMapped(bytes)) return formatAddress(bytes);
  const network = new Uint8Array(16);
  network.set(bytes.subarray(0, 8));
  return `${formatAddress(network)}/64`;
}
