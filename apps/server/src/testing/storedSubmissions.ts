// What the storage tests share: a valid application and its files, and a connection to a SQLite
// file that lets a test watch, hold back and break the statements the store sends.
import { AsyncLocalStorage } from 'node:async_hooks';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, type DatabaseConnection, type Dialect, type Driver } from 'kysely';
import { applicationColumns } from './payloads';
import { currentStorageSignal } from '../storage/abort';
import type { Database } from '../storage/schema';
import type { NewApplication, NewApplicationFile } from '../storage/submissions';

export const application: NewApplication = {
  ...applicationColumns,
  password_hash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHRzYWx0$aGFzaA',
};

export const file = (stored: string): NewApplicationFile => ({
  field: 'resume',
  original_name: 'cv.txt',
  stored_name: stored,
  detected_mime: 'text/plain',
  size: 2,
  sha256: 'ab',
  content: Buffer.from('hi'),
});

/** Stands for request-scoped state such as a request's deadline signal. */
export const callerContext = new AsyncLocalStorage<string>();

interface Statement {
  sql: string;
  parameters: number;
  /** The caller's context the statement ran in, if any. */
  caller: string | undefined;
  /** The storage signal it ran under (see withStorageSignal). */
  signal: AbortSignal | undefined;
}

/**
 * The test's own connection to a migrated SQLite file, which records every statement, can hold
 * inserts back (a commit in flight) and can fail one as a lost connection would.
 */
export function observedDatabase(file: string) {
  const statements: Statement[] = [];
  let held: Promise<void> | undefined;
  let failure: { matches: (sql: string) => boolean; error: Error } | undefined;
  const base = new SqliteDialect({ database: new SQLite(file) });
  const observe = (connection: DatabaseConnection): DatabaseConnection => ({
    async executeQuery(query) {
      statements.push({
        sql: query.sql,
        parameters: query.parameters.length,
        caller: callerContext.getStore(),
        signal: currentStorageSignal(),
      });
      if (held && /^insert/i.test(query.sql)) await held;
      if (failure?.matches(query.sql)) {
        const { error } = failure;
        failure = undefined;
        throw error;
      }
      return connection.executeQuery(query);
    },
    streamQuery: (query, chunkSize) => connection.streamQuery(query, chunkSize),
  });
  const dialect: Dialect = {
    createAdapter: () => base.createAdapter(),
    createIntrospector: (db) => base.createIntrospector(db),
    createQueryCompiler: () => base.createQueryCompiler(),
    createDriver: (): Driver => {
      const driver = base.createDriver();
      return {
        init: () => driver.init(),
        acquireConnection: async () => observe(await driver.acquireConnection()),
        beginTransaction: (connection, settings) => driver.beginTransaction(connection, settings),
        commitTransaction: (connection) => driver.commitTransaction(connection),
        rollbackTransaction: (connection) => driver.rollbackTransaction(connection),
        releaseConnection: (connection) => driver.releaseConnection(connection),
        destroy: () => driver.destroy(),
      };
    },
  };
  const inserts = (table: string) =>
    statements.filter((statement) => statement.sql.startsWith(`insert into "${table}"`));
  return {
    db: new Kysely<Database>({ dialect }),
    statements,
    inserts,
    holdInserts() {
      let release!: () => void;
      held = new Promise<void>((resolve) => (release = resolve));
      return () => {
        held = undefined;
        release();
      };
    },
    /** The next matching statement fails with `error`, without reaching the database. */
    failBefore(matches: (sql: string) => boolean, error: Error) {
      failure = { matches, error };
    },
  };
}
