import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import {
  mkdirSync,
  mkdtempSync,
  openSync,
  rmSync,
  writeSync,
  closeSync,
  unlinkSync,
} from 'node:fs';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { plainText } from '../src/testing/files';
import {
  freshBackend,
  postgresUrl,
  serverEntry,
  serverForSuite,
  sqliteBackend,
  startServer,
  type Backend,
  type RunningServer,
} from './harness';
import { applicationForm, applicationFields, contactMessage, upload } from './payloads';

/** A test must fail, not hang, when the server does: no answer in this long is a failure. */
const noHang = 30_000;
/** Generous, for a busy 2-core machine: these bound "never hangs", not the speed. */
const slack = 4_000;

interface Answer {
  status: number;
  retryAfter: string | null;
  body: { id?: string; error?: string; fields?: Record<string, string> };
  ms: number;
}

async function answer(url: string, init: RequestInit): Promise<Answer> {
  const started = performance.now();
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(noHang) });
  const body = (await response.json()) as Answer['body'];
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body,
    ms: Math.round(performance.now() - started),
  };
}

const contact = (origin: string) =>
  answer(`${origin}/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(contactMessage()),
  });

const apply = (origin: string, resume = plainText('Asha Rao\nEngineer\n')) =>
  answer(`${origin}/job/apply`, {
    method: 'POST',
    body: applicationForm(applicationFields(), { resume: upload(resume, 'cv.txt', 'text/plain') }),
  });

async function pageStatus(origin: string): Promise<number> {
  return (await fetch(`${origin}/`, { signal: AbortSignal.timeout(noHang) })).status;
}

function expectStorageFault(result: Answer) {
  expect(result.status).toBe(503);
  expect(result.body).toEqual({ error: expect.stringMatching(/Nothing was stored/), fields: {} });
  expect(Number(result.retryAfter)).toBeGreaterThan(0);
}

async function count(backend: Backend, table: string): Promise<number> {
  const [row] = await backend.query<{ count: number | string }>(
    `select count(*) as count from ${table}`,
  );
  return Number(row!.count);
}

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** Runs the built server to its exit, for start-ups that must fail. */
async function runToExit(env: Record<string, string>) {
  const started = performance.now();
  const child = spawn(process.execPath, [serverEntry], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(await freePort()), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const timer = setTimeout(() => child.kill('SIGKILL'), noHang);
  const [code] = (await once(child, 'exit')) as [number | null];
  clearTimeout(timer);
  return { code, output, ms: Math.round(performance.now() - started) };
}

/**
 * A TCP proxy in front of PostgreSQL that the test can break: refuse connections (the database
 * is down) or freeze (the database, or the network to it, stops answering: a black hole).
 */
async function breakableProxy(target: { host: string; port: number }) {
  let mode: 'forward' | 'freeze' = 'forward';
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('error', () => socket.destroy());
    socket.on('close', () => sockets.delete(socket));
  };
  const onConnection = (client: Socket) => {
    track(client);
    if (mode === 'freeze') {
      client.resume();
      return;
    }
    const upstream = connect(target.port, target.host);
    track(upstream);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.pipe(upstream);
    upstream.pipe(client);
  };
  const port = await freePort();
  let listener: Server | undefined;
  const listen = async () => {
    listener = createServer(onConnection).listen(port, '127.0.0.1');
    await once(listener, 'listening');
  };
  await listen();
  return {
    port,
    /** Nothing listens any more, and open connections are reset. */
    async refuse() {
      const closed = new Promise((resolve) => listener!.close(resolve));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
    /** Connections are accepted and kept, but not a byte more goes through either way. */
    freeze() {
      mode = 'freeze';
      for (const socket of sockets) {
        socket.unpipe();
        socket.resume();
      }
    },
    async restore() {
      mode = 'forward';
      for (const socket of sockets) socket.destroy();
      if (!listener?.listening) await listen();
    },
    async close() {
      const closed = listener?.listening && new Promise((resolve) => listener!.close(resolve));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
  };
}

describe('a database that cannot be reached at start-up', () => {
  it('should exit 1 at once with a readable message when nothing listens on its port', async () => {
    const port = await freePort();
    const result = await runToExit({
      DATABASE_URL: `postgres://ngs:secret-word@127.0.0.1:${port}/ngs`,
      DB_CONNECT_TIMEOUT_MS: '1000',
    });
    expect(result.code).toBe(1);
    expect(result.output).toContain(`Could not open PostgreSQL at 127.0.0.1:${port}, database ngs`);
    expect(result.output).toContain('the connection was refused');
    expect(result.output).toContain('The server did not start.');
    expect(result.output).not.toContain('secret-word');
    expect(result.ms).toBeLessThan(1_000 + slack);
  });

  it('should exit 1 within DB_CONNECT_TIMEOUT_MS when the database accepts but never answers', async () => {
    const accepted = new Set<Socket>();
    const silent = createServer((socket) => accepted.add(socket.resume())).listen(0, '127.0.0.1');
    await once(silent, 'listening');
    const { port } = silent.address() as { port: number };
    try {
      const result = await runToExit({
        DATABASE_URL: `postgres://ngs@127.0.0.1:${port}/ngs`,
        DB_CONNECT_TIMEOUT_MS: '1000',
      });
      expect(result.code).toBe(1);
      expect(result.output).toContain('the database did not answer within 1000 ms');
      expect(result.output).toContain('The server did not start.');
      expect(result.ms).toBeLessThan(1_000 + slack);
    } finally {
      silent.close();
      for (const socket of accepted) socket.destroy();
    }
  });
});

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
    if (names.length > 0) {
      await locker.query('begin');
      await locker.query(`lock table ${names.join(', ')} in access exclusive mode`);
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

const require = createRequire(import.meta.url);

/** A second process holding SQLite's write lock (BEGIN IMMEDIATE) until its stdin closes. */
async function holdSqliteWriteLock(file: string): Promise<ChildProcess> {
  const script = `
    const Database = require(${JSON.stringify(require.resolve('better-sqlite3'))});
    const db = new Database(${JSON.stringify(file)});
    db.exec('BEGIN IMMEDIATE');
    process.stdout.write('locked\\n');
    process.stdin.resume();
    process.stdin.on('end', () => { db.exec('ROLLBACK'); db.close(); process.exit(0); });
  `;
  const child = spawn(process.execPath, ['-e', script], { stdio: ['pipe', 'pipe', 'inherit'] });
  const [line] = (await once(child.stdout!.setEncoding('utf8'), 'data')) as [string];
  expect(line).toBe('locked\n');
  return child;
}

describe('SQLite busy: another process holds the write lock', () => {
  const suite = serverForSuite('sqlite', { REQUEST_TIMEOUT_MS: '10000' });

  it('should answer 503 with Retry-After within the deadline, store nothing, and accept again once the lock is gone', async () => {
    const holder = await holdSqliteWriteLock(join(suite.backend.dataDir, 'ngs.sqlite'));
    try {
      for (const result of [await contact(suite.server.origin), await apply(suite.server.origin)]) {
        expectStorageFault(result);
        expect(result.body.error).toMatch(/busy/);
        expect(result.ms).toBeLessThan(10_000);
      }
      // SQLite waits for the lock synchronously, holding up every other request meanwhile: the
      // wait is short (250 ms), so a page asked for during a refused submission is not held 5 s.
      const submission = contact(suite.server.origin);
      await new Promise((resolve) => setTimeout(resolve, 50));
      const started = performance.now();
      expect(await pageStatus(suite.server.origin)).toBe(200);
      const pageMs = Math.round(performance.now() - started);
      expectStorageFault(await submission);
      console.log(`SQLite busy: a page asked for meanwhile took ${pageMs} ms`);
      expect(pageMs).toBeLessThan(2_500);
    } finally {
      holder.stdin!.end();
      await once(holder, 'exit');
    }
    expect((await contact(suite.server.origin)).status).toBe(201);
    expect((await apply(suite.server.origin)).status).toBe(201);
    expect(await count(suite.backend, 'contact_messages')).toBe(1);
    expect(await count(suite.backend, 'applications')).toBe(1);
  });
});

describe('the free-space guard', () => {
  // More than any test machine has free: the guard always applies.
  const suite = serverForSuite('sqlite', { MIN_FREE_DISK_MB: String(2 ** 40) });

  it('should refuse an application with 503 at once when the disk has less than MIN_FREE_DISK_MB free', async () => {
    const refused = await apply(suite.server.origin);
    expectStorageFault(refused);
    expect(refused.body.error).toMatch(/no room/);
    expect(await count(suite.backend, 'applications')).toBe(0);
    expect(suite.server.stdout()).toContain('"event":"low-disk"');
    // A contact message is small: it is still taken.
    expect((await contact(suite.server.origin)).status).toBe(201);
  });
});

/** Why the disk-full test cannot run here, or undefined when it can. */
function tmpfsProblem(): string | undefined {
  if (process.getuid?.() !== 0) return 'mounting a small tmpfs needs root';
  const probe = mkdtempSync(join(tmpdir(), 'ngs-tmpfs-probe-'));
  try {
    const mount = spawnSyncQuiet('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', probe]);
    if (mount !== 0) return 'mount -t tmpfs failed (a container without CAP_SYS_ADMIN?)';
    spawnSyncQuiet('umount', [probe]);
    return undefined;
  } finally {
    rmSync(probe, { recursive: true, force: true });
  }
}

