import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { StorageKind } from '../kind';

/**
 * Rate-limit and upload-volume counters shared by every instance (see storage/counters.ts).
 * PostgreSQL only: SQLite serves one process, which counts in its memory. UNLOGGED, because the
 * counters are worth no WAL write or fsync per request; after a crash they start again empty.
 */
export function rateCountersMigration(kind: StorageKind): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (kind !== 'postgres') return;
      await db.schema
        .createTable('rate_counters')
        .modifyFront(sql`unlogged`)
        .addColumn('key', 'text', (column) => column.primaryKey())
        .addColumn('total', 'bigint', (column) => column.notNull())
        // Milliseconds since the epoch by the database's clock.
        .addColumn('ends_at', 'bigint', (column) => column.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      if (kind !== 'postgres') return;
      await db.schema.dropTable('rate_counters').execute();
    },
  };
}
