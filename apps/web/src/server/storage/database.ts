import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { StorageKind } from './kind';
import { migrationProvider } from './migrations/index';
import type { Database } from './schema';

export interface StorageConfig {
  /** PostgreSQL when set; otherwise SQLite under `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
}

export interface OpenDatabase {
  kind: StorageKind;
  db: Kysely<Database>;
  /** Where the data lives, for people: the SQLite file, or the PostgreSQL database's name. */
  location: string;
  /** SQLite: an online, consistent copy of the database file. */
  backup?: (file: string) => Promise<void>;
  close: () => Promise<void>;
}

export const sqliteFileName = 'ngs.sqlite';

function openSqlite(dataDir: string): OpenDatabase {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = join(dataDir, sqliteFileName);
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  // D18: with FULL every commit is fsynced before it returns, so an acknowledged submission
  // survives a crash or a power cut, not only a restart.
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return {
    kind: 'sqlite',
    db,
    location: file,
    backup: async (target) => {
      await sqlite.backup(target);
    },
    close: () => db.destroy(),
  };
}

function openPostgres(databaseUrl: string): OpenDatabase {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  // An idle client losing its connection must not take the server down; the pool replaces it.
  pool.on('error', (error) => {
    process.stderr.write(
      `${JSON.stringify({ time: new Date().toISOString(), level: 'error', event: 'postgres-pool', error: error.name })}\n`,
    );
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  let location = 'postgres';
  try {
    location = `postgres database ${new URL(databaseUrl).pathname.slice(1) || '(default)'}`;
  } catch {
    // A connection string in key=value form: pg understands it, URL does not.
  }
  return { kind: 'postgres', db, location, close: () => db.destroy() };
}

/** Opens the configured database and brings its schema to the latest migration. */
export async function openDatabase(config: StorageConfig): Promise<OpenDatabase> {
  const opened = config.databaseUrl ? openPostgres(config.databaseUrl) : openSqlite(config.dataDir);
  try {
    const migrator = new Migrator({ db: opened.db, provider: migrationProvider(opened.kind) });
    const { error } = await migrator.migrateToLatest();
    if (error) throw error;
  } catch (error) {
    await opened.close();
    throw error;
  }
  return opened;
}
