import type { Migration, MigrationProvider } from 'kysely/migration';
import type { StorageKind } from '../kind';
import { initialMigration } from './0001_initial';
import { rateCountersMigration } from './0002_rate_counters';
import { outboxMigration } from './0003_outbox';
import { staffAccountsMigration } from './0004_staff_accounts';
import { staffNotesMigration } from './0005_staff_notes';
import { candidateAccountsMigration } from './0006_candidate_accounts';
import { provenIdentityMigration } from './0007_proven_identity';
import { openingsMigration } from './0008_openings';
import { applicationOpeningMigration } from './0009_application_opening';
import { jobAlertsMigration } from './0010_job_alerts';

/**
 * Every migration, in code so that the bundled server carries them. Names sort in order of
 * application; never rename or edit one that has shipped: add the next number instead.
 */
export function migrationProvider(kind: StorageKind): MigrationProvider {
  const migrations: Record<string, Migration> = {
    '0001_initial': initialMigration(kind),
    '0002_rate_counters': rateCountersMigration(kind),
    '0003_outbox': outboxMigration(kind),
    '0004_staff_accounts': staffAccountsMigration(kind),
    '0005_staff_notes': staffNotesMigration(kind),
    '0006_candidate_accounts': candidateAccountsMigration(kind),
    '0007_proven_identity': provenIdentityMigration(kind),
    '0008_openings': openingsMigration(kind),
    '0009_application_opening': applicationOpeningMigration(kind),
    '0010_job_alerts': jobAlertsMigration(kind),
  };
  return { getMigrations: () => Promise.resolve(migrations) };
}
