import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { StorageKind } from '../kind';

/**
 * Staff accounts and their sessions, in the database so that every instance sees the same
 * sign-ins. Tokens are stored only as SHA-256 hashes: a copy of the database opens no session.
 */
export function staffAccountsMigration(_kind: StorageKind): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('staff_users')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('email', 'text', (column) => column.notNull().unique())
        // Null until the person has used their set-password link.
        .addColumn('password_hash', 'text')
        .addColumn('created_at', 'text', (column) => column.notNull())
        .addColumn('failed_sign_ins', 'integer', (column) => column.notNull().defaultTo(0))
        .addColumn('locked_until', 'text')
        .execute();
      await db.schema
        .createTable('staff_sessions')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('user_id', 'text', (column) =>
          column.notNull().references('staff_users.id').onDelete('cascade'),
        )
        .addColumn('created_at', 'text', (column) => column.notNull())
        .addColumn('expires_at', 'text', (column) => column.notNull())
        .addColumn('csrf_token', 'text', (column) => column.notNull())
        .execute();
      await db.schema
        .createTable('staff_password_links')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('user_id', 'text', (column) =>
          column.notNull().references('staff_users.id').onDelete('cascade'),
        )
        .addColumn('expires_at', 'text', (column) => column.notNull())
        .addColumn('used_at', 'text')
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('staff_password_links').execute();
      await db.schema.dropTable('staff_sessions').execute();
      await db.schema.dropTable('staff_users').execute();
    },
  };
}
