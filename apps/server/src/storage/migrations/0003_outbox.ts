import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { StorageKind } from '../kind';

/**
 * The e-mail outbox (see src/mail): each message is a row written in the same transaction as
 * what causes it, and stays until a sender has handed it to the mail server. Applications get
 * the status staff move them through.
 */
export function outboxMigration(_kind: StorageKind): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('outbox')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('created_at', 'text', (column) => column.notNull())
        .addColumn('kind', 'text', (column) => column.notNull())
        // The contact message or application it is about, so that deleting one deletes its mail.
        .addColumn('subject_id', 'text', (column) => column.notNull())
        .addColumn('recipient', 'text', (column) => column.notNull())
        .addColumn('subject', 'text', (column) => column.notNull())
        .addColumn('text_body', 'text', (column) => column.notNull())
        .addColumn('html_body', 'text', (column) => column.notNull())
        .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
        .addColumn('next_attempt_at', 'text', (column) => column.notNull())
        // A sender's lease: while it lies in the future, no other sender takes the row.
        .addColumn('claimed_until', 'text')
        .addColumn('sent_at', 'text')
        .addColumn('last_error', 'text')
        .execute();
      await db.schema
        .createIndex('outbox_due')
        .on('outbox')
        .columns(['sent_at', 'next_attempt_at'])
        .execute();
      await db.schema.createIndex('outbox_subject').on('outbox').column('subject_id').execute();
      await db.schema
        .alterTable('applications')
        .addColumn('status', 'text', (column) =>
          column
            .notNull()
            .defaultTo('received')
            .check(
              sql`status in ('received', 'in_review', 'interview', 'offer', 'not_selected', 'withdrawn')`,
            ),
        )
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('applications').dropColumn('status').execute();
      await db.schema.dropTable('outbox').execute();
    },
  };
}
