import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { OpenDatabase } from './openDatabase';
import { guardedPool } from './postgresPool';
import type { Database } from './schema';

/** PostgreSQL: a pooled connection unused this long is closed. */
const idleConnectionMs = 30_000;

export interface PostgresTimeouts {
  connectMs: number;
  statementMs: number;
}

export function openPostgres(
  databaseUrl: string,
  { connectMs, statementMs }: PostgresTimeouts,
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
