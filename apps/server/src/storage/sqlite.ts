import { chmodSync, existsSync, mkdirSync } from 'node:fs';
import { statfs } from 'node:fs/promises';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql, type Driver } from 'kysely';
import type { OpenDatabase } from './openDatabase';
import type { Database } from './schema';

/**
 * SQLite waits this long for another process's write lock. better-sqlite3 waits synchronously,
 * blocking every other request meanwhile, so it stays short; the visitor gets 503 and retries.
 */
export const sqliteBusyTimeoutMs = 250;

export const sqliteFileName = 'ngs.sqlite';

/** How long a starting server waits for another one to finish migrating the same file. */
const migrationWaitMs = 60_000;

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

/**
 * Turns the file to write-ahead logging (a no-op once it is). On a new file another server may
 * be writing (the first one of a rolling deploy, migrating it): the switch reads the file, then
 * asks for the write lock, and SQLite answers a lock asked for by a reader with SQLITE_BUSY at
 * once, busy_timeout or not, to avoid a deadlock. So it tries again until the other has
 * finished, as long as the migrations' lock would wait; blocking is harmless here, at start-up,
 * before the server listens.
 */
function switchToWal(sqlite: SQLite.Database) {
  const deadline = Date.now() + migrationWaitMs;
  const pause = new Int32Array(new SharedArrayBuffer(4));
  for (;;) {
    try {
      sqlite.pragma('journal_mode = WAL');
      return;
    } catch (error) {
      if ((error as { code?: unknown }).code !== 'SQLITE_BUSY' || Date.now() > deadline)
        throw error;
      Atomics.wait(pause, 0, 0, 25);
    }
  }
}

export function openSqlite(dataDir: string): OpenDatabase {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = join(dataDir, sqliteFileName);
  // Files made before the server set its umask (0600) may be readable by others: not any more.
  for (const made of [file, `${file}-wal`, `${file}-shm`]) {
    if (existsSync(made)) chmodSync(made, 0o600);
  }
  const sqlite = new SQLite(file);
  switchToWal(sqlite);
  // D18: with FULL every commit is fsynced before it returns, so an acknowledged submission
  // survives a crash or a power cut, not only a restart.
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma(`busy_timeout = ${sqliteBusyTimeoutMs}`);
  sqlite.pragma('foreign_keys = ON');
  // D33: deleted rows are overwritten with zeros, not left in free pages for anyone to read.
  sqlite.pragma('secure_delete = ON');
  const db = new Kysely<Database>({ dialect: new SqliteDialectKeepingErrors(sqlite) });
  return {
    kind: 'sqlite',
    db,
    location: file,
    concurrentWrites: 1,
    withWriteLock: (work) =>
      db.connection().execute(async (connection) => {
        // BEGIN IMMEDIATE takes the write lock before the first read, so a second server
        // starting on the same file waits, then reads the schema the first one left.
        sqlite.pragma(`busy_timeout = ${migrationWaitMs}`);
        try {
          await sql`begin immediate`.execute(connection);
          try {
            const result = await work(connection);
            await sql`commit`.execute(connection);
            return result;
          } catch (error) {
            if (sqlite.inTransaction) await sql`rollback`.execute(connection);
            throw error;
          }
        } finally {
          sqlite.pragma(`busy_timeout = ${sqliteBusyTimeoutMs}`);
        }
      }),
    backup: async (target) => {
      await sqlite.backup(target);
    },
    scrubFreedPages: async () => {
      // The write-ahead log still holds the pages as they were before the deletion: copy the
      // new ones into the file and empty the log. Busy readers leave it for the next one.
      sqlite.pragma('wal_checkpoint(TRUNCATE)');
    },
    freeBytes: async () => {
      const stats = await statfs(dataDir);
      return stats.bavail * stats.bsize;
    },
    close: () => db.destroy(),
  };
}
