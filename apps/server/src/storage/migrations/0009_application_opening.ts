import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { StorageKind } from '../kind';

/**
 * Which opening an application answers (issue 34): its id, and its title as the applicant saw
 * it, kept should the opening be renamed later. Both are empty for a general application. And
 * the words of the job-alerts box the applicant ticked, as the form showed them: consent is
 * kept with its wording, not only its time.
 */
export function applicationOpeningMigration(_kind: StorageKind): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('applications').addColumn('opening_id', 'text').execute();
      await db.schema.alterTable('applications').addColumn('job_title', 'text').execute();
      await db.schema
        .alterTable('applications')
        .addColumn('notification_consent_text', 'text')
        .execute();
      // The inbox filters and counts by opening, and each opening shows its pipeline.
      await db.schema
        .createIndex('applications_opening_status')
        .on('applications')
        .columns(['opening_id', 'status'])
        .execute();
    },
  };
}
