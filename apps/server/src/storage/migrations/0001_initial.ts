import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { StorageKind } from '../kind';

/** The first schema: contact messages, applications and their files. */
export function initialMigration(kind: StorageKind): Migration {
  const binary = kind === 'postgres' ? 'bytea' : 'blob';
  return {
    // Migrations run against whatever the schema was at the time, hence `Kysely<unknown>`.
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('contact_messages')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('created_at', 'text', (column) => column.notNull())
        .addColumn('name', 'text', (column) => column.notNull())
        .addColumn('email', 'text', (column) => column.notNull())
        .addColumn('phone', 'text', (column) => column.notNull())
        .addColumn('subject', 'text', (column) => column.notNull())
        .addColumn('message', 'text', (column) => column.notNull())
        .execute();
      await db.schema
        .createIndex('contact_messages_created_at')
        .on('contact_messages')
        .column('created_at')
        .execute();

      const yesNo = (column: string) => sql`${sql.ref(column)} in ('yes', 'no')`;
      const flag = (column: string) => sql`${sql.ref(column)} in (0, 1)`;
      await db.schema
        .createTable('applications')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('created_at', 'text', (column) => column.notNull())
        .addColumn('application_type', 'text', (column) =>
          column.notNull().check(sql`application_type in ('job', 'internship')`),
        )
        .addColumn('email', 'text', (column) => column.notNull())
        .addColumn('password_hash', 'text', (column) => column.notNull())
        .addColumn('legal_first_name', 'text', (column) => column.notNull())
        .addColumn('legal_middle_name', 'text', (column) => column.notNull())
        .addColumn('legal_last_name', 'text', (column) => column.notNull())
        .addColumn('country_code', 'text', (column) => column.notNull())
        .addColumn('phone_number', 'text', (column) => column.notNull())
        .addColumn('relocate', 'text', (column) => column.notNull().check(yesNo('relocate')))
        .addColumn('agreement', 'text', (column) => column.notNull().check(yesNo('agreement')))
        .addColumn('disability', 'text', (column) => column.notNull().check(yesNo('disability')))
        .addColumn('at_will_accepted', 'integer', (column) =>
          column.notNull().check(flag('at_will_accepted')),
        )
        .addColumn('previously_employed', 'text', (column) =>
          column.notNull().check(yesNo('previously_employed')),
        )
        .addColumn('previous_employee_id', 'text', (column) => column.notNull())
        .addColumn('notification_job', 'integer', (column) =>
          column.notNull().check(flag('notification_job')),
        )
        .addColumn('agree_to_privacy_policy', 'integer', (column) =>
          column.notNull().check(flag('agree_to_privacy_policy')),
        )
        .execute();
      await db.schema
        .createIndex('applications_created_at')
        .on('applications')
        .column('created_at')
        .execute();

      await db.schema
        .createTable('application_files')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('application_id', 'text', (column) =>
          column.notNull().references('applications.id').onDelete('cascade'),
        )
        .addColumn('field', 'text', (column) =>
          column.notNull().check(sql`field in ('resume', 'coverLetter')`),
        )
        .addColumn('original_name', 'text', (column) => column.notNull())
        .addColumn('stored_name', 'text', (column) => column.notNull().unique())
        .addColumn('detected_mime', 'text', (column) => column.notNull())
        .addColumn('size', 'integer', (column) => column.notNull())
        .addColumn('sha256', 'text', (column) => column.notNull())
        .addColumn('content', binary, (column) => column.notNull())
        .addUniqueConstraint('application_files_one_per_field', ['application_id', 'field'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('application_files').execute();
      await db.schema.dropTable('applications').execute();
      await db.schema.dropTable('contact_messages').execute();
    },
  };
}
