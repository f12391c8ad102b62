// PostgreSQL refusing, silent, locked or slow while the server runs: 503, never a hang.
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { breakableProxy } from '../src/testing/breakableProxy';
import {
  apply,
  contact,
  count,
  expectStorageFault,
  pageStatus,
  slack,
} from '../src/testing/faults';
import {
  freshBackend,
  postgresUrl,
  startServer,
  type Backend,
  type RunningServer,
} from '../src/testing/harness';

describe.runIf(postgresUrl)('PostgreSQL unreachable, silent or slow while the server runs', () => {
  const requestTimeoutMs = 4_000;
  let backend: Backend;
  let proxy: Awaited<ReturnType<typeof breakableProxy>>;
  /** Reaches the database through the proxy; statements may run 1 s. */
  let server: RunningServer;
  let locker: pg.Client | undefined;
  const tables = ['contact_messages', 'applications', 'application_files'] as const;
  const counts = () => Promise.all(tables.map((table) => count(backend, table)));

  beforeAll(async () => {
    backend = await freshBackend('postgres');
    const url = new URL(backend.env['DATABASE_URL']!);
    proxy = await breakableProxy({ host: url.hostname, port: Number(url.port) });
    url.port = String(proxy.port);
    server = await startServer({
      ...backend.env,
      DATABASE_URL: url.toString(),
      REQUEST_TIMEOUT_MS: String(requestTimeoutMs),
      DB_CONNECT_TIMEOUT_MS: '1000',
      DB_STATEMENT_TIMEOUT_MS: '1000',
    });
    expect((await contact(server.origin)).status).toBe(201);
  });
  afterEach(async () => {
    await locker?.end().catch(() => undefined);
    locker = undefined;
  });
  afterAll(async () => {
    await server?.stop();
    await proxy?.close();
    await backend?.dispose();
  });

  /** Another session, which takes the tables and keeps them until it rolls back. */
  async function lock(names: readonly string[]): Promise<pg.Client> {
    locker = new pg.Client({ connectionString: backend.env['DATABASE_URL'] });
    await locker.connect();
    // The server's own work (the outbox) may hold one of the tables while this waits for
    // another, and PostgreSQL then ends this side as a deadlock: take them again.
    for (let attempt = 1; names.length > 0; attempt += 1) {
      await locker.query('begin');
      try {
        await locker.query(`lock table ${names.join(', ')} in access exclusive mode`);
        break;
      } catch (error) {
        await locker.query('rollback');
        if ((error as { code?: string }).code !== '40P01' || attempt === 5) throw error;
      }
    }
    return locker;
  }

  it('should answer 503 with Retry-After when the database refuses connections, and still serve pages', async () => {
    const before = await counts();
    await proxy.refuse();
    try {
      for (const result of [await contact(server.origin), await apply(server.origin)]) {
        expectStorageFault(result);
        expect(result.ms).toBeLessThan(requestTimeoutMs + slack);
      }
      expect(await pageStatus(server.origin)).toBe(200);
    } finally {
      await proxy.restore();
    }
    expect(await counts()).toEqual(before);
    expect((await contact(server.origin)).status).toBe(201);
  });

  it('should answer 503 within the deadline when the database accepts but never answers, then recover', async () => {
    // A pooled connection exists; then the network to the database goes silent.
    expect((await contact(server.origin)).status).toBe(201);
    const before = await counts();
    proxy.freeze();
    try {
      const results = [await contact(server.origin), await apply(server.origin)];
      for (const result of results) {
        expectStorageFault(result);
        expect(result.ms).toBeLessThan(requestTimeoutMs + 1_000 + slack);
      }
      console.log(`black hole: answered 503 after ${results.map((r) => r.ms).join(' and ')} ms`);
      expect(await pageStatus(server.origin)).toBe(200);
    } finally {
      await proxy.restore();
    }
    expect(await counts()).toEqual(before);
    expect((await apply(server.origin)).status).toBe(201);
    expect(server.child.exitCode).toBeNull();
  });

  it('should answer 503 once a statement has waited DB_STATEMENT_TIMEOUT_MS on a lock, and store nothing', async () => {
    const before = await counts();
    const session = await lock(['contact_messages']);
    const refused = await contact(server.origin);
    expectStorageFault(refused);
    expect(refused.ms).toBeLessThan(requestTimeoutMs);
    console.log(`statement timeout 1000 ms: answered 503 after ${refused.ms} ms`);
    await session.query('rollback');
    expect(await counts()).toEqual(before);
    expect((await contact(server.origin)).status).toBe(201);
  });

  it('should wait at start-up for the migrations of another instance, longer than DB_STATEMENT_TIMEOUT_MS', async () => {
    // Kysely's migration lock: a second instance starting meanwhile waits for the first.
    const migrationLock = '3853314791062309107';
    const session = await lock([]);
    await session.query(`select pg_advisory_lock(${migrationLock})`);
    const started = performance.now();
    const starting = startServer({ ...backend.env, DB_STATEMENT_TIMEOUT_MS: '1000' });
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    await session.query(`select pg_advisory_unlock(${migrationLock})`);
    const second = await starting;
    try {
      expect(performance.now() - started).toBeGreaterThanOrEqual(2_500);
      expect((await contact(second.origin)).status).toBe(201);
    } finally {
      await second.stop();
    }
  });

  it('should answer 503 at the request deadline when the database is slower, and never say "nothing stored" of what was stored', async () => {
    const deadlineMs = 2_000;
    const patient = await startServer({
      ...backend.env,
      REQUEST_TIMEOUT_MS: String(deadlineMs),
      DB_STATEMENT_TIMEOUT_MS: '60000',
    });
    try {
      const before = await counts();
      const session = await lock(tables);
      const results = await Promise.all([contact(patient.origin), apply(patient.origin)]);
      // The contact message reaches the lock at once: its deadline passes in storage (503). On a
      // busy machine the application's password hashing can use up the deadline before it gets
      // there, and then 408 (nothing stored) is the right answer too; never a hang.
      expect(results[0]!.status).toBe(503);
      for (const result of results) {
        expect([503, 408]).toContain(result.status);
        if (result.status === 503) expect(Number(result.retryAfter)).toBeGreaterThan(0);
        expect(result.ms).toBeLessThan(deadlineMs + 1_000 + slack);
      }
      console.log(
        `deadline ${deadlineMs} ms: answered 503 after ${results.map((r) => `${r.ms} ms (${r.body.error})`).join(' and ')}`,
      );
      // What still waited on the lock goes through now, unless it was cancelled.
      await session.query('rollback');
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      const [contacts, applications, files] = (await counts()).map((n, i) => n - before[i]!);
      expect(files, 'an application stored without its résumé').toBe(applications);
      for (const [result, stored] of [
        [results[0]!, contacts],
        [results[1]!, applications],
      ] as const) {
        if (/Nothing was stored/.test(result.body.error ?? '')) expect(stored).toBe(0);
        else expect(result.body.error).toMatch(/could not confirm/);
      }
      expect((await apply(patient.origin)).status).toBe(201);
    } finally {
      await patient.stop();
    }
  });
});
