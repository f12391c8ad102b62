import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { StorageKind } from '../kind';

/**
 * The candidate's own page: sessions opened with an application's email and password, and a
 * lock per email against guessing. Like staff sessions, only the SHA-256 of a token is stored.
 */
export function candidateAccountsMigration(_kind: StorageKind): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('candidate_sessions')
        .addColumn('id', 'text', (column) => column.primaryKey())
        // ASCII letters lowered; no foreign key: the session belongs to an address, not to one application.
        .addColumn('email', 'text', (column) => column.notNull())
        .addColumn('created_at', 'text', (column) => column.notNull())
        .addColumn('expires_at', 'text', (column) => column.notNull())
        .addColumn('csrf_token', 'text', (column) => column.notNull())
        .execute();
      await db.schema
        .createIndex('candidate_sessions_email')
        .on('candidate_sessions')
        .column('email')
        .execute();
      await db.schema
        .createTable('candidate_sign_in_locks')
        // Any address tried, known or not: a lock that only known addresses got would tell
        // a stranger who has applied.
        .addColumn('email', 'text', (column) => column.primaryKey())
        .addColumn('failed_sign_ins', 'integer', (column) => column.notNull().defaultTo(0))
        .addColumn('locked_until', 'text')
        // So that rows of addresses nobody uses any more can be forgotten.
        .addColumn('last_failed_at', 'text', (column) => column.notNull())
        .execute();
      // Candidates are found by their address in any case; without this every sign-in and every
      // look at the candidate's page would read the whole applications table.
      await db.schema
        .createIndex('applications_email_lower')
        .on('applications')
        .expression(sql`lower(email)`)
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('applications_email_lower').execute();
      await db.schema.dropTable('candidate_sign_in_locks').execute();
      await db.schema.dropTable('candidate_sessions').execute();
    },
  };
}
