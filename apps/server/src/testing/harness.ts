import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { scratchPostgresDatabase } from './postgres';
import { serverDir } from './serverPaths';
import { siteFixtureDir } from './siteFixture';

export const serverEntry = join(serverDir, 'dist', 'main.js');
export const staffEntry = join(serverDir, 'dist', 'staff.js');

export type Env = Record<string, string>;

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

export interface Backend {
  kind: 'sqlite' | 'postgres';
  /** DATA_DIR, and DATABASE_URL for PostgreSQL. */
  env: Env;
  dataDir: string;
  /** Runs one SQL query straight against the database, bypassing the server. */
  query: <Row>(sql: string) => Promise<Row[]>;
  /** Runs one SQL statement that changes the data, with the server stopped. */
  write: (sql: string) => Promise<void>;
  dispose: () => Promise<void>;
}

export const postgresUrl = process.env['TEST_DATABASE_URL'];

/** The SQLite database in `dataDir`, read straight from its file; `dispose` is the caller's. */
export function sqliteBackend(
  dataDir: string,
  dispose: () => Promise<void> = async () => undefined,
): Backend {
  return {
    kind: 'sqlite',
    env: { DATA_DIR: dataDir },
    dataDir,
    query: async <Row>(sql: string) => {
      const { default: SQLite } = await import('better-sqlite3');
      const db = new SQLite(join(dataDir, 'ngs.sqlite'), { readonly: true });
      try {
        return db.prepare(sql).all() as Row[];
      } finally {
        db.close();
      }
    },
    write: async (sql) => {
      const { default: SQLite } = await import('better-sqlite3');
      const db = new SQLite(join(dataDir, 'ngs.sqlite'));
      try {
        db.prepare(sql).run();
      } finally {
        db.close();
      }
    },
    dispose,
  };
}

/** A new, empty database: a fresh SQLite folder, or a new PostgreSQL database. */
export async function freshBackend(kind: Backend['kind']): Promise<Backend> {
  const dataDir = mkdtempSync(join(tmpdir(), 'ngs-data-'));
  if (kind === 'sqlite') {
    return sqliteBackend(dataDir, async () => rmSync(dataDir, { recursive: true, force: true }));
  }
  if (!postgresUrl) throw new Error('TEST_DATABASE_URL is not set: run `pnpm test:server`');
  const database = await scratchPostgresDatabase(postgresUrl, 'ngs');
  const pool = new pg.Pool({ connectionString: database.url, max: 2 });
  // `drop database … with (force)` below can reach a client still closing after pool.end() and
  // end it with 57P01 ("terminating connection"); that is the point of the drop, not a failure.
  pool.on('error', () => {});
  return {
    kind,
    env: { DATA_DIR: dataDir, DATABASE_URL: database.url },
    dataDir,
    query: async <Row>(sql: string) => (await pool.query(sql)).rows as Row[],
    write: async (sql) => {
      await pool.query(sql);
    },
    dispose: async () => {
      await pool.end();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface RunningServer {
  origin: string;
  child: ChildProcess;
  /** Everything the process wrote to stdout so far. */
  stdout: () => string;
  stderr: () => string;
  stop: () => Promise<void>;
  kill: () => Promise<void>;
}

/** Starts `node dist/main.js` on a free port and waits for its "listening" line. */
export async function startServer(env: Env): Promise<RunningServer> {
  const port = await freePort();
  const child = spawn(process.execPath, [serverEntry], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      RATE_LIMIT_PER_MINUTE: '100000',
      // The small site written by buildSiteFixture.ts, not apps/web's build.
      SITE_DIST: siteFixtureDir,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const exited = once(child, 'exit');
  const deadline = Date.now() + 30_000;
  while (!stdout.includes('"event":"listening"')) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The server did not start:\n${stdout}\n${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill(signal);
      await exited;
    }
  };
  return {
    origin: `http://127.0.0.1:${port}`,
    child,
    stdout: () => stdout,
    stderr: () => stderr,
    stop: () => end('SIGTERM'),
    kill: () => end('SIGKILL'),
  };
}

const started = <T>(value: T | undefined): T => {
  if (value === undefined)
    throw new Error('Read it from a test or hook: the suite has not started.');
  return value;
};

/** A fresh backend for the enclosing describe block, disposed of after its tests. */
export function backendForSuite(kind: Backend['kind']): { readonly backend: Backend } {
  let backend: Backend | undefined;
  beforeAll(async () => {
    backend = await freshBackend(kind);
  });
  afterAll(async () => {
    await backend?.dispose();
  });
  return {
    get backend() {
      return started(backend);
    },
  };
}

export interface SuiteServer {
  readonly backend: Backend;
  readonly server: RunningServer;
}

/**
 * A fresh backend and a server on it for the enclosing describe block (or file), started before
 * its tests and stopped after them; `end: 'kill'` for suites that leave the server unable to
 * stop gracefully. Read `backend` and `server` from tests and hooks, once they have started.
 */
export function serverForSuite(
  kind: Backend['kind'],
  env: Env = {},
  { end = 'stop' }: { end?: 'stop' | 'kill' } = {},
): SuiteServer {
  let backend: Backend | undefined;
  let server: RunningServer | undefined;
  // One pair of hooks, so the server always stops before its database goes.
  beforeAll(async () => {
    backend = await freshBackend(kind);
    server = await startServer({ ...backend.env, ...env });
  });
  afterAll(async () => {
    await server?.[end]();
    await backend?.dispose();
  });
  return {
    get backend() {
      return started(backend);
    },
    get server() {
      return started(server);
    },
  };
}

export interface StaffResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the staff command (`node dist/staff.js …`) with the backend's environment. */
export function staff(args: string[], env: Env): Promise<StaffResult> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [staffEntry, ...args],
      { env: { ...process.env, ...env }, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

export async function staffJson<T>(args: string[], env: Env): Promise<T> {
  const result = await staff([...args, '--format', 'json'], env);
  if (result.code !== 0) throw new Error(`staff ${args.join(' ')} failed:\n${result.stderr}`);
  return JSON.parse(result.stdout) as T;
}

/** Every file under a folder, as bytes. */
export function filesUnder(folder: string): { path: string; bytes: Buffer }[] {
  const found: { path: string; bytes: Buffer }[] = [];
  for (const name of readdirSync(folder)) {
    const path = join(folder, name);
    // A live database may remove a temporary file between listing and reading it.
    try {
      const stat = statSync(path);
      if (stat.isDirectory()) found.push(...filesUnder(path));
      else if (stat.isFile()) found.push({ path, bytes: readFileSync(path) });
    } catch (error) {
      if ((error as { code?: string }).code !== 'ENOENT') throw error;
    }
  }
  return found;
}
