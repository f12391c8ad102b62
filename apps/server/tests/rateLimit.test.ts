import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdf } from '../src/testing/files';
import {
  freshBackend,
  postgresUrl,
  serverForSuite,
  startServer,
  type Backend,
  type RunningServer,
} from '../src/testing/harness';
import { contactMessage, postApplication, postContact, upload } from '../src/testing/payloads';

const from = (address: string) => ({ 'X-Forwarded-For': address });
const contactStatus = async (origin: string, headers: Record<string, string> = {}) =>
  (await postContact(origin, contactMessage(), headers)).status;

/** Sends a valid application whose résumé is `kilobytes` long. */
const postApplicationOf = (
  origin: string,
  kilobytes: number,
  headers: Record<string, string> = {},
) =>
  postApplication(origin, {
    files: { resume: upload(pdf('x'.repeat(kilobytes * 1024)), 'cv.pdf') },
    headers,
  });

describe('the rate limit on a direct connection', () => {
  // The test connects from loopback; here the only trusted proxy is somewhere else.
  const suite = serverForSuite('sqlite', { RATE_LIMIT_PER_MINUTE: '2', TRUST_PROXY: '192.0.2.10' });

  it('should count a forged X-Forwarded-For against the sender’s own bucket', async () => {
    expect(await contactStatus(suite.server.origin, from('198.51.100.1'))).toBe(201);
    expect(await contactStatus(suite.server.origin, from('198.51.100.2'))).toBe(201);
    expect(await contactStatus(suite.server.origin, from('198.51.100.3'))).toBe(429);
    expect(await contactStatus(suite.server.origin)).toBe(429);
  });

  it('should warn once that a proxy-like peer sends X-Forwarded-For TRUST_PROXY does not name', () => {
    const warnings = suite.server
      .stdout()
      .split('\n')
      .filter((line) => line.includes('"x-forwarded-for-ignored"'));
    expect(warnings).toHaveLength(1);
    expect(JSON.parse(warnings[0]!)).toMatchObject({ level: 'warn', peer: '127.0.0.1' });
  });
});

describe('TRUST_PROXY', () => {
  it('should refuse to start with TRUST_PROXY=1, which would believe anyone’s X-Forwarded-For', async () => {
    const backend = await freshBackend('sqlite');
    try {
      await expect(startServer({ ...backend.env, TRUST_PROXY: '1' })).rejects.toThrow(
        /TRUST_PROXY=1 would believe X-Forwarded-For from anyone.*Name the proxies/,
      );
    } finally {
      await backend.dispose();
    }
  });
});

describe('the rate limit behind a proxy on the same host (TRUST_PROXY unset)', () => {
  const suite = serverForSuite('sqlite', { RATE_LIMIT_PER_MINUTE: '2' });

  it('should give two visitors two buckets, whatever they write into the header themselves', async () => {
    expect(await contactStatus(suite.server.origin, from('203.0.113.1'))).toBe(201);
    expect(await contactStatus(suite.server.origin, from('forged, 203.0.113.1'))).toBe(201);
    expect(await contactStatus(suite.server.origin, from('10.9.9.9, 203.0.113.1'))).toBe(429);
    expect(await contactStatus(suite.server.origin, from('203.0.113.2'))).toBe(201);
    // The proxy's own address is a third bucket, untouched by its visitors.
    expect(await contactStatus(suite.server.origin)).toBe(201);
  });

  it('should count two addresses of one IPv6 /64 as one visitor, and the next /64 apart', async () => {
    expect(await contactStatus(suite.server.origin, from('2001:db8:1:2::1'))).toBe(201);
    expect(await contactStatus(suite.server.origin, from('2001:db8:1:2:ffff:ffff:ffff:fffe'))).toBe(
      201,
    );
    expect(await contactStatus(suite.server.origin, from('[2001:db8:1:2::99]:443'))).toBe(429);
    expect(await contactStatus(suite.server.origin, from('2001:db8:1:3::1'))).toBe(201);
  });

  it('should count an IPv4-mapped IPv6 address as the IPv4 address it is', async () => {
    expect(await contactStatus(suite.server.origin, from('198.51.100.20'))).toBe(201);
    expect(await contactStatus(suite.server.origin, from('::ffff:198.51.100.20'))).toBe(201);
    expect(await contactStatus(suite.server.origin, from('198.51.100.20'))).toBe(429);
  });
});

describe.skipIf(!postgresUrl)('two server processes on one PostgreSQL database', () => {
  let backend: Backend;
  let servers: RunningServer[] = [];
  beforeAll(async () => {
    backend = await freshBackend('postgres');
    const env = {
      ...backend.env,
      RATE_LIMIT_PER_MINUTE: '3',
      DAILY_UPLOAD_MB_PER_ADDRESS: '1',
      DAILY_UPLOAD_MB: '2',
    };
    servers = await Promise.all([startServer(env), startServer(env)]);
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await backend?.dispose();
  });

  it('should share one rate limit between them', async () => {
    const [first, second] = servers.map((server) => server.origin) as [string, string];
    const visitor = from('203.0.113.50');
    expect(await contactStatus(first, visitor)).toBe(201);
    expect(await contactStatus(second, visitor)).toBe(201);
    expect(await contactStatus(first, visitor)).toBe(201);
    const refused = await postContact(second, contactMessage(), visitor);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect(await contactStatus(first, from('203.0.113.51'))).toBe(201);
  });

  it('should share the daily upload caps: 429 for the address, 503 for the site, nothing stored', async () => {
    const [first, second] = servers.map((server) => server.origin) as [string, string];
    const countBefore = await applicationCount(backend);
    expect((await postApplicationOf(first, 600, from('198.51.100.60'))).status).toBe(201);

    const overAddress = await postApplicationOf(second, 600, from('198.51.100.60'));
    expect(overAddress.status).toBe(429);
    expect(overAddress.body).toEqual({
      error: expect.stringMatching(/from one address in a day\. Nothing was stored\./),
      fields: {},
    });
    const retryAfter = Number(overAddress.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(23 * 3600);
    expect(retryAfter).toBeLessThanOrEqual(24 * 3600);

    expect((await postApplicationOf(second, 600, from('198.51.100.61'))).status).toBe(201);
    expect((await postApplicationOf(first, 600, from('198.51.100.62'))).status).toBe(201);
    const overSite = await postApplicationOf(second, 600, from('198.51.100.63'));
    expect(overSite.status).toBe(503);
    expect(overSite.body.error).toMatch(
      /as many files as we can take today\. Nothing was stored\./,
    );
    expect(Number(overSite.headers.get('retry-after'))).toBeGreaterThan(23 * 3600);

    expect(await applicationCount(backend)).toBe(countBefore + 3);
  });
});

async function applicationCount(backend: Backend): Promise<number> {
  const [row] = await backend.query<{ count: string | number }>(
    'select count(*) as count from applications',
  );
  return Number(row?.count ?? 0);
}

describe('the daily upload cap per address on SQLite', () => {
  const suite = serverForSuite('sqlite', { DAILY_UPLOAD_MB_PER_ADDRESS: '1' });

  it('should answer 429 with Retry-After once an address has sent its day’s bytes, storing nothing', async () => {
    expect((await postApplicationOf(suite.server.origin, 600)).status).toBe(201);
    const refused = await postApplicationOf(suite.server.origin, 600);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatch(/Nothing was stored\. Please try again in about 24 hours\./);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(23 * 3600);
    // A smaller application still fits in what is left of the day's megabyte.
    expect((await postApplicationOf(suite.server.origin, 300)).status).toBe(201);
    expect(await applicationCount(suite.backend)).toBe(2);
  });
});
