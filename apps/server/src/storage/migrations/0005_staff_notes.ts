import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { StorageKind } from '../kind';

/** Staff's internal notes on a contact message or an application; never shown to the sender. */
export function staffNotesMigration(_kind: StorageKind): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('staff_notes')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('subject_id', 'text', (column) => column.notNull())
        .addColumn('author_email', 'text', (column) => column.notNull())
        .addColumn('created_at', 'text', (column) => column.notNull())
        .addColumn('text', 'text', (column) => column.notNull())
        .execute();
      await db.schema
        .createIndex('staff_notes_subject')
        .on('staff_notes')
        .column('subject_id')
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('staff_notes').execute();
    },
  };
}
