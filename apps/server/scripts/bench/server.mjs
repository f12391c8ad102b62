import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';

export const serverDir = join(import.meta.dirname, '..', '..');
export const repoDir = join(serverDir, '..', '..');
export const builtServerEntry = join(serverDir, 'dist', 'main.js');
const siteDist = join(serverDir, '..', 'web', 'dist');

async function freePort() {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  server.close();
  return port;
}

/** A new, empty store: a fresh SQLite folder, or a new PostgreSQL database. */
export async function freshBackend(kind, postgresUrl) {
  const dataDir = mkdtempSync(join(os.tmpdir(), 'ngs-bench-'));
  if (kind === 'sqlite') {
    return {
      env: { DATA_DIR: dataDir },
      count: async (table) => {
        const db = new SQLite(join(dataDir, 'ngs.sqlite'), { readonly: true });
        try {
          const row = /** @type {{ n: number }} */ (
            db.prepare(`select count(*) as n from ${table}`).get()
          );
          return row.n;
        } finally {
          db.close();
        }
      },
      dispose: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `ngs_bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    count: async (table) => {
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      try {
        return Number((await client.query(`select count(*) as n from ${table}`)).rows[0].n);
      } finally {
        await client.end();
      }
    },
    dispose: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function startServer(serverEntry, env) {
  const port = await freePort();
  const child = spawn(process.execPath, [serverEntry], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', SITE_DIST: siteDist, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // The server logs a line per request: read it all, keep only the start and the end.
  let head = '';
  let tail = '';
  const keep = (chunk) => {
    if (head.length < 4096) head += chunk;
    tail = (tail + chunk).slice(-4096);
  };
  child.stdout.setEncoding('utf8').on('data', keep);
  child.stderr.setEncoding('utf8').on('data', keep);
  const exited = once(child, 'exit');
  const deadline = Date.now() + 30_000;
  while (!head.includes('"event":"listening"')) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The server did not start:\n${head}\n…\n${tail}`);
    }
    await new Promise((done) => setTimeout(done, 50));
  }
  return {
    url: `http://127.0.0.1:${port}`,
    log: () => `${head}\n…\n${tail}`,
    running: () => child.exitCode === null && child.signalCode === null,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const forced = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(forced);
    },
  };
}

/**
 * The submission limits, off: `0` where the server allows it (rate limit, daily upload caps),
 * otherwise limits nobody reaches in a bench.
 */
export async function limitsOff(serverEntry) {
  const off = {
    RATE_LIMIT_PER_MINUTE: '0',
    DAILY_UPLOAD_MB_PER_ADDRESS: '0',
    DAILY_UPLOAD_MB: '0',
  };
  const probe = await freshBackend('sqlite');
  try {
    const server = await startServer(serverEntry, { ...probe.env, ...off });
    await server.stop();
    return off;
  } catch {
    return {
      RATE_LIMIT_PER_MINUTE: '1000000000',
      DAILY_UPLOAD_MB_PER_ADDRESS: '1000000000',
      DAILY_UPLOAD_MB: '1000000000',
    };
  } finally {
    await probe.dispose();
  }
}
