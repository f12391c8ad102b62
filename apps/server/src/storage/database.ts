import { mkdirSync } from 'node:fs';
import { statfs } from 'node:fs/promises';
import { connect } from 'node:net';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import {
  Kysely,
  Migrator,
  PostgresDialect,
  SqliteDialect,
  type Driver,
  type PostgresPool,
  type PostgresPoolClient,
} from 'kysely';
import pg from 'pg';
import { currentStorageSignal } from './abort';
import { markStorageFault, storageFault } from './errors';
import type { StorageKind } from './kind';
import { migrationProvider } from './migrations/index';
import type { Database } from './schema';

export interface StorageConfig {
  /** PostgreSQL when set; otherwise SQLite under `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** PostgreSQL: how long to wait for a connection, from the pool or the network. */
  databaseConnectTimeoutMs?: number;
  /** PostgreSQL: the longest a statement may run, or a transaction sit idle. */
  databaseStatementTimeoutMs?: number;
}

export const defaultDatabaseTimeouts = { connectMs: 5_000, statementMs: 10_000 };
/**
 * PostgreSQL: a migration statement may run this long. Building an index on a large table takes
 * longer than a visitor's request may, and nobody waits on it but the starting server.
 */
export const migrationStatementMs = 5 * 60_000;
/** PostgreSQL: a pooled connection unused this long is closed. */
const idleConnectionMs = 30_000;
/**
 * SQLite waits this long for another process's write lock. better-sqlite3 waits synchronously,
 * blocking every other request meanwhile, so it stays short; the visitor gets 503 and retries.
 */
export const sqliteBusyTimeoutMs = 250;

export interface OpenDatabase {
  kind: StorageKind;
  db: Kysely<Database>;
  /** Where the data lives, for people: the SQLite file, or the PostgreSQL database's name. */
  location: string;
  /** Transactions worth writing at the same time: SQLite has one writer, PostgreSQL many. */
  concurrentWrites: number;
  /** SQLite: an online, consistent copy of the database file. */
  backup?: (file: string) => Promise<void>;
  /** SQLite: bytes free for us on the data folder's file system. */
  freeBytes?: () => Promise<number>;
  close: () => Promise<void>;
}

export const sqliteFileName = 'ngs.sqlite';

/**
 * On SQLITE_FULL, SQLITE_IOERR and the like SQLite may roll the transaction back by itself; the
 * ROLLBACK Kysely then sends fails ("no transaction is active") and its error would replace the
 * real one, so a full disk would look like a bug (500) instead of a full disk (503).
 */
class SqliteDialectKeepingErrors extends SqliteDialect {
  readonly #sqlite: SQLite.Database;

  constructor(sqlite: SQLite.Database) {
    super({ database: sqlite });
    this.#sqlite = sqlite;
  }

