import type { Kysely } from 'kysely';
import { Migrator } from 'kysely/migration';
import type { OpenDatabase } from './openDatabase';
import { migrationProvider } from './migrations/index';
import { openPostgres, type PostgresTimeouts } from './postgres';
import type { Database } from './schema';
import { openSqlite } from './sqlite';

export { sqliteBusyTimeoutMs, sqliteFileName } from './sqlite';
export type { OpenDatabase };

export interface StorageConfig {
  /** PostgreSQL when set; otherwise SQLite under `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** PostgreSQL: how long to wait for a connection, from the pool or the network. */
  databaseConnectTimeoutMs?: number;
  /** PostgreSQL: the longest a statement may run, or a transaction sit idle. */
  databaseStatementTimeoutMs?: number;
}

export const defaultDatabaseTimeouts: PostgresTimeouts = { connectMs: 5_000, statementMs: 10_000 };
/**
 * PostgreSQL: a migration statement may run this long. Building an index on a large table takes
 * longer than a visitor's request may, and nobody waits on it but the starting server.
 */
export const migrationStatementMs = 5 * 60_000;

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
  const migrate = async (db: Kysely<Database>) => {
    const migrator = new Migrator({
      db,
      provider: migrationProvider(opened.kind),
      // Inside withWriteLock the transaction is already ours.
      disableTransactions: Boolean(opened.withWriteLock),
    });
    const { error } = await migrator.migrateToLatest();
    if (error) throw error;
  };
  try {
    if (opened.withWriteLock) await opened.withWriteLock(migrate);
    else await migrate(migrating.db);
  } catch (error) {
    await opened.close();
    throw error;
  } finally {
    if (migrating !== opened) await migrating.close();
  }
  return opened;
}
