import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { StorageKind } from '../kind';

/**
 * Job openings that staff write, publish and close (issue 34), and the record of every change
 * to one: who, when, what it said afterwards.
 */
export function openingsMigration(_kind: StorageKind): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('openings')
        .addColumn('id', 'text', (column) => column.primaryKey())
        // Its public address, chosen once from the first title: a shared link never breaks.
        .addColumn('slug', 'text', (column) => column.notNull().unique())
        .addColumn('status', 'text', (column) => column.notNull())
        .addColumn('title', 'text', (column) => column.notNull())
        .addColumn('opening_type', 'text', (column) => column.notNull())
        .addColumn('team', 'text', (column) => column.notNull())
        // The places in their fixed order, comma-separated: `hyderabad,remote`.
        .addColumn('locations', 'text', (column) => column.notNull())
        .addColumn('employment_type', 'text', (column) => column.notNull())
        .addColumn('description', 'text', (column) => column.notNull())
        .addColumn('salary_min', 'integer')
        .addColumn('salary_max', 'integer')
        .addColumn('salary_period', 'text', (column) => column.notNull())
        .addColumn('closes_on', 'text', (column) => column.notNull())
        .addColumn('positions', 'integer', (column) => column.notNull())
        .addColumn('created_at', 'text', (column) => column.notNull())
        .addColumn('updated_at', 'text', (column) => column.notNull())
        .addColumn('published_at', 'text')
        .addColumn('closed_at', 'text')
        // Raised by every change: a save made on an older copy is refused, not lost silently.
        .addColumn('version', 'integer', (column) => column.notNull())
        .execute();
      await db.schema
        .createIndex('openings_status_published')
        .on('openings')
        .columns(['status', 'published_at'])
        .execute();
      await db.schema
        .createTable('opening_changes')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('opening_id', 'text', (column) =>
          column.notNull().references('openings.id').onDelete('cascade'),
        )
        .addColumn('changed_at', 'text', (column) => column.notNull())
        .addColumn('author_email', 'text', (column) => column.notNull())
        .addColumn('action', 'text', (column) => column.notNull())
        // The opening's fields after the change, as JSON.
        .addColumn('fields', 'text', (column) => column.notNull())
        .execute();
      await db.schema
        .createIndex('opening_changes_opening')
        .on('opening_changes')
        .column('opening_id')
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('opening_changes').execute();
      await db.schema.dropTable('openings').execute();
    },
  };
}