function spawnSyncQuiet(command: string, args: string[]): number | null {
  return spawnSync(command, args, { stdio: 'ignore' }).status;
}

const diskFullSkipReason = tmpfsProblem();
if (diskFullSkipReason) console.warn(`Skipping the disk-full test: ${diskFullSkipReason}.`);

describe.skipIf(diskFullSkipReason)('a full disk (SQLite on a 16 MB tmpfs)', () => {
  let mountPoint: string;
  let backend: Backend;
  let server: RunningServer;

  beforeAll(async () => {
    mountPoint = mkdtempSync(join(tmpdir(), 'ngs-full-'));
    expect(spawnSyncQuiet('mount', ['-t', 'tmpfs', '-o', 'size=16m', 'tmpfs', mountPoint])).toBe(0);
    const dataDir = join(mountPoint, 'data');
    mkdirSync(dataDir);
    backend = sqliteBackend(dataDir);
    // The guard off, so that the writes themselves meet the full disk.
    server = await startServer({ ...backend.env, MIN_FREE_DISK_MB: '0' });
  });
  afterAll(async () => {
    await server?.stop();
    if (mountPoint) {
      spawnSyncQuiet('umount', [mountPoint]);
      rmSync(mountPoint, { recursive: true, force: true });
    }
  });

  function fillDisk(): string {
    const filler = join(mountPoint, 'filler');
    const fd = openSync(filler, 'w');
    try {
      for (const size of [1024 * 1024, 4096, 1]) {
        const chunk = Buffer.alloc(size, 0x61);
        try {
          for (;;) writeSync(fd, chunk);
        } catch (error) {
          if ((error as { code?: string }).code !== 'ENOSPC') throw error;
        }
      }
    } finally {
      closeSync(fd);
    }
    return filler;
  }

  it('should answer 503 with nothing partly stored, keep serving pages, and store again once there is room', async () => {
    const resume = plainText(`Asha Rao\n${'experience '.repeat(100_000)}`);
    expect((await apply(server.origin, resume)).status).toBe(201);

    const filler = fillDisk();
    try {
      const results = [await apply(server.origin, resume), await contact(server.origin)];
      for (const result of results) {
        expectStorageFault(result);
        expect(result.body.error).toMatch(/no room/);
      }
      expect(await pageStatus(server.origin)).toBe(200);
      expect(server.child.exitCode).toBeNull();
    } finally {
      unlinkSync(filler);
    }

    expect(await count(backend, 'applications')).toBe(1);
    expect(await count(backend, 'application_files')).toBe(1);
    expect(await count(backend, 'contact_messages')).toBe(0);
    const [integrity] = await backend.query<{ integrity_check: string }>('pragma integrity_check');
    expect(integrity!.integrity_check).toBe('ok');

    expect((await apply(server.origin, resume)).status).toBe(201);
    expect((await contact(server.origin)).status).toBe(201);
  });
});
