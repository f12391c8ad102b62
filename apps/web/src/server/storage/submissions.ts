import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type {
  ApplicationFilesTable,
  ApplicationsTable,
  ContactMessagesTable,
  Database,
} from './schema';

export type NewContactMessage = Omit<ContactMessagesTable, 'id' | 'created_at'>;
export type NewApplication = Omit<ApplicationsTable, 'id' | 'created_at'>;
export type NewApplicationFile = Omit<ApplicationFilesTable, 'id' | 'application_id'>;

/** What staff may see of an application: everything but the password hash. */
export type ApplicationRecord = Omit<ApplicationsTable, 'password_hash'>;
export type ApplicationFileRecord = Omit<ApplicationFilesTable, 'content'>;

/** The one place that writes submissions. Each resolves only once the commit has returned (D18). */
export interface SubmissionStore {
  saveContactMessage: (message: NewContactMessage) => Promise<string>;
  saveApplication: (application: NewApplication, files: NewApplicationFile[]) => Promise<string>;
}

export function submissionStore(db: Kysely<Database>): SubmissionStore {
  return {
    async saveContactMessage(message) {
      const id = randomUUID();
      await db
        .insertInto('contact_messages')
        .values({ id, created_at: new Date().toISOString(), ...message })
        .execute();
      return id;
    },
    async saveApplication(application, files) {
      const id = randomUUID();
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('applications')
          .values({ id, created_at: new Date().toISOString(), ...application })
          .execute();
        for (const file of files) {
          await trx
            .insertInto('application_files')
            .values({ id: randomUUID(), application_id: id, ...file })
            .execute();
        }
      });
      return id;
    },
  };
}

const applicationColumns = [
  'id',
  'created_at',
  'application_type',
  'email',
  'legal_first_name',
  'legal_middle_name',
  'legal_last_name',
  'country_code',
  'phone_number',
  'relocate',
  'agreement',
  'disability',
  'at_will_accepted',
  'previously_employed',
  'previous_employee_id',
  'notification_job',
  'agree_to_privacy_policy',
] as const satisfies readonly (keyof ApplicationRecord)[];

const fileColumns = [
  'id',
  'application_id',
  'field',
  'original_name',
  'stored_name',
  'detected_mime',
  'size',
  'sha256',
] as const satisfies readonly (keyof ApplicationFileRecord)[];

export function listContactMessages(db: Kysely<Database>): Promise<ContactMessagesTable[]> {
  return db
    .selectFrom('contact_messages')
    .selectAll()
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export function listApplications(db: Kysely<Database>): Promise<ApplicationRecord[]> {
  return db
    .selectFrom('applications')
    .select(applicationColumns)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export function listApplicationFiles(db: Kysely<Database>): Promise<ApplicationFileRecord[]> {
  return db
    .selectFrom('application_files')
    .select(fileColumns)
    .orderBy('application_id')
    .orderBy('field', 'desc')
    .execute();
}

export function applicationFilesWithContent(
  db: Kysely<Database>,
  applicationId: string,
): Promise<ApplicationFilesTable[]> {
  return db
    .selectFrom('application_files')
    .selectAll()
    .where('application_id', '=', applicationId)
    .orderBy('field', 'desc')
    .execute();
}