  override createDriver(): Driver {
    const driver = super.createDriver();
    const rollback = driver.rollbackTransaction.bind(driver);
    driver.rollbackTransaction = async (connection) => {
      if (this.#sqlite.inTransaction) await rollback(connection);
    };
    return driver;
  }
}

function openSqlite(dataDir: string): OpenDatabase {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = join(dataDir, sqliteFileName);
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  // D18: with FULL every commit is fsynced before it returns, so an acknowledged submission
  // survives a crash or a power cut, not only a restart.
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma(`busy_timeout = ${sqliteBusyTimeoutMs}`);
  sqlite.pragma('foreign_keys = ON');
  const db = new Kysely<Database>({ dialect: new SqliteDialectKeepingErrors(sqlite) });
  return {
    kind: 'sqlite',
    db,
    location: file,
    concurrentWrites: 1,
    backup: async (target) => {
      await sqlite.backup(target);
    },
    freeBytes: async () => {
      const stats = await statfs(dataDir);
      return stats.bavail * stats.bsize;
    },
    close: () => db.destroy(),
  };
}

type PoolClientInternals = pg.PoolClient & {
  processID?: number | null;
  secretKey?: number | null;
  connection?: { stream?: { destroy: () => void } };
};

/**
 * Asks the server to stop what a connection is running (PostgreSQL's CancelRequest, sent on a
 * connection of its own): a statement waiting on a lock is ended at once, its transaction rolled
 * back. Best effort: an unreachable server never gets it, and the caller closes the socket.
 */
function cancelRunningStatement(client: PoolClientInternals, timeoutMs: number): void {
  const { processID, secretKey, host, port } = client;
  if (typeof processID !== 'number' || typeof secretKey !== 'number') return;
  const request = Buffer.alloc(16);
  request.writeInt32BE(16, 0);
  request.writeInt32BE(80877102, 4);
  request.writeInt32BE(processID, 8);
  request.writeInt32BE(secretKey, 12);
  const socket = host.startsWith('/') ? connect(`${host}/.s.PGSQL.${port}`) : connect(port, host);
  socket.setTimeout(timeoutMs, () => socket.destroy());
  socket.on('error', () => socket.destroy());
  socket.on('connect', () => socket.end(request));
}

const hasSqlState = (error: unknown) =>
  typeof (error as { code?: unknown } | null)?.code === 'string' &&
  /^[0-9A-Z]{5}$/.test((error as { code: string }).code);

/**
 * The pool as Kysely sees it, with three guarantees pg does not give on its own: a connection
 * that failed below SQL (timeout, reset, black hole) is closed, never reused; work whose request
 * was answered (see withStorageSignal) is cancelled and starts no new statement; and every such
 * failure is marked as a storage fault, so the visitor gets 503, not 500.
 */
function guardedPool(pool: pg.Pool, connectTimeoutMs: number): PostgresPool {
  const broken = new WeakSet<pg.PoolClient>();
  const wrappers = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const closeSocket = (client: pg.PoolClient) =>
    (client as PoolClientInternals).connection?.stream?.destroy();
  const refuseIfAborted = (signal: AbortSignal | undefined) => {
    if (signal?.aborted) {
      throw markStorageFault(
        new Error('The request was answered; its storage work stopped.'),
        'slow',
      );
    }
  };

  async function query(client: pg.PoolClient, sql: string, parameters: readonly unknown[]) {
    const signal = currentStorageSignal();
    if (broken.has(client)) {
      // Closing the connection on release rolls back; an error here would replace the real one.
      if (/^\s*rollback\b/i.test(sql)) return { command: 'ROLLBACK', rowCount: 0, rows: [] };
      throw markStorageFault(
        new Error('The database connection failed and was closed.'),
        'unavailable',
      );
    }
    refuseIfAborted(signal);
    const stop = () => {
      broken.add(client);
      cancelRunningStatement(client, connectTimeoutMs);
      // Unreachable, the server cannot be told: closing the socket settles the query here.
      setTimeout(() => closeSocket(client), 500).unref();
    };
    signal?.addEventListener('abort', stop, { once: true });
    try {
      return await client.query(sql, [...parameters]);
    } catch (error) {
      if (signal?.aborted) throw markStorageFault(error, 'slow');
      if (!hasSqlState(error)) {
        broken.add(client);
        closeSocket(client);
        const timedOut = error instanceof Error && /timeout/i.test(error.message);
        if (!storageFault(error)) markStorageFault(error, timedOut ? 'slow' : 'unavailable');
      }
      throw error;
    } finally {
      signal?.removeEventListener('abort', stop);
    }
  }

  return {
    async connect() {
      const signal = currentStorageSignal();
      refuseIfAborted(signal);
      let client: pg.PoolClient;
      try {
        client = await pool.connect();
      } catch (error) {
        // pg's own "timeout exceeded when trying to connect" has no code: mark it.
        if (!storageFault(error)) markStorageFault(error, 'unavailable');
        throw error;
      }
      if (signal?.aborted) {
        client.release();
        refuseIfAborted(signal);
      }
      let wrapper = wrappers.get(client);
      if (!wrapper) {
        // pg-pool listens for a client's errors only while it is idle; one lost while checked
        // out would be emitted with no listener and crash the process. Its query fails anyway.
        client.on('error', () => broken.add(client));
        wrapper = {
          query: ((sql: string, parameters: readonly unknown[]) =>
            query(client, sql, parameters)) as unknown as PostgresPoolClient['query'],
          // pg-pool destroys a client released with a truthy argument instead of reusing it.
          release: () => client.release(broken.has(client) ? true : undefined),
        };
        wrappers.set(client, wrapper);
      }
      return wrapper;
    },
    end: () => pool.end(),
  };
}

function openPostgres(
  databaseUrl: string,
  { connectMs, statementMs }: typeof defaultDatabaseTimeouts,
  connections = 10,
): OpenDatabase {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: connections,
    connectionTimeoutMillis: connectMs,
    idleTimeoutMillis: idleConnectionMs,
    // Server-side limits: a statement waiting on a lock, or a transaction left open by a
    // stalled server, ends on its own and rolls back.
    statement_timeout: statementMs,
    idle_in_transaction_session_timeout: statementMs,
    // Client-side, a little later: for a server or network that no longer answers at all.
    query_timeout: statementMs + 1_000,
    keepAlive: true,
  });
  // An idle client losing its connection must not take the server down; the pool replaces it.
  pool.on('error', (error) => {
    process.stderr.write(
      `${JSON.stringify({ time: new Date().toISOString(), level: 'error', event: 'postgres-pool', error: error.name })}\n`,
    );
  });
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: guardedPool(pool, connectMs) }),
  });
  let location = 'postgres';
  try {
    location = `postgres database ${new URL(databaseUrl).pathname.slice(1) || '(default)'}`;
  } catch {
    // A connection string in key=value form: pg understands it, URL does not.
  }
  // Fewer than the pool's connections, so reads and the rate counters always find one free.
  const concurrentWrites = Math.max(1, Math.floor(connections / 2));
  return { kind: 'postgres', db, location, concurrentWrites, close: () => db.destroy() };
}

/** Which database the configuration points at, for an operator: never the password. */
export function databaseTarget(config: StorageConfig): string {
  if (!config.databaseUrl) return `SQLite in ${config.dataDir}`;
  try {
    const url = new URL(config.databaseUrl);
    return `PostgreSQL at ${url.host}, database ${url.pathname.slice(1) || '(default)'}`;
  } catch {
    return 'PostgreSQL (DATABASE_URL)';
  }
}

/** Opens the configured database and brings its schema to the latest migration. */
export async function openDatabase(config: StorageConfig): Promise<OpenDatabase> {
  const connectMs = config.databaseConnectTimeoutMs ?? defaultDatabaseTimeouts.connectMs;
  const statementMs = config.databaseStatementTimeoutMs ?? defaultDatabaseTimeouts.statementMs;
  const opened = config.databaseUrl
    ? openPostgres(config.databaseUrl, { connectMs, statementMs })
    : openSqlite(config.dataDir);
  // Migrations get a connection of their own, with the longer statement limit.
  const migrating = config.databaseUrl
    ? openPostgres(config.databaseUrl, { connectMs, statementMs: migrationStatementMs }, 1)
    : opened;
  try {
    const migrator = new Migrator({ db: migrating.db, provider: migrationProvider(opened.kind) });
    const { error } = await migrator.migrateToLatest();
    if (error) throw error;
  } catch (error) {
    await opened.close();
    throw error;
  } finally {
    if (migrating !== opened) await migrating.close();
  }
  return opened;
}
